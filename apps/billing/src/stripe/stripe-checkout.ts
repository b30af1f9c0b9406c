import { Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { ServiceError } from '@reelsmith/contracts';
import type { BillingConfig } from '../config.js';
import type { TopUpEntity } from '../top-ups/top-up.entity.js';

/**
 * Stays under the gateway's 5 s wait for a reply, so a slow Stripe is answered as
 * service_unavailable rather than a reply nobody waits for.
 */
const STRIPE_TIMEOUT_MS = 4_000;

/** The Stripe SDK, narrowed to what top-ups need, with Stripe's failures turned into ours. */
export class StripeCheckout {
  private readonly logger = new Logger(StripeCheckout.name);
  private readonly stripe: Stripe;

  constructor(
    secretKey: string,
    private readonly webhookSecret: string,
    apiBase: string,
  ) {
    const api = new URL(apiBase);
    const protocol = api.protocol === 'http:' ? 'http' : 'https';
    this.stripe = new Stripe(secretKey, {
      host: api.hostname,
      port: api.port || (protocol === 'http' ? 80 : 443),
      protocol,
      timeout: STRIPE_TIMEOUT_MS,
      maxNetworkRetries: 0,
    });
  }

  /**
   * Present whenever Stripe's keys are set, whatever the current provider: top-ups opened
   * at Stripe before a switch back to the sandbox must still be verified and fulfilled.
   */
  static fromConfig(config: BillingConfig): StripeCheckout | null {
    // The config schema sets both keys or neither.
    if (config.STRIPE_SECRET_KEY === undefined || config.STRIPE_WEBHOOK_SECRET === undefined) return null;
    return new StripeCheckout(config.STRIPE_SECRET_KEY, config.STRIPE_WEBHOOK_SECRET, config.STRIPE_API_BASE);
  }

  /** A Checkout Session for the top-up; the customer comes back to `returnUrl` either way. */
  async createSession(topUp: TopUpEntity, returnUrl: string): Promise<{ id: string; url: string }> {
    const session = await this.call('create a Checkout Session', () =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: topUp.currency,
                unit_amount: topUp.amount,
                product_data: { name: `${topUp.credits} Reelsmith credits` },
              },
            },
          ],
          success_url: returnUrl,
          cancel_url: returnUrl,
          expires_at: Math.floor(topUp.expires_at.getTime() / 1000),
          client_reference_id: topUp.id,
          metadata: { top_up_id: topUp.id, account_id: topUp.account_id },
        },
        // A retried create returns the same session instead of opening a second one.
        { idempotencyKey: topUp.id },
      ),
    );
    if (!session.url) throw this.unavailable('Stripe returned a Checkout Session without a URL');
    return { id: session.id, url: session.url };
  }

  retrieveSession(id: string): Promise<Stripe.Checkout.Session> {
    return this.call('retrieve a Checkout Session', () => this.stripe.checkout.sessions.retrieve(id));
  }

  /** The event, if `signature` is Stripe's for exactly these bytes and recent (300 s). */
  verifyEvent(payload: string, signature: string | undefined): Stripe.Event {
    if (!signature) {
      throw new ServiceError('parameter_missing', 'Missing the Stripe-Signature header.', 'Stripe-Signature');
    }
    try {
      return this.stripe.webhooks.constructEvent(payload, signature, this.webhookSecret);
    } catch {
      // Every failure here is the sender's: a signature that does not match, is stale or
      // malformed. (The SDK throws a plain Error, not its verification error, for an empty
      // `v1=`; a 500 would be wrong for it too.)
      throw new ServiceError(
        'parameter_invalid',
        'Invalid Stripe-Signature: it does not match the payload, or its timestamp is too old.',
        'Stripe-Signature',
      );
    }
  }

  private async call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw this.unavailable(`could not ${what}`, error);
    }
  }

  private unavailable(reason: string, error?: unknown): ServiceError {
    this.logger.error({ err: error }, `Stripe: ${reason}`);
    return new ServiceError(
      'service_unavailable',
      'The payment platform could not be reached. Retry the request shortly.',
    );
  }
}
