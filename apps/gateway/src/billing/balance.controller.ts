import { Controller, Get, Post } from '@nestjs/common';
import type { ListQuery } from '@reelsmith/contracts';
import { MessageBus } from '@reelsmith/messaging';
import type { AuthenticatedAccount } from '../accounts/authenticated-account.js';
import { CurrentAccount } from '../accounts/current-account.decorator.js';
import { Endpoint } from '../http/endpoint.decorator.js';
import { IdempotencyKey } from '../idempotency/idempotency-key.decorator.js';
import { ValidBody, ValidQuery } from '../http/request-input.decorators.js';
import { listQuerySchema } from '../http/schemas.js';
import { balanceSchema, topUpBody, topUpSchema, transactionListSchema, type TopUpBody } from './billing.schemas.js';

const TAG = 'Balance';

/** REST adapter for an account's credits: validate, ask billing over NATS, answer. */
@Controller('balance')
export class BalanceController {
  constructor(private readonly bus: MessageBus) {}

  @Get()
  @Endpoint({ tag: TAG, summary: 'Retrieve the balance', response: balanceSchema })
  async get(@CurrentAccount() account: AuthenticatedAccount) {
    const balance = await this.bus.request('billing.get_balance', { account_id: account.id });
    return { ...balance, language: account.language };
  }

  @Post('top-up')
  @Endpoint({
    tag: TAG,
    summary: 'Start a top-up',
    description:
      'Answers a `checkout_url` where the payment is completed. 100 cents buy 10 credits; they arrive once, when the payment platform confirms.',
    status: 201,
    body: topUpBody,
    response: topUpSchema,
    errors: [400, 409, 413, 415],
  })
  topUp(
    @CurrentAccount() account: AuthenticatedAccount,
    @ValidBody() body: TopUpBody,
    @IdempotencyKey() idempotencyKey: string | undefined,
  ) {
    return this.bus.request('billing.create_top_up', {
      account_id: account.id,
      ...body,
      idempotency_key: idempotencyKey,
    });
  }

  @Get('transactions')
  @Endpoint({
    tag: TAG,
    summary: 'List balance transactions, newest first',
    query: listQuerySchema,
    response: transactionListSchema,
    errors: [400],
  })
  transactions(@CurrentAccount() account: AuthenticatedAccount, @ValidQuery() query: ListQuery) {
    return this.bus.request('billing.list_transactions', { account_id: account.id, ...query });
  }
}
