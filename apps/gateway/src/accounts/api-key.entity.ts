import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Only a SHA-256 of the key is kept: keys carry 256 random bits, so a fast hash is safe. */
@Entity('api_keys')
export class ApiKeyEntity {
  @PrimaryColumn({ type: 'varchar', length: 40, collation: 'C' })
  id!: string;

  @Column({ type: 'varchar', length: 40, collation: 'C' })
  @Index('api_keys_account_id')
  account_id!: string;

  @Column({ type: 'char', length: 64, unique: true })
  key_hash!: string;

  /** The first characters of the key, to tell keys apart without revealing them. */
  @Column({ type: 'varchar', length: 16 })
  key_prefix!: string;

  @Column({ type: 'timestamptz' })
  created_at!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revoked_at!: Date | null;
}
