import { creditsForCents } from './pricing.js';

describe(creditsForCents.name, () => {
  it('buys 10 credits with 100 cents', () => {
    expect(creditsForCents(1000)).toBe(100);
    expect(creditsForCents(1_000_000)).toBe(100_000);
  });

  it('gives nothing for cents that do not make a whole credit', () => {
    expect(creditsForCents(1009)).toBe(100);
  });
});
