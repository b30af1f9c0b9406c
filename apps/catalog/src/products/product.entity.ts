import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { Price, Product } from '@reelsmith/contracts';

@Entity('products')
@Index('products_account_id_id', ['account_id', 'id'])
@Index('products_account_id_idempotency_key', ['account_id', 'idempotency_key'], { unique: true })
@Index('products_account_id_external_id', ['account_id', 'external_id'], {
  unique: true,
  where: '"external_id" IS NOT NULL',
})
export class ProductEntity {
  @PrimaryColumn({ type: 'varchar', length: 40, collation: 'C' })
  id!: string;

  @Column({ type: 'varchar', length: 40, collation: 'C' })
  account_id!: string;

  /** The client's Idempotency-Key: one product per key and account (the unique index). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  idempotency_key!: string | null;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  /** Always `images[0]`: kept as a column of its own for the readers that want only the main image. */
  @Column({ type: 'varchar', length: 2048 })
  image_url!: string;

  @Column({ type: 'jsonb' })
  images!: string[];

  /** Minor units; PostgreSQL's bigint reaches us as a string. */
  @Column({ type: 'bigint', nullable: true })
  price_amount!: string | number | null;

  @Column({ type: 'varchar', length: 3, nullable: true })
  price_currency!: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  source_url!: string | null;

  /** The client's own id (a feed's `id`): unique in the account (the partial unique index). */
  @Column({ type: 'varchar', length: 200, nullable: true })
  external_id!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  brand!: string | null;

  @Column({ type: 'timestamptz' })
  created_at!: Date;

  @Column({ type: 'timestamptz' })
  updated_at!: Date;

  toContract(): Product {
    return {
      id: this.id,
      name: this.name,
      description: this.description,
      image_url: this.image_url,
      images: this.images,
      price: this.price(),
      source_url: this.source_url,
      external_id: this.external_id,
      brand: this.brand,
      created_at: this.created_at.toISOString(),
      updated_at: this.updated_at.toISOString(),
    };
  }

  private price(): Price | null {
    if (this.price_amount === null || this.price_currency === null) return null;
    return { amount: Number(this.price_amount), currency: this.price_currency };
  }
}

/** The columns that store a price (or clear it, for `null`). */
export function priceColumns(price: Price | null): Pick<ProductEntity, 'price_amount' | 'price_currency'> {
  return { price_amount: price?.amount ?? null, price_currency: price?.currency ?? null };
}
