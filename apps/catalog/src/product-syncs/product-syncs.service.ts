import { Injectable } from '@nestjs/common';
import { DataSource, type Repository } from 'typeorm';
import {
  ServiceError,
  type FeedProduct,
  type GetProductSyncQuery,
  type GetSyncChangesQuery,
  type ListProductSyncsQuery,
  type ListResult,
  type ProductSyncRecord,
  type RecordProductSyncCommand,
  type SyncChanges,
  type UpsertFeedProductsCommand,
  type UpsertedFeedProducts,
} from '@reelsmith/contracts';
import { newId, paginate } from '@reelsmith/database';
import { ProductSyncEntity } from './product-sync.entity.js';

/**
 * Creates or updates a chunk of products by (account, external_id) in one statement. A row whose
 * every field already equals the feed's is left alone (the `WHERE … IS DISTINCT FROM` of the
 * update), so its `updated_at` stays and it is not returned; `xmax = 0` tells a new row from an
 * updated one. The products it returns are recorded as the sync's changes in the same statement.
 */
const UPSERT_FEED_PRODUCTS = `
  WITH "upserted" AS (
    INSERT INTO "products" ("id", "account_id", "external_id", "name", "description", "image_url", "images",
      "price_amount", "price_currency", "brand", "source_url", "created_at", "updated_at")
    SELECT "r"."id", $1, "r"."external_id", "r"."name", "r"."description", "r"."images" ->> 0, "r"."images",
      "r"."price_amount", "r"."price_currency", "r"."brand", "r"."source_url", now(), now()
    FROM jsonb_to_recordset($2::jsonb) AS "r"("id" varchar, "external_id" varchar, "name" varchar,
      "description" text, "images" jsonb, "price_amount" bigint, "price_currency" varchar, "brand" varchar,
      "source_url" varchar)
    ON CONFLICT ("account_id", "external_id") WHERE "external_id" IS NOT NULL DO UPDATE SET
      "name" = EXCLUDED."name", "description" = EXCLUDED."description", "image_url" = EXCLUDED."image_url",
      "images" = EXCLUDED."images", "price_amount" = EXCLUDED."price_amount",
      "price_currency" = EXCLUDED."price_currency", "brand" = EXCLUDED."brand",
      "source_url" = EXCLUDED."source_url", "updated_at" = now()
    WHERE ("products"."name", "products"."description", "products"."images", "products"."price_amount",
        "products"."price_currency", "products"."brand", "products"."source_url")
      IS DISTINCT FROM (EXCLUDED."name", EXCLUDED."description", EXCLUDED."images", EXCLUDED."price_amount",
        EXCLUDED."price_currency", EXCLUDED."brand", EXCLUDED."source_url")
    RETURNING "id", "external_id", ("xmax" = 0) AS "created"
  ),
  "recorded" AS (
    INSERT INTO "product_sync_changes" ("sync_id", "product_id") SELECT $3, "id" FROM "upserted"
    ON CONFLICT DO NOTHING
  )
  SELECT "id", "external_id", "created" FROM "upserted"`;

interface UpsertedRow {
  id: string;
  external_id: string;
  created: boolean;
}

/** The catalog's side of feed syncs: the gateway reads and checks the feed, this writes it. */
@Injectable()
export class ProductSyncsService {
  private readonly syncs: Repository<ProductSyncEntity>;

  constructor(private readonly dataSource: DataSource) {
    this.syncs = dataSource.getRepository(ProductSyncEntity);
  }

  async upsert(command: UpsertFeedProductsCommand): Promise<UpsertedFeedProducts> {
    const rows = command.products.map((product) => ({ id: newId('prod'), ...columnsOf(product) }));
    const upserted = await this.dataSource.query<UpsertedRow[]>(UPSERT_FEED_PRODUCTS, [
      command.account_id,
      JSON.stringify(rows),
      command.sync_id,
    ]);
    // In the chunk's order, whatever order PostgreSQL returned them in.
    const byExternalId = new Map(upserted.map((row) => [row.external_id, row]));
    const changed = command.products.flatMap((product) => byExternalId.get(product.external_id) ?? []);
    return {
      created: changed.filter((row) => row.created).map((row) => row.id),
      updated: changed.filter((row) => !row.created).map((row) => row.id),
      unchanged: command.products.length - changed.length,
    };
  }

  async record(command: RecordProductSyncCommand): Promise<ProductSyncRecord> {
    const { account_id, id, format, url, rows, created, updated, unchanged, failed, errors } = command;
    const sync = this.syncs.create({
      id,
      account_id,
      format,
      url,
      rows,
      created,
      updated,
      unchanged,
      failed,
      errors,
      created_at: new Date(command.created_at),
      completed_at: new Date(),
    });
    await this.syncs.insert(sync);
    return sync.toRecord();
  }

  async get(query: GetProductSyncQuery): Promise<ProductSyncRecord> {
    const sync = await this.syncs.findOneBy({ id: query.id, account_id: query.account_id });
    if (!sync) throw new ServiceError('resource_missing', `No such sync: '${query.id}'.`, 'id');
    return sync.toRecord();
  }

  async list(query: ListProductSyncsQuery): Promise<ListResult<ProductSyncRecord>> {
    const { account_id, ...page } = query;
    const result = await paginate(this.syncs, { account_id }, page);
    return { data: result.data.map((sync) => sync.toRecord()), has_more: result.has_more };
  }

  /** A page of a recorded sync's changed products; a sync of another account, or none, is `resource_missing`. */
  async changes(query: GetSyncChangesQuery): Promise<SyncChanges> {
    const recorded = await this.syncs.existsBy({ id: query.sync_id, account_id: query.account_id });
    if (!recorded) throw new ServiceError('resource_missing', `No such sync: '${query.sync_id}'.`, 'sync_id');
    const rows = await this.dataSource.query<Array<{ product_id: string }>>(
      `SELECT "product_id" FROM "product_sync_changes"
       WHERE "sync_id" = $1 AND "product_id" > $2 ORDER BY "product_id" LIMIT $3`,
      [query.sync_id, query.after ?? '', query.limit + 1],
    );
    return {
      product_ids: rows.slice(0, query.limit).map((row) => row.product_id),
      has_more: rows.length > query.limit,
    };
  }
}

function columnsOf(product: FeedProduct) {
  return {
    external_id: product.external_id,
    name: product.name,
    description: product.description,
    images: product.images,
    price_amount: product.price?.amount ?? null,
    price_currency: product.price?.currency ?? null,
    brand: product.brand,
    source_url: product.source_url,
  };
}
