import type { PageRequest } from '../pagination.js';
import type { RequestOptions, Transport } from '../transport.js';
import type {
  DeletedWebhookEndpoint,
  WebhookDelivery,
  WebhookDeliveryListParams,
  WebhookEndpoint,
  WebhookEndpointCreateParams,
  WebhookEndpointListParams,
  WebhookEndpointUpdateParams,
} from '../types.js';

class WebhookEndpoints {
  constructor(private readonly transport: Transport) {}

  create(params: WebhookEndpointCreateParams, options?: RequestOptions): Promise<WebhookEndpoint> {
    return this.transport.json({ method: 'POST', path: '/webhooks/endpoints', body: params, options });
  }

  retrieve(id: string, options?: RequestOptions): Promise<WebhookEndpoint> {
    return this.transport.json({ method: 'GET', path: `/webhooks/endpoints/${encodeURIComponent(id)}`, options });
  }

  update(id: string, params: WebhookEndpointUpdateParams, options?: RequestOptions): Promise<WebhookEndpoint> {
    const path = `/webhooks/endpoints/${encodeURIComponent(id)}`;
    return this.transport.json({ method: 'PATCH', path, body: params, options });
  }

  delete(id: string, options?: RequestOptions): Promise<DeletedWebhookEndpoint> {
    return this.transport.json({ method: 'DELETE', path: `/webhooks/endpoints/${encodeURIComponent(id)}`, options });
  }

  list(
    params: WebhookEndpointListParams = {},
    options?: RequestOptions,
  ): PageRequest<WebhookEndpoint, WebhookEndpointListParams> {
    return this.transport.list<WebhookEndpoint, WebhookEndpointListParams>('/webhooks/endpoints', params, options);
  }
}

class WebhookDeliveries {
  constructor(private readonly transport: Transport) {}

  /** The delivery log, newest first, with every attempt; filters `video_id`, `endpoint_id`, `event`. */
  list(
    params: WebhookDeliveryListParams = {},
    options?: RequestOptions,
  ): PageRequest<WebhookDelivery, WebhookDeliveryListParams> {
    return this.transport.list<WebhookDelivery, WebhookDeliveryListParams>('/webhooks/deliveries', params, options);
  }

  /** Sends a delivery again now, with the same `webhook-id`. */
  retry(id: string, options?: RequestOptions): Promise<WebhookDelivery> {
    const path = `/webhooks/deliveries/${encodeURIComponent(id)}/retry`;
    return this.transport.json({ method: 'POST', path, options });
  }
}

export class Webhooks {
  readonly endpoints: WebhookEndpoints;
  readonly deliveries: WebhookDeliveries;

  constructor(private readonly transport: Transport) {
    this.endpoints = new WebhookEndpoints(transport);
    this.deliveries = new WebhookDeliveries(transport);
  }

  /** The account's signing secret, `whsec_…`. */
  async secret(options?: RequestOptions): Promise<string> {
    return (await this.transport.json<{ secret: string }>({ method: 'GET', path: '/webhooks/secret', options })).secret;
  }

  /** A new signing secret; the old one keeps signing beside it for 24 h. */
  async rotateSecret(options?: RequestOptions): Promise<string> {
    const path = '/webhooks/secret/rotate';
    return (await this.transport.json<{ secret: string }>({ method: 'POST', path, options })).secret;
  }
}
