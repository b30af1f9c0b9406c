import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * An event waiting to be published. It is written in the same transaction as the change it
 * announces, so a committed change always gets its event and a rolled-back one never does.
 */
@Entity('outbox')
@Index('outbox_unpublished', ['id'], { where: 'published_at IS NULL' })
export class OutboxMessage {
  /** Also the JetStream dedupe id, so a re-published row is stored once. */
  @PrimaryColumn({ type: 'varchar', length: 40, collation: 'C' })
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  event!: string;

  @Column({ type: 'jsonb' })
  payload!: unknown;

  @Column({ type: 'varchar', length: 200, nullable: true })
  request_id!: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  created_at!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  published_at!: Date | null;
}
