import type { Browser } from 'playwright-core';
import { type TestStack, launchChromium, sharedStack } from '@reelsmith/testing';

describe('the sandbox checkout page in a browser', () => {
  let stack: TestStack;
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
    stack = sharedStack();
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.dispose();
  });

  it('adds the credits when the customer clicks Pay', async () => {
    const rs = stack.client((await stack.createAccount()).apiKey);
    const topUp = await rs.balance.topUp({ amount: 2500, currency: 'eur' });

    const page = await browser.newPage();
    await page.goto(topUp.checkout_url);
    await expect(page.locator('[data-field="amount"]').textContent()).resolves.toBe('25.00 EUR');
    await expect(page.locator('[data-field="credits"]').textContent()).resolves.toBe('250');

    await page.getByRole('button', { name: 'Pay 25.00 EUR' }).click();
    await page.getByText('Payment received. 250 credits were added to your balance.').waitFor();
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    // The dashboard's balance page (which then asks a signed-out visitor for a key).
    await page.waitForURL(`${new URL(topUp.checkout_url).origin}/balance`, { waitUntil: 'commit' });
    await page.close();

    expect(await rs.balance.retrieve()).toMatchObject({ credits: 250, is_premium: true });
  });
});
