import type { TopUp } from '@reelsmith/contracts';
import { BillingHarness, PUBLIC_BASE_URL, newAccountId, rejectionOf } from './billing-harness.js';
import { FAKE_STRIPE_SECRET_KEY, FakeStripe } from '@reelsmith/testing';

describe('Stripe top-ups', () => {
  let stripe: FakeStripe;
  let harness: BillingHarness;

  beforeAll(async () => {
    stripe = await FakeStripe.start();
    harness = await BillingHarness.start(stripe.env);
  });

  afterAll(async () => {
    await harness?.stop();
    await stripe?.stop();
  });

  const createTopUp = (account_id: string, amount = 1500): Promise<TopUp> =>
    harness.bus.request('billing.create_top_up', { account_id, amount, currency: 'eur' });

  const sessionIdOf = (topUp: TopUp) => topUp.checkout_url.split('/').at(-1)!;

  /** The body of Stripe's event saying the top-up's session was paid. */
  const paidEvent = (topUp: TopUp) =>
    stripe.event('checkout.session.completed', {
      ...stripe.session(sessionIdOf(topUp)),
      status: 'complete',
      payment_status: 'paid',
    });

  /** Delivers a signed webhook event about the top-up's session, as Stripe would. */
  const deliver = (type: string, topUp: TopUp, changes: { status?: string; payment_status?: string } = {}) => {
    const payload = stripe.event(type, { ...stripe.session(sessionIdOf(topUp)), ...changes });
    return harness.bus.request('billing.handle_stripe_webhook', { payload, signature: FakeStripe.sign(payload) });
  };

  it('creates a Checkout Session for the top-up and returns its URL', async () => {
    const account_id = newAccountId();
    const topUp = await createTopUp(account_id, 2550);
    expect(topUp).toMatchObject({
      status: 'pending',
      amount: 2550,
      currency: 'eur',
      credits: 255,
      platform: 'stripe',
      checkout_url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/),
    });

    const request = stripe.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(request.headers.authorization).toBe(`Bearer ${FAKE_STRIPE_SECRET_KEY}`);
    expect(request.headers['idempotency-key']).toBe(topUp.id);
    const pageUrl = `${PUBLIC_BASE_URL}/v1/checkout/${topUp.id}`;
    expect(request.params).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '2550',
      'line_items[0][price_data][product_data][name]': '255 Reelsmith credits',
      success_url: pageUrl,
      cancel_url: pageUrl,
      expires_at: String(Math.floor(Date.parse(topUp.expires_at) / 1000)),
      client_reference_id: topUp.id,
      'metadata[top_up_id]': topUp.id,
      'metadata[account_id]': account_id,
    });
  });

  it('opens one top-up per Idempotency-Key and account, however often and concurrently it is sent', async () => {
    const account_id = newAccountId();
    const command = { account_id, amount: 2000, currency: 'eur' as const, idempotency_key: 'top-up-once' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => harness.bus.request('billing.create_top_up', command)),
    );
    expect(new Set(answers.map((topUp) => topUp.id)).size).toBe(1);
    expect(new Set(answers.map((topUp) => topUp.checkout_url)).size).toBe(1);
    const rows = await harness.dataSource.query<Array<{ count: string }>>(
      `SELECT count(*) FROM "top_ups" WHERE "account_id" = $1`,
      [account_id],
    );
    expect(rows).toEqual([{ count: '1' }]);
    // A retry later answers the same top-up and asks Stripe for nothing more.
    const sessionsBefore = stripe.requests.filter((request) => request.method === 'POST').length;
    await expect(harness.bus.request('billing.create_top_up', command)).resolves.toEqual(answers[0]);
    expect(stripe.requests.filter((request) => request.method === 'POST').length).toBe(sessionsBefore);
  });

  it('answers service_unavailable and keeps no top-up when Stripe fails', async () => {
    stripe.failNext();
    const error = await rejectionOf(createTopUp(newAccountId()));
    expect(error).toMatchObject({ code: 'service_unavailable' });
    const rows = await harness.dataSource.query<Array<{ count: string }>>(
      `SELECT count(*) FROM "top_ups" WHERE "stripe_session_id" IS NULL`,
    );
    expect(rows).toEqual([{ count: '0' }]);
  });

  it('adds the credits once for checkout.session.completed, however often and concurrently it arrives', async () => {
    const account_id = newAccountId();
    const topUp = await createTopUp(account_id);
    stripe.update(sessionIdOf(topUp), { status: 'complete', payment_status: 'paid' });

    await expect(deliver('checkout.session.completed', topUp)).resolves.toEqual({ received: true });
    await Promise.all(Array.from({ length: 5 }, () => deliver('checkout.session.completed', topUp)));

    await expect(harness.bus.request('billing.get_balance', { account_id })).resolves.toEqual({
      credits: 150,
      is_premium: true,
    });
    const history = await harness.bus.request('billing.list_transactions', { account_id, limit: 10 });
    expect(history.data).toEqual([
      expect.objectContaining({ amount: 150, type: 'top_up', platform: 'stripe', description: 'Top-up of 15.00 EUR' }),
    ]);
    expect(await harness.books(account_id)).toEqual({ credits: 150, sum: 150, rows: 1 });
  });

  it('announces top_up_completed once when Stripe confirms a payment by webhook and on the return page', async () => {
    const account_id = newAccountId();
    const topUp = await createTopUp(account_id);
    stripe.update(sessionIdOf(topUp), { status: 'complete', payment_status: 'paid' });

    await Promise.all([
      ...Array.from({ length: 3 }, () => deliver('checkout.session.completed', topUp)),
      harness.bus.request('billing.get_checkout', { top_up_id: topUp.id }),
    ]);
    await deliver('checkout.session.completed', topUp);
    expect(await harness.announced('billing.top_up_completed', account_id)).toEqual([
      { account_id, top_up: { ...topUp, status: 'paid' } },
    ]);
  });

  it('waits for async_payment_succeeded when the session completed unpaid', async () => {
    const account_id = newAccountId();
    const topUp = await createTopUp(account_id);
    await deliver('checkout.session.completed', topUp, { status: 'complete', payment_status: 'unpaid' });
    expect(await harness.books(account_id)).toEqual({ credits: 0, sum: 0, rows: 0 });

    await deliver('checkout.session.async_payment_succeeded', topUp, { status: 'complete', payment_status: 'paid' });
    expect(await harness.books(account_id)).toEqual({ credits: 150, sum: 150, rows: 1 });
  });

  it('marks a top-up expired on checkout.session.expired', async () => {
    const account_id = newAccountId();
    const topUp = await createTopUp(account_id);
    await deliver('checkout.session.expired', topUp, { status: 'expired' });
    await expect(harness.bus.request('billing.get_checkout', { top_up_id: topUp.id })).resolves.toMatchObject({
      status: 'expired',
    });
    expect(await harness.books(account_id)).toEqual({ credits: 0, sum: 0, rows: 0 });
  });

  it('credits a payment Stripe confirms after our own expiry clock ran out: the money was taken', async () => {
    const account_id = newAccountId();
    const topUp = await createTopUp(account_id);
    await harness.dataSource.query(`UPDATE "top_ups" SET "expires_at" = now() - interval '1 second' WHERE "id" = $1`, [
      topUp.id,
    ]);
    await deliver('checkout.session.completed', topUp, { status: 'complete', payment_status: 'paid' });
    expect(await harness.books(account_id)).toEqual({ credits: 150, sum: 150, rows: 1 });
  });

  it('fulfils on the return to the checkout page when Stripe has confirmed before its webhook', async () => {
    const account_id = newAccountId();
    const topUp = await createTopUp(account_id);
    stripe.update(sessionIdOf(topUp), { status: 'complete', payment_status: 'paid' });

    await expect(harness.bus.request('billing.get_checkout', { top_up_id: topUp.id })).resolves.toMatchObject({
      status: 'paid',
    });
    await deliver('checkout.session.completed', topUp);
    expect(await harness.books(account_id)).toEqual({ credits: 150, sum: 150, rows: 1 });
  });

  it('asks Stripe about a pending session at most once per 10 s, however often the page is opened', async () => {
    const topUp = await createTopUp(newAccountId());
    const retrievals = () =>
      stripe.requests.filter((request) => request.method === 'GET' && request.path.endsWith(sessionIdOf(topUp))).length;

    await Promise.all(
      Array.from({ length: 5 }, () => harness.bus.request('billing.get_checkout', { top_up_id: topUp.id })),
    );
    await harness.bus.request('billing.get_checkout', { top_up_id: topUp.id });
    expect(retrievals()).toBe(1);

    // Once the interval has passed, the page asks again.
    await harness.dataSource.query(
      `UPDATE "top_ups" SET "stripe_synced_at" = now() - interval '11 seconds' WHERE "id" = $1`,
      [topUp.id],
    );
    await harness.bus.request('billing.get_checkout', { top_up_id: topUp.id });
    expect(retrievals()).toBe(2);
  });

  it('acknowledges events that are not about our top-ups and changes nothing', async () => {
    const account_id = newAccountId();
    const topUp = await createTopUp(account_id);
    const unknownType = stripe.event('customer.created', { id: 'cus_123', object: 'customer' });
    const notOurs = stripe.event('checkout.session.completed', {
      ...stripe.session(sessionIdOf(topUp)),
      id: 'cs_test_someone_else',
      payment_status: 'paid',
      status: 'complete',
      metadata: {},
    });
    for (const payload of [unknownType, notOurs]) {
      await expect(
        harness.bus.request('billing.handle_stripe_webhook', { payload, signature: FakeStripe.sign(payload) }),
      ).resolves.toEqual({ received: true });
    }
    expect(await harness.books(account_id)).toEqual({ credits: 0, sum: 0, rows: 0 });
  });

  describe('refuses webhooks Stripe did not sign, and changes nothing', () => {
    const cases: Array<[string, (payload: string) => Record<string, string | undefined>, string]> = [
      [
        'a forged signature',
        (payload) => ({ signature: FakeStripe.sign(payload, { secret: 'whsec_forged' }) }),
        'parameter_invalid',
      ],
      [
        'a stale signature',
        (payload) => ({ signature: FakeStripe.sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 }) }),
        'parameter_invalid',
      ],
      [
        'a signature of another body',
        () => ({ signature: FakeStripe.sign('{"id":"evt_other"}') }),
        'parameter_invalid',
      ],
      ['a malformed signature', () => ({ signature: 'nonsense' }), 'parameter_invalid'],
      [
        'a signature with an empty v1',
        () => ({ signature: `t=${Math.floor(Date.now() / 1000)},v1=` }),
        'parameter_invalid',
      ],
      ['no signature', () => ({}), 'parameter_missing'],
    ];

    it.each(cases)('%s', async (_label, signed, code) => {
      const account_id = newAccountId();
      const topUp = await createTopUp(account_id);
      const payload = paidEvent(topUp);
      const error = await rejectionOf(
        harness.bus.request('billing.handle_stripe_webhook', { payload, ...signed(payload) }),
      );
      expect(error).toMatchObject({ code, param: 'Stripe-Signature' });
      expect(await harness.books(account_id)).toEqual({ credits: 0, sum: 0, rows: 0 });
    });
  });

  it('has no sandbox Pay for a top-up paid at Stripe', async () => {
    const topUp = await createTopUp(newAccountId());
    const error = await rejectionOf(harness.bus.request('billing.pay_checkout', { top_up_id: topUp.id }));
    expect(error).toMatchObject({ code: 'resource_missing' });
  });

  describe('after the payment provider changed', () => {
    let sandbox: BillingHarness;

    beforeAll(async () => {
      // The same database, now served with the sandbox as provider and Stripe's keys still set.
      sandbox = await BillingHarness.start({ ...stripe.env, PAYMENT_PROVIDER: 'sandbox' }, harness.database);
    });

    afterAll(async () => {
      await sandbox?.stop();
    });

    it('still verifies and fulfils Stripe webhooks of top-ups opened at Stripe', async () => {
      const account_id = newAccountId();
      const topUp = await createTopUp(account_id);
      const payload = paidEvent(topUp);

      await expect(
        sandbox.bus.request('billing.handle_stripe_webhook', { payload, signature: FakeStripe.sign(payload) }),
      ).resolves.toEqual({ received: true });
      const forged = await rejectionOf(
        sandbox.bus.request('billing.handle_stripe_webhook', {
          payload,
          signature: FakeStripe.sign(payload, { secret: 'whsec_forged' }),
        }),
      );
      expect(forged).toMatchObject({ code: 'parameter_invalid', param: 'Stripe-Signature' });
      expect(await harness.books(account_id)).toEqual({ credits: 150, sum: 150, rows: 1 });
    });

    it('never pays a sandbox top-up once Stripe is the provider', async () => {
      const account_id = newAccountId();
      const topUp = await sandbox.bus.request('billing.create_top_up', { account_id, amount: 1500, currency: 'usd' });
      expect(topUp).toMatchObject({ platform: 'sandbox', status: 'pending' });

      const error = await rejectionOf(harness.bus.request('billing.pay_checkout', { top_up_id: topUp.id }));
      expect(error).toMatchObject({ code: 'resource_missing' });
      expect(await harness.books(account_id)).toEqual({ credits: 0, sum: 0, rows: 0 });
    });
  });
});
