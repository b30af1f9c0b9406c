import type { TopUp } from '@reelsmith/contracts';
import { checkoutPage } from './checkout-page.js';

const topUp = (status: TopUp['status']): TopUp => ({
  id: 'tu_01',
  status,
  amount: 2500,
  currency: 'eur',
  credits: 250,
  checkout_url: 'http://localhost:3000/v1/checkout/tu_01',
  platform: 'sandbox',
  expires_at: '2026-11-27T13:00:00.000Z',
  created_at: '2026-11-27T12:00:00.000Z',
});

const backLink = '<a class="button" href="../../balance">Back to the dashboard</a>';

describe(checkoutPage.name, () => {
  it('links back to the dashboard once the top-up has ended', () => {
    for (const status of ['paid', 'canceled', 'expired'] as const)
      expect(checkoutPage(topUp(status))).toContain(backLink);
  });

  it('links back from the answer to Pay or Cancel, served one level deeper (/v1/checkout/<id>/pay)', () => {
    expect(checkoutPage(topUp('paid'), 'form_answer')).toContain(
      '<a class="button" href="../../../balance">Back to the dashboard</a>',
    );
    expect(new URL('../../../balance', 'http://localhost:3000/v1/checkout/tu_01/pay').pathname).toBe('/balance');
    expect(new URL('../../balance', 'http://localhost:3000/v1/checkout/tu_01').pathname).toBe('/balance');
  });

  it('offers only Pay and Cancel while the top-up waits', () => {
    expect(checkoutPage(topUp('pending'))).not.toContain('Back to the dashboard');
  });
});
