import { Controller, Get, Param, Post } from '@nestjs/common';
import type { ListQuery } from '@reelsmith/contracts';
import { MessageBus } from '@reelsmith/messaging';
import type { AuthenticatedAccount } from '../accounts/authenticated-account.js';
import { CurrentAccount } from '../accounts/current-account.decorator.js';
import { Endpoint } from '../http/endpoint.decorator.js';
import { UploadedBody, type UploadedFile } from '../http/raw-uploads.js';
import { ValidQuery } from '../http/request-input.decorators.js';
import { listQuerySchema } from '../http/schemas.js';
import { FeedSources } from './feed-sources.js';
import {
  FEED_CONTENT_TYPES,
  MAX_FEED_BYTES,
  productSyncListSchema,
  productSyncSchema,
  syncFromUrlBody,
  syncQuery,
  type SyncQuery,
} from './product-syncs.schemas.js';
import { MAX_FEED_ROWS, ProductSyncs } from './product-syncs.service.js';
import { SyncSlots } from './sync-slots.js';

/** REST adapter for catalog feeds: read the feed here, have the catalog write the products and keep the syncs. */
@Controller('products')
export class ProductSyncsController {
  constructor(
    private readonly sources: FeedSources,
    private readonly syncs: ProductSyncs,
    private readonly slots: SyncSlots,
    private readonly bus: MessageBus,
  ) {}

  @Post('sync')
  @Endpoint({
    tag: 'Products',
    summary: 'Create or update products from a catalog feed',
    description:
      'The body is the feed itself — a Google Merchant Center feed as `text/tab-separated-values`, `text/csv` with the ' +
      'same columns, RSS 2.0/Atom with `g:` fields as `application/xml`, or a Shopify `products.json` as ' +
      '`application/json` — at most 50 MB; or `{"url": …}` as JSON, a feed fetched under the SSRF rules of product ' +
      `images (30 s, 50 MB, 3 redirects). Products are matched by \`external_id\` (the feed's \`id\`): new ones are ` +
      'created, changed ones updated, the others not touched (their `updated_at` stays). A bad row is reported in ' +
      '`errors` with its row, column and code, and never stops the others; a later row repeating an `id` is an error. ' +
      `At most ${MAX_FEED_ROWS.toLocaleString('en')} rows are read. A feed that cannot be read at all is ` +
      '`400 feed_invalid`, an unreachable `url` `400 url_unreachable`. One sync per account at a time (`429 too_many_syncs`).',
    upload: { types: FEED_CONTENT_TYPES, maxBytes: MAX_FEED_BYTES },
    body: syncFromUrlBody,
    query: syncQuery,
    response: productSyncSchema,
    errors: [400, 409, 413, 415],
  })
  sync(
    @CurrentAccount() account: AuthenticatedAccount,
    @UploadedBody() file: UploadedFile,
    @ValidQuery() query: SyncQuery,
  ) {
    return this.slots.run(account.id, async () => this.syncs.sync(await this.sources.open(account.id, file, query)));
  }

  @Get('syncs')
  @Endpoint({
    tag: 'Products',
    summary: 'List product syncs, newest first',
    description: 'Each sync as its `POST /products/sync` answered it, less `product_ids_changed`.',
    query: listQuerySchema,
    response: productSyncListSchema,
    errors: [400],
  })
  list(@CurrentAccount() account: AuthenticatedAccount, @ValidQuery() query: ListQuery) {
    return this.bus.request('catalog.list_product_syncs', { account_id: account.id, ...query });
  }

  @Get('syncs/:id')
  @Endpoint({
    tag: 'Products',
    summary: 'Retrieve a product sync',
    description:
      'The sync as its `POST /products/sync` answered it, `product_ids_changed` in id order: the products a ' +
      'batch with this `sync_id` features.',
    response: productSyncSchema,
    errors: [404],
  })
  get(@CurrentAccount() account: AuthenticatedAccount, @Param('id') id: string) {
    return this.syncs.get(account.id, id);
  }
}
