import { Check, Column, Entity, PrimaryColumn } from 'typeorm';
import type { Balance } from '@reelsmith/contracts';

/**
 * An account's current credits: the running total of its ledger rows, kept beside them so a
 * debit can check and take credits in one conditional UPDATE. The CHECK is the backstop
 * that makes an overdraft impossible even for a buggy caller.
 */
@Entity('balances')
@Check('balances_credits_not_negative', '"credits" >= 0')
export class BalanceEntity {
  @PrimaryColumn({ type: 'varchar', length: 40, collation: 'C' })
  account_id!: string;

  @Column({ type: 'integer' })
  credits!: number;

  /** True once the account has completed a paid top-up. */
  @Column({ type: 'boolean' })
  is_premium!: boolean;

  @Column({ type: 'timestamptz' })
  updated_at!: Date;

  static toContract(balance: BalanceEntity | null): Balance {
    return { credits: balance?.credits ?? 0, is_premium: balance?.is_premium ?? false };
  }
}
