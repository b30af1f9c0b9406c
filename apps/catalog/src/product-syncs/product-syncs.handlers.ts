import { Payload } from '@nestjs/microservices';
import { HandleRequest, RequestHandlers } from '@reelsmith/messaging';
import type {
  GetProductSyncQuery,
  GetSyncChangesQuery,
  ListProductSyncsQuery,
  RecordProductSyncCommand,
  UpsertFeedProductsCommand,
} from '@reelsmith/contracts';
import { ProductSyncsService } from './product-syncs.service.js';

/** NATS adapter: each request goes straight to one `ProductSyncsService` method. */
@RequestHandlers()
export class ProductSyncsHandlers {
  constructor(private readonly syncs: ProductSyncsService) {}

  @HandleRequest('catalog.upsert_feed_products')
  upsert(@Payload() command: UpsertFeedProductsCommand) {
    return this.syncs.upsert(command);
  }

  @HandleRequest('catalog.record_product_sync')
  record(@Payload() command: RecordProductSyncCommand) {
    return this.syncs.record(command);
  }

  @HandleRequest('catalog.get_product_sync')
  get(@Payload() query: GetProductSyncQuery) {
    return this.syncs.get(query);
  }

  @HandleRequest('catalog.list_product_syncs')
  list(@Payload() query: ListProductSyncsQuery) {
    return this.syncs.list(query);
  }

  @HandleRequest('catalog.get_sync_changes')
  changes(@Payload() query: GetSyncChangesQuery) {
    return this.syncs.changes(query);
  }
}
