import type { PageRequest } from '../pagination.js';
import type { RequestOptions, Transport } from '../transport.js';
import type {
  DeletedTemplate,
  Language,
  Template,
  TemplateBody,
  TemplateDetail,
  TemplateListParams,
  TemplateValidation,
} from '../types.js';

/** The built-in templates and the account's own. */
export class Templates {
  constructor(private readonly transport: Transport) {}

  /** Version 1 of a template of the account's own; a built-in's `retrieve`, less the service's fields, copies it. */
  create(params: TemplateBody, options?: RequestOptions): Promise<TemplateDetail> {
    return this.transport.json({ method: 'POST', path: '/templates', body: params, options });
  }

  /** With its whole `definition`. */
  retrieve(id: string, options?: RequestOptions): Promise<TemplateDetail> {
    return this.transport.json({ method: 'GET', path: `/templates/${encodeURIComponent(id)}`, options });
  }

  /** Makes `params` the template's next version; videos already made keep theirs. Built-ins are read-only. */
  update(id: string, params: TemplateBody, options?: RequestOptions): Promise<TemplateDetail> {
    return this.transport.json({ method: 'PUT', path: `/templates/${encodeURIComponent(id)}`, body: params, options });
  }

  delete(id: string, options?: RequestOptions): Promise<DeletedTemplate> {
    return this.transport.json({ method: 'DELETE', path: `/templates/${encodeURIComponent(id)}`, options });
  }

  /** Newest first, without definitions. */
  list(params: TemplateListParams = {}, options?: RequestOptions): PageRequest<Template, TemplateListParams> {
    return this.transport.list<Template, TemplateListParams>('/templates', params, options);
  }

  /**
   * Whether `body` would make a template, without making it: every error and warning with its
   * dotted `param`, and what one video would cost (null when invalid). A body the API cannot
   * parse as a template answers `valid: false`, not an exception.
   */
  validate(body: TemplateBody, options?: RequestOptions): Promise<TemplateValidation> {
    return this.transport.json({ method: 'POST', path: '/templates/validate', body, options });
  }
}

export class Languages {
  constructor(private readonly transport: Transport) {}

  /** Every language a video can be made in, with its script and direction. */
  async list(options?: RequestOptions): Promise<Language[]> {
    const page = await this.transport.json<{ data: Language[] }>({ method: 'GET', path: '/languages', options });
    return page.data;
  }
}
