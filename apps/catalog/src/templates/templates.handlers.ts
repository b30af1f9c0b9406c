import { Payload } from '@nestjs/microservices';
import type {
  CreateTemplateCommand,
  DeleteTemplateCommand,
  GetTemplateQuery,
  ListTemplatesQuery,
  UpdateTemplateCommand,
} from '@reelsmith/contracts';
import { HandleRequest, RequestHandlers } from '@reelsmith/messaging';
import { TemplatesService } from './templates.service.js';

/** NATS adapter: each request goes straight to one `TemplatesService` method. */
@RequestHandlers()
export class TemplatesHandlers {
  constructor(private readonly templates: TemplatesService) {}

  @HandleRequest('catalog.list_templates')
  list(@Payload() query: ListTemplatesQuery) {
    return this.templates.list(query);
  }

  @HandleRequest('catalog.get_template')
  get(@Payload() query: GetTemplateQuery) {
    return this.templates.get(query);
  }

  @HandleRequest('catalog.get_render_template')
  getForRender(@Payload() query: GetTemplateQuery) {
    return this.templates.getForRender(query);
  }

  @HandleRequest('catalog.create_template')
  create(@Payload() command: CreateTemplateCommand) {
    return this.templates.create(command);
  }

  @HandleRequest('catalog.update_template')
  update(@Payload() command: UpdateTemplateCommand) {
    return this.templates.update(command);
  }

  @HandleRequest('catalog.delete_template')
  delete(@Payload() command: DeleteTemplateCommand) {
    return this.templates.delete(command);
  }
}
