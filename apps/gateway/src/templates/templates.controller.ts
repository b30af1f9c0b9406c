import { Controller, Get, Param } from '@nestjs/common';
import type { ListQuery } from '@reelsmith/contracts';
import { MessageBus } from '@reelsmith/messaging';
import { Endpoint } from '../http/endpoint.decorator.js';
import { ValidQuery } from '../http/request-input.decorators.js';
import { listQuerySchema } from '../http/schemas.js';
import { templateListSchema, templateSchema } from './templates.schemas.js';

const TAG = 'Templates';

/** The built-in templates, served by the catalog. */
@Controller('templates')
export class TemplatesController {
  constructor(private readonly bus: MessageBus) {}

  @Get()
  @Endpoint({
    tag: TAG,
    summary: 'List templates',
    query: listQuerySchema,
    response: templateListSchema,
    errors: [400],
  })
  list(@ValidQuery() query: ListQuery) {
    return this.bus.request('catalog.list_templates', query);
  }

  @Get(':id')
  @Endpoint({ tag: TAG, summary: 'Retrieve a template', response: templateSchema, errors: [404] })
  get(@Param('id') id: string) {
    return this.bus.request('catalog.get_template', { id });
  }
}
