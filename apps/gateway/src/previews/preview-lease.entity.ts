import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One preview in flight through some gateway replica. UNLOGGED in the migration: a crash only
 * forgets previews that were running. A replica that dies holding one leaves it until
 * `expires_at`, after which it counts no more.
 */
@Entity('preview_leases')
@Index('IDX_preview_leases_account', ['accountId'])
export class PreviewLeaseEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'account_id', type: 'varchar', length: 40, collation: 'C' })
  accountId!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;
}
