import { Controller, Param, Post } from '@nestjs/common';
import { MessageBus } from '@reelsmith/messaging';
import { AccountsService } from '../accounts/accounts.service.js';
import { ApiError } from '../http/api-error.js';
import { Endpoint } from '../http/endpoint.decorator.js';
import { IdempotencyKey } from '../idempotency/idempotency-key.decorator.js';
import { ValidBody } from '../http/request-input.decorators.js';
import { grantCreditsBody, transactionSchema, type GrantCreditsBody } from './billing.schemas.js';

/** The operator's API for credits, authorised by ADMIN_TOKEN. */
@Controller('admin/accounts')
export class AdminCreditsController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly bus: MessageBus,
  ) {}

  @Post(':id/credits')
  @Endpoint({
    tag: 'Admin',
    summary: 'Grant credits to an account',
    description:
      'Recorded as a transaction of type `grant`. With an Idempotency-Key the grant happens once, even when repeated after 24 h.',
    auth: 'admin',
    status: 201,
    body: grantCreditsBody,
    response: transactionSchema,
    errors: [400, 404, 409, 413, 415],
  })
  async grant(
    @Param('id') id: string,
    @ValidBody() body: GrantCreditsBody,
    @IdempotencyKey() idempotencyKey: string | undefined,
  ) {
    // Accounts live in the gateway; billing would happily credit an id nobody owns.
    if (!(await this.accounts.exists(id))) {
      throw new ApiError(404, 'not_found', 'resource_missing', `No such account: '${id}'.`, 'id');
    }
    return this.bus.request('billing.grant_credits', { account_id: id, ...body, idempotency_key: idempotencyKey });
  }
}
