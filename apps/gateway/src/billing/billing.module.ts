import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { AdminCreditsController } from './admin-credits.controller.js';
import { BalanceController } from './balance.controller.js';
import { CheckoutController } from './checkout.controller.js';
import { StripeWebhookController } from './stripe-webhook.controller.js';

@Module({
  imports: [AccountsModule],
  controllers: [BalanceController, AdminCreditsController, CheckoutController, StripeWebhookController],
})
export class BillingModule {}
