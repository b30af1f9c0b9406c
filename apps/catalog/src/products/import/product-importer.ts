import { Inject, Injectable } from '@nestjs/common';
import { ServiceError, type ImportProductCommand, type Product } from '@reelsmith/contracts';
import { isPublicUrl } from '@reelsmith/outbound';
import { CATALOG_CONFIG, type CatalogConfig } from '../../config.js';
import { ProductsService } from '../products.service.js';
import { ConcurrencyLimit } from './concurrency-limit.js';
import { fetchProductPage } from './product-page.fetcher.js';
import { readProductPage } from './product-page.js';

/**
 * Pages read at once by one catalog process. Reading is CPU work on the event loop that also
 * serves product reads; in slices, but twenty imports at once would still take twenty slices
 * per turn of the loop. The others wait (downloads go on meanwhile); the gateway bounds how
 * many one account may have in flight.
 */
const PAGES_READ_AT_ONCE = 2;

/**
 * `POST /products/import`: fetch a shop's product page, read the product from it and create
 * it with the same `ProductsService.create` as `POST /products`, keeping the page's address.
 */
@Injectable()
export class ProductImporter {
  private readonly pageReads = new ConcurrencyLimit(PAGES_READ_AT_ONCE);

  constructor(
    private readonly products: ProductsService,
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
  ) {}

  async import(command: ImportProductCommand): Promise<Product> {
    const allowPrivate = this.config.ALLOW_PRIVATE_URLS;
    const page = await fetchProductPage(command.url, {
      timeoutMs: this.config.PRODUCT_IMPORT_TIMEOUT_SECONDS * 1000,
      allowPrivate,
    });
    const draft = await this.pageReads.run(() =>
      readProductPage(page.html, page.url, {
        // The image will be fetched for every video: the same first SSRF check as POST /products.
        acceptImage: (url) => allowPrivate || isPublicUrl(url),
      }),
    );
    if (!draft) {
      throw new ServiceError(
        'product_not_found',
        'The page names no product with both a name and an image (schema.org Product, OpenGraph or <title> and <img>).',
        'url',
      );
    }
    return this.products.create({
      account_id: command.account_id,
      ...draft,
      source_url: command.url,
      idempotency_key: command.idempotency_key,
    });
  }
}
