import type { RecordProductSyncCommand, UpsertFeedProductsCommand } from '@reelsmith/contracts';
import type { MessageBus } from '@reelsmith/messaging';
import type { FeedRecord } from './feeds/feed-record.js';
import { MAX_FEED_ROWS, ProductSyncs, type FeedSource } from './product-syncs.service.js';

/** A catalog that creates every product it is sent, as a bus answering in-process. */
function fakeCatalog(failOnChunk?: number) {
  const chunks: UpsertFeedProductsCommand[] = [];
  const recorded: RecordProductSyncCommand[] = [];
  const bus = {
    request: async (name: string, payload: unknown) => {
      if (name === 'catalog.record_product_sync') {
        const { account_id: _, ...record } = payload as RecordProductSyncCommand;
        recorded.push(payload as RecordProductSyncCommand);
        return { ...record, status: 'completed', completed_at: new Date().toISOString() };
      }
      const chunk = payload as UpsertFeedProductsCommand;
      chunks.push(chunk);
      if (chunks.length === failOnChunk) throw new Error('the catalog is down');
      await Promise.resolve();
      return { created: chunk.products.map((product) => `prod_${product.external_id}`), updated: [], unchanged: 0 };
    },
  };
  return { bus: bus as unknown as MessageBus, chunks, recorded };
}

function source(rows: number, valid = (row: number) => row > 0): FeedSource {
  return {
    accountId: 'acct_1',
    format: 'csv',
    url: null,
    currency: undefined,
    open: () => ({
      columnOf: (attribute) => attribute,
      records: (async function* (): AsyncGenerator<FeedRecord> {
        for (let row = 1; row <= rows; row += 1) {
          const id = valid(row) ? `P${row}` : '';
          yield { row, values: { id, title: 'T', image_link: 'https://cdn.example/p.jpg' }, additionalImages: [] };
        }
      })(),
    }),
  };
}

describe(ProductSyncs.name, () => {
  it('writes chunks of 500 in the feed’s order, counts every row and records the sync', async () => {
    const catalog = fakeCatalog();
    const sync = await new ProductSyncs(catalog.bus).sync(source(1_201, (row) => row % 100 !== 0));
    expect(catalog.chunks.map((chunk) => chunk.products.length)).toEqual([500, 500, 189]);
    expect(sync).toMatchObject({ rows: 1_201, created: 1_189, failed: 12 });
    expect(sync.errors).toHaveLength(12);
    expect(sync.errors.map((error) => error.row)).toEqual(Array.from({ length: 12 }, (_, index) => (index + 1) * 100));
    expect(sync.product_ids_changed.slice(0, 2)).toEqual(['prod_P1', 'prod_P2']);
    expect(sync.product_ids_changed.at(-1)).toBe('prod_P1201');
    expect(catalog.recorded[0]).toMatchObject({ id: sync.id, rows: 1_201, failed: 12, format: 'csv' });
    expect(sync.created_at <= sync.completed_at).toBe(true);
  });

  it('reads at most MAX_FEED_ROWS rows and answers only the first 100 errors', async () => {
    const catalog = fakeCatalog();
    const sync = await new ProductSyncs(catalog.bus).sync(source(MAX_FEED_ROWS + 500, (row) => row > 150));
    expect(sync).toMatchObject({ rows: MAX_FEED_ROWS + 1, created: MAX_FEED_ROWS - 150, failed: 151 });
    expect(sync.errors).toHaveLength(100);
    expect(catalog.recorded[0]!.errors).toHaveLength(100);
    const lastChunk = catalog.chunks.at(-1)!.products;
    expect(lastChunk.at(-1)!.external_id).toBe(`P${MAX_FEED_ROWS}`);
  });

  it('fails the sync when a chunk cannot be written, and records no sync', async () => {
    const catalog = fakeCatalog(2);
    await expect(new ProductSyncs(catalog.bus).sync(source(2_000))).rejects.toThrow('the catalog is down');
    expect(catalog.recorded).toEqual([]);
  });
});
