import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { Product } from '@reelsmith/contracts';

@Entity('products')
@Index('products_account_id_id', ['account_id', 'id'])
export class ProductEntity {
  @PrimaryColumn({ type: 'varchar', length: 40, collation: 'C' })
  id!: string;

  @Column({ type: 'varchar', length: 40, collation: 'C' })
  account_id!: string;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'varchar', length: 2048 })
  image_url!: string;

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
      created_at: this.created_at.toISOString(),
      updated_at: this.updated_at.toISOString(),
    };
  }
}
