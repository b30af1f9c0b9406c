import { formatPrice, isCurrencyCode, minorUnitExponent } from './prices.js';

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
