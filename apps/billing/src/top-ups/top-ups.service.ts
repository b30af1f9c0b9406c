import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { findByIdempotencyKey, insertOnce } from '@reelsmith/database';
import { OutboxRelay, enqueueEvent } from '@reelsmith/messaging';
import {
  ServiceError,
  creditsForCents,
  formatMoney,
  type CreateTopUpCommand,
  type TopUp,
  type TopUpStatus,
} from '@reelsmith/contracts';
import { BILLING_CONFIG, type BillingConfig } from '../config.js';
import { appendCredit } from '../ledger/append-entry.js';
import { StripeCheckout } from '../stripe/stripe-checkout.js';
import { TopUpEntity } from './top-up.entity.js';

/** Decides a top-up's next status from its current one, or undefined to leave it as it is. */
type Transition = (topUp: TopUpEntity, now: Date) => TopUpStatus | undefined;

/**
 * Top-ups and their lifecycle: pending → paid | canceled | expired. Becoming paid adds the
 * credits in the same database transaction, under the ledger key `top_up:<id>`, and announces
 * `billing.top_up_completed` there too, so however often and however concurrently a payment
 * is confirmed, its credits arrive once and it is announced once.
 */
@Injectable()
export class TopUpsService {
  private readonly logger = new Logger(TopUpsService.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    @Inject(StripeCheckout) private readonly stripe: StripeCheckout | null,
    private readonly outbox: OutboxRelay,
  ) {}

  private get topUps() {
    return this.dataSource.getRepository(TopUpEntity);
  }

  async create(command: CreateTopUpCommand): Promise<TopUp> {
    // A retry of the same Idempotency-Key answers the first top-up and opens no second checkout.
    const earlier = await findByIdempotencyKey(
      this.dataSource.manager,
      TopUpEntity,
      command.account_id,
      command.idempotency_key,
    );
    if (earlier) return earlier.toContract();
    const now = new Date();
    const topUp = this.topUps.create({
      id: TopUpEntity.newId(),
      account_id: command.account_id,
      platform: this.config.PAYMENT_PROVIDER,
      status: 'pending',
      amount: command.amount,
      currency: command.currency,
      credits: creditsForCents(command.amount),
      stripe_session_id: null,
      stripe_synced_at: null,
      idempotency_key: command.idempotency_key ?? null,
      expires_at: new Date(now.getTime() + this.config.CHECKOUT_TTL_SECONDS * 1000),
      created_at: now,
      paid_at: null,
    });
    // The sandbox's own page, and where Stripe sends the customer back to.
    const pageUrl = `${this.config.PUBLIC_BASE_URL}/v1/checkout/${topUp.id}`;
    if (topUp.platform === 'stripe') {
      // The config schema requires Stripe's keys when it is the provider.
      const session = await this.stripe!.createSession(topUp, pageUrl);
      topUp.checkout_url = session.url;
      topUp.stripe_session_id = session.id;
    } else {
      topUp.checkout_url = pageUrl;
    }
    // Racing attempts with one key keep one top-up; a Stripe session opened by the loser is
    // never shown to anyone and expires unpaid.
    const { record, created } = await insertOnce(this.dataSource.manager, TopUpEntity, topUp);
    if (created)
      this.logger.log({ top_up_id: topUp.id, account_id: topUp.account_id, to: 'pending' }, 'top-up status changed');
    return record.toContract(now);
  }

  /**
   * Whether the caller may ask Stripe about this top-up now: true for one caller per
   * `intervalSeconds`, across every billing replica (one conditional UPDATE).
   */
  async claimStripeSync(id: string, intervalSeconds: number): Promise<boolean> {
    const rows = await this.dataSource.query<Array<{ id: string }>>(
      `WITH "claimed" AS (
         UPDATE "top_ups" SET "stripe_synced_at" = now()
         WHERE "id" = $1
           AND ("stripe_synced_at" IS NULL OR "stripe_synced_at" <= now() - make_interval(secs => $2))
         RETURNING "id"
       )
       SELECT "id" FROM "claimed"`,
      [id, intervalSeconds],
    );
    return rows.length > 0;
  }

  lookup(id: string): Promise<TopUpEntity | null> {
    return this.topUps.findOneBy({ id });
  }

  async find(id: string): Promise<TopUpEntity> {
    const topUp = await this.lookup(id);
    if (!topUp) throw topUpMissing(id);
    return topUp;
  }

  /** The sandbox's Pay button: pays a top-up whose checkout is still open. */
  pay(id: string): Promise<TopUpEntity> {
    return this.transition(id, (topUp, now) => {
      if (topUp.status !== 'pending') return undefined;
      return topUp.isPastExpiry(now) ? 'expired' : 'paid';
    });
  }

  /**
   * The payment platform says the money was taken. That wins over our own expiry clock (its
   * confirmation may arrive after `expires_at`), but never pays a top-up twice.
   */
  recordPlatformPayment(id: string): Promise<TopUpEntity> {
    return this.transition(id, (topUp) =>
      topUp.status === 'pending' || topUp.status === 'expired' ? 'paid' : undefined,
    );
  }

  cancel(id: string): Promise<TopUpEntity> {
    return this.transition(id, (topUp, now) => {
      if (topUp.status !== 'pending') return undefined;
      return topUp.isPastExpiry(now) ? 'expired' : 'canceled';
    });
  }

  /** The payment platform closed the checkout unpaid. */
  expire(id: string): Promise<TopUpEntity> {
    return this.transition(id, (topUp) => (topUp.status === 'pending' ? 'expired' : undefined));
  }

  private async transition(id: string, next: Transition): Promise<TopUpEntity> {
    let announced = false;
    let from: TopUpStatus | undefined;
    const result = await this.dataSource.transaction(async (manager) => {
      // The row lock makes concurrent confirmations of one top-up take turns.
      const topUp = await manager.findOne(TopUpEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!topUp) throw topUpMissing(id);
      const now = new Date();
      const status = next(topUp, now);
      if (status === undefined) return topUp;
      from = topUp.status;
      topUp.status = status;
      if (status === 'paid') {
        topUp.paid_at = now;
        await appendCredit(manager, {
          account_id: topUp.account_id,
          amount: topUp.credits,
          type: 'top_up',
          description: `Top-up of ${formatMoney(topUp.amount, topUp.currency)}`,
          platform: topUp.platform,
          source_key: `top_up:${topUp.id}`,
          makes_premium: true,
        });
        await enqueueEvent(manager, 'billing.top_up_completed', {
          account_id: topUp.account_id,
          top_up: topUp.toContract(now),
        });
        announced = true;
      }
      await manager.update(TopUpEntity, { id }, { status: topUp.status, paid_at: topUp.paid_at });
      return topUp;
    });
    if (announced) this.outbox.wake();
    if (from !== undefined) this.logger.log({ top_up_id: id, from, to: result.status }, 'top-up status changed');
    return result;
  }
}

function topUpMissing(id: string): ServiceError {
  return new ServiceError('resource_missing', `No such top-up: '${id}'.`, 'id');
}
