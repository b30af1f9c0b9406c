import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  ServiceError,
  type CreateProductCommand,
  type DeleteProductCommand,
  type DeletedResource,
  type GetProductQuery,
  type GetProductsQuery,
  type ListProductsQuery,
  type ListResult,
  type Product,
  type ProductResults,
  type UpdateProductCommand,
} from '@reelsmith/contracts';
import {
  insertOnce,
  isUniqueViolation,
  newId,
  paginate,
  queryPrepared,
  type PreparedStatement,
} from '@reelsmith/database';
import { OutboxRelay, enqueueEvent } from '@reelsmith/messaging';
import { ProductEntity, priceColumns } from './product.entity.js';

/**
 * Each item's product, or a row of nulls where the account has no such product, in the items'
 * order: one statement for a whole batch of reads, each scoped to its own account. It selects
 * what `toContract` reads and nothing else (a column added later does not change its result).
 */
const GET_PRODUCTS: PreparedStatement = {
  name: 'catalog_get_products',
  text: `SELECT "p"."id", "p"."name", "p"."description", "p"."image_url", "p"."images", "p"."price_amount",
    "p"."price_currency", "p"."source_url", "p"."external_id", "p"."brand", "p"."created_at", "p"."updated_at"
    FROM unnest($1::varchar[], $2::varchar[]) WITH ORDINALITY AS "item"("account_id", "id", "position")
    LEFT JOIN "products" "p" ON "p"."id" = "item"."id" AND "p"."account_id" = "item"."account_id"
    ORDER BY "item"."position"`,
};

/**
 * The catalog's products. Input arrives validated by the gateway; this service owns the
 * records and scopes every read and write to the calling account.
 */
@Injectable()
export class ProductsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxRelay,
  ) {}

  private get products() {
    return this.dataSource.getRepository(ProductEntity);
  }

  async create(command: CreateProductCommand): Promise<Product> {
    const now = new Date();
    const product = this.products.create({
      id: newId('prod'),
      account_id: command.account_id,
      name: command.name,
      description: command.description ?? null,
      image_url: command.images[0]!,
      images: command.images,
      ...priceColumns(command.price ?? null),
      source_url: command.source_url ?? null,
      external_id: command.external_id ?? null,
      brand: command.brand ?? null,
      idempotency_key: command.idempotency_key ?? null,
      created_at: now,
      updated_at: now,
    });
    await this.assertExternalIdFree(product);
    // A retry of the same Idempotency-Key (after a gateway timeout or crash) answers the first product.
    const { record } = await this.refusingTakenExternalId(product.external_id, () =>
      insertOnce(this.dataSource.manager, ProductEntity, product),
    );
    return record.toContract();
  }

  /** A batch of one, so a single read and a batched one answer alike. */
  async get(query: GetProductQuery): Promise<Product> {
    const result = (await this.getMany({ items: [query] })).results[0]!;
    if ('error' in result) throw ServiceError.fromBody(result.error);
    return result.product;
  }

  /**
   * The API's hottest read, batched: one prepared statement for every item, mapped straight to
   * the contract. The repository's `findOneBy` built its SQL anew on every call and hydrated an
   * entity through its metadata (half of what the catalog spent on a read), and PostgreSQL
   * planned it anew.
   */
  async getMany(query: GetProductsQuery): Promise<ProductResults> {
    const rows = await queryPrepared<ProductEntity>(this.dataSource, GET_PRODUCTS, [
      query.items.map((item) => item.account_id),
      query.items.map((item) => item.id),
    ]);
    return {
      results: query.items.map((item, index) => {
        const row = rows[index];
        return row?.id
          ? { product: Object.assign(new ProductEntity(), row).toContract() }
          : { error: productMissing(item.id).toBody() };
      }),
    };
  }

  async list(query: ListProductsQuery): Promise<ListResult<Product>> {
    const page = await paginate(this.products, { account_id: query.account_id }, query);
    return { data: page.data.map((product) => product.toContract()), has_more: page.has_more };
  }

  /**
   * One `UPDATE … RETURNING` of exactly the fields sent: a PATCH racing a DELETE finds no row
   * (and never inserts one back), and two PATCHes of different fields both keep theirs.
   * _Not_ read-modify-save, which wrote back every field it had read.
   */
  async update(command: UpdateProductCommand): Promise<Product> {
    const { price, images, image_url: imageUrl, ...fields } = command.changes;
    const changes = {
      ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
      ...(price !== undefined ? priceColumns(price) : {}),
      ...(images !== undefined ? { images, image_url: images[0]! } : {}),
      // A new main image alone replaces the first image and keeps the others.
      ...(images === undefined && imageUrl !== undefined
        ? { image_url: imageUrl, images: () => `jsonb_set("images", '{0}', to_jsonb(CAST(:imageUrl AS text)))` }
        : {}),
    };
    const result = await this.refusingTakenExternalId(command.changes.external_id, () =>
      this.products
        .createQueryBuilder()
        .update(ProductEntity)
        .set({ ...changes, updated_at: () => 'now()' })
        .setParameter('imageUrl', imageUrl)
        .where({ id: command.id, account_id: command.account_id })
        .returning('*')
        .execute(),
    );
    const [row] = result.raw as ProductEntity[];
    if (!row) throw productMissing(command.id);
    return this.products.create(row).toContract();
  }

  async delete(command: DeleteProductCommand): Promise<DeletedResource> {
    const deleted = await this.dataSource.transaction(async (manager) => {
      const result = await manager.delete(ProductEntity, {
        id: command.id,
        account_id: command.account_id,
      });
      if (!result.affected) return false;
      await enqueueEvent(manager, 'catalog.product_deleted', {
        account_id: command.account_id,
        product_id: command.id,
        deleted_at: new Date().toISOString(),
      });
      return true;
    });
    if (!deleted) throw productMissing(command.id);
    this.outbox.wake();
    return { id: command.id, deleted: true };
  }

  /**
   * Runs a write, answering `external_id_taken` when the account already has a product with that
   * external id. The unique index decides, so two concurrent writes of one id cannot both win.
   */
  private async refusingTakenExternalId<T>(externalId: string | null | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, 'products_account_id_external_id')) throw externalIdTaken(externalId ?? '');
      throw error;
    }
  }

  /**
   * A keyed insert's `ON CONFLICT DO NOTHING` would swallow a taken external id, so it is looked
   * up first; the same key's earlier product (a retry) is not in the way.
   */
  private async assertExternalIdFree(product: ProductEntity): Promise<void> {
    if (product.external_id === null || product.idempotency_key === null) return;
    const holder = await this.products.findOne({
      select: { id: true, idempotency_key: true },
      where: { account_id: product.account_id, external_id: product.external_id },
    });
    if (holder && holder.idempotency_key !== product.idempotency_key) throw externalIdTaken(product.external_id);
  }
}

function externalIdTaken(externalId: string): ServiceError {
  return new ServiceError(
    'external_id_taken',
    `Another product of this account already has external_id '${externalId}'.`,
    'external_id',
  );
}

function productMissing(id: string): ServiceError {
  return new ServiceError('resource_missing', `No such product: '${id}'.`, 'id');
}
