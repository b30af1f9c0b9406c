import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One API key's rate limit, shared by every gateway replica: GCRA's theoretical arrival time
 * (epoch seconds). UNLOGGED in the migration: losing it in a crash only forgives some requests.
 */
@Entity('rate_limit_buckets')
export class RateLimitBucketEntity {
  @PrimaryColumn({ type: 'varchar', length: 80, collation: 'C' })
  key!: string;

  /** When the bucket would be full again if no request came. */
  @Column({ type: 'double precision' })
  tat!: number;

  /** Tokens the last lease took (what the atomic upsert decided; 0 when it refused). */
  @Column({ type: 'integer' })
  granted!: number;
}
