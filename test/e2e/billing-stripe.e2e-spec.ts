import type { Reelsmith, TopUp } from '@reelsmith/sdk';
import { ApiClient, FakeStripe, TestStack, type ErrorBody } from '@reelsmith/testing';

describe('Stripe top-ups through the gateway', () => {
  let stripe: FakeStripe;
  let stack: TestStack;
  let rs: Reelsmith;

  beforeAll(async () => {
    stripe = await FakeStripe.start();
    stack = await TestStack.start(stripe.env);
    rs = stack.client((await stack.createAccount()).apiKey);
  });

  afterAll(async () => {
    await stack?.dispose();
    await stripe?.stop();
  });

  /** Posts a webhook as Stripe does: its own serialisation, its content type, its signature. */
  const postWebhook = (payload: string, signature?: string) =>
    new ApiClient(stack.baseUrl).raw<ErrorBody | { received: true }>('POST', '/payments/stripe/webhook', payload, {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    });

  const completedEvent = (topUp: TopUp) => {
    const sessionId = topUp.checkout_url.split('/').at(-1)!;
    return stripe.event('checkout.session.completed', {
      ...stripe.update(sessionId, { status: 'complete', payment_status: 'paid' }),
    });
  };

  it('sends the customer to Stripe and back to the checkout page', async () => {
    const created = await rs.balance.topUp({ amount: 1500, currency: 'usd' });
    expect(created.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    expect(stripe.requests.at(-1)!.params.success_url).toBe(`${stack.baseUrl}/checkout/${created.id}`);

    const page = await fetch(`${stack.baseUrl}/checkout/${created.id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`href="${created.checkout_url}"`);
  });

  it('verifies the signature over the raw bytes and adds the credits once', async () => {
    const topUp = await rs.balance.topUp({ amount: 1500, currency: 'usd' });
    // Indented JSON: a body parsed and re-serialised before verification would not match.
    const payload = completedEvent(topUp);
    expect(payload).toContain('\n  ');

    const first = await postWebhook(payload, FakeStripe.sign(payload));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true });
    expect((await postWebhook(payload, FakeStripe.sign(payload))).status).toBe(200);

    expect(await rs.balance.retrieve()).toMatchObject({ credits: 150, is_premium: true });
  });

  it.each([
    [
      'a forged signature',
      (payload: string) => FakeStripe.sign(payload, { secret: 'whsec_forged' }),
      'parameter_invalid',
    ],
    [
      'a stale signature',
      (payload: string) => FakeStripe.sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 }),
      'parameter_invalid',
    ],
    ['no signature', () => undefined, 'parameter_missing'],
  ])('answers 400 to a webhook with %s and adds nothing', async (_label, sign, code) => {
    const customer = stack.client((await stack.createAccount()).apiKey);
    const topUp = await customer.balance.topUp({ amount: 2000, currency: 'eur' });
    const payload = completedEvent(topUp);

    const response = await postWebhook(payload, sign(payload));
    expect(response.status).toBe(400);
    expect((response.body as ErrorBody).error).toMatchObject({
      type: 'invalid_request_error',
      code,
      param: 'Stripe-Signature',
    });
    expect(await customer.balance.retrieve()).toMatchObject({ credits: 0, is_premium: false });
  });
});
