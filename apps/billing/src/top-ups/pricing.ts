/** 100 cents buy 10 credits: one credit per 10 cents, whatever the currency. */
export const CENTS_PER_CREDIT = 10;

/** Credits an amount buys; cents that do not make a whole credit buy nothing (docs/billing.md). */
export function creditsForCents(amount: number): number {
  return Math.floor(amount / CENTS_PER_CREDIT);
}
