import type { AssetRequests } from './assets.js';
import type { BatchEvents, BatchRequests } from './batches.js';
import type {
  Balance,
  BillingEvents,
  BalanceTransaction,
  CheckoutCommand,
  CreateTopUpCommand,
  GetBalanceQuery,
  GrantCreditsCommand,
  ListTransactionsQuery,
  StripeWebhookCommand,
  StripeWebhookReceipt,
  TopUp,
} from './billing.js';
import type {
  CreateProductCommand,
  DeleteProductCommand,
  DeletedResource,
  GetProductQuery,
  GetProductsQuery,
  ImportProductCommand,
  ListProductsQuery,
  Product,
  ProductResults,
  UpdateProductCommand,
} from './catalog.js';
import type { ListResult } from './lists.js';
import type { PreviewRequests } from './previews.js';
import type { ProductSyncRequests } from './product-syncs.js';
import type { TemplateValidationRequests } from './template-validation.js';
import type { TemplateRequests } from './templates.js';
import type { VideoEvents, VideoRequests } from './videos.js';
import type { VoiceRequests } from './voices.js';
import type { WebhookRequests } from './webhooks.js';

/**
 * Every request/reply message: the name decides the payload and the reply type, so a
 * request with the wrong payload does not compile. Requests are named in the imperative.
 */
export interface RequestMap
  extends
    TemplateRequests,
    TemplateValidationRequests,
    VideoRequests,
    VoiceRequests,
    BatchRequests,
    PreviewRequests,
    WebhookRequests,
    AssetRequests,
    ProductSyncRequests {
  'catalog.create_product': { request: CreateProductCommand; response: Product };
  'catalog.import_product': { request: ImportProductCommand; response: Product };
  'catalog.get_product': { request: GetProductQuery; response: Product };
  'catalog.get_products': { request: GetProductsQuery; response: ProductResults };
  'catalog.list_products': { request: ListProductsQuery; response: ListResult<Product> };
  'catalog.update_product': { request: UpdateProductCommand; response: Product };
  'catalog.delete_product': { request: DeleteProductCommand; response: DeletedResource };
  'billing.get_balance': { request: GetBalanceQuery; response: Balance };
  'billing.list_transactions': { request: ListTransactionsQuery; response: ListResult<BalanceTransaction> };
  'billing.grant_credits': { request: GrantCreditsCommand; response: BalanceTransaction };
  'billing.create_top_up': { request: CreateTopUpCommand; response: TopUp };
  'billing.get_checkout': { request: CheckoutCommand; response: TopUp };
  'billing.pay_checkout': { request: CheckoutCommand; response: TopUp };
  'billing.cancel_checkout': { request: CheckoutCommand; response: TopUp };
  'billing.handle_stripe_webhook': { request: StripeWebhookCommand; response: StripeWebhookReceipt };
}

export type RequestName = keyof RequestMap;
export type RequestPayload<N extends RequestName> = RequestMap[N]['request'];
export type ResponsePayload<N extends RequestName> = RequestMap[N]['response'];

/**
 * Durable events, named in the past tense, carried by JetStream. Empty until the first
 * service announces something; each entry maps an event name to its payload.
 */
export interface EventMap extends VideoEvents, BatchEvents, BillingEvents {
  'catalog.product_deleted': { account_id: string; product_id: string; deleted_at: string };
}

export type EventName = keyof EventMap;
export type EventPayload<N extends EventName> = EventMap[N];

/**
 * Messages to every replica of a service at once: plain NATS, no queue group, not stored. For
 * news that each replica must act on now (drop a cached credential); never for work.
 */
export interface BroadcastMap {
  'gateway.api_key_revoked': { account_id: string; api_key_id: string };
}

export type BroadcastName = keyof BroadcastMap;
export type BroadcastPayload<N extends BroadcastName> = BroadcastMap[N];

/** Contract version carried in every wire subject, so a v2 can run beside v1. */
export const CONTRACT_VERSION = 'v1';

/** Request/reply, JetStream and broadcast subjects never overlap (see docs/decisions/messaging.md). */
export const requestSubject = (name: RequestName): string => `rpc.${CONTRACT_VERSION}.${name}`;
export const eventSubject = (name: EventName): string => `events.${CONTRACT_VERSION}.${name}`;
export const broadcastSubject = (name: BroadcastName): string => `broadcast.${CONTRACT_VERSION}.${name}`;
export const EVENTS_STREAM = 'REELSMITH_EVENTS';
export const EVENTS_STREAM_SUBJECTS = [`events.>`];

/**
 * JetStream's advisories about events no consumer could handle: delivered `max_deliver` times
 * without an ack, or terminated as undecodable. A stream of their own keeps them while the
 * service that acts on them is down; each names the consumer and the event's stream sequence.
 */
export const DEAD_LETTERS_STREAM = 'REELSMITH_DEAD_LETTERS';
export const DEAD_LETTERS_STREAM_SUBJECTS = [
  `$JS.EVENT.ADVISORY.CONSUMER.MAX_DELIVERIES.${EVENTS_STREAM}.*`,
  `$JS.EVENT.ADVISORY.CONSUMER.MSG_TERMINATED.${EVENTS_STREAM}.*`,
];

/** NATS header that carries the request id across services. */
export const REQUEST_ID_HEADER = 'x-request-id';
