import { Inject, Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { ServiceError, type StripeWebhookCommand, type StripeWebhookReceipt } from '@reelsmith/contracts';
import type { TopUpEntity } from '../top-ups/top-up.entity.js';
import { TopUpsService } from '../top-ups/top-ups.service.js';
import { StripeCheckout } from './stripe-checkout.js';

/** The checkout page asks Stripe about a pending top-up at most this often. */
export const STRIPE_SYNC_INTERVAL_SECONDS = 10;

/**
 * Keeps top-ups in line with their Stripe Checkout Sessions. Stripe's word arrives twice
 * over (the webhook, and the customer's return to the checkout page), possibly repeated,
 * late or out of order; each is applied idempotently by `TopUpsService`.
 */
@Injectable()
export class StripePaymentsService {
  private readonly logger = new Logger(StripePaymentsService.name);

  constructor(
    private readonly topUps: TopUpsService,
    @Inject(StripeCheckout) private readonly stripe: StripeCheckout | null,
  ) {}

  async handleWebhook(command: StripeWebhookCommand): Promise<StripeWebhookReceipt> {
    if (!this.stripe) throw new ServiceError('resource_missing', 'Stripe payments are not enabled on this server.');
    const event = this.stripe.verifyEvent(command.payload, command.signature);
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
      case 'checkout.session.expired':
        await this.apply(event.data.object);
        break;
      default:
      // Nothing else concerns top-ups; acknowledging it stops Stripe from sending it again.
    }
    return { received: true };
  }

  /** Asks Stripe about a pending top-up, for a customer back on the checkout page before the webhook. */
  async sync(topUp: TopUpEntity): Promise<TopUpEntity> {
    if (!this.stripe || topUp.status !== 'pending' || !topUp.stripe_session_id) return topUp;
    // A page reloaded in a loop (or by a bot) must not turn into a Stripe API call each time.
    if (!(await this.topUps.claimStripeSync(topUp.id, STRIPE_SYNC_INTERVAL_SECONDS))) return topUp;
    try {
      return (await this.apply(await this.stripe.retrieveSession(topUp.stripe_session_id))) ?? topUp;
    } catch (error) {
      // The page then shows what we know; the webhook still brings Stripe's word.
      if (error instanceof ServiceError && error.code === 'service_unavailable') return topUp;
      throw error;
    }
  }

  /** Applies what Stripe says about a session to its top-up; undefined when it is not one of ours. */
  private async apply(session: Stripe.Checkout.Session): Promise<TopUpEntity | undefined> {
    const topUpId = session.metadata?.top_up_id;
    const topUp = topUpId ? await this.topUps.lookup(topUpId) : null;
    if (!topUp || topUp.stripe_session_id !== session.id) {
      // Another integration or environment on the same Stripe account: not ours to fulfil.
      this.logger.warn({ session: session.id, top_up_id: topUpId }, 'Stripe session of no known top-up; ignored');
      return undefined;
    }
    if (session.status === 'complete' && session.payment_status === 'paid') {
      return this.topUps.recordPlatformPayment(topUp.id);
    }
    if (session.status === 'expired') return this.topUps.expire(topUp.id);
    return topUp;
  }
}
