import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { AccountEntity } from './account.entity.js';

/** The foreign key from api_keys to accounts (named like the schema's other constraints). */
export const API_KEYS_ACCOUNT_FK = 'api_keys_account_id_accounts';

/** Only a SHA-256 of the key is kept: keys carry 256 random bits, so a fast hash is safe. */
@Entity('api_keys')
export class ApiKeyEntity {
  @PrimaryColumn({ type: 'varchar', length: 40, collation: 'C' })
  id!: string;

  @Column({ type: 'varchar', length: 40, collation: 'C' })
  @Index('api_keys_account_id')
  account_id!: string;

  /** Declared so the schema states it: a key of an account that does not exist is refused. Never loaded. */
  @ManyToOne(() => AccountEntity, { nullable: false })
  @JoinColumn({ name: 'account_id', foreignKeyConstraintName: API_KEYS_ACCOUNT_FK })
  account?: AccountEntity;

  @Column({ type: 'char', length: 64, unique: true })
  key_hash!: string;

  /** The first characters of the key, to tell keys apart without revealing them. */
  @Column({ type: 'varchar', length: 16 })
  key_prefix!: string;

  /** The last four characters; null for keys made before they were kept. */
  @Column({ type: 'varchar', length: 4, nullable: true })
  key_last4!: string | null;

  @Column({ type: 'timestamptz' })
  created_at!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revoked_at!: Date | null;
}
