import { Inject, Injectable } from '@nestjs/common';
import { ServiceError, type TopUp } from '@reelsmith/contracts';
import { BILLING_CONFIG, type BillingConfig } from '../config.js';
import { StripePaymentsService } from '../stripe/stripe-payments.service.js';
import { TopUpsService } from '../top-ups/top-ups.service.js';

/**
 * What the checkout page shows and does. The page needs no API key: the top-up's
 * unguessable id in its URL is the capability, as with a Stripe Checkout link.
 */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly topUps: TopUpsService,
    private readonly stripePayments: StripePaymentsService,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {}

  async view(id: string): Promise<TopUp> {
    const topUp = await this.topUps.find(id);
    return (topUp.platform === 'stripe' ? await this.stripePayments.sync(topUp) : topUp).toContract();
  }

  async pay(id: string): Promise<TopUp> {
    await this.assertSandbox(id);
    return (await this.topUps.pay(id)).toContract();
  }

  async cancel(id: string): Promise<TopUp> {
    await this.assertSandbox(id);
    return (await this.topUps.cancel(id)).toContract();
  }

  /**
   * Only sandbox top-ups are paid on our page, and only while the sandbox is the provider: a
   * sandbox top-up left open when the server moved to Stripe must not stay a free-credit link.
   */
  private async assertSandbox(id: string): Promise<void> {
    if ((await this.topUps.find(id)).platform !== 'sandbox') {
      throw new ServiceError('resource_missing', `No sandbox checkout for top-up '${id}': it is paid at Stripe.`, 'id');
    }
    if (this.config.PAYMENT_PROVIDER !== 'sandbox') {
      throw new ServiceError(
        'resource_missing',
        `No sandbox checkout for top-up '${id}': sandbox payments are turned off on this server.`,
        'id',
      );
    }
  }
}
