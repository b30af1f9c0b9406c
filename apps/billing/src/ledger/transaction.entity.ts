import { Check, Column, Entity, Index, PrimaryColumn, Unique } from 'typeorm';
import type { BalanceTransaction, TransactionPlatform, TransactionType } from '@reelsmith/contracts';

/**
 * One append-only ledger row. Rows are never updated or deleted (a trigger refuses it); a
 * mistake is corrected with a reversing row. `source_key` names the effect the row records
 * (`usage:vid_…`, `top_up:topup_…`), so recording the same effect twice is impossible.
 */
@Entity('transactions')
@Index('transactions_account_id_id', ['account_id', 'id'])
@Unique('transactions_source_key', ['source_key'])
@Check('transactions_type', `"type" IN ('top_up', 'usage', 'refund', 'grant')`)
@Check('transactions_platform', `"platform" IN ('sandbox', 'stripe', 'internal')`)
export class TransactionEntity {
  @PrimaryColumn({ type: 'varchar', length: 40, collation: 'C' })
  id!: string;

  @Column({ type: 'varchar', length: 40, collation: 'C' })
  account_id!: string;

  /** Signed credits: positive adds to the balance, negative takes from it. */
  @Column({ type: 'integer' })
  amount!: number;

  @Column({ type: 'varchar', length: 16 })
  type!: TransactionType;

  @Column({ type: 'varchar', length: 500 })
  description!: string;

  @Column({ type: 'varchar', length: 16 })
  platform!: TransactionPlatform;

  /** Long enough for `grant:<account id>:<255-character Idempotency-Key>`. */
  @Column({ type: 'varchar', length: 320, collation: 'C' })
  source_key!: string;

  @Column({ type: 'integer' })
  balance_after!: number;

  @Column({ type: 'timestamptz' })
  created_at!: Date;

  toContract(): BalanceTransaction {
    return {
      id: this.id,
      amount: this.amount,
      type: this.type,
      description: this.description,
      platform: this.platform,
      balance_after: this.balance_after,
      created_at: this.created_at.toISOString(),
    };
  }
}
