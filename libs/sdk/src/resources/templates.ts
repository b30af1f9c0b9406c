import type { PageRequest } from '../pagination.js';
import type { RequestOptions, Transport } from '../transport.js';
import type { Language, Template, TemplateListParams } from '../types.js';

export class Templates {
  constructor(private readonly transport: Transport) {}

  retrieve(id: string, options?: RequestOptions): Promise<Template> {
    return this.transport.json({ method: 'GET', path: `/templates/${encodeURIComponent(id)}`, options });
  }

  list(params: TemplateListParams = {}, options?: RequestOptions): PageRequest<Template, TemplateListParams> {
    return this.transport.list<Template, TemplateListParams>('/templates', params, options);
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
