import { Controller, Headers, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { MessageBus } from '@reelsmith/messaging';
import { Endpoint } from '../http/endpoint.decorator.js';
import { stripeWebhookReceiptSchema } from './billing.schemas.js';

/** Where Stripe posts Checkout Session events; billing verifies and applies them. */
@Controller('payments/stripe')
export class StripeWebhookController {
  constructor(private readonly bus: MessageBus) {}

  @Post('webhook')
  @Endpoint({
    tag: 'Payments',
    summary: 'Stripe webhook',
    description:
      'Takes `checkout.session.completed`, `checkout.session.async_payment_succeeded` and `checkout.session.expired`, verified with the `Stripe-Signature` header over the raw body. Other events are acknowledged and ignored. 404 when Stripe is not the payment provider.',
    auth: 'none',
    response: stripeWebhookReceiptSchema,
    errors: [400, 404, 413, 415, 503],
  })
  handle(@Req() request: FastifyRequest, @Headers('stripe-signature') signature: string | undefined) {
    // The signature covers the bytes as sent, never a re-serialised body.
    return this.bus.request('billing.handle_stripe_webhook', { payload: request.rawBody ?? '', signature });
  }
}
