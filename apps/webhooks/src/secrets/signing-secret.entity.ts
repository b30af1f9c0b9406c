import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * An account's signing secret. The current one has no `expires_at`; a rotated-out one keeps
 * signing (beside the new one) until its `expires_at`, the 24 h grace of a rotation.
 */
@Entity('webhook_secrets')
@Index('webhook_secrets_account_id', ['account_id'])
@Index('webhook_secrets_current', ['account_id'], { unique: true, where: 'expires_at IS NULL' })
export class SigningSecretEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'varchar', length: 40, collation: 'C' })
  account_id!: string;

  /** `whsec_<base64 of 32 random bytes>`. */
  @Column({ type: 'varchar', length: 100 })
  secret!: string;

  @Column({ type: 'timestamptz' })
  created_at!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  expires_at!: Date | null;
}
