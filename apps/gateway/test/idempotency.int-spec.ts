import { ServiceError, type Product } from '@reelsmith/contracts';
import { MessageBus } from '@reelsmith/messaging';
import { ApiClient, pollUntil, type ErrorBody, type ServiceHarness } from '@reelsmith/testing';
import { fakeService, product } from './fake-service.js';
import { startGateway } from './gateway-harness.js';

const ADMIN_TOKEN = 'idempotency-test-admin-token-0123456789';
const SERVICE_TIMEOUT_MS = 500;

describe('Idempotency-Key at the gateway', () => {
  let harness: ServiceHarness;
  let bus: MessageBus;
  let baseUrl: string;
  let admin: ApiClient;
  let api: ApiClient;

  beforeAll(async () => {
    harness = await startGateway({
      ADMIN_TOKEN,
      ALLOW_PRIVATE_URLS: 'true',
      SERVICE_TIMEOUT_MS: String(SERVICE_TIMEOUT_MS),
      IDEMPOTENCY_PURGE_INTERVAL_MS: '200',
    });
    bus = MessageBus.connect(harness.env.NATS_URL!, 'idempotency-test');
    baseUrl = `http://127.0.0.1:${harness.env.GATEWAY_PORT}/v1`;
    admin = new ApiClient(baseUrl, ADMIN_TOKEN);
    const created = await admin.post<{ api_key: string }>('/admin/accounts', { name: 'Retry shop' });
    api = new ApiClient(baseUrl, created.body.api_key);
  });

  afterAll(async () => {
    await bus?.onApplicationShutdown();
    await harness?.stop();
  });

  const body = { name: 'Mug', image_url: 'http://127.0.0.1/m.png' };
  const withKey = (key: string) => ({ 'idempotency-key': key });
  const claimOf = async (key: string) =>
    (
      await harness.dataSource.query<Array<{ state: string; response_body: unknown }>>(
        `SELECT "state", "response_body" FROM "idempotency_keys" WHERE "key" = $1`,
        [key],
      )
    )[0];

  it('passes the key down to the service that creates the resource, and replays the answer', async () => {
    const catalog = await fakeService(bus, 'catalog.create_product', () => product('prod_1'));
    try {
      const first = await api.post('/products', body, withKey('create-1'));
      const again = await api.post('/products', body, withKey('create-1'));
      expect([first.status, again.status]).toEqual([201, 201]);
      expect(again.body).toEqual(first.body);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(catalog.calls).toEqual([expect.objectContaining({ idempotency_key: 'create-1' })]);
    } finally {
      catalog.stop();
    }
  });

  it('keeps the key claimed after a timeout, and answers the retry with what the service made', async () => {
    // The service is slow the first time: the gateway gives up with 503, the product exists.
    const catalog = await fakeService(bus, 'catalog.create_product', async (_payload, call) => {
      if (call === 1) await new Promise((resolve) => setTimeout(resolve, SERVICE_TIMEOUT_MS * 3));
      return product('prod_made_once');
    });
    try {
      const timedOut = await api.post<ErrorBody>('/products', body, withKey('slow-1'));
      expect(timedOut.status).toBe(503);
      expect(await claimOf('slow-1')).toMatchObject({ state: 'running' });

      // Still this request's key: another body is refused.
      const other = await api.post<ErrorBody>('/products', { ...body, name: 'Cup' }, withKey('slow-1'));
      expect(other.status).toBe(409);
      expect(other.body.error.type).toBe('idempotency_error');

      const retried = await api.post<Product>('/products', body, withKey('slow-1'));
      expect(retried.status).toBe(201);
      expect(retried.body.id).toBe('prod_made_once');
      expect(catalog.calls.map((call) => call.idempotency_key)).toEqual(['slow-1', 'slow-1']);
    } finally {
      catalog.stop();
    }
  });

  it('answers 409 idempotency_key_in_use to a repeat that arrives while the first is still running', async () => {
    // The import waits up to 25 s for the catalog: long enough to repeat the request meanwhile.
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const catalog = await fakeService(bus, 'catalog.import_product', async () => {
      await finished;
      return product('prod_imported_once');
    });
    try {
      const page = { url: 'https://shop.example/lamp' };
      const first = api.post<Product>('/products/import', page, withKey('running-1'));
      await pollUntil(() => (catalog.calls.length === 1 ? true : undefined), {
        description: 'the first request to reach the catalog',
      });

      const repeat = await api.post<ErrorBody>('/products/import', page, withKey('running-1'));
      expect(repeat.status).toBe(409);
      expect(repeat.body.error).toMatchObject({
        type: 'idempotency_error',
        code: 'idempotency_key_in_use',
        param: 'Idempotency-Key',
      });

      finish();
      expect(await first).toMatchObject({ status: 201, body: { id: 'prod_imported_once' } });
      expect(catalog.calls).toHaveLength(1);
    } finally {
      finish();
      catalog.stop();
    }
  });

  it('passes the key down for videos and top-ups too', async () => {
    const videos = await fakeService(bus, 'videos.create_video', () => ({ id: 'vid_1' }) as never);
    const billing = await fakeService(bus, 'billing.create_top_up', () => ({ id: 'topup_1' }) as never);
    try {
      await api.post('/videos', { template_id: 'tmpl_x', product_id: 'prod_x' }, withKey('video-1'));
      await api.post('/balance/top-up', { amount: 1000, currency: 'usd' }, withKey('top-up-1'));
      expect(videos.calls[0]).toMatchObject({ idempotency_key: 'video-1' });
      expect(billing.calls[0]).toMatchObject({ idempotency_key: 'top-up-1' });
    } finally {
      videos.stop();
      billing.stop();
    }
  });

  it('never answers 500 to racing claims, even when each attempt is refused and releases the key', async () => {
    const catalog = await fakeService(bus, 'catalog.create_product', () => {
      throw new ServiceError('parameter_invalid', 'Invalid name.', 'name');
    });
    try {
      const statuses = await Promise.all(
        Array.from({ length: 20 }, async () => (await api.post('/products', body, withKey('race-1'))).status),
      );
      expect(statuses.filter((status) => status !== 400 && status !== 409)).toEqual([]);
    } finally {
      catalog.stop();
    }
  });

  it("does not let the key-less routes share the operator's keys", async () => {
    const account = (await admin.post<{ account: { id: string } }>('/admin/accounts', { name: 'Grant shop' })).body;
    const grants = await fakeService(bus, 'billing.grant_credits', () => ({ id: 'txn_1' }) as never);
    const stripe = await fakeService(bus, 'billing.handle_stripe_webhook', () => ({ received: true }));
    try {
      const granted = await admin.post(
        `/admin/accounts/${account.account.id}/credits`,
        { amount: 5, description: 'x' },
        withKey('shared-1'),
      );
      expect(granted.status).toBe(201);
      const webhook = await new ApiClient(baseUrl).raw('POST', '/payments/stripe/webhook', '{"id":"evt_1"}', {
        'content-type': 'application/json',
        'stripe-signature': 't=1,v1=00',
        ...withKey('shared-1'),
      });
      expect(webhook.status).toBe(200);
      expect(stripe.calls).toHaveLength(1);
    } finally {
      grants.stop();
      stripe.stop();
    }
  });

  it('answers a repeated key on a route that writes its own response, never leaving it hanging', async () => {
    const checkout = await fakeService(bus, 'billing.pay_checkout', () => {
      throw new ServiceError('resource_missing', 'No such top-up.', 'id');
    });
    try {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await fetch(`${baseUrl}/checkout/topup_nope/pay`, {
          method: 'POST',
          headers: withKey('page-1'),
          signal: AbortSignal.timeout(10_000),
        });
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type')).toContain('text/html');
      }
    } finally {
      checkout.stop();
    }
  });

  it('keeps no API key in plain text in a stored reply, and replays it to the same operator', async () => {
    const first = await admin.post<{ api_key: string }>('/admin/accounts', { name: 'Secret shop' }, withKey('acct-1'));
    expect(first.status).toBe(201);
    const stored = JSON.stringify((await claimOf('acct-1'))!.response_body);
    expect(stored).not.toContain(first.body.api_key);
    expect(stored).not.toContain('rs_live_');

    const again = await admin.post<{ api_key: string }>('/admin/accounts', { name: 'Secret shop' }, withKey('acct-1'));
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
  });

  it('replays the same body sent with its keys in another order, at any depth', async () => {
    const videos = await fakeService(bus, 'videos.create_video', () => ({ id: 'vid_reordered' }) as never);
    try {
      const first = await api.post(
        '/videos',
        {
          template_id: 'tmpl_x',
          product_id: 'prod_x',
          user_prompt: { headline: 'Sale', colours: { a: '#fff', b: '#000' } },
        },
        withKey('reordered-1'),
      );
      const again = await api.post(
        '/videos',
        {
          user_prompt: { colours: { b: '#000', a: '#fff' }, headline: 'Sale' },
          product_id: 'prod_x',
          template_id: 'tmpl_x',
        },
        withKey('reordered-1'),
      );
      expect(again.status).toBe(first.status);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body).toEqual(first.body);
      expect(videos.calls).toHaveLength(1);
    } finally {
      videos.stop();
    }
  });

  it('keeps no rotated webhook secret in plain text in a stored reply, and replays it to the same key', async () => {
    const secret = `whsec_${'s3cr3t'.repeat(7)}`;
    const webhooks = await fakeService(bus, 'webhooks.rotate_secret', () => ({ secret }));
    try {
      const first = await api.post<{ secret: string }>('/webhooks/secret/rotate', {}, withKey('rotate-1'));
      expect(first.status).toBe(200);
      expect(first.body.secret).toBe(secret);
      const stored = JSON.stringify((await claimOf('rotate-1'))!.response_body);
      expect(stored).not.toContain(secret);
      expect(stored).not.toContain('whsec_');

      const again = await api.post<{ secret: string }>('/webhooks/secret/rotate', {}, withKey('rotate-1'));
      expect(again.body).toEqual({ secret });
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(webhooks.calls).toHaveLength(1);
    } finally {
      webhooks.stop();
    }
  });

  it('purges keys older than 24 hours on a schedule', async () => {
    await harness.dataSource.query(
      `INSERT INTO "idempotency_keys" ("scope", "key", "fingerprint", "state", "created_at", "locked_until")
       VALUES ('admin', 'ancient-1', repeat('0', 64), 'completed', now() - interval '25 hours', now())`,
    );
    await pollUntil(async () => ((await claimOf('ancient-1')) === undefined ? true : undefined), {
      description: 'the expired key to be purged',
      timeoutMs: 10_000,
    });
  });
});
