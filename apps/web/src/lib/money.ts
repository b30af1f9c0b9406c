/** Prices and top-ups: integer minor units on the wire (ISO 4217), decimal text in forms. */

export interface Money {
  amount: number;
  currency: string;
}

/** Digits after the decimal point of a currency: 2 for `usd`, 0 for `jpy`, 3 for `kwd`. */
export function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** `{amount: 1990, currency: 'usd'}` as the reader's locale writes it: `$19.90`, `19,90 $US`. */
export function formatMoney(money: Money, locale?: string): string {
  const digits = minorDigits(money.currency);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency.toUpperCase() }).format(
      money.amount / 10 ** digits,
    );
  } catch {
    return `${(money.amount / 10 ** digits).toFixed(digits)} ${money.currency.toUpperCase()}`;
  }
}

/**
 * The minor units of what someone typed as a price ("19.90", "19,90", "1 990"), or undefined
 * when it is not an amount in that currency (a letter, a negative, more decimals than it has).
 */
export function toMinorUnits(text: string, currency: string): number | undefined {
  const digits = minorDigits(currency);
  const compact = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  // One decimal separator, either way round; anything else is a thousands separator.
  const match = /^(\d{1,3}(?:[.,]\d{3})*|\d+)(?:[.,](\d+))?$/.exec(compact);
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  let whole = match[1]!;
  let decimals = fraction;
  // "1,990" in a currency with no decimals, or "1.000" with three digits and none expected:
  // a lone group of three after the separator reads as thousands.
  if (fraction.length === 3 && digits !== 3) {
    whole = `${whole}${fraction}`;
    decimals = '';
  }
  if (decimals.length > digits) return undefined;
  const units = Number(whole.replace(/[.,]/g, '')) * 10 ** digits + Number(decimals.padEnd(digits, '0') || 0);
  return Number.isSafeInteger(units) ? units : undefined;
}

/** The form text of an amount in minor units: `1990, 'usd'` → `"19.90"`, `1990, 'jpy'` → `"1990"`. */
export function fromMinorUnits(amount: number, currency: string): string {
  const digits = minorDigits(currency);
  return (amount / 10 ** digits).toFixed(digits);
}
