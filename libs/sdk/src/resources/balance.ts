import type { PageRequest } from '../pagination.js';
import type { RequestOptions, Transport } from '../transport.js';
import type { Balance, BalanceTransaction, BalanceTransactionListParams, TopUp, TopUpParams } from '../types.js';

class BalanceTransactions {
  constructor(private readonly transport: Transport) {}

  list(
    params: BalanceTransactionListParams = {},
    options?: RequestOptions,
  ): PageRequest<BalanceTransaction, BalanceTransactionListParams> {
    return this.transport.list<BalanceTransaction, BalanceTransactionListParams>(
      '/balance/transactions',
      params,
      options,
    );
  }
}

export class BalanceResource {
  readonly transactions: BalanceTransactions;

  constructor(private readonly transport: Transport) {
    this.transactions = new BalanceTransactions(transport);
  }

  retrieve(options?: RequestOptions): Promise<Balance> {
    return this.transport.json({ method: 'GET', path: '/balance', options });
  }

  /** Starts a top-up; send the customer to `checkout_url`. Credits arrive once it is paid. */
  topUp(params: TopUpParams, options?: RequestOptions): Promise<TopUp> {
    return this.transport.json({ method: 'POST', path: '/balance/top-up', body: params, options });
  }
}
