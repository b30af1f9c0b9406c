import { randomBytes } from 'node:crypto';
import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { PaymentPlatform, TopUp, TopUpCurrency, TopUpStatus } from '@reelsmith/contracts';
import { newId } from '@reelsmith/database';

/** A purchase of credits, from checkout to a final status: paid, canceled or expired. */
@Entity('top_ups')
@Check('top_ups_status', `"status" IN ('pending', 'paid', 'canceled', 'expired')`)
@Check('top_ups_platform', `"platform" IN ('sandbox', 'stripe')`)
@Index('top_ups_account_id_idempotency_key', ['account_id', 'idempotency_key'], { unique: true })
export class TopUpEntity {
  /**
   * The id is also the capability to open the checkout page, which needs no API key, so it
   * must not be guessable. A ULID alone is not: ids made in the same millisecond differ by
   * one. 128 random bits follow the time-sortable part.
   */
  static newId(): string {
    return `${newId('topup')}${randomBytes(16).toString('hex')}`;
  }

  @PrimaryColumn({ type: 'varchar', length: 80, collation: 'C' })
  id!: string;

  @Column({ type: 'varchar', length: 40, collation: 'C' })
  account_id!: string;

  /** The client's Idempotency-Key: one top-up per key and account (the unique index). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  idempotency_key!: string | null;

  @Column({ type: 'varchar', length: 16 })
  platform!: PaymentPlatform;

  @Column({ type: 'varchar', length: 16 })
  status!: TopUpStatus;

  /** Integer cents of `currency`. */
  @Column({ type: 'integer' })
  amount!: number;

  @Column({ type: 'varchar', length: 3 })
  currency!: TopUpCurrency;

  @Column({ type: 'integer' })
  credits!: number;

  @Column({ type: 'varchar', length: 2048 })
  checkout_url!: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stripe_session_id!: string | null;

  @Column({ type: 'timestamptz' })
  expires_at!: Date;

  /** When the checkout page last asked Stripe about this top-up (at most once per 10 s). */
  @Column({ type: 'timestamptz', nullable: true })
  stripe_synced_at!: Date | null;

  @Column({ type: 'timestamptz' })
  created_at!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  paid_at!: Date | null;

  /** Whether the checkout's time is up, whatever the stored status says. */
  isPastExpiry(now: Date): boolean {
    return this.expires_at.getTime() <= now.getTime();
  }

  /** The status a reader should see: a pending top-up whose time is up is expired. */
  currentStatus(now: Date): TopUpStatus {
    return this.status === 'pending' && this.isPastExpiry(now) ? 'expired' : this.status;
  }

  toContract(now = new Date()): TopUp {
    return {
      id: this.id,
      status: this.currentStatus(now),
      amount: this.amount,
      currency: this.currency,
      credits: this.credits,
      checkout_url: this.checkout_url,
      platform: this.platform,
      expires_at: this.expires_at.toISOString(),
      created_at: this.created_at.toISOString(),
    };
  }
}
