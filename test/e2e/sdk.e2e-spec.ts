import { Reelsmith, ReelsmithError, verifyWebhook, type Video } from '@reelsmith/sdk';
import {
  TestFileServer,
  type TestStack,
  TestWebhookReceiver,
  pollUntil,
  testPicture,
  sharedStack,
} from '@reelsmith/testing';

const SHOP_PAGE = `<!doctype html><html><head><title>Lamp – Corner Shop</title>
<script type="application/ld+json">{"@context": "https://schema.org", "@type": "Product", "name": "Desk lamp",
"image": "/lamp.png", "offers": {"@type": "Offer", "price": "49.00", "priceCurrency": "EUR"}}</script>
</head><body><h1>Desk lamp</h1></body></html>`;

describe('@reelsmith/sdk against the running system', () => {
  let stack: TestStack;
  let files: TestFileServer;
  let receiver: TestWebhookReceiver;
  let rs: Reelsmith;

  beforeAll(async () => {
    files = await TestFileServer.start({
      '/lamp.png': { body: testPicture(800, 800), contentType: 'image/png' },
      '/lamp.html': { body: Buffer.from(SHOP_PAGE), contentType: 'text/html; charset=utf-8' },
    });
    receiver = await TestWebhookReceiver.start();
    stack = sharedStack();
    const account = await stack.createAccount('SDK shop');
    await stack.grantCredits(account.id, 100, 'sdk');
    rs = new Reelsmith({ apiKey: account.apiKey, baseUrl: stack.baseUrl });
  });

  afterAll(async () => {
    await stack?.dispose();
    await receiver?.stop();
    await files?.stop();
  });

  it('manages products: create, import, retrieve, update, list page by page, delete', async () => {
    const created = await rs.products.create({ name: 'Mug', image_url: `${files.baseUrl}/lamp.png` });
    const imported = await rs.products.import({ url: `${files.baseUrl}/lamp.html` });
    expect(imported).toMatchObject({ name: 'Desk lamp', price: { amount: 4900, currency: 'eur' } });
    expect((await rs.products.retrieve(created.id)).name).toBe('Mug');
    expect(await rs.products.update(created.id, { description: 'Stoneware' })).toMatchObject({
      description: 'Stoneware',
    });

    const first = await rs.products.list({ limit: 1 });
    expect(first).toMatchObject({ data: [{ id: imported.id }], has_more: true });
    const every: string[] = [];
    for await (const product of rs.products.list({ limit: 1 })) every.push(product.id);
    expect(every).toEqual([imported.id, created.id]);

    expect(await rs.products.delete(created.id)).toEqual({ id: created.id, deleted: true });
    const missing = await rs.products.retrieve(created.id).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(ReelsmithError);
    expect(missing).toMatchObject({ status: 404, type: 'not_found', requestId: expect.any(String) });
  });

  it('makes a video, waits for it and is told by a verified webhook; cancels another for a refund', async () => {
    const secret = await rs.webhooks.secret();
    const endpoint = await rs.webhooks.endpoints.create({ url: receiver.url('/sdk'), events: ['video.completed'] });
    expect((await rs.webhooks.endpoints.retrieve(endpoint.id)).events).toEqual(['video.completed']);
    const templates: string[] = [];
    for await (const template of rs.templates.list()) templates.push(template.id);
    const square = (await rs.templates.list({ limit: 100 })).data.find((t) => t.width === t.height)!;
    expect(templates).toContain(square.id);
    expect((await rs.languages.list()).map((language) => language.code)).toContain('de');
    const product = await rs.products.create({ name: 'Lamp', image_url: `${files.baseUrl}/lamp.png` });

    const queued = await rs.videos.create({ template_id: square.id, product_id: product.id, language: 'de' });
    expect(queued.status).toBe('queued');
    const video: Video = await rs.videos.waitFor(queued.id, { timeoutMs: 120_000, intervalMs: 250 });
    expect(video).toMatchObject({ status: 'completed', credits_used: square.credits });

    const [delivery] = await receiver.waitFor(1, { path: '/sdk' });
    expect(verifyWebhook(delivery!.body, delivery!.headers, secret)).toEqual({
      event: 'video.completed',
      data: video,
    });
    const log = await rs.webhooks.deliveries.list({ endpoint_id: endpoint.id });
    expect(log.data.map((entry) => entry.event)).toEqual(['video.completed']);
    const resent = await rs.webhooks.deliveries.retry(log.data[0]!.id);
    expect(resent.webhook_id).toBe(log.data[0]!.webhook_id);

    const second = await rs.videos.create({ template_id: square.id, product_id: product.id });
    expect((await rs.videos.cancel(second.id)).error).toMatchObject({ code: 'canceled' });
    const refunded = await pollUntil(
      async () => {
        const balance = await rs.balance.retrieve();
        return balance.credits === 100 - square.credits ? balance : undefined;
      },
      { timeoutMs: 30_000, description: 'the canceled video refunded' },
    );
    expect(refunded.credits).toBe(100 - square.credits);
    const kinds = new Set<string>();
    for await (const transaction of rs.balance.transactions.list({ limit: 2 })) kinds.add(transaction.type);
    expect(kinds).toEqual(new Set(['grant', 'usage', 'refund']));
    const failed = await rs.videos.list({ status: 'failed' });
    expect(failed.data.map((entry) => entry.id)).toEqual([second.id]);

    await rs.webhooks.endpoints.update(endpoint.id, { enabled: false });
    expect(await rs.webhooks.endpoints.delete(endpoint.id)).toEqual({ id: endpoint.id, deleted: true });
    expect(await rs.webhooks.rotateSecret()).not.toBe(secret);
  });

  it('starts a top-up whose checkout page is served', async () => {
    const topUp = await rs.balance.topUp({ amount: 1000, currency: 'eur' });
    expect(topUp).toMatchObject({
      status: 'pending',
      credits: 100,
      checkout_url: expect.stringContaining('/checkout/'),
    });
    expect((await fetch(topUp.checkout_url)).status).toBe(200);
  });

  it('answers a repeated create with the same Idempotency-Key once', async () => {
    const options = { idempotencyKey: `sdk-${Date.now()}` };
    const body = { name: 'Once', image_url: `${files.baseUrl}/lamp.png` };
    const [a, b] = await Promise.all([rs.products.create(body, options), rs.products.create(body, options)]);
    expect(b.id).toBe(a.id);
  });
});
