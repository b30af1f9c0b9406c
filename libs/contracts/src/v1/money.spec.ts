import {
  CENTS_PER_CREDIT,
  TOP_UP_CURRENCIES,
  creditsForCents,
  formatMoney,
  formatPrice,
  isCurrencyCode,
  minorUnitExponent,
  parsePrice,
  priceInputText,
} from './money.js';

// ISO 4217's currencies without decimals and with three, written out here rather than read from
// the module: a currency dropped from its table would store prices 100× off (or 10× off).
const ZERO_DECIMALS = 'bif clp djf gnf isk jpy kmf krw pyg rwf ugx uyi vnd vuv xaf xof xpf'.split(' ');
const THREE_DECIMALS = 'bhd iqd jod kwd lyd omr tnd'.split(' ');

describe(formatPrice.name, () => {
  it('writes the price the way the language does', () => {
    expect(formatPrice({ amount: 1990, currency: 'eur' }, 'de')).toBe('19,90\u00a0€');
    expect(formatPrice({ amount: 1990, currency: 'usd' }, 'en')).toBe('$19.90');
    expect(formatPrice({ amount: 1990, currency: 'jpy' }, 'ja')).toBe('¥1,990');
  });

  it('puts a currency named in Arabic letters after the number, as right-to-left text reads it', () => {
    expect(formatPrice({ amount: 4500000, currency: 'irr' }, 'fa')).toBe('۴۵٬۰۰۰\u00a0ریال');
    expect(formatPrice({ amount: 7900, currency: 'sar' }, 'ar')).toBe('\u200f79\u00a0ر.س.\u200f');
    expect(formatPrice({ amount: 4900, currency: 'usd' }, 'fa')).toBe('\u200e$۴۹');
  });

  it('shows every digit of the minor unit where the locale would round (CLDR gives the rial none)', () => {
    expect(formatPrice({ amount: 7990, currency: 'irr' }, 'fa')).toBe('۷۹٫۹۰\u00a0ریال');
    expect(formatPrice({ amount: 7900, currency: 'irr' }, 'fa')).toBe('۷۹\u00a0ریال');
    expect(formatPrice({ amount: 1_500_050, currency: 'idr' }, 'id')).toBe('Rp\u00a015.000,50');
  });

  it('names the currency in words for a caption of the spoken price', () => {
    expect(formatPrice({ amount: 7990, currency: 'usd' }, 'en', 'name')).toBe('79.90 US dollars');
    expect(formatPrice({ amount: 7900, currency: 'sek' }, 'sv', 'name')).toBe('79 svenska kronor');
    expect(formatPrice({ amount: 7990, currency: 'irr' }, 'fa', 'name')).toBe('۷۹٫۹۰ ریال ایران');
  });

  it('reads the amount in the currency’s minor unit', () => {
    expect(formatPrice({ amount: 1990, currency: 'jpy' }, 'en')).toBe('¥1,990');
    expect(formatPrice({ amount: 1990, currency: 'kwd' }, 'en')).toBe('KWD\u00a01.990');
    expect(formatPrice({ amount: 4900, currency: 'usd' }, 'en')).toBe('$49');
    expect(formatPrice({ amount: 4905, currency: 'usd' }, 'en')).toBe('$49.05');
    expect(formatPrice({ amount: 149900, currency: 'inr' }, 'hi')).toBe('₹1,499');
    expect(formatPrice({ amount: 123456789, currency: 'eur' }, 'fr')).toBe('1\u202f234\u202f567,89\u00a0€');
  });
});

