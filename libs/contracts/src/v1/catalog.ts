import type { ServiceErrorBody } from './errors.js';
import type { AccountScoped, ListQuery } from './lists.js';
import type { Price } from './money.js';

export interface Product {
  id: string;
  name: string;
  description: string | null;
  /** Always `images[0]`. */
  image_url: string;
  /** 1–10 http(s) URLs, the first is the main one. */
  images: string[];
  price: Price | null;
  /** The page the product was imported from (or its feed's `link`); `null` for products created directly. */
  source_url: string | null;
  /** The client's own id for it (a feed's `id`), unique in the account. */
  external_id: string | null;
  brand: string | null;
  created_at: string;
  updated_at: string;
}

export interface CreateProductCommand extends AccountScoped {
  name: string;
  description?: string | null;
  /** 1–10; the product's `image_url` is the first. */
  images: string[];
  price?: Price | null;
  source_url?: string | null;
  external_id?: string | null;
  brand?: string | null;
  /**
   * The client's Idempotency-Key, scoped to the account: the service creates at most one
   * record per key (a unique index), and a repeat answers that record.
   */
  idempotency_key?: string;
}

/** Reads a shop's product page and creates the product it describes. */
export interface ImportProductCommand extends AccountScoped {
  url: string;
  /** As for `CreateProductCommand`: the import creates at most one product per key. */
  idempotency_key?: string;
}

export interface UpdateProductCommand extends AccountScoped {
  id: string;
  changes: {
    name?: string;
    description?: string | null;
    /** Replaces every image; the first becomes `image_url`. */
    images?: string[];
    /** Replaces the first image only (sent without `images`). */
    image_url?: string;
    /** `null` clears the price. */
    price?: Price | null;
    external_id?: string | null;
    brand?: string | null;
  };
}

export interface GetProductQuery extends AccountScoped {
  id: string;
}

/**
 * Several `catalog.get_product` reads in one message, each scoped to its own account: the
 * gateway gathers concurrent reads into one to spend one NATS round trip on all of them.
 */
export interface GetProductsQuery {
  items: GetProductQuery[];
}

/** One item's answer: the product, or what `catalog.get_product` would have answered instead. */
export type ProductResult = { product: Product } | { error: ServiceErrorBody };

export interface ProductResults {
  /** One per item, in the items' order. */
  results: ProductResult[];
}

export type DeleteProductCommand = GetProductQuery;

export interface ListProductsQuery extends AccountScoped, ListQuery {}

export interface DeletedResource {
  id: string;
  deleted: true;
}
