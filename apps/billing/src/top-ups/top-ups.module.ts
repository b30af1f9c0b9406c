import { Module } from '@nestjs/common';
import { BILLING_CONFIG, type BillingConfig } from '../config.js';
import { CheckoutHandlers } from '../checkout/checkout.handlers.js';
import { CheckoutService } from '../checkout/checkout.service.js';
import { StripeCheckout } from '../stripe/stripe-checkout.js';
import { StripePaymentsService } from '../stripe/stripe-payments.service.js';
import { StripeWebhooksHandlers } from '../stripe/stripe-webhooks.handlers.js';
import { TopUpsHandlers } from './top-ups.handlers.js';
import { TopUpsService } from './top-ups.service.js';

/**
 * Buying credits: top-ups, the sandbox checkout page and Stripe. One module, because the
 * three share the top-up lifecycle; each keeps its own folder.
 */
@Module({
  controllers: [TopUpsHandlers, CheckoutHandlers, StripeWebhooksHandlers],
  providers: [
    TopUpsService,
    CheckoutService,
    StripePaymentsService,
    // null with the sandbox provider: nothing then talks to Stripe.
    {
      provide: StripeCheckout,
      inject: [BILLING_CONFIG],
      useFactory: (config: BillingConfig) => StripeCheckout.fromConfig(config),
    },
  ],
})
export class TopUpsModule {}
