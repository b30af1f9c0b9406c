import type { PageRequest } from '../pagination.js';
import type { RequestOptions, Transport } from '../transport.js';
import type { Language, Template, TemplateBody, TemplateListParams, TemplateValidation } from '../types.js';

export class Templates {
  constructor(private readonly transport: Transport) {}

  retrieve(id: string, options?: RequestOptions): Promise<Template> {
    return this.transport.json({ method: 'GET', path: `/templates/${encodeURIComponent(id)}`, options });
  }

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
