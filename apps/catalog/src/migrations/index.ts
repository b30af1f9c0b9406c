import { CreateProducts1763800000000 } from './1763800000000-create-products.js';
import { AddProductPrices1764500000000 } from './1764500000000-add-product-prices.js';
import { AddProductSourceUrl1764600000000 } from './1764600000000-add-product-source-url.js';
import { AddProductsIdempotencyKey1764900100000 } from './1764900100000-add-products-idempotency-key.js';
import { CreateTemplates1767000000000 } from './1767000000000-create-templates.js';
import { CreateAssets1767000100000 } from './1767000100000-create-assets.js';
import { AddProductFeeds1768000000000 } from './1768000000000-add-product-feeds.js';
import { AddProductSyncCompletedAt1768100000000 } from './1768100000000-add-product-sync-completed-at.js';

/** Every migration of the catalog database, oldest first. */
export const catalogMigrations = [
  CreateProducts1763800000000,
  AddProductPrices1764500000000,
  AddProductSourceUrl1764600000000,
  AddProductsIdempotencyKey1764900100000,
  CreateTemplates1767000000000,
  CreateAssets1767000100000,
  AddProductFeeds1768000000000,
  AddProductSyncCompletedAt1768100000000,
];
