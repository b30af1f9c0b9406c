import type {
  Balance as LedgerBalance,
  BalanceTransaction,
  DeletedResource,
  Language,
  ListResult,
  Product,
  Template,
  TopUp,
  Video,
} from '@reelsmith/contracts';

/**
 * What the gateway answers, as tests read it. The gateway passes the wire contract's records
 * through, so the shapes are the contract's; where the HTTP answer adds to it, it says so here.
 */
export type { Product, Template, TopUp, Video };

/** One row of `GET /balance/transactions`. */
export type Transaction = BalanceTransaction;

/** `GET /balance`: the ledger's balance and the account's language. */
export interface Balance extends LedgerBalance {
  language: Language;
}

/** The answer to a DELETE. */
export type Deleted = DeletedResource;

/** The contract's list envelope. */
export type List<T> = ListResult<T>;

/** The contract's error body. */
export interface ErrorBody {
  error: { type: string; code: string; message: string; param?: string };
}
