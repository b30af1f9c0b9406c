import type { PageRequest } from '../pagination.js';
import type { RequestOptions, Transport } from '../transport.js';
import type {
  DeletedProduct,
  FeedContentType,
  Product,
  ProductCreateParams,
  ProductImportParams,
  ProductListParams,
  ProductSync,
  ProductSyncFromUrlParams,
  ProductSyncListParams,
  ProductSyncParams,
  ProductSyncSummary,
  ProductUpdateParams,
} from '../types.js';

export class Products {
  constructor(private readonly transport: Transport) {}

  create(params: ProductCreateParams, options?: RequestOptions): Promise<Product> {
    return this.transport.json({ method: 'POST', path: '/products', body: params, options });
  }

  /** Reads a shop's product page (JSON-LD, OpenGraph, or title and largest image) into a product. */
  import(params: ProductImportParams, options?: RequestOptions): Promise<Product> {
    return this.transport.json({ method: 'POST', path: '/products/import', body: params, options });
  }

  /**
   * Creates or updates products by `external_id` from a catalog feed (at most 50 MB): Merchant Center
   * TSV, CSV with its columns, RSS/Atom XML with `g:` fields, or a Shopify products.json (send
   * `params.currency`: Shopify names none). Unchanged products are not touched; each bad row is in `errors`.
   */
  sync(
    file: Blob | ArrayBuffer | Uint8Array | string,
    contentType: FeedContentType,
    params: ProductSyncParams = {},
    options?: RequestOptions,
  ): Promise<ProductSync> {
    return this.transport.json({
      method: 'POST',
      path: '/products/sync',
      query: params,
      file: { data: file, contentType },
      options,
    });
  }

  /** As `sync`, with the feed fetched from `url` (its format told from its content). */
  syncFromUrl(
    body: ProductSyncFromUrlParams,
    params: ProductSyncParams = {},
    options?: RequestOptions,
  ): Promise<ProductSync> {
    return this.transport.json({ method: 'POST', path: '/products/sync', query: params, body, options });
  }

  /** A sync as it answered, `product_ids_changed` in id order (what a batch with its `sync_id` features). */
  retrieveSync(id: string, options?: RequestOptions): Promise<ProductSync> {
    return this.transport.json({ method: 'GET', path: `/products/syncs/${encodeURIComponent(id)}`, options });
  }

  /** The account's syncs, newest first, without their changed products' ids. */
  listSyncs(
    params: ProductSyncListParams = {},
    options?: RequestOptions,
  ): PageRequest<ProductSyncSummary, ProductSyncListParams> {
    return this.transport.list<ProductSyncSummary, ProductSyncListParams>('/products/syncs', params, options);
  }

  retrieve(id: string, options?: RequestOptions): Promise<Product> {
    return this.transport.json({ method: 'GET', path: `/products/${encodeURIComponent(id)}`, options });
  }

  /** Changes only the fields given; `null` clears `description`, `price`, `external_id` or `brand`. */
  update(id: string, params: ProductUpdateParams, options?: RequestOptions): Promise<Product> {
    return this.transport.json({ method: 'PATCH', path: `/products/${encodeURIComponent(id)}`, body: params, options });
  }

  delete(id: string, options?: RequestOptions): Promise<DeletedProduct> {
    return this.transport.json({ method: 'DELETE', path: `/products/${encodeURIComponent(id)}`, options });
  }

  list(params: ProductListParams = {}, options?: RequestOptions): PageRequest<Product, ProductListParams> {
    return this.transport.list<Product, ProductListParams>('/products', params, options);
  }
}
