import type { AccountScoped, ListQuery } from './lists.js';
import type { TopUpCurrency } from './money.js';

export const TOP_UP_STATUSES = ['pending', 'paid', 'canceled', 'expired'] as const;
export type TopUpStatus = (typeof TOP_UP_STATUSES)[number];

/** Where a top-up is paid. */
export const PAYMENT_PLATFORMS = ['sandbox', 'stripe'] as const;
export type PaymentPlatform = (typeof PAYMENT_PLATFORMS)[number];

export const TRANSACTION_TYPES = ['top_up', 'usage', 'refund', 'grant'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** The payment platform for top-ups, `internal` for everything else. */
export type TransactionPlatform = PaymentPlatform | 'internal';

export interface Balance {
  credits: number;
  is_premium: boolean;
}

/** One row of the append-only ledger. `amount` is signed credits. */
export interface BalanceTransaction {
  id: string;
  amount: number;
  type: TransactionType;
  description: string;
  platform: TransactionPlatform;
  /** The balance right after this transaction. */
  balance_after: number;
  created_at: string;
}

export interface TopUp {
  id: string;
  status: TopUpStatus;
  /** Integer cents. */
  amount: number;
  currency: TopUpCurrency;
  credits: number;
  checkout_url: string;
  platform: PaymentPlatform;
  expires_at: string;
  created_at: string;
}

export type GetBalanceQuery = AccountScoped;

export interface ListTransactionsQuery extends AccountScoped, ListQuery {}

export interface GrantCreditsCommand extends AccountScoped {
  amount: number;
  description: string;
  /** The operator's Idempotency-Key: a repeat grants nothing twice, even past the gateway's 24 h. */
  idempotency_key?: string;
}

export interface CreateTopUpCommand extends AccountScoped {
  amount: number;
  currency: TopUpCurrency;
  /**
   * The client's Idempotency-Key, scoped to the account: the service creates at most one
   * record per key (a unique index), and a repeat answers that record.
   */
  idempotency_key?: string;
}

/**
 * A checkout page action. Not account-scoped: whoever holds the unguessable top-up id (the
 * checkout URL) may see and pay it, like a Stripe Checkout link.
 */
export interface CheckoutCommand {
  top_up_id: string;
}

export interface StripeWebhookCommand {
  /** The request body exactly as received; the signature covers these bytes. */
  payload: string;
  /** The Stripe-Signature header, when sent. */
  signature?: string;
}

export interface StripeWebhookReceipt {
  received: true;
}

/** What billing announces beyond the video saga, for the webhooks service among others. */
export interface BillingEvents {
  /** A paid top-up added its credits (once per top-up). */
  'billing.top_up_completed': { account_id: string; top_up: TopUp };
  /** A debit took the balance from at least `threshold` to below it (once per crossing). */
  'billing.balance_ran_low': { account_id: string; credits: number; threshold: number };
}
