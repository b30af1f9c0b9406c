import { contentLookup } from './content.js';

describe(contentLookup.name, () => {
  const product = { name: 'Mug', description: null, price: { amount: 1990, currency: 'eur' } };

  it("shows the product's price, written for the video's language, when the user_prompt has none", () => {
    expect(contentLookup(product, {}, 'de')('user_prompt.price')).toBe('19,90\u00a0€');
    expect(contentLookup({ ...product, price: { amount: 1990, currency: 'usd' } }, {}, 'en')('user_prompt.price')).toBe(
      '$19.90',
    );
    expect(contentLookup({ ...product, price: { amount: 1990, currency: 'jpy' } }, {}, 'ja')('user_prompt.price')).toBe(
      '¥1,990',
    );
  });

  it("prefers the user_prompt's price and shows nothing without either", () => {
    expect(contentLookup(product, { price: 'Two for one' }, 'de')('user_prompt.price')).toBe('Two for one');
    expect(contentLookup(product, { price: ' ' }, 'de')('user_prompt.price')).toBe('19,90\u00a0€');
    expect(contentLookup({ ...product, price: null }, {}, 'de')('user_prompt.price')).toBeUndefined();
    expect(contentLookup({ name: 'Old request' }, {}, 'de')('user_prompt.price')).toBeUndefined();
  });

  it('names the currency of the product’s price in words, unless the user_prompt gives its own price', () => {
    expect(contentLookup(product, {}, 'en')('product.price_named')).toBe('19.90 euros');
    expect(contentLookup(product, { price: 'Two for one' }, 'en')('product.price_named')).toBeUndefined();
    expect(contentLookup({ ...product, price: null }, {}, 'en')('product.price_named')).toBeUndefined();
  });

  it('does not lend the price to other variables', () => {
    expect(contentLookup(product, {}, 'en')('user_prompt.headline')).toBeUndefined();
  });
});
