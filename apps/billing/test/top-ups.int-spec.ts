import type { TopUp } from '@reelsmith/contracts';
import { BillingHarness, PUBLIC_BASE_URL, newAccountId, rejectionOf } from './billing-harness.js';

describe('sandbox top-ups', () => {
  let harness: BillingHarness;

  beforeAll(async () => {
    harness = await BillingHarness.start();
  });

  afterAll(async () => {
    await harness?.stop();
  });

  const createTopUp = (account_id: string, amount = 1500): Promise<TopUp> =>
    harness.bus.request('billing.create_top_up', { account_id, amount, currency: 'usd' });

  /** Moves a checkout's deadline into the past, as if its time had run out. */
  const expireNow = (id: string) =>
    harness.dataSource.query(`UPDATE "top_ups" SET "expires_at" = now() - interval '1 second' WHERE "id" = $1`, [id]);

  it('opens a pending top-up with a sandbox checkout page that expires after the TTL', async () => {
    const topUp = await createTopUp(newAccountId(), 1505);
    expect(topUp).toEqual({
      id: expect.stringMatching(/^topup_[0-9A-Z]{26}[0-9a-f]{32}$/),
      status: 'pending',
      amount: 1505,
      currency: 'usd',
      credits: 150,
      checkout_url: `${PUBLIC_BASE_URL}/v1/checkout/${topUp.id}`,
      platform: 'sandbox',
      expires_at: expect.stringMatching(/Z$/),
      created_at: expect.stringMatching(/Z$/),
    });
    expect(Date.parse(topUp.expires_at) - Date.parse(topUp.created_at)).toBe(86_400_000);
    await expect(harness.bus.request('billing.get_checkout', { top_up_id: topUp.id })).resolves.toEqual(topUp);
  });

  it('adds the credits once when paid, and makes the account premium', async () => {
    const account_id = newAccountId();
    const topUp = await createTopUp(account_id);

    const paid = await harness.bus.request('billing.pay_checkout', { top_up_id: topUp.id });
    expect(paid).toMatchObject({ id: topUp.id, status: 'paid' });
    await expect(harness.bus.request('billing.pay_checkout', { top_up_id: topUp.id })).resolves.toEqual(paid);

    await expect(harness.bus.request('billing.get_balance', { account_id })).resolves.toEqual({
      credits: 150,
      is_premium: true,
    });
    const history = await harness.bus.request('billing.list_transactions', { account_id, limit: 10 });
    expect(history.data).toEqual([
      expect.objectContaining({
        amount: 150,
        type: 'top_up',
        platform: 'sandbox',
        description: 'Top-up of 15.00 USD',
        balance_after: 150,
      }),
    ]);
  });

  it('adds the credits once when Pay is pressed many times at once', async () => {
    const account_id = newAccountId();
    const topUp = await createTopUp(account_id, 2000);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => harness.bus.request('billing.pay_checkout', { top_up_id: topUp.id })),
    );
    expect(results.every((result) => result.status === 'paid')).toBe(true);
    expect(await harness.books(account_id)).toEqual({ credits: 200, sum: 200, rows: 1 });
  });

  it('announces top_up_completed once, with the paid top-up, however often Pay is pressed', async () => {
    const account_id = newAccountId();
    const topUp = await createTopUp(account_id, 1000);
    await Promise.all(
      Array.from({ length: 5 }, () => harness.bus.request('billing.pay_checkout', { top_up_id: topUp.id })),
    );
    const paid = await harness.bus.request('billing.pay_checkout', { top_up_id: topUp.id });
    expect(await harness.announced('billing.top_up_completed', account_id)).toEqual([{ account_id, top_up: paid }]);
  });

  it('announces nothing for a canceled or expired checkout', async () => {
    const account_id = newAccountId();
    const canceled = await createTopUp(account_id);
    await harness.bus.request('billing.cancel_checkout', { top_up_id: canceled.id });
    const expired = await createTopUp(account_id);
    await expireNow(expired.id);
    await harness.bus.request('billing.pay_checkout', { top_up_id: expired.id });
    expect(await harness.announced('billing.top_up_completed', account_id)).toEqual([]);
  });

  it('adds nothing when canceled, and a canceled checkout cannot be paid', async () => {
    const account_id = newAccountId();
    const topUp = await createTopUp(account_id);
    await expect(harness.bus.request('billing.cancel_checkout', { top_up_id: topUp.id })).resolves.toMatchObject({
      status: 'canceled',
    });
    await expect(harness.bus.request('billing.pay_checkout', { top_up_id: topUp.id })).resolves.toMatchObject({
      status: 'canceled',
    });
    await expect(harness.bus.request('billing.get_balance', { account_id })).resolves.toEqual({
      credits: 0,
      is_premium: false,
    });
  });

  it('keeps a paid top-up paid when Cancel comes after Pay', async () => {
    const account_id = newAccountId();
    const topUp = await createTopUp(account_id);
    await harness.bus.request('billing.pay_checkout', { top_up_id: topUp.id });
    await expect(harness.bus.request('billing.cancel_checkout', { top_up_id: topUp.id })).resolves.toMatchObject({
      status: 'paid',
    });
    expect(await harness.books(account_id)).toEqual({ credits: 150, sum: 150, rows: 1 });
  });

  it('cannot be paid once its checkout has expired', async () => {
    const account_id = newAccountId();
    const topUp = await createTopUp(account_id);
    await expireNow(topUp.id);

    await expect(harness.bus.request('billing.get_checkout', { top_up_id: topUp.id })).resolves.toMatchObject({
      status: 'expired',
    });
    await expect(harness.bus.request('billing.pay_checkout', { top_up_id: topUp.id })).resolves.toMatchObject({
      status: 'expired',
    });
    expect(await harness.books(account_id)).toEqual({ credits: 0, sum: 0, rows: 0 });
  });

  it('answers resource_missing for a checkout that does not exist', async () => {
    for (const name of ['billing.get_checkout', 'billing.pay_checkout', 'billing.cancel_checkout'] as const) {
      const error = await rejectionOf(harness.bus.request(name, { top_up_id: 'topup_nope' }));
      expect(error).toMatchObject({ code: 'resource_missing', param: 'id' });
    }
  });

  it('answers resource_missing to Stripe webhooks while Stripe is not the provider', async () => {
    const error = await rejectionOf(
      harness.bus.request('billing.handle_stripe_webhook', { payload: '{}', signature: 't=1,v1=00' }),
    );
    expect(error).toMatchObject({ code: 'resource_missing' });
  });
});
