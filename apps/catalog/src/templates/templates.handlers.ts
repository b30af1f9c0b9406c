import { Payload } from '@nestjs/microservices';
import type { GetTemplateQuery, ListTemplatesQuery } from '@reelsmith/contracts';
import { HandleRequest, RequestHandlers } from '@reelsmith/messaging';
import { TemplatesService } from './templates.service.js';

@RequestHandlers()
export class TemplatesHandlers {
  constructor(private readonly templates: TemplatesService) {}

  @HandleRequest('catalog.list_templates')
  async list(@Payload() query: ListTemplatesQuery) {
    return this.templates.list(query);
  }

  @HandleRequest('catalog.get_template')
  async get(@Payload() query: GetTemplateQuery) {
    return this.templates.get(query);
  }

  @HandleRequest('catalog.get_render_template')
  async getForRender(@Payload() query: GetTemplateQuery) {
    return this.templates.getForRender(query);
  }
}
