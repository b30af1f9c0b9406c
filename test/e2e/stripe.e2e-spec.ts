import type { Reelsmith, TopUp } from '@reelsmith/sdk';
import {
  ApiClient,
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  FakeStripe,
  TestStack,
  pollUntil,
  type ErrorBody,
} from '@reelsmith/testing';
import { HOMES, appsWithDatabases, scan, type Sighting } from './secret-scan.js';

/** One stack with Stripe (a fake of its API) for the journeys that need it: top-ups, and the secrets it adds. */
describe('with Stripe configured', () => {
  let stripe: FakeStripe;
  let stack: TestStack;
  let rs: Reelsmith;

  beforeAll(async () => {
    stripe = await FakeStripe.start();
    // Every app with a database, each of which the secrets scan reads; the journeys render nothing.
    stack = await TestStack.start(stripe.env, { apps: appsWithDatabases() });
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

  describe('top-ups through the gateway', () => {
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

  /**
   * Every secret the system hands out or is given, made through the API as clients make them
   * (with an Idempotency-Key, which the SDK and the dashboard always send), then looked for in
   * plain text in every row of every table of every service's database.
   *
   * The secrets are this journey's, so the scan means the same whatever else the stack did
   * before it (the top-ups above).
   */
  describe('secrets at rest', () => {
    it('are found in no table of any database after a journey that makes every kind', async () => {
      const withKey = (key: string) => ({ 'idempotency-key': key });
      const admin = new ApiClient(stack.baseUrl, stack.adminToken);

      // API keys: an account's first key and a second one, both from the operator's API.
      const created = await admin.post<{ account: { id: string }; api_key: string }>(
        '/admin/accounts',
        { name: 'Vault shop' },
        withKey('vault-account'),
      );
      expect(created.status).toBe(201);
      const accountId = created.body.account.id;
      const second = await admin.post<{ api_key: string }>(
        `/admin/accounts/${accountId}/api_keys`,
        {},
        withKey('vault-second-key'),
      );
      expect(second.status).toBe(201);
      expect(
        (
          await admin.post(
            `/admin/accounts/${accountId}/credits`,
            { amount: 5, description: 'x' },
            withKey('vault-grant'),
          )
        ).status,
      ).toBe(201);

      // The webhook signing secret, read and then rotated with an Idempotency-Key (and replayed).
      const api = new ApiClient(stack.baseUrl, created.body.api_key);
      const before = await api.get<{ secret: string }>('/webhooks/secret');
      const rotated = await api.post<{ secret: string }>('/webhooks/secret/rotate', {}, withKey('vault-rotate'));
      expect(rotated.status).toBe(200);
      const replayed = await api.post<{ secret: string }>('/webhooks/secret/rotate', {}, withKey('vault-rotate'));
      expect(replayed.body).toEqual(rotated.body);

      // Stripe: a top-up through its checkout, paid by a webhook signed with the webhook secret.
      const rs = stack.client(second.body.api_key);
      await rs.products.create({ name: 'Vault mug', image_url: 'https://cdn.example/vault.jpg' });
      const topUp = await rs.balance.topUp({ amount: 1500, currency: 'usd' });
      const sessionId = topUp.checkout_url.split('/').at(-1)!;
      const paid = stripe.event(
        'checkout.session.completed',
        stripe.update(sessionId, { status: 'complete', payment_status: 'paid' }),
      );
      const webhook = await new ApiClient(stack.baseUrl).raw('POST', '/payments/stripe/webhook', paid, {
        'content-type': 'application/json',
        'stripe-signature': FakeStripe.sign(paid),
      });
      expect(webhook.status).toBe(200);
      await pollUntil(async () => ((await rs.balance.retrieve()).credits >= 150 ? true : undefined), {
        description: 'the paid top-up to be credited',
      });

      const secrets: Record<string, string> = {
        'first API key': created.body.api_key,
        'second API key': second.body.api_key,
        'admin token': stack.adminToken,
        'whsec before rotation': before.body.secret,
        'whsec after rotation': rotated.body.secret,
        'Stripe secret key': FAKE_STRIPE_SECRET_KEY,
        'Stripe webhook secret': FAKE_STRIPE_WEBHOOK_SECRET,
      };
      const apps = appsWithDatabases();
      expect(apps).toEqual(expect.arrayContaining(['billing', 'catalog', 'gateway', 'videos', 'webhooks']));
      const sightings = await scan(stack, apps, secrets);

      const isHome = ({ app, table, secret }: Sighting) =>
        HOMES[app]?.table === table && HOMES[app].secrets.includes(secret);
      expect(sightings.filter((sighting) => !isHome(sighting))).toEqual([]);
      // The scan does see a secret where one is kept: proof that it reads what it claims to.
      expect(
        sightings
          .filter(isHome)
          .map(({ secret }) => secret)
          .sort(),
      ).toEqual(['whsec after rotation', 'whsec before rotation']);
    }, 120_000);
  });
});
