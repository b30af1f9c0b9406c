import { Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import { WEBHOOK_EVENT_KINDS, type ListQuery, type WebhookEventKind } from '@reelsmith/contracts';
import { MessageBus } from '@reelsmith/messaging';
import type { AuthenticatedAccount } from '../accounts/authenticated-account.js';
import { CurrentAccount } from '../accounts/current-account.decorator.js';
import { Endpoint } from '../http/endpoint.decorator.js';
import { ValidBody, ValidQuery } from '../http/request-input.decorators.js';
import { listQuerySchema } from '../http/schemas.js';
import {
  createWebhookEndpointBody,
  deletedWebhookEndpointSchema,
  listWebhookDeliveriesQuery,
  updateWebhookEndpointBody,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookSecretSchema,
  type CreateWebhookEndpointBody,
  type UpdateWebhookEndpointBody,
} from './webhooks.schemas.js';

const TAG = 'Webhooks';

/** REST adapter for the webhooks service: signing secret, endpoints, the delivery log. */
@Controller('webhooks')
export class WebhooksController {
  constructor(private readonly bus: MessageBus) {}

  @Get('secret')
  @Endpoint({
    tag: TAG,
    summary: 'Retrieve the signing secret',
    description: 'Every webhook is signed with it (Standard Webhooks: `webhook-signature: v1,<base64 HMAC-SHA256>`).',
    response: webhookSecretSchema,
  })
  secret(@CurrentAccount() account: AuthenticatedAccount) {
    return this.bus.request('webhooks.get_secret', { account_id: account.id });
  }

  @Post('secret/rotate')
  @Endpoint({
    tag: TAG,
    summary: 'Rotate the signing secret',
    description:
      'Answers the new secret. For 24 hours webhooks carry two signatures (space-separated), one per secret, so receivers can switch without losing any.',
    response: webhookSecretSchema,
    errors: [409],
    sensitiveResponse: true,
  })
  rotateSecret(@CurrentAccount() account: AuthenticatedAccount) {
    return this.bus.request('webhooks.rotate_secret', { account_id: account.id });
  }

  @Post('endpoints')
  @Endpoint({
    tag: TAG,
    summary: 'Register a webhook endpoint',
    description: 'At most 16 per account. Each enabled endpoint gets its own delivery of every event it subscribes to.',
    status: 201,
    body: createWebhookEndpointBody,
    response: webhookEndpointSchema,
    errors: [400, 409, 413, 415],
  })
  createEndpoint(@CurrentAccount() account: AuthenticatedAccount, @ValidBody() body: CreateWebhookEndpointBody) {
    return this.bus.request('webhooks.create_endpoint', {
      account_id: account.id,
      url: body.url,
      events: uniqueKinds(body.events ?? [...WEBHOOK_EVENT_KINDS]),
      description: body.description ?? null,
    });
  }

  @Get('endpoints')
  @Endpoint({
    tag: TAG,
    summary: 'List webhook endpoints, newest first',
    query: listQuerySchema,
    response: webhookEndpointListSchema,
    errors: [400],
  })
  listEndpoints(@CurrentAccount() account: AuthenticatedAccount, @ValidQuery() query: ListQuery) {
    return this.bus.request('webhooks.list_endpoints', { account_id: account.id, ...query });
  }

  @Get('endpoints/:id')
  @Endpoint({ tag: TAG, summary: 'Retrieve a webhook endpoint', response: webhookEndpointSchema, errors: [404] })
  getEndpoint(@CurrentAccount() account: AuthenticatedAccount, @Param('id') id: string) {
    return this.bus.request('webhooks.get_endpoint', { account_id: account.id, id });
  }

  @Patch('endpoints/:id')
  @Endpoint({
    tag: TAG,
    summary: 'Update a webhook endpoint',
    description: 'Changes only the fields sent; `enabled: false` pauses it.',
    body: updateWebhookEndpointBody,
    response: webhookEndpointSchema,
    errors: [400, 404, 413, 415],
  })
  updateEndpoint(
    @CurrentAccount() account: AuthenticatedAccount,
    @Param('id') id: string,
    @ValidBody() body: UpdateWebhookEndpointBody,
  ) {
    const changes = { ...body, ...(body.events ? { events: uniqueKinds(body.events) } : {}) };
    return this.bus.request('webhooks.update_endpoint', { account_id: account.id, id, changes });
  }

  @Delete('endpoints/:id')
  @Endpoint({
    tag: TAG,
    summary: 'Delete a webhook endpoint',
    description: 'Its deliveries stay in the log.',
    response: deletedWebhookEndpointSchema,
    errors: [404],
  })
  deleteEndpoint(@CurrentAccount() account: AuthenticatedAccount, @Param('id') id: string) {
    return this.bus.request('webhooks.delete_endpoint', { account_id: account.id, id });
  }

  @Get('deliveries')
  @Endpoint({
    tag: TAG,
    summary: 'List webhook deliveries, newest first',
    description: 'Each with its attempts: when, the status code or the error, how long it took.',
    query: listWebhookDeliveriesQuery,
    response: webhookDeliveryListSchema,
    errors: [400],
  })
  listDeliveries(
    @CurrentAccount() account: AuthenticatedAccount,
    @ValidQuery() query: ListQuery & { video_id?: string; endpoint_id?: string; event?: WebhookEventKind },
  ) {
    return this.bus.request('webhooks.list_deliveries', { account_id: account.id, ...query });
  }

  @Post('deliveries/:id/retry')
  @Endpoint({
    tag: TAG,
    summary: 'Send a delivery again now',
    description:
      'Same body and `webhook-id`. A pending delivery is brought forward; a finished one gets one more attempt (a succeeded one stays `succeeded`, whatever that attempt gets back). While an attempt is in flight, the retry follows it as soon as it ends (`next_attempt_at` is null meanwhile).',
    response: webhookDeliverySchema,
    errors: [404, 409],
  })
  retryDelivery(@CurrentAccount() account: AuthenticatedAccount, @Param('id') id: string) {
    return this.bus.request('webhooks.retry_delivery', { account_id: account.id, id });
  }
}

function uniqueKinds(kinds: WebhookEventKind[]): WebhookEventKind[] {
  return [...new Set(kinds)];
}
