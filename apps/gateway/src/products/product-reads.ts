import { Injectable } from '@nestjs/common';
import { ServiceError, type GetProductQuery, type Product } from '@reelsmith/contracts';
import { MessageBus } from '@reelsmith/messaging';
import { Batcher } from '../batching/batcher.js';

/**
 * At most this many reads in one `catalog.get_products`. A product is at most about 20 KB of
 * JSON (a 5,000-character description, two 2,048-character URLs), so a full batch stays well
 * under NATS's 1 MB message limit.
 */
const MAX_BATCH_SIZE = 32;

/**
 * Product reads, the API's hottest request: the reads that arrive together go to the catalog as
 * one `catalog.get_products`, one NATS round trip and one SQL statement for all of them. Each
 * caller gets what `catalog.get_product` would have answered it, a missing product as the same
 * `resource_missing` error.
 */
@Injectable()
export class ProductReads {
  private readonly batcher: Batcher<GetProductQuery, Product>;

  constructor(bus: MessageBus) {
    this.batcher = new Batcher<GetProductQuery, Product>(async (items) => {
      const { results } = await bus.request('catalog.get_products', { items });
      return results.map((result) => ('error' in result ? ServiceError.fromBody(result.error) : result.product));
    }, MAX_BATCH_SIZE);
  }

  get(query: GetProductQuery): Promise<Product> {
    return this.batcher.load(query);
  }
}
