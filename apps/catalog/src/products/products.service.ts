import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  ServiceError,
  type CreateProductCommand,
  type DeleteProductCommand,
  type DeletedResource,
  type GetProductQuery,
  type ListProductsQuery,
  type ListResult,
  type Product,
  type UpdateProductCommand,
} from '@reelsmith/contracts';
import { insertOnce, newId, paginate, queryPrepared, type PreparedStatement } from '@reelsmith/database';
import { OutboxRelay, enqueueEvent } from '@reelsmith/messaging';
import { ProductEntity, priceColumns } from './product.entity.js';

/** What `toContract` reads, and nothing else (a column added later does not change the statement's result). */
const GET_PRODUCT: PreparedStatement = {
  name: 'catalog_get_product',
  text: `SELECT "id", "name", "description", "image_url", "price_amount", "price_currency", "source_url",
    "created_at", "updated_at" FROM "products" WHERE "id" = $1 AND "account_id" = $2`,
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

  /**
   * The API's hottest read: a prepared statement by primary key and owner, mapped straight to
   * the contract. The repository's `findOneBy` built the same SQL anew on every call and
   * hydrated an entity through its metadata (half of what the catalog spent on this request),
   * and PostgreSQL planned it anew.
   */
  async get(query: GetProductQuery): Promise<Product> {
    const [row] = await queryPrepared<ProductEntity>(this.dataSource, GET_PRODUCT, [query.id, query.account_id]);
    if (!row) throw productMissing(query.id);
    return Object.assign(new ProductEntity(), row).toContract();
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
