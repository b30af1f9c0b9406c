import { priceReadings, spokenPrice } from './spoken-price.js';
import { spokenText } from './spoken-text.js';

describe(spokenPrice.name, () => {
  it('says the whole amount, the currency by its name, then the cents', () => {
    expect(spokenPrice({ amount: 7990, currency: 'usd' }, 'en')).toBe('79 US dollars 90');
    expect(spokenPrice({ amount: 7990, currency: 'eur' }, 'de')).toBe('79 Euro 90');
    expect(spokenPrice({ amount: 7900, currency: 'sek' }, 'sv')).toBe('79 svenska kronor');
    expect(spokenPrice({ amount: 7990, currency: 'ron' }, 'ro')).toBe('79 de lei românești 90');
    expect(spokenPrice({ amount: 1990, currency: 'jpy' }, 'ja')).toBe('1990円');
  });

  it('replaces the written price of a caption, abbreviation and all, in what espeak-ng is given', () => {
    const readings = priceReadings({ amount: 7990, currency: 'sek' }, 'sv');
    expect(spokenText('Endast 79,90 kr', 'sv', readings)).toBe('Endast 79 svenska kronor 90');
    expect(spokenText('Endast 79,90 svenska kronor', 'sv', readings)).toBe('Endast 79 svenska kronor 90');
    const danish = priceReadings({ amount: 7990, currency: 'dkk' }, 'da');
    expect(spokenText('Kun 79,90 kr.', 'da', danish)).toBe('Kun 79 danske kroner 90');
  });
});
