import { Payload } from '@nestjs/microservices';
import type { CheckoutCommand } from '@reelsmith/contracts';
import { HandleRequest, RequestHandlers } from '@reelsmith/messaging';
import { CheckoutService } from './checkout.service.js';

/** NATS adapter for the checkout page's view, Pay and Cancel. */
@RequestHandlers()
export class CheckoutHandlers {
  constructor(private readonly checkout: CheckoutService) {}

  @HandleRequest('billing.get_checkout')
  view(@Payload() command: CheckoutCommand) {
    return this.checkout.view(command.top_up_id);
  }

  @HandleRequest('billing.pay_checkout')
  pay(@Payload() command: CheckoutCommand) {
    return this.checkout.pay(command.top_up_id);
  }

  @HandleRequest('billing.cancel_checkout')
  cancel(@Payload() command: CheckoutCommand) {
    return this.checkout.cancel(command.top_up_id);
  }
}
