import type { AccountScoped, ListQuery, ListResult } from './lists.js';

/** Event kinds a webhook can carry (`{"event": kind, "data": …}`). */
export const WEBHOOK_EVENT_KINDS = [
  'video.completed',
  'video.failed',
  'video.processing',
  'batch.completed',
  'top_up.completed',
  'balance.low',
] as const;
export type WebhookEventKind = (typeof WEBHOOK_EVENT_KINDS)[number];

/**
 * What a delivery log entry is about: an event kind sent, or the sender's record that it
 * disabled an endpoint failing for long (logged, never sent).
 */
export const WEBHOOK_LOG_EVENTS = [...WEBHOOK_EVENT_KINDS, 'webhook_endpoint.disabled'] as const;
export type WebhookLogEvent = (typeof WEBHOOK_LOG_EVENTS)[number];

/** The kinds a video's own `webhook_url` receives; endpoints may subscribe to every kind. */
export const VIDEO_URL_EVENT_KINDS: readonly WebhookEventKind[] = ['video.completed', 'video.failed'];

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** At most this many endpoints per account. */
export const MAX_WEBHOOK_ENDPOINTS = 16;

/** `data` of `balance.low`. */
export interface LowBalance {
  credits: number;
  threshold: number;
}

export interface WebhookSecret {
  secret: string;
}

export interface WebhookEndpoint {
  id: string;
  url: string;
  events: WebhookEventKind[];
  description: string | null;
  enabled: boolean;
  /** Why the sender disabled it (every attempt failing for long); null otherwise. */
  disabled_reason: string | null;
  created_at: string;
  updated_at: string;
}

export interface WebhookAttempt {
  at: string;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
}

export interface WebhookDelivery {
  id: string;
  endpoint_id: string | null;
  video_id: string | null;
  event: WebhookLogEvent;
  url: string;
  webhook_id: string;
  status: WebhookDeliveryStatus;
  attempts: WebhookAttempt[];
  next_attempt_at: string | null;
  created_at: string;
}

export interface CreateWebhookEndpointCommand extends AccountScoped {
  url: string;
  events: WebhookEventKind[];
  description: string | null;
}

export interface WebhookEndpointQuery extends AccountScoped {
  id: string;
}

export interface UpdateWebhookEndpointCommand extends AccountScoped {
  id: string;
  changes: {
    url?: string;
    events?: WebhookEventKind[];
    description?: string | null;
    enabled?: boolean;
  };
}

export interface ListWebhookEndpointsQuery extends AccountScoped, ListQuery {}

export interface ListWebhookDeliveriesQuery extends AccountScoped, ListQuery {
  video_id?: string;
  endpoint_id?: string;
  event?: WebhookLogEvent;
}

export interface RetryWebhookDeliveryCommand extends AccountScoped {
  id: string;
}

export interface WebhookRequests {
  'webhooks.get_secret': { request: AccountScoped; response: WebhookSecret };
  'webhooks.rotate_secret': { request: AccountScoped; response: WebhookSecret };
  'webhooks.create_endpoint': { request: CreateWebhookEndpointCommand; response: WebhookEndpoint };
  'webhooks.get_endpoint': { request: WebhookEndpointQuery; response: WebhookEndpoint };
  'webhooks.list_endpoints': { request: ListWebhookEndpointsQuery; response: ListResult<WebhookEndpoint> };
  'webhooks.update_endpoint': { request: UpdateWebhookEndpointCommand; response: WebhookEndpoint };
  'webhooks.delete_endpoint': { request: WebhookEndpointQuery; response: { id: string; deleted: true } };
  'webhooks.list_deliveries': { request: ListWebhookDeliveriesQuery; response: ListResult<WebhookDelivery> };
  'webhooks.retry_delivery': { request: RetryWebhookDeliveryCommand; response: WebhookDelivery };
}
