import { describe, expect, it } from '@jest/globals';
import { formatMoney, fromMinorUnits, minorDigits, toMinorUnits } from './money.js';

describe('money', () => {
  it('knows how many decimals a currency has', () => {
    expect(minorDigits('usd')).toBe(2);
    expect(minorDigits('jpy')).toBe(0);
    expect(minorDigits('kwd')).toBe(3);
  });

  it('formats minor units in the currency', () => {
    expect(formatMoney({ amount: 1990, currency: 'usd' }, 'en-US')).toBe('$19.90');
    expect(formatMoney({ amount: 1990, currency: 'jpy' }, 'en-US')).toBe('¥1,990');
    expect(formatMoney({ amount: 1990, currency: 'eur' }, 'de-DE')).toBe('19,90\u00a0€');
  });

  it('reads typed prices with either decimal separator', () => {
    expect(toMinorUnits('19.90', 'usd')).toBe(1990);
    expect(toMinorUnits('19,90', 'eur')).toBe(1990);
    expect(toMinorUnits('19.9', 'usd')).toBe(1990);
    expect(toMinorUnits(' 25 ', 'usd')).toBe(2500);
    expect(toMinorUnits('1,990', 'jpy')).toBe(1990);
    expect(toMinorUnits('1 234.50', 'usd')).toBe(123450);
    expect(toMinorUnits('1.234,50', 'eur')).toBe(123450);
    // Three digits after the only separator of a two-decimal currency are thousands.
    expect(toMinorUnits('1.999', 'usd')).toBe(199900);
  });

  it('refuses text that is not an amount of that currency', () => {
    expect(toMinorUnits('', 'usd')).toBeUndefined();
    expect(toMinorUnits('abc', 'usd')).toBeUndefined();
    expect(toMinorUnits('-5', 'usd')).toBeUndefined();
    expect(toMinorUnits('19.9999', 'usd')).toBeUndefined();
    expect(toMinorUnits('19.5', 'jpy')).toBeUndefined();
  });

  it('writes minor units back as form text', () => {
    expect(fromMinorUnits(1990, 'usd')).toBe('19.90');
    expect(fromMinorUnits(1990, 'jpy')).toBe('1990');
  });
});
