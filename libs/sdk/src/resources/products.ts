import type { PageRequest } from '../pagination.js';
import type { RequestOptions, Transport } from '../transport.js';
import type {
  DeletedProduct,
  Product,
  ProductCreateParams,
  ProductImportParams,
  ProductListParams,
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

  retrieve(id: string, options?: RequestOptions): Promise<Product> {
    return this.transport.json({ method: 'GET', path: `/products/${encodeURIComponent(id)}`, options });
  }

  /** Changes only the fields given; `null` clears `description` or `price`. */
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
