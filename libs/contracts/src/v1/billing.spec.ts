import { formatMoney } from './billing.js';

describe(formatMoney.name, () => {
  it('shows cents as a decimal amount with the currency code', () => {
    expect(formatMoney(1500, 'usd')).toBe('15.00 USD');
    expect(formatMoney(1005, 'eur')).toBe('10.05 EUR');
  });
});
