import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { FeedFormat, ProductSyncRecord, SyncRowError } from '@reelsmith/contracts';

/** One `POST /products/sync`: what it read and did, for a batch to name by `sync_id` later. */
@Entity('product_syncs')
@Index('product_syncs_account_id_id', ['account_id', 'id'])
export class ProductSyncEntity {
  @PrimaryColumn({ type: 'varchar', length: 40, collation: 'C' })
  id!: string;

  @Column({ type: 'varchar', length: 40, collation: 'C' })
  account_id!: string;

  @Column({ type: 'varchar', length: 16 })
  format!: FeedFormat;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  url!: string | null;

  @Column({ type: 'integer' })
  rows!: number;

  @Column({ type: 'integer' })
  created!: number;

  @Column({ type: 'integer' })
  updated!: number;

  @Column({ type: 'integer' })
  unchanged!: number;

  @Column({ type: 'integer' })
  failed!: number;

  /** The first 100 row errors, by row. */
  @Column({ type: 'jsonb' })
  errors!: SyncRowError[];

  /** When the sync began. */
  @Column({ type: 'timestamptz' })
  created_at!: Date;

  /** When it ended, and was recorded. */
  @Column({ type: 'timestamptz' })
  completed_at!: Date;

  toRecord(): ProductSyncRecord {
    return {
      id: this.id,
      status: 'completed',
      format: this.format,
      url: this.url,
      rows: this.rows,
      created: this.created,
      updated: this.updated,
      unchanged: this.unchanged,
      failed: this.failed,
      errors: this.errors,
      created_at: this.created_at.toISOString(),
      completed_at: this.completed_at.toISOString(),
    };
  }
}

/**
 * A product a sync created or changed, written with the change itself (one statement), so the
 * list is right even when the sync's own record is never written (the gateway stopped midway).
 */
@Entity('product_sync_changes')
export class ProductSyncChangeEntity {
  @PrimaryColumn({ type: 'varchar', length: 40, collation: 'C' })
  sync_id!: string;

  @PrimaryColumn({ type: 'varchar', length: 40, collation: 'C' })
  product_id!: string;
}
