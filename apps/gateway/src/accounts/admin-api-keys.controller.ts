import { Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { Endpoint } from '../http/endpoint.decorator.js';
import { apiKeyListSchema, apiKeySchema, createdApiKeySchema } from './accounts.schemas.js';
import { ApiKeysService } from './api-keys.service.js';

const TAG = 'Admin';

/** The operator's API for an account's keys, authorised by ADMIN_TOKEN. */
@Controller('admin/accounts/:id/api_keys')
export class AdminApiKeysController {
  constructor(private readonly apiKeys: ApiKeysService) {}

  @Post()
  @Endpoint({
    tag: TAG,
    summary: 'Create an API key for an account',
    description: 'The key is shown once, in this response; only its hash is stored.',
    auth: 'admin',
    sensitiveResponse: true,
    status: 201,
    response: createdApiKeySchema,
    errors: [404, 409],
  })
  create(@Param('id') accountId: string) {
    return this.apiKeys.create(accountId);
  }

  @Get()
  @Endpoint({
    tag: TAG,
    summary: "List an account's API keys, newest first",
    description: 'Each key by its prefix and last four characters only.',
    auth: 'admin',
    response: apiKeyListSchema,
    errors: [404],
  })
  async list(@Param('id') accountId: string) {
    return { data: await this.apiKeys.list(accountId), has_more: false };
  }

  @Delete(':key_id')
  @Endpoint({
    tag: TAG,
    summary: 'Revoke an API key',
    description:
      'Every gateway replica refuses the key within 2 s. Revoking a revoked key answers it again (and tells the replicas again).',
    auth: 'admin',
    response: apiKeySchema,
    errors: [404],
  })
  revoke(@Param('id') accountId: string, @Param('key_id') keyId: string) {
    return this.apiKeys.revoke(accountId, keyId);
  }
}
