import type { AccountScoped, ListQuery } from './lists.js';
import type { Price } from './prices.js';

export interface Product {
  id: string;
  name: string;
  description: string | null;
  image_url: string;
  price: Price | null;
  created_at: string;
  updated_at: string;
}

export interface CreateProductCommand extends AccountScoped {
  name: string;
  description?: string | null;
  image_url: string;
  price?: Price | null;
}

export interface UpdateProductCommand extends AccountScoped {
  id: string;
  changes: {
    name?: string;
    description?: string | null;
    image_url?: string;
    /** `null` clears the price. */
    price?: Price | null;
  };
}

export interface GetProductQuery extends AccountScoped {
  id: string;
}

export type DeleteProductCommand = GetProductQuery;

export interface ListProductsQuery extends AccountScoped, ListQuery {}

export interface DeletedResource {
  id: string;
  deleted: true;
}
