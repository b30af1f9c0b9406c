import { Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import type { ListQuery } from '@reelsmith/contracts';
import { MessageBus } from '@reelsmith/messaging';
import type { AuthenticatedAccount } from '../accounts/authenticated-account.js';
import { CurrentAccount } from '../accounts/current-account.decorator.js';
import { Endpoint } from '../http/endpoint.decorator.js';
import { ObjectBody, ValidQuery } from '../http/request-input.decorators.js';
import { listQuerySchema } from '../http/schemas.js';
import { IdempotencyKey } from '../idempotency/idempotency-key.decorator.js';
import {
  deletedTemplateSchema,
  templateBodySchema,
  templateDetailSchema,
  templateListSchema,
} from './templates.schemas.js';

const TAG = 'Templates';
const READ_ONLY = 'A built-in template (`owner: "reelsmith"`) answers `400 template_read_only`; copy it to change it.';

/** REST adapter for the catalog's templates, built-in and the account's own: the catalog validates bodies. */
@Controller('templates')
export class TemplatesController {
  constructor(private readonly bus: MessageBus) {}

  @Get()
  @Endpoint({
    tag: TAG,
    summary: 'List templates, newest first',
    description: "The built-in templates and the account's own, without their definitions.",
    query: listQuerySchema,
    response: templateListSchema,
    errors: [400],
  })
  list(@CurrentAccount() account: AuthenticatedAccount, @ValidQuery() query: ListQuery) {
    return this.bus.request('catalog.list_templates', { account_id: account.id, ...query });
  }

  @Get(':id')
  @Endpoint({
    tag: TAG,
    summary: 'Retrieve a template',
    description:
      'With its whole `definition`: the answer less `id, owner, version, credits, created_at, updated_at`, ' +
      'posted to `POST /templates`, makes a copy that renders the same frames.',
    response: templateDetailSchema,
    errors: [404],
  })
  get(@CurrentAccount() account: AuthenticatedAccount, @Param('id') id: string) {
    return this.bus.request('catalog.get_template', { account_id: account.id, id });
  }

  @Post()
  @Endpoint({
    tag: TAG,
    summary: 'Create a template',
    description:
      'Version 1 of a template of your own, priced from its work (pixels × frames, plus a credit for a voice). ' +
      'An invalid body answers 400 with its first problem; a `definition` over 256 KiB `400 template_too_large`; ' +
      'an account may keep 200 templates, the 201st answers `400 template_limit_reached`.',
    status: 201,
    body: templateBodySchema,
    response: templateDetailSchema,
    errors: [400, 409, 413, 415],
  })
  create(
    @CurrentAccount() account: AuthenticatedAccount,
    @ObjectBody() body: Record<string, unknown>,
    @IdempotencyKey() idempotencyKey: string | undefined,
  ) {
    return this.bus.request('catalog.create_template', {
      account_id: account.id,
      body,
      idempotency_key: idempotencyKey,
    });
  }

  @Put(':id')
  @Endpoint({
    tag: TAG,
    summary: 'Replace a template',
    description:
      `Makes the body the template's next \`version\` (a body equal to the current version adds none). ` +
      `Videos already made, or queued, keep rendering the version they were created with. ${READ_ONLY}`,
    body: templateBodySchema,
    response: templateDetailSchema,
    errors: [400, 404, 413, 415],
  })
  update(
    @CurrentAccount() account: AuthenticatedAccount,
    @Param('id') id: string,
    @ObjectBody() body: Record<string, unknown>,
  ) {
    return this.bus.request('catalog.update_template', { account_id: account.id, id, body });
  }

  @Delete(':id')
  @Endpoint({
    tag: TAG,
    summary: 'Delete a template',
    description: `Cannot be undone; new videos cannot use it. Videos already made keep their files. ${READ_ONLY}`,
    response: deletedTemplateSchema,
    errors: [400, 404],
  })
  delete(@CurrentAccount() account: AuthenticatedAccount, @Param('id') id: string) {
    return this.bus.request('catalog.delete_template', { account_id: account.id, id });
  }
}
