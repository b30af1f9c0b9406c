import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { verifyWebhook, type Reelsmith } from '@reelsmith/sdk';
import {
  TestFileServer,
  type TestStack,
  TestWebhookReceiver,
  freePort,
  openCheckoutPage,
  pollUntil,
  submitCheckoutForm,
  testPicture,
  unchecked,
  waitForVideo,
  type ReceivedWebhook,
  sharedStack,
} from '@reelsmith/testing';

describe('webhooks through the gateway', () => {
  let stack: TestStack;
  let images: TestFileServer;
  let receiver: TestWebhookReceiver;

  beforeAll(async () => {
    images = await TestFileServer.start({ '/mug.png': { body: testPicture(900, 700), contentType: 'image/png' } });
    receiver = await TestWebhookReceiver.start();
    stack = sharedStack();
  });

  afterAll(async () => {
    await stack?.dispose();
    await receiver?.stop();
    await images?.stop();
  });

  /** The square template, the quickest to render: which template a video has matters to no webhook. */
  const squareTemplate = async (rs: Reelsmith) =>
    (await rs.templates.list({ limit: 100 })).data.find((template) => template.width === template.height)!;

  async function customer(credits = 0) {
    const account = await stack.createAccount('Webhook shop');
    if (credits > 0) await stack.grantCredits(account.id, credits, 'e2e');
    return { id: account.id, rs: stack.client(account.apiKey) };
  }

  it('manages endpoints: create with all kinds by default, list, update, disable, delete; 404 for others', async () => {
    const { rs } = await customer();
    const created = await rs.webhooks.endpoints.create({ url: receiver.url('/crud'), description: 'CRM' });
    expect(created).toMatchObject({
      id: expect.stringMatching(/^we_/),
      url: receiver.url('/crud'),
      events: [
        'video.completed',
        'video.failed',
        'video.processing',
        'batch.completed',
        'top_up.completed',
        'balance.low',
      ],
      description: 'CRM',
      enabled: true,
    });
    const id = created.id;
    expect((await rs.webhooks.endpoints.list()).data.map((e) => e.id)).toEqual([id]);
    const updated = await rs.webhooks.endpoints.update(id, { events: ['video.failed'], enabled: false });
    expect(updated).toMatchObject({ events: ['video.failed'], enabled: false, description: 'CRM' });

    const other = (await customer()).rs;
    await expect(other.webhooks.endpoints.retrieve(id)).rejects.toMatchObject({ status: 404 });
    await expect(other.webhooks.endpoints.delete(id)).rejects.toMatchObject({ status: 404 });

    expect(await other.webhooks.deliveries.list()).toEqual({ data: [], has_more: false });

    const bad = rs.webhooks.endpoints.create(unchecked({ url: 'ftp://x', events: ['video.exploded'] }));
    await expect(bad).rejects.toMatchObject({ status: 400, param: expect.any(String) });
    expect(await rs.webhooks.endpoints.delete(id)).toEqual({ id, deleted: true });
    await expect(rs.webhooks.endpoints.retrieve(id)).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a 17th endpoint with a 400 in the contract shape', async () => {
    const { rs } = await customer();
    for (let index = 0; index < 16; index += 1) {
      await rs.webhooks.endpoints.create({ url: receiver.url(`/many-${index}`) });
    }
    await expect(rs.webhooks.endpoints.create({ url: receiver.url('/many-16') })).rejects.toMatchObject({
      status: 400,
      type: 'invalid_request_error',
      code: 'parameter_invalid',
      param: undefined,
      message: expect.any(String),
    });
    expect((await rs.webhooks.endpoints.list({ limit: 100 })).data).toHaveLength(16);
  });

  it('sends top_up.completed to an endpoint when a top-up is paid on the sandbox checkout', async () => {
    const { rs } = await customer();
    const path = `/top-ups-${Date.now()}`;
    await rs.webhooks.endpoints.create({ url: receiver.url(path), events: ['top_up.completed'] });
    const secret = await rs.webhooks.secret();
    const topUp = await rs.balance.topUp({ amount: 1000, currency: 'usd' });
    const page = await openCheckoutPage(topUp.checkout_url);
    expect((await submitCheckoutForm(topUp.checkout_url, page.html, 'Pay')).status).toBe(200);
    // Pay pressed again (a second tab, a double click) announces nothing more.
    expect((await submitCheckoutForm(topUp.checkout_url, page.html, 'Pay')).status).toBe(200);

    const [request] = await receiver.waitFor(1, { path });
    expect(verifyWebhook(request!.body, request!.headers, secret)).toEqual({
      event: 'top_up.completed',
      data: { ...topUp, status: 'completed' },
    });
    const log = await pollUntil(
      async () => {
        const page = await rs.webhooks.deliveries.list({ event: 'top_up.completed' });
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
    const { rs } = await customer();
    const secret = await rs.webhooks.secret();
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
      await rs.webhooks.endpoints.create({ url: `http://127.0.0.1:${port}/reelsmith`, events: ['top_up.completed'] });
      const topUp = await rs.balance.topUp({ amount: 1000, currency: 'eur' });
      const page = await openCheckoutPage(topUp.checkout_url);
      await submitCheckoutForm(topUp.checkout_url, page.html, 'Pay');

      const [delivery] = await pollUntil(
        async () => {
          const { data } = await rs.webhooks.deliveries.list({ event: 'top_up.completed' });
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
    const { rs, id } = await customer(20);
    const template = await squareTemplate(rs);
    const path = `/low-${id}`;
    await rs.webhooks.endpoints.create({ url: receiver.url(path), events: ['balance.low'] });
    const secret = await rs.webhooks.secret();
    const product = await rs.products.create({ name: 'Mug', image_url: `${images.baseUrl}/mug.png` });
    const started = await rs.videos.create({ template_id: template.id, product_id: product.id });

    const [request] = await receiver.waitFor(1, { path });
    expect(verifyWebhook(request!.body, request!.headers, secret)).toEqual({
      event: 'balance.low',
      data: { credits: 20 - template.credits, threshold: 20 },
    });
    await waitForVideo(rs, started.id);
    const announced = await stack.query<{ count: string }>(
      'billing',
      `SELECT count(*) FROM "outbox" WHERE "event" = 'billing.balance_ran_low' AND "payload"->>'account_id' = $1`,
      [id],
    );
    expect(announced).toEqual([{ count: '1' }]);
    const log = await rs.webhooks.deliveries.list({ event: 'balance.low' });
    expect(log.data).toHaveLength(1);
    expect(receiver.at(path)).toHaveLength(1);
  });

  it('rotates the secret; the old one stays readable to receivers for the grace period', async () => {
    const { rs } = await customer();
    const first = await rs.webhooks.secret();
    expect(first).toMatch(/^whsec_/);
    expect(await rs.webhooks.secret()).toBe(first);
    const rotated = await rs.webhooks.rotateSecret();
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(first);
    expect(await rs.webhooks.secret()).toBe(rotated);
  });

  it("sends a video's events to its webhook_url and to the endpoints subscribed to them, signed, logged and resent", async () => {
    const { rs } = await customer(100);
    const everything = await rs.webhooks.endpoints.create({ url: receiver.url('/all') });
    const failedOnly = await rs.webhooks.endpoints.create({
      url: receiver.url('/failed-only'),
      events: ['video.failed'],
    });
    const secret = await rs.webhooks.secret();
    const template = await squareTemplate(rs);
    const product = await rs.products.create({ name: 'Mug', image_url: `${images.baseUrl}/mug.png` });
    const started = await rs.videos.create(
      { template_id: template.id, product_id: product.id, webhook_url: receiver.url('/video') },
      { requestId: 'trace-webhooks-e2e' },
    );
    const video = await waitForVideo(rs, started.id);
    expect(video.status).toBe('completed');

    const verified = (request: ReceivedWebhook) => verifyWebhook(request.body, request.headers, secret);
    const [own] = await receiver.waitFor(1, { path: '/video' });
    expect(verified(own!)).toEqual({ event: 'video.completed', data: video });
    const all = await receiver.waitFor(2, { path: '/all' });
    expect(all.map((request) => verified(request).event).sort()).toEqual(['video.completed', 'video.processing']);

    const log = await pollUntil(
      async () => {
        const page = await rs.webhooks.deliveries.list({ video_id: video.id });
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
    const byEndpoint = await rs.webhooks.deliveries.list({ endpoint_id: failedOnly.id });
    expect(byEndpoint.data).toEqual([]);
    const processing = await rs.webhooks.deliveries.list({ event: 'video.processing' });
    expect(processing.data.map((delivery) => delivery.endpoint_id)).toEqual([everything.id]);

    const mine = log.data.find((delivery) => delivery.endpoint_id === null)!;
    expect(mine.attempts).toEqual([
      { at: expect.any(String), status_code: 204, error: null, duration_ms: expect.any(Number) },
    ]);
    const other = (await customer()).rs;
    await expect(other.webhooks.deliveries.retry(mine.id)).rejects.toMatchObject({ status: 404 });
    expect(await rs.webhooks.deliveries.retry(mine.id)).toMatchObject({ id: mine.id, webhook_id: mine.webhook_id });
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
