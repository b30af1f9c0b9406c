import type { TopUpCurrency } from '@reelsmith/contracts';

/** 100 cents buy 10 credits: one credit per 10 cents, whatever the currency. */
export const CENTS_PER_CREDIT = 10;

/** Credits an amount buys; cents that do not make a whole credit buy nothing (docs/billing.md). */
export function creditsForCents(amount: number): number {
  return Math.floor(amount / CENTS_PER_CREDIT);
}

/** `1500, 'usd'` → `15.00 USD`: every accepted currency has two decimals. */
export function formatMoney(amount: number, currency: TopUpCurrency): string {
  return `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;
}
