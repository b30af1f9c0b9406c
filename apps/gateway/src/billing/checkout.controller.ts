import { Controller, Get, Param, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ServiceError, type TopUp, type TopUpStatus } from '@reelsmith/contracts';
import { MessageBus } from '@reelsmith/messaging';
import { Endpoint } from '../http/endpoint.decorator.js';
import { CHECKOUT_PAGE_HEADERS, checkoutPage, missingCheckoutPage } from './checkout-page.js';

const TAG = 'Checkout';

type CheckoutAction = 'billing.get_checkout' | 'billing.pay_checkout' | 'billing.cancel_checkout';

/** What each action's outcome answers: the action happened, or why it could not. */
const STATUS_AFTER: Record<Exclude<CheckoutAction, 'billing.get_checkout'>, Partial<Record<TopUpStatus, number>>> = {
  'billing.pay_checkout': { paid: 200, canceled: 409, expired: 410 },
  'billing.cancel_checkout': { canceled: 200, paid: 409, expired: 410 },
};

/**
 * The sandbox checkout: an HTML page with Pay and Cancel, and the page a Stripe customer
 * returns to. No API key: whoever holds the unguessable checkout URL may use it.
 */
@Controller('checkout')
export class CheckoutController {
  constructor(private readonly bus: MessageBus) {}

  @Get(':id')
  @Endpoint({
    tag: TAG,
    summary: 'Checkout page (HTML)',
    description: 'The `checkout_url` of a sandbox top-up, and the page a Stripe customer returns to.',
    auth: 'none',
    errors: [404],
  })
  view(@Param('id') id: string, @Res() reply: FastifyReply) {
    return this.render(reply, 'billing.get_checkout', id);
  }

  @Post(':id/pay')
  @Endpoint({
    tag: TAG,
    summary: 'Pay a sandbox checkout (HTML form)',
    description: 'Adds the credits once. 409 when the top-up was canceled, 410 when its checkout expired.',
    auth: 'none',
    errors: [404, 409, 410],
  })
  pay(@Param('id') id: string, @Res() reply: FastifyReply) {
    return this.render(reply, 'billing.pay_checkout', id);
  }

  @Post(':id/cancel')
  @Endpoint({
    tag: TAG,
    summary: 'Cancel a sandbox checkout (HTML form)',
    description: 'Adds nothing. 409 when the top-up was already paid, 410 when its checkout expired.',
    auth: 'none',
    errors: [404, 409, 410],
  })
  cancel(@Param('id') id: string, @Res() reply: FastifyReply) {
    return this.render(reply, 'billing.cancel_checkout', id);
  }

  private async render(reply: FastifyReply, action: CheckoutAction, id: string): Promise<void> {
    let topUp: TopUp;
    try {
      topUp = await this.bus.request(action, { top_up_id: id });
    } catch (error) {
      if (!(error instanceof ServiceError && error.code === 'resource_missing')) throw error;
      await reply.status(404).headers(CHECKOUT_PAGE_HEADERS).send(missingCheckoutPage());
      return;
    }
    const viewed = action === 'billing.get_checkout';
    const status = viewed ? 200 : (STATUS_AFTER[action][topUp.status] ?? 200);
    await reply
      .status(status)
      .headers(CHECKOUT_PAGE_HEADERS)
      .send(checkoutPage(topUp, viewed ? 'page' : 'form_answer'));
  }
}
