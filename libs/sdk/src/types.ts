import type { components, operations } from './generated/openapi.js';

type Schemas = components['schemas'];

export type Product = Schemas['Product'];
export type ProductCreateParams = Schemas['CreateProductBodyInput'];
export type ProductUpdateParams = Schemas['UpdateProductBodyInput'];
export type ProductImportParams = Schemas['ImportProductBodyInput'];
export type DeletedProduct = Schemas['DeletedProduct'];
export type ProductSync = Schemas['ProductSync'];
export type ProductSyncSummary = Schemas['ProductSyncSummary'];
export type ProductSyncFromUrlParams = Schemas['SyncProductsFromUrlBodyInput'];
/** Content types of a feed sent as a file: Merchant Center TSV, CSV, RSS/Atom XML, Shopify products.json. */
export type FeedContentType =
  'text/csv' | 'text/tab-separated-values' | 'application/xml' | 'text/xml' | 'application/json';
export type Price = Schemas['Price'];

export type Asset = Schemas['Asset'];
export type ImageAsset = Schemas['ImageAsset'];
export type FontAsset = Schemas['FontAsset'];
export type AudioAsset = Schemas['AudioAsset'];
export type DeletedAsset = Schemas['DeletedAsset'];
export type AssetContentType = Asset['content_type'];

export type Template = Schemas['Template'];
export type TemplateDetail = Schemas['TemplateDetail'];
export type TemplateBody = Schemas['TemplateBodyInput'];
export type DeletedTemplate = Schemas['DeletedTemplate'];
export type TemplateValidation = Schemas['TemplateValidation'];
export type TemplateIssue = Schemas['TemplateIssue'];
export type Language = Schemas['Language'];
export type Voice = Schemas['Voice'];

export type Video = Schemas['Video'];
export type VideoCreateParams = Schemas['CreateVideoBodyInput'];
export type VideoStatus = Video['status'];
export type Batch = Schemas['Batch'];
export type BatchCreateParams = Schemas['CreateBatchBodyInput'];
export type PreviewCreateParams = Schemas['CreatePreviewBodyInput'];
export type FrameLayout = Schemas['FrameLayout'];
export type Warning = Schemas['Warning'];
export type MusicChoice = Schemas['MusicChoiceInput'];
export type VideoMusic = Schemas['VideoMusic'];
/** An output in a video's record: as asked, then its URL, what was measured and its checks. */
export type VideoOutput = Schemas['VideoOutput'];
/** One output a video can ask for (`outputs.list()`), with its frame and what it adds to the price. */
export type OutputKind = Schemas['OutputKind'];

export type Balance = Schemas['Balance'];
export type BalanceTransaction = Schemas['BalanceTransaction'];
export type TopUp = Schemas['TopUp'];
export type TopUpParams = Schemas['TopUpBodyInput'];

export type WebhookSecret = Schemas['WebhookSecret'];
export type WebhookEndpoint = Schemas['WebhookEndpoint'];
export type WebhookEndpointCreateParams = Schemas['CreateWebhookEndpointBodyInput'];
export type WebhookEndpointUpdateParams = Schemas['UpdateWebhookEndpointBodyInput'];
export type DeletedWebhookEndpoint = Schemas['DeletedWebhookEndpoint'];
export type WebhookDelivery = Schemas['WebhookDelivery'];

type QueryOf<O extends keyof operations> = operations[O]['parameters']['query'] & {};
export type ProductListParams = QueryOf<'get_v1_products'>;
export type ProductSyncParams = QueryOf<'post_v1_products_sync'>;
export type ProductSyncListParams = QueryOf<'get_v1_products_syncs'>;
export type TemplateListParams = QueryOf<'get_v1_templates'>;
export type AssetListParams = QueryOf<'get_v1_assets'>;
export type AssetUploadParams = QueryOf<'post_v1_assets'>;
export type VideoListParams = QueryOf<'get_v1_videos'>;
export type VoiceListParams = QueryOf<'get_v1_voices'>;
export type BatchListParams = QueryOf<'get_v1_batches'>;
export type BalanceTransactionListParams = QueryOf<'get_v1_balance_transactions'>;
export type WebhookEndpointListParams = QueryOf<'get_v1_webhooks_endpoints'>;
export type WebhookDeliveryListParams = QueryOf<'get_v1_webhooks_deliveries'>;

/** What a webhook delivery carries, by event kind. */
export type WebhookEvent =
  | { event: 'video.completed' | 'video.failed' | 'video.processing'; data: Video }
  | { event: 'batch.completed'; data: Batch }
  | { event: 'top_up.completed'; data: TopUp }
  | { event: 'balance.low'; data: { credits: number; threshold: number } };
