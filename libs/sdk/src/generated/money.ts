// Generated from libs/contracts/src/v1/money.ts by `npm run -w @reelsmith/sdk generate`. Do not edit.

/**
 * Every money rule in one place, for the services, the SDK and the dashboard alike (the SDK ships
 * a generated copy of this file, so it must import nothing): how many decimals a currency has,
 * how prices are written and read, which currencies a top-up takes and what credits cost.
 */

/**
 * A product's price: an integer amount in the currency's minor unit (cents for `usd`, yen for
 * `jpy`, fils for `kwd`) and a lowercase ISO 4217 code, as Stripe writes money.
 */
export interface Price {
  amount: number;
  currency: string;
}

/** The largest amount accepted, in minor units (Stripe's limit for its widest currencies). */
export const MAX_PRICE_AMOUNT = 999_999_999_999;

/**
 * ISO 4217 minor-unit exponents that are not 2. CLDR (what `Intl` knows) disagrees with ISO
 * for a few (it says 0 for `idr` and `huf`), so the exponent that defines the amount comes
 * from ISO, and `Intl` only decides how many digits a locale shows.
 */
const MINOR_UNIT_EXPONENTS: Readonly<Record<string, number>> = {
  bif: 0,
  clp: 0,
  djf: 0,
  gnf: 0,
  isk: 0,
  jpy: 0,
  kmf: 0,
  krw: 0,
  pyg: 0,
  rwf: 0,
  ugx: 0,
  uyi: 0,
  vnd: 0,
  vuv: 0,
  xaf: 0,
  xof: 0,
  xpf: 0,
  bhd: 3,
  iqd: 3,
  jod: 3,
  kwd: 3,
  lyd: 3,
  omr: 3,
  tnd: 3,
  clf: 4,
  uyw: 4,
};

const KNOWN_CURRENCIES = new Set(Intl.supportedValuesOf('currency').map((code) => code.toLowerCase()));

/** Whether `value` is a lowercase ISO 4217 code this runtime can format. */
export function isCurrencyCode(value: string): boolean {
  return /^[a-z]{3}$/.test(value) && KNOWN_CURRENCIES.has(value);
}

/** How many decimal places the currency's minor unit has (ISO 4217): 2 for `usd`, 0 for `jpy`, 3 for `kwd`. */
export function minorUnitExponent(currency: string): number {
  return MINOR_UNIT_EXPONENTS[currency.toLowerCase()] ?? 2;
}

// A currency written in letters of a right-to-left script.
const RTL_LETTERS = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;

/**
 * Persian's `‎ریال ۴۵٬۰۰۰` as `۴۵٬۰۰۰ ریال`. CLDR puts the currency in front behind a
 * left-to-right mark, an order that holds only inside left-to-right text; a Persian video lays
 * its texts out right to left, where the number must come first to be read first.
 */
function rightToLeftOrder(parts: Intl.NumberFormatPart[]): Intl.NumberFormatPart[] {
  const currency = parts.find((part) => part.type === 'currency');
  const leads = parts.findIndex((part) => part === currency) < parts.findIndex((part) => part.type === 'integer');
  if (!currency || !leads || !RTL_LETTERS.test(currency.value)) return parts;
  const number = parts.filter((part) => part.type !== 'currency' && part.type !== 'literal');
  return [...number, { type: 'literal', value: '\u00A0' }, currency];
}

/**
 * The price as people of `language` write it: `19,90 €` (de), `$19.90` (en), `¥1,990` (ja),
 * `۴۵٬۰۰۰ ریال` (fa); with `display: 'name'`, the currency named in words (`19.90 US dollars`),
 * as a caption of the spoken price reads. A whole amount drops its zeros (`$49`, not `$49.00`),
 * as ads write it and so that it fits a badge; any other shows every digit of the currency's
 * minor unit (ISO 4217), even where the locale shows fewer (CLDR gives the rial none and would
 * round 79.90 up to 80). CLDR writes the yen sign full-width in Japanese (`￥`); we use the
 * ordinary `¥` there, which every font has and the contract shows.
 */
export function formatPrice(price: Price, language: string, display: 'symbol' | 'name' = 'symbol'): string {
  const digits = minorUnitExponent(price.currency);
  const value = price.amount / 10 ** digits;
  const parts = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: price.currency.toUpperCase(),
    currencyDisplay: display,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    trailingZeroDisplay: 'stripIfInteger',
  }).formatToParts(value);
  const text = rightToLeftOrder(parts)
    .map((part) => part.value)
    .join('');
  return text.replace(/\uFFE5/g, '\u00A5');
}

/**
 * The minor units of what someone typed as a price ("19.90", "19,90", "1 990"), or undefined
 * when it is not an amount in that currency (a letter, a negative, more decimals than it has).
 */
export function parsePrice(text: string, currency: string): number | undefined {
  const digits = minorUnitExponent(currency);
  const compact = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  if (!/^\d+(?:[.,]\d+)*$/.test(compact)) return undefined;
  const groups = compact.split(/[.,]/);
  const separators = compact.replace(/\d/g, '');
  const last = separators.at(-1);
  // The last separator marks the decimals unless it also separates thousands ("1,234,567"), or
  // it is the only one, followed by three digits, in a currency without three decimals: "1,990"
  // yen and "1.999" dollars read as thousands, "1.990" dinars as decimals.
  const lastIsDecimal =
    last !== undefined &&
    separators.indexOf(last) === separators.length - 1 &&
    !(separators.length === 1 && groups.at(-1)!.length === 3 && digits !== 3);
  const decimals = lastIsDecimal ? groups.pop()! : '';
  const [first, ...thousands] = groups;
  if (thousands.some((group) => group.length !== 3) || (thousands.length > 0 && first!.length > 3)) return undefined;
  if (decimals.length > digits) return undefined;
  const units = Number(groups.join('')) * 10 ** digits + Number(decimals.padEnd(digits, '0') || 0);
  return Number.isSafeInteger(units) && units <= MAX_PRICE_AMOUNT ? units : undefined;
}

/** An amount in minor units as a form writes it: `1990, 'usd'` → `"19.90"`, `1990, 'jpy'` → `"1990"`. */
export function priceInputText(amount: number, currency: string): string {
  const digits = minorUnitExponent(currency);
  return (amount / 10 ** digits).toFixed(digits);
}

/** Currencies a top-up can be paid in; lowercase ISO 4217, as Stripe writes them. */
export const TOP_UP_CURRENCIES = ['usd', 'eur', 'gbp'] as const;
export type TopUpCurrency = (typeof TOP_UP_CURRENCIES)[number];

/** What a credit costs: 10 minor units (cents) of any top-up currency, so 100 cents buy 10 credits. */
export const CENTS_PER_CREDIT = 10;

/** Credits a top-up of `amount` cents buys; cents that do not make a whole credit buy nothing. */
export function creditsForCents(amount: number): number {
  return Math.floor(amount / CENTS_PER_CREDIT);
}

/** `1500, 'usd'` → `15.00 USD`, the same in every language: ledger descriptions and receipts. */
export function formatMoney(amount: number, currency: TopUpCurrency): string {
  const digits = minorUnitExponent(currency);
  return `${(amount / 10 ** digits).toFixed(digits)} ${currency.toUpperCase()}`;
}
