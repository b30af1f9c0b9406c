import type { AccountScoped, ListQuery, ListResult } from './lists.js';
import type { Price } from './money.js';

/** The formats `POST /products/sync` reads. */
export const FEED_FORMATS = ['csv', 'tsv', 'xml', 'shopify'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

/** Stable codes of a feed row's problems (`errors[].code` of a sync). */
export const SYNC_ROW_ERROR_CODES = [
  /** A required attribute (`id`, `title`, `image_link`) is absent or blank. */
  'missing_field',
  /** Longer than the product's field allows, or otherwise unusable text. */
  'invalid_value',
  /** Not an absolute http(s) URL without credentials, or one pointing to a private network. */
  'invalid_url',
  /** Not an amount with a known currency, such as `19.99 USD`. */
  'invalid_price',
  /** More than 10 images in all. */
  'too_many_images',
  /** An earlier row of the same feed has this `id`; the first row stands. */
  'duplicate_external_id',
  /** The row cannot be read as a row of its format (a CSV quote never closed, an undefined XML entity, a record that is not an object). */
  'malformed_row',
  /** The feed has more rows than a sync reads; this row and the rest were not read. */
  'too_many_rows',
] as const;
export type SyncRowErrorCode = (typeof SYNC_ROW_ERROR_CODES)[number];

export interface SyncRowError {
  /** Data rows (items, entries, products) counted from 1. */
  row: number;
  /** The attribute as the feed names it (`price`, `variants[0].price`); `null` for the whole row. */
  column: string | null;
  code: SyncRowErrorCode;
  message: string;
}

/** A feed row made into a product, checked by the gateway with the rules of `POST /products`. */
export interface FeedProduct {
  external_id: string;
  name: string;
  description: string | null;
  /** 1–10; the first is the product's `image_url`. */
  images: string[];
  price: Price | null;
  brand: string | null;
  source_url: string | null;
}

/** Creates or updates the account's products by `external_id`, one chunk of a sync. */
export interface UpsertFeedProductsCommand extends AccountScoped {
  sync_id: string;
  products: FeedProduct[];
}

/** Which products of the chunk were created or changed; the others were already as the feed says. */
export interface UpsertedFeedProducts {
  created: string[];
  updated: string[];
  unchanged: number;
}

/** What one sync read and did; `product_ids_changed` is kept apart (it may be too long for one message). */
export interface ProductSyncCounts {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  /** The first 100, by row. */
  errors: SyncRowError[];
}

export interface RecordProductSyncCommand extends AccountScoped, ProductSyncCounts {
  id: string;
  format: FeedFormat;
  /** Where the feed was fetched from; `null` for an upload. */
  url: string | null;
  /** When the sync began (it is recorded when it ends). */
  created_at: string;
}

/**
 * A recorded sync (`GET /products/syncs/:id`, and in lists). Only a sync that ran to its end is
 * recorded, so `status` is always `completed`; one stopped midway (its gateway gone) has no record.
 */
export interface ProductSyncRecord extends ProductSyncCounts {
  id: string;
  status: 'completed';
  format: FeedFormat;
  url: string | null;
  created_at: string;
  completed_at: string;
}

/** The answer of `POST /products/sync` and `GET /products/syncs/:id`. */
export interface ProductSync extends ProductSyncRecord {
  /** The products this sync created or updated. */
  product_ids_changed: string[];
}

export interface GetProductSyncQuery extends AccountScoped {
  id: string;
}

export type ListProductSyncsQuery = AccountScoped & ListQuery;

/** A page of the products a sync created or updated, in id order after `after`. */
export interface GetSyncChangesQuery extends AccountScoped {
  sync_id: string;
  after?: string;
  limit: number;
}

export interface SyncChanges {
  product_ids: string[];
  has_more: boolean;
}

export interface ProductSyncRequests {
  'catalog.upsert_feed_products': { request: UpsertFeedProductsCommand; response: UpsertedFeedProducts };
  'catalog.record_product_sync': { request: RecordProductSyncCommand; response: ProductSyncRecord };
  /** The account's recorded sync; another account's, or none, is `resource_missing`. */
  'catalog.get_product_sync': { request: GetProductSyncQuery; response: ProductSyncRecord };
  'catalog.list_product_syncs': { request: ListProductSyncsQuery; response: ListResult<ProductSyncRecord> };
  /** The account's recorded sync's changed products, a page at a time (a sync may change 50,000: over one message). */
  'catalog.get_sync_changes': { request: GetSyncChangesQuery; response: SyncChanges };
}
