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
import { insertOnce, newId, paginate, queryPrepared, type PreparedStatement } from '@reelsmith/database';
import { OutboxRelay, enqueueEvent } from '@reelsmith/messaging';
import { ProductEntity, priceColumns } from './product.entity.js';

/**
 * Each item's product, or a row of nulls where the account has no such product, in the items'
 * order: one statement for a whole batch of reads, each scoped to its own account. It selects
 * what `toContract` reads and nothing else (a column added later does not change its result).
 */
const GET_PRODUCTS: PreparedStatement = {
  name: 'catalog_get_products',
  text: `SELECT "p"."id", "p"."name", "p"."description", "p"."image_url", "p"."price_amount", "p"."price_currency",
    "p"."source_url", "p"."created_at", "p"."updated_at"
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
      image_url: command.image_url,
      ...priceColumns(command.price ?? null),
      source_url: command.source_url ?? null,
      idempotency_key: command.idempotency_key ?? null,
      created_at: now,
      updated_at: now,
    });
    // A retry of the same Idempotency-Key (after a gateway timeout or crash) answers the first product.
    const { record } = await insertOnce(this.dataSource.manager, ProductEntity, product);
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
    const { price, ...fields } = command.changes;
    const changes = {
      ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
      ...(price !== undefined ? priceColumns(price) : {}),
    };
    const result = await this.products
      .createQueryBuilder()
      .update(ProductEntity)
      .set({ ...changes, updated_at: () => 'now()' })
      .where({ id: command.id, account_id: command.account_id })
      .returning('*')
      .execute();
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
}

function productMissing(id: string): ServiceError {
  return new ServiceError('resource_missing', `No such product: '${id}'.`, 'id');
}
