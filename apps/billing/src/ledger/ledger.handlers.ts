import { Payload } from '@nestjs/microservices';
import type { GetBalanceQuery, GrantCreditsCommand, ListTransactionsQuery } from '@reelsmith/contracts';
import { HandleRequest, RequestHandlers } from '@reelsmith/messaging';
import { LedgerService } from './ledger.service.js';

/** NATS adapter: each request goes straight to one `LedgerService` method. */
@RequestHandlers()
export class LedgerHandlers {
  constructor(private readonly ledger: LedgerService) {}

  @HandleRequest('billing.get_balance')
  balance(@Payload() query: GetBalanceQuery) {
    return this.ledger.balance(query.account_id);
  }

  @HandleRequest('billing.list_transactions')
  list(@Payload() query: ListTransactionsQuery) {
    return this.ledger.listTransactions(query);
  }

  @HandleRequest('billing.grant_credits')
  grant(@Payload() command: GrantCreditsCommand) {
    return this.ledger.grant(command);
  }
}
