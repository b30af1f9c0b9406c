import { Injectable } from '@nestjs/common';
import type { FeedFormat, FeedProduct, ProductSync, SyncRowError } from '@reelsmith/contracts';
import { newId } from '@reelsmith/database';
import { MessageBus } from '@reelsmith/messaging';
import { toFeedProduct } from './feed-product.js';
import type { FeedReader, UnreadableRowListener } from './feeds/feed-record.js';

/** Rows one sync reads; the row after is reported `too_many_rows` and the rest left unread. */
export const MAX_FEED_ROWS = 50_000;
/** Products per `catalog.upsert_feed_products`: one statement, a few milliseconds each. */
const CHUNK_ROWS = 500;
/** And at most this much JSON, well under NATS's 1 MB message (a product may hold 26 KB of text). */
const CHUNK_BYTES = 600 * 1024;
/** Chunks written at once: the next is checked while the catalog writes one. */
const CHUNKS_IN_FLIGHT = 2;
const MAX_ERRORS_ANSWERED = 100;
/** Changed products' ids read back per request: about 330 KB, a third of a NATS message. */
const CHANGES_PER_REQUEST = 10_000;

export interface FeedSource {
  accountId: string;
  format: FeedFormat;
  url: string | null;
  currency: string | undefined;
  /** The format's reader, given where to report rows it cannot read. */
  open(onUnreadable: UnreadableRowListener): FeedReader;
}

/**
 * Runs a sync: reads the feed row by row, checks each row into a product, and has the catalog
 * upsert them by `external_id` in chunks while reading goes on; then records the sync. A bad row
 * is counted and reported, never stops the others; a later row repeating an `id` is refused.
 */
@Injectable()
export class ProductSyncs {
  constructor(private readonly bus: MessageBus) {}

  async sync(source: FeedSource): Promise<ProductSync> {
    const id = newId('sync');
    const startedAt = new Date().toISOString();
    const errors: SyncRowError[] = [];
    const failedRows = new Set<number>();
    const fail = (error: SyncRowError) => {
      errors.push(error);
      failedRows.add(error.row);
    };
    const reader = source.open((row, message) => fail({ row, column: null, code: 'malformed_row', message }));
    const writes = new ChunkWriter(this.bus, source.accountId, id);
    const seen = new Set<string>();
    let rows = 0;

    for await (const record of reader.records) {
      rows = Math.max(rows, record.row);
      if (record.row > MAX_FEED_ROWS) {
        fail({
          row: record.row,
          column: null,
          code: 'too_many_rows',
          message: `A sync reads at most ${MAX_FEED_ROWS} rows; this one and the rest were not read.`,
        });
        break;
      }
      const mapped = toFeedProduct(record, { currency: source.currency, columnOf: reader.columnOf });
      if ('errors' in mapped) {
        mapped.errors.forEach(fail);
        continue;
      }
      if (seen.has(mapped.product.external_id)) {
        fail({
          row: record.row,
          column: reader.columnOf('id'),
          code: 'duplicate_external_id',
          message: `An earlier row has id '${mapped.product.external_id}'; the first one stands.`,
        });
        continue;
      }
      seen.add(mapped.product.external_id);
      await writes.add(mapped.product);
    }
    const written = await writes.finish();

    // Rows the format could not read are reported as they are skipped, ahead of the rows before them.
    errors.sort((a, b) => a.row - b.row);
    rows = Math.max(rows, ...failedRows);
    const counts = {
      rows,
      created: written.created,
      updated: written.updated,
      unchanged: written.unchanged,
      failed: failedRows.size,
      errors: errors.slice(0, MAX_ERRORS_ANSWERED),
    };
    const record = await this.bus.request('catalog.record_product_sync', {
      account_id: source.accountId,
      id,
      format: source.format,
      url: source.url,
      created_at: startedAt,
      ...counts,
    });
    return { ...record, product_ids_changed: written.changedIds };
  }

  /** A recorded sync as its POST answered it, the changed products read back a page at a time (in id order). */
  async get(accountId: string, id: string): Promise<ProductSync> {
    const record = await this.bus.request('catalog.get_product_sync', { account_id: accountId, id });
    const changed: string[] = [];
    let after: string | undefined;
    for (;;) {
      const page = await this.bus.request('catalog.get_sync_changes', {
        account_id: accountId,
        sync_id: id,
        limit: CHANGES_PER_REQUEST,
        ...(after ? { after } : {}),
      });
      changed.push(...page.product_ids);
      if (!page.has_more) return { ...record, product_ids_changed: changed };
      after = page.product_ids.at(-1);
    }
  }
}

/** Sends products to the catalog in chunks, a bounded number at once, keeping the feed's order of changes. */
class ChunkWriter {
  private chunk: FeedProduct[] = [];
  private chunkBytes = 0;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly changedByChunk: string[][] = [];
  private created = 0;
  private updated = 0;
  private unchanged = 0;
  /** The first write that failed: the sync fails with it at the next step. */
  private failure: Error | undefined;

  constructor(
    private readonly bus: MessageBus,
    private readonly accountId: string,
    private readonly syncId: string,
  ) {}

  async add(product: FeedProduct): Promise<void> {
    const size = JSON.stringify(product).length;
    if (this.chunk.length > 0 && (this.chunk.length >= CHUNK_ROWS || this.chunkBytes + size > CHUNK_BYTES)) {
      await this.flush();
    }
    this.chunk.push(product);
    this.chunkBytes += size;
  }

  async finish() {
    if (this.chunk.length > 0) await this.flush();
    await Promise.all(this.inFlight);
    this.throwIfFailed();
    return {
      created: this.created,
      updated: this.updated,
      unchanged: this.unchanged,
      changedIds: this.changedByChunk.flat(),
    };
  }

  private throwIfFailed(): void {
    if (this.failure !== undefined) throw this.failure;
  }

  private async flush(): Promise<void> {
    while (this.inFlight.size >= CHUNKS_IN_FLIGHT) await Promise.race(this.inFlight);
    this.throwIfFailed();
    const products = this.chunk;
    const slot = this.changedByChunk.push([]) - 1;
    this.chunk = [];
    this.chunkBytes = 0;
    const write = this.bus
      .request('catalog.upsert_feed_products', { account_id: this.accountId, sync_id: this.syncId, products })
      .then((result) => {
        this.created += result.created.length;
        this.updated += result.updated.length;
        this.unchanged += result.unchanged;
        this.changedByChunk[slot] = [...result.created, ...result.updated];
      });
    const tracked: Promise<void> = write
      .catch((error: unknown) => {
        this.failure ??= error instanceof Error ? error : new Error(String(error));
      })
      .finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }
}
