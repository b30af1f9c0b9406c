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

/** How many decimal places the currency's minor unit has (ISO 4217): 2 for `usd`, 0 for `jpy`. */
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
 * `۴۵٬۰۰۰ ریال` (fa). A whole amount drops its zeros (`$49`, not `$49.00`), as ads write it
 * and so that it fits a badge. CLDR writes the yen sign full-width in Japanese (`￥`); we use
 * the ordinary `¥` there, which every font has and the contract shows.
 */
export function formatPrice(price: Price, language: string): string {
  const value = price.amount / 10 ** minorUnitExponent(price.currency);
  const parts = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: price.currency.toUpperCase(),
    trailingZeroDisplay: 'stripIfInteger',
  }).formatToParts(value);
  const text = rightToLeftOrder(parts)
    .map((part) => part.value)
    .join('');
  return text.replace(/\uFFE5/g, '\u00A5');
}
