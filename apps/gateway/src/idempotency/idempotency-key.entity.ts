import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A POST made with an Idempotency-Key: claimed while it runs, then its response for replay. */
@Entity('idempotency_keys')
export class IdempotencyKeyEntity {
  /** The caller: an account id, or `admin` for the operator API. */
  @PrimaryColumn({ type: 'varchar', length: 40, collation: 'C' })
  scope!: string;

  @PrimaryColumn({ type: 'varchar', length: 255 })
  key!: string;

  /** SHA-256 of method, path and body: the same key with another request is refused. */
  @Column({ type: 'char', length: 64 })
  fingerprint!: string;

  @Column({ type: 'varchar', length: 16 })
  state!: 'running' | 'completed';

  @Column({ type: 'integer', nullable: true })
  response_status!: number | null;

  @Column({ type: 'jsonb', nullable: true })
  response_body!: unknown;

  @Column({ type: 'timestamptz' })
  created_at!: Date;

  /** A running claim older than this was left by a crash and may be taken over. */
  @Column({ type: 'timestamptz' })
  locked_until!: Date;
}
