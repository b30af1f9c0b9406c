import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import {
  ApiClient,
  TestFileServer,
  TestStack,
  TestWebhookReceiver,
  freePort,
  openCheckoutPage,
  pollUntil,
  submitCheckoutForm,
  testPicture,
  waitForVideo,
  type ErrorBody,
  type List,
  type Product,
  type ReceivedWebhook,
  type Template,
  type TopUp,
  type Video,
} from '@reelsmith/testing';

interface Endpoint {
  id: string;
  url: string;
  events: string[];
  description: string | null;
  enabled: boolean;
}

interface Delivery {
  id: string;
  endpoint_id: string | null;
  video_id: string | null;
  event: string;
  url: string;
  webhook_id: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: Array<{ at: string; status_code: number | null; error: string | null; duration_ms: number }>;
}

function verify(secret: string, request: ReceivedWebhook): { event: string; data: Record<string, unknown> } {
  return new Webhook(secret).verify(request.body, {
    'webhook-id': String(request.headers['webhook-id']),
    'webhook-timestamp': String(request.headers['webhook-timestamp']),
    'webhook-signature': String(request.headers['webhook-signature']),
  }) as { event: string; data: Record<string, unknown> };
}

describe('webhooks through the gateway', () => {
  let stack: TestStack;
  let images: TestFileServer;
  let receiver: TestWebhookReceiver;

  beforeAll(async () => {
    images = await TestFileServer.start({ '/mug.png': { body: testPicture(900, 700), contentType: 'image/png' } });
    receiver = await TestWebhookReceiver.start();
    stack = await TestStack.start({ WEBHOOK_RETRY_DELAYS: '0.2,0.5,1,1,1' });
  });

  afterAll(async () => {
    await stack?.dispose();
    await receiver?.stop();
    await images?.stop();
  });

  async function customer(credits = 0) {
    const account = await stack.createAccount('Webhook shop');
    if (credits > 0) await stack.grantCredits(account.id, credits, 'e2e');
    return { id: account.id, api: new ApiClient(stack.baseUrl, account.apiKey) };
  }

  it('manages endpoints: create with all kinds by default, list, update, disable, delete; 404 for others', async () => {
    const { api } = await customer();
    const created = await api.post<Endpoint>('/webhooks/endpoints', { url: receiver.url('/crud'), description: 'CRM' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.stringMatching(/^we_/),
      url: receiver.url('/crud'),
      events: ['video.completed', 'video.failed', 'video.processing', 'top_up.completed', 'balance.low'],
      description: 'CRM',
      enabled: true,
    });
    const id = created.body.id;
    expect((await api.get<List<Endpoint>>('/webhooks/endpoints')).body.data.map((e) => e.id)).toEqual([id]);
    const updated = await api.patch<Endpoint>(`/webhooks/endpoints/${id}`, {
      events: ['video.failed'],
      enabled: false,
    });
    expect(updated.body).toMatchObject({ events: ['video.failed'], enabled: false, description: 'CRM' });

    const other = (await customer()).api;
    expect((await other.get<ErrorBody>(`/webhooks/endpoints/${id}`)).status).toBe(404);
    expect((await other.delete<ErrorBody>(`/webhooks/endpoints/${id}`)).status).toBe(404);

    expect((await other.get<List<Delivery>>('/webhooks/deliveries')).body).toEqual({ data: [], has_more: false });

    const bad = await api.post<ErrorBody>('/webhooks/endpoints', { url: 'ftp://x', events: ['video.exploded'] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBeDefined();
    expect((await api.delete(`/webhooks/endpoints/${id}`)).body).toEqual({ id, deleted: true });
    expect((await api.get(`/webhooks/endpoints/${id}`)).status).toBe(404);
  });

  it('refuses a 17th endpoint with a 400 in the contract shape', async () => {
    const { api } = await customer();
    for (let index = 0; index < 16; index += 1) {
      expect((await api.post('/webhooks/endpoints', { url: receiver.url(`/many-${index}`) })).status).toBe(201);
    }
    const seventeenth = await api.post<ErrorBody>('/webhooks/endpoints', { url: receiver.url('/many-16') });
    expect(seventeenth.status).toBe(400);
    expect(seventeenth.body).toEqual({
      error: { type: 'invalid_request_error', code: 'parameter_invalid', message: expect.any(String) },
    });
    expect((await api.get<List<Endpoint>>('/webhooks/endpoints?limit=100')).body.data).toHaveLength(16);
  });

  it('sends top_up.completed to an endpoint when a top-up is paid on the sandbox checkout', async () => {
    const { api } = await customer();
    const path = `/top-ups-${Date.now()}`;
    await api.post<Endpoint>('/webhooks/endpoints', { url: receiver.url(path), events: ['top_up.completed'] });
    const secret = (await api.get<{ secret: string }>('/webhooks/secret')).body.secret;
    const topUp = (await api.post<TopUp>('/balance/top-up', { amount: 1000, currency: 'usd' })).body;
    const page = await openCheckoutPage(topUp.checkout_url);
    expect((await submitCheckoutForm(topUp.checkout_url, page.html, 'Pay')).status).toBe(200);
    // Pay pressed again (a second tab, a double click) announces nothing more.
    expect((await submitCheckoutForm(topUp.checkout_url, page.html, 'Pay')).status).toBe(200);

    const [request] = await receiver.waitFor(1, { path });
    expect(verify(secret, request!)).toEqual({ event: 'top_up.completed', data: { ...topUp, status: 'completed' } });
    const log = await pollUntil(
      async () => {
        const page = (await api.get<List<Delivery>>('/webhooks/deliveries?event=top_up.completed')).body;
        return page.data[0]?.status === 'succeeded' ? page : undefined;
      },
      { timeoutMs: 30_000, description: 'the top_up.completed delivery to succeed' },
    );
    expect(log.data).toHaveLength(1);
    expect(receiver.at(path)).toHaveLength(1);
  });

  it("delivers to the README's ten-line receiver, which verifies it with standardwebhooks", async () => {
    const root = join(import.meta.dirname, '..', '..');
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const code = /```js\n(import \{ createServer \} from 'node:http';[\s\S]*?)```/.exec(readme)![1]!;
    expect(code.trim().split('\n')).toHaveLength(10);
    const { api } = await customer();
    const secret = (await api.get<{ secret: string }>('/webhooks/secret')).body.secret;
    const port = await freePort();
    const readmeReceiver = spawn(
      process.execPath,
      ['--input-type=module', '-e', code.replace('.listen(8080)', `.listen(${port})`)],
      { cwd: root, env: { ...process.env, REELSMITH_WEBHOOK_SECRET: secret }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let printed = '';
    readmeReceiver.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    try {
      await pollUntil(
        () =>
          fetch(`http://127.0.0.1:${port}/`).then(
            () => true,
            () => undefined,
          ),
        {
          description: "the README's receiver to listen",
        },
      );
      await api.post<Endpoint>('/webhooks/endpoints', {
        url: `http://127.0.0.1:${port}/reelsmith`,
        events: ['top_up.completed'],
      });
      const topUp = (await api.post<TopUp>('/balance/top-up', { amount: 1000, currency: 'eur' })).body;
      const page = await openCheckoutPage(topUp.checkout_url);
      await submitCheckoutForm(topUp.checkout_url, page.html, 'Pay');

      const [delivery] = await pollUntil(
        async () => {
          const { data } = (await api.get<List<Delivery>>('/webhooks/deliveries?event=top_up.completed')).body;
          return data[0]?.status === 'succeeded' ? data : undefined;
        },
        { timeoutMs: 30_000, description: "the README's receiver to accept the delivery" },
      );
      expect(delivery!.attempts.map((attempt) => attempt.status_code)).toEqual([204]);
      expect(printed).toContain("event: 'top_up.completed'");
      expect(printed).toContain(topUp.id);
    } finally {
      readmeReceiver.kill();
    }
  });

  it("sends balance.low once to an endpoint when a video's debit takes the balance below the threshold", async () => {
    // 20 credits is the default threshold: the video's debit takes the balance below it.
    const { api, id } = await customer(20);
    const template = (await api.get<List<Template>>('/templates?limit=100')).body.data[0]!;
    const path = `/low-${id}`;
    await api.post<Endpoint>('/webhooks/endpoints', { url: receiver.url(path), events: ['balance.low'] });
    const secret = (await api.get<{ secret: string }>('/webhooks/secret')).body.secret;
    const product = (await api.post<Product>('/products', { name: 'Mug', image_url: `${images.baseUrl}/mug.png` }))
      .body;
    const started = await api.post<Video>('/videos', { template_id: template.id, product_id: product.id });
    expect(started.status).toBe(202);

    const [request] = await receiver.waitFor(1, { path });
    expect(verify(secret, request!)).toEqual({
      event: 'balance.low',
      data: { credits: 20 - template.credits, threshold: 20 },
    });
    await waitForVideo(api, started.body.id);
    const announced = await stack.query<{ count: string }>(
      'billing',
      `SELECT count(*) FROM "outbox" WHERE "event" = 'billing.balance_ran_low' AND "payload"->>'account_id' = $1`,
      [id],
    );
    expect(announced).toEqual([{ count: '1' }]);
    const log = (await api.get<List<Delivery>>('/webhooks/deliveries?event=balance.low')).body;
    expect(log.data).toHaveLength(1);
    expect(receiver.at(path)).toHaveLength(1);
  });

  it('rotates the secret; the old one stays readable to receivers for the grace period', async () => {
    const { api } = await customer();
    const first = (await api.get<{ secret: string }>('/webhooks/secret')).body.secret;
    expect(first).toMatch(/^whsec_/);
    expect((await api.get<{ secret: string }>('/webhooks/secret')).body.secret).toBe(first);
    const rotated = await api.post<{ secret: string }>('/webhooks/secret/rotate');
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(first);
    expect((await api.get<{ secret: string }>('/webhooks/secret')).body.secret).toBe(rotated.body.secret);
  });

  it("sends a video's events to its webhook_url and to the endpoints subscribed to them, signed, logged and resent", async () => {
    const { api } = await customer(100);
    const everything = (await api.post<Endpoint>('/webhooks/endpoints', { url: receiver.url('/all') })).body;
    const failedOnly = (
      await api.post<Endpoint>('/webhooks/endpoints', { url: receiver.url('/failed-only'), events: ['video.failed'] })
    ).body;
    const secret = (await api.get<{ secret: string }>('/webhooks/secret')).body.secret;
    const template = (await api.get<List<Template>>('/templates?limit=100')).body.data[0]!;
    const product = (await api.post<Product>('/products', { name: 'Mug', image_url: `${images.baseUrl}/mug.png` }))
      .body;
    const started = await api.post<Video>(
      '/videos',
      { template_id: template.id, product_id: product.id, webhook_url: receiver.url('/video') },
      { 'x-request-id': 'trace-webhooks-e2e' },
    );
    expect(started.status).toBe(202);
    const video = await waitForVideo(api, started.body.id);
    expect(video.status).toBe('completed');

    const [own] = await receiver.waitFor(1, { path: '/video' });
    expect(verify(secret, own!)).toEqual({ event: 'video.completed', data: video });
    const all = await receiver.waitFor(2, { path: '/all' });
    expect(all.map((request) => verify(secret, request).event).sort()).toEqual(['video.completed', 'video.processing']);

    const log = await pollUntil(
      async () => {
        const page = (await api.get<List<Delivery>>(`/webhooks/deliveries?video_id=${video.id}`)).body;
        return page.data.length === 3 && page.data.every((d) => d.status === 'succeeded') ? page : undefined;
      },
      { timeoutMs: 30_000, description: 'three succeeded deliveries' },
    );
    expect(log.data.map((delivery) => [delivery.endpoint_id, delivery.event]).sort()).toEqual(
      [
        [null, 'video.completed'],
        [everything.id, 'video.completed'],
        [everything.id, 'video.processing'],
      ].sort(),
    );
    expect(receiver.at('/failed-only')).toEqual([]);
    const byEndpoint = (await api.get<List<Delivery>>(`/webhooks/deliveries?endpoint_id=${failedOnly.id}`)).body;
    expect(byEndpoint.data).toEqual([]);
    const processing = (await api.get<List<Delivery>>('/webhooks/deliveries?event=video.processing')).body;
    expect(processing.data.map((delivery) => delivery.endpoint_id)).toEqual([everything.id]);

    const mine = log.data.find((delivery) => delivery.endpoint_id === null)!;
    expect(mine.attempts).toEqual([
      { at: expect.any(String), status_code: 204, error: null, duration_ms: expect.any(Number) },
    ]);
    const other = (await customer()).api;
    expect((await other.post<ErrorBody>(`/webhooks/deliveries/${mine.id}/retry`)).status).toBe(404);
    const retried = await api.post<Delivery>(`/webhooks/deliveries/${mine.id}/retry`);
    expect(retried.status).toBe(200);
    const again = await receiver.waitFor(2, { path: '/video' });
    expect(again[1]!.headers['webhook-id']).toBe(mine.webhook_id);

    // The request id of POST /videos reaches the sender's log lines for its attempts.
    const attempts = stack
      .logRecords('webhooks')
      .filter((record) => record.message === 'webhook attempt' && record.delivery_id === mine.id);
    expect(attempts.length).toBeGreaterThan(0);
    expect(attempts.every((record) => record.request_id === 'trace-webhooks-e2e')).toBe(true);
  });
});
