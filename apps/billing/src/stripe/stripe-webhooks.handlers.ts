import { Payload } from '@nestjs/microservices';
import type { StripeWebhookCommand } from '@reelsmith/contracts';
import { HandleRequest, RequestHandlers } from '@reelsmith/messaging';
import { StripePaymentsService } from './stripe-payments.service.js';

/** NATS adapter for Stripe's webhook, relayed by the gateway with its raw body. */
@RequestHandlers()
export class StripeWebhooksHandlers {
  constructor(private readonly payments: StripePaymentsService) {}

  @HandleRequest('billing.handle_stripe_webhook')
  handle(@Payload() command: StripeWebhookCommand) {
    return this.payments.handleWebhook(command);
  }
}
