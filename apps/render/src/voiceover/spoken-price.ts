import { formatPrice, minorUnitExponent, type Price } from '@reelsmith/contracts';
import type { Language } from '@reelsmith/templates';

/**
 * A price as an ad says it: the whole amount, the currency's name in the plural that amount
 * takes, then the cents as a number ("79 US dollars 90", "79 Euro 90", "79 svenska kronor 90").
 * espeak-ng reads the written forms digit by digit after the decimal mark ("Komma neun null")
 * and spells abbreviations letter by letter ("kr" as "k r", "RON" as a word).
 */
export function spokenPrice(price: Price, language: Language): string {
  const unit = 10 ** minorUnitExponent(price.currency);
  const whole = Math.floor(price.amount / unit);
  const cents = price.amount % unit;
  const named = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: price.currency.toUpperCase(),
    currencyDisplay: 'name',
    maximumFractionDigits: 0,
    useGrouping: false,
  }).format(whole);
  return cents === 0 ? named : `${named} ${new Intl.NumberFormat(language).format(cents)}`;
}

const collapsed = (text: string) => text.replace(/\s+/gu, ' ').trim();

/** The ways a video writes the product's price (a badge, a caption), each with how it is said. */
export function priceReadings(price: Price, language: Language): Array<[written: string, spoken: string]> {
  const spoken = spokenPrice(price, language);
  return [formatPrice(price, language, 'name'), formatPrice(price, language)].map((written) => [
    collapsed(written),
    spoken,
  ]);
}