describe(minorUnitExponent.name, () => {
  it('follows ISO 4217, not the digits a locale shows', () => {
    expect(minorUnitExponent('usd')).toBe(2);
    expect(minorUnitExponent('jpy')).toBe(0);
    expect(minorUnitExponent('krw')).toBe(0);
    expect(minorUnitExponent('idr')).toBe(2);
    expect(minorUnitExponent('bhd')).toBe(3);
  });

  it.each(ZERO_DECIMALS)('has no decimals for %s', (currency) => {
    expect(minorUnitExponent(currency)).toBe(0);
    expect(minorUnitExponent(currency.toUpperCase())).toBe(0);
    expect(parsePrice('1990', currency)).toBe(1990);
    expect(parsePrice('19.5', currency)).toBeUndefined();
    expect(priceInputText(1990, currency)).toBe('1990');
  });

  it.each(THREE_DECIMALS)('has three decimals for %s', (currency) => {
    expect(minorUnitExponent(currency)).toBe(3);
    expect(parsePrice('1.990', currency)).toBe(1990);
    expect(parsePrice('1,5', currency)).toBe(1500);
    expect(parsePrice('1.9999', currency)).toBeUndefined();
    expect(priceInputText(1990, currency)).toBe('1.990');
  });

  // CLDR, what a browser's Intl knows, says 0 for these and would store a typed 15 000 as 15 000
  // minor units, a hundredth of the price.
  it.each(['idr', 'huf'])('keeps ISO 4217 two decimals for %s where CLDR shows none', (currency) => {
    expect(minorUnitExponent(currency)).toBe(2);
    expect(parsePrice('15000', currency)).toBe(1_500_000);
    expect(priceInputText(1_500_000, currency)).toBe('15000.00');
  });
});

describe(parsePrice.name, () => {
  it('reads typed prices with either decimal separator', () => {
    expect(parsePrice('19.90', 'usd')).toBe(1990);
    expect(parsePrice('19,90', 'eur')).toBe(1990);
    expect(parsePrice('19.9', 'usd')).toBe(1990);
    expect(parsePrice(' 25 ', 'usd')).toBe(2500);
    expect(parsePrice('1,990', 'jpy')).toBe(1990);
    expect(parsePrice('1 234.50', 'usd')).toBe(123450);
    expect(parsePrice('1.234,50', 'eur')).toBe(123450);
    // Three digits after the only separator of a two-decimal currency are thousands.
    expect(parsePrice('1.999', 'usd')).toBe(199900);
  });

  it('refuses text that is not an amount of that currency, or more than the largest price', () => {
    expect(parsePrice('', 'usd')).toBeUndefined();
    expect(parsePrice('abc', 'usd')).toBeUndefined();
    expect(parsePrice('-5', 'usd')).toBeUndefined();
    expect(parsePrice('19.9999', 'usd')).toBeUndefined();
    expect(parsePrice('19.5', 'jpy')).toBeUndefined();
    expect(parsePrice('10000000000', 'usd')).toBeUndefined();
  });
});

describe(creditsForCents.name, () => {
  it('buys 10 credits with 100 cents of any top-up currency', () => {
    expect(CENTS_PER_CREDIT).toBe(10);
    expect(creditsForCents(1000)).toBe(100);
    expect(creditsForCents(1_000_000)).toBe(100_000);
    expect(TOP_UP_CURRENCIES.every((currency) => minorUnitExponent(currency) === 2)).toBe(true);
  });

  it('gives nothing for cents that do not make a whole credit', () => {
    expect(creditsForCents(1009)).toBe(100);
  });
});

describe(formatMoney.name, () => {
  it('shows cents as a decimal amount with the currency code', () => {
    expect(formatMoney(1500, 'usd')).toBe('15.00 USD');
    expect(formatMoney(1005, 'eur')).toBe('10.05 EUR');
  });
});

describe(isCurrencyCode.name, () => {
  it('accepts lowercase ISO 4217 codes only', () => {
    expect(isCurrencyCode('usd')).toBe(true);
    expect(isCurrencyCode('jpy')).toBe(true);
    expect(isCurrencyCode('USD')).toBe(false);
    expect(isCurrencyCode('xyz')).toBe(false);
    expect(isCurrencyCode('us')).toBe(false);
    expect(isCurrencyCode('dollars')).toBe(false);
  });
});
