import type { Batch, Product, Reelsmith, Template, Video } from '@reelsmith/sdk';
import {
  HeldPicture,
  TestFileServer,
  TestWebhookReceiver,
  type TestStack,
  pollUntil,
  sharedStack,
  testPicture,
  waitForBalance,
  waitForVideo,
} from '@reelsmith/testing';

/** Every video of a batch, oldest first. */
async function videosOf(rs: Reelsmith, batchId: string): Promise<Video[]> {
  const videos: Video[] = [];
  for await (const video of rs.videos.list({ batch_id: batchId, limit: 100 })) videos.push(video);
  return videos.reverse();
}

describe('batches through the gateway', () => {
  const held = new HeldPicture();
  let files: TestFileServer;
  let receiver: TestWebhookReceiver;
  let stack: TestStack;

  beforeAll(async () => {
    const picture = testPicture(640, 640);
    files = await TestFileServer.start({
      '/lamp.png': (_request, response) => response.writeHead(200, { 'content-type': 'image/png' }).end(picture),
      '/held.png': held.route,
    });
    receiver = await TestWebhookReceiver.start();
    stack = sharedStack();
  });

  afterAll(async () => {
    held.release();
    await stack?.dispose();
    await Promise.all([files?.stop(), receiver?.stop()]);
  });

  /**
   * A new account with `credits`, two products (one whose picture cannot be had) and two
   * templates: the square and the vertical ones, the quickest to render, the square first.
   */
  async function shop(credits: number) {
    const account = await stack.createAccount('Batch shop');
    if (credits > 0) await stack.grantCredits(account.id, credits, 'batches');
    const rs = stack.client(account.apiKey);
    const templates = (await rs.templates.list()).data
      .filter((template) => template.width <= template.height)
      .sort((a, b) => a.duration_seconds - b.duration_seconds);
    const lamp = await rs.products.create({ name: 'Desk lamp', image_url: `${files.baseUrl}/lamp.png` });
    const broken = await rs.products.create({ name: 'Ghost chair', image_url: `${files.baseUrl}/missing.png` });
    return { account, rs, templates, lamp, broken };
  }

  const costOf = (templates: Template[], products: Product[], languages = 1) =>
    products.length * languages * templates.reduce((sum, template) => sum + template.credits, 0);

  it('charges the whole batch once, refunds each failed video on its own, and announces the end once', async () => {
    const { rs, templates, lamp, broken } = await shop(500);
    const cost = costOf(templates, [lamp, broken]);
    const body = {
      product_ids: [lamp.id, broken.id],
      template_ids: templates.map((template) => template.id),
      webhook_url: receiver.url('/batch-hook'),
    };
    const batch = await rs.batches.create(body, { idempotencyKey: 'nightly-1' });
    expect(batch).toMatchObject({ status: 'processing', credits_reserved: cost, counts: { total: 4 } });
    // The same key answers the same batch: nothing more is made or charged.
    expect((await rs.batches.create(body, { idempotencyKey: 'nightly-1' })).id).toBe(batch.id);

    const ended = await rs.batches.waitFor(batch.id, { timeoutMs: 120_000, intervalMs: 250 });
    expect(ended).toMatchObject({
      status: 'completed',
      counts: { total: 4, queued: 0, processing: 0, completed: 2, failed: 2 },
    });
    expect(ended.completed_at).not.toBeNull();

    const videos = await videosOf(rs, batch.id);
    expect(videos).toHaveLength(4);
    expect(new Set(videos.map((video) => video.batch_id))).toEqual(new Set([batch.id]));
    expect(new Set(videos.map((video) => video.voice))).toEqual(new Set(['espeak-en']));
    const failed = videos.filter((video) => video.status === 'failed');
    expect(failed.map((video) => [video.product_id, video.error?.code])).toEqual([
      [broken.id, 'image_unreachable'],
      [broken.id, 'image_unreachable'],
    ]);

    // One usage of the whole, one refund per failed video, and a balance equal to its transactions.
    const refunded = failed.reduce((sum, video) => sum + templates.find((t) => t.id === video.template_id)!.credits, 0);
    const balance = await waitForBalance(rs, 500 - cost + refunded, { description: 'the refunds' });
    const ledger = (await rs.balance.transactions.list({ limit: 100 })).data;
    expect(ledger.filter((txn) => txn.type === 'usage').map((txn) => txn.amount)).toEqual([-cost]);
    expect(
      ledger
        .filter((txn) => txn.type === 'refund')
        .map((txn) => txn.amount)
        .sort(),
    ).toEqual(failed.map((video) => templates.find((t) => t.id === video.template_id)!.credits).sort());
    expect(ledger.reduce((sum, txn) => sum + txn.amount, 0)).toBe(balance.credits);

    const [hook] = await receiver.waitFor(1, { path: '/batch-hook' });
    expect(JSON.parse(hook!.body)).toMatchObject({
      event: 'batch.completed',
      data: { id: batch.id, status: 'completed', counts: { completed: 2, failed: 2 } },
    });
    expect(hook!.headers['webhook-signature']).toBeDefined();
    // Nothing more arrives: the batch ended once.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.at('/batch-hook')).toHaveLength(1);
  });

  it('makes videos of exactly the products a feed sync changed, and an empty free batch of an unchanged one', async () => {
    const { rs, templates } = await shop(500);
    const template_ids = [templates[0]!.id];
    // Pictures that are gone: these videos fail at once (and are refunded); what matters here is
    // which products the batches are made of and what they are charged.
    const feed = (price: string) =>
      [
        'id,title,image_link,price',
        `LAMP-1,Desk lamp,${files.baseUrl}/gone-1.png,${price}`,
        `LAMP-2,Floor lamp,${files.baseUrl}/gone-2.png,30.00 USD`,
      ].join('\n');
    const first = await rs.products.sync(feed('20.00 USD'), 'text/csv');
    expect(first.product_ids_changed).toHaveLength(2);
    const batch = await rs.batches.create({ sync_id: first.id, template_ids });
    expect(batch).toMatchObject({ sync_id: first.id, counts: { total: 2 } });

    // A nightly job that finds nothing new costs nothing.
    const again = await rs.products.sync(feed('20.00 USD'), 'text/csv');
    expect(again.product_ids_changed).toEqual([]);
    const nothing = await rs.batches.create({ sync_id: again.id, template_ids });
    expect(nothing).toMatchObject({ status: 'completed', credits_reserved: 0, counts: { total: 0 } });

    const repriced = await rs.products.sync(feed('18.00 USD'), 'text/csv');
    const one = await rs.batches.create({ sync_id: repriced.id, template_ids });
    expect((await videosOf(rs, one.id)).map((video) => video.product_id)).toEqual(repriced.product_ids_changed);

    const stranger = await shop(100);
    await expect(
      stranger.rs.batches.create({ sync_id: first.id, template_ids: [stranger.templates[0]!.id] }),
    ).rejects.toMatchObject({ status: 404, param: 'sync_id' });
    await expect(
      rs.batches.create({ sync_id: first.id, product_ids: first.product_ids_changed, template_ids }),
    ).rejects.toMatchObject({ status: 400 });

    await rs.batches.waitFor(batch.id, { timeoutMs: 120_000, intervalMs: 250 });
    await rs.batches.waitFor(one.id, { timeoutMs: 120_000, intervalMs: 250 });
    const usages = (await rs.balance.transactions.list({ limit: 100 })).data.filter((txn) => txn.type === 'usage');
    expect(usages.map((txn) => txn.amount)).toEqual([-templates[0]!.credits, -2 * templates[0]!.credits]);
  });

  it('answers 402 naming the credits needed (outputs included) and available, and makes nothing', async () => {
    const { rs, templates, lamp, broken } = await shop(3);
    // Each of the 4 videos adds a TikTok MP4's 2 credits and a WebM's 2.
    const cost = costOf(templates, [lamp, broken]) + 4 * 4;
    await expect(
      rs.batches.create({
        product_ids: [lamp.id, broken.id],
        template_ids: templates.map((t) => t.id),
        outputs: [{ profile: 'tiktok' }, { format: 'webm' }],
      }),
    ).rejects.toMatchObject({
      status: 402,
      code: 'insufficient_credits',
      message: `This batch costs ${cost} credits and the balance is 3. Top up to continue.`,
    });
    expect((await rs.batches.list()).data).toEqual([]);
    expect((await rs.videos.list()).data).toEqual([]);
    expect((await rs.balance.retrieve()).credits).toBe(3);
  });

  it('refuses a product named twice, another account’s product, too many videos, and another account’s batch, whose videos carry and price its outputs', async () => {
    const { rs, templates, lamp, broken } = await shop(100);
    const stranger = await shop(100);
    const template_ids = [templates[0]!.id];
    await expect(rs.batches.create({ product_ids: [lamp.id, lamp.id], template_ids })).rejects.toMatchObject({
      status: 400,
      code: 'parameter_invalid',
      param: 'product_ids[1]',
    });
    await expect(rs.batches.create({ product_ids: [lamp.id, stranger.lamp.id], template_ids })).rejects.toMatchObject({
      status: 404,
      param: 'product_ids[1]',
    });
    await expect(
      rs.batches.create({ product_ids: [lamp.id], template_ids: ['tmpl_01KAAAAAAAAAAAAAAAAAAAAAAA'] }),
    ).rejects.toMatchObject({ status: 404, param: 'template_ids[0]' });
    const ids = Array.from({ length: 1_000 }, (_, i) => `prod_${String(i).padStart(26, '0')}`);
    await expect(
      rs.batches.create({
        product_ids: ids,
        template_ids,
        languages: ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'sv', 'da', 'fi'],
      }),
    ).rejects.toMatchObject({ status: 400, code: 'parameter_invalid', param: 'product_ids' });
    await expect(
      rs.batches.create({ product_ids: [lamp.id], template_ids, languages: ['en'], voice: 'espeak-de' }),
    ).rejects.toMatchObject({ status: 400, param: 'voice' });
    await expect(
      rs.batches.create({
        product_ids: [lamp.id],
        template_ids,
        music: { asset_id: 'asset_01KAAAAAAAAAAAAAAAAAAAAAAA' },
      }),
    ).rejects.toMatchObject({ status: 404, param: 'music.asset_id' });
    const mine = await rs.batches.create({ product_ids: [broken.id], template_ids, outputs: [{ format: 'gif' }] });
    // The batch and its video carry the outputs; the video's price includes the GIF's credit.
    expect(mine).toMatchObject({ outputs: [{ format: 'gif' }], credits_reserved: templates[0]!.credits + 1 });
    const [video] = (await rs.videos.list({ batch_id: mine.id })).data;
    expect(video!.outputs).toEqual([
      { format: 'gif', url: null, width: null, height: null, duration_seconds: null, bytes: null, checks: null },
    ]);
    await expect(stranger.rs.batches.retrieve(mine.id)).rejects.toMatchObject({ status: 404 });
    await expect(stranger.rs.batches.cancel(mine.id)).rejects.toMatchObject({ status: 404 });
    expect((await stranger.rs.videos.list({ batch_id: mine.id })).data).toEqual([]);
    await rs.batches.waitFor(mine.id, { timeoutMs: 120_000, intervalMs: 250 });
  });

  it('cancels every video not yet ended, refunds each, and refuses a second cancel', async () => {
    const { rs, templates, account } = await shop(500);
    const product = await rs.products.create({ name: 'Held lamp', image_url: `${files.baseUrl}/held.png` });
    const template_ids = templates.map((template) => template.id);
    const batch = await held.heldDuring(() => rs.batches.create({ product_ids: [product.id], template_ids }));
    const canceled = await rs.batches.cancel(batch.id);
    held.release();
    expect(canceled).toMatchObject({ status: 'canceled', counts: { total: 2, failed: 2, queued: 0, processing: 0 } });
    for (const video of await videosOf(rs, batch.id)) {
      expect(video).toMatchObject({ status: 'failed', credits_used: 0, error: { code: 'canceled' } });
    }
    await waitForBalance(rs, 500, { description: 'the refunds' });
    await expect(rs.batches.cancel(batch.id)).rejects.toMatchObject({ status: 400, code: 'batch_not_cancelable' });
    expect(account.id).toBeDefined();
  });

  it('starts another account’s single video before most of a large batch queued ahead of it', async () => {
    const big = await shop(1_000);
    // Ready before the batch starts: the single video is asked for as soon as the batch runs.
    const other = await shop(100);
    const template = big.templates[0]!;
    const products = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        big.rs.products.create({ name: `Lamp ${i}`, image_url: `${files.baseUrl}/lamp.png` }),
      ),
    );
    const batch: Batch = await big.rs.batches.create({
      product_ids: products.map((product) => product.id),
      template_ids: [template.id],
    });
    await pollUntil(async () => ((await big.rs.batches.retrieve(batch.id)).counts.processing > 0 ? true : undefined), {
      timeoutMs: 60_000,
      description: 'the batch to start',
    });

    const single = await other.rs.videos.create({ template_id: template.id, product_id: other.lamp.id });
    const rendered = await waitForVideo(other.rs, single.id, { timeoutMs: 120_000 });
    expect(rendered.status).toBe('completed');

    await big.rs.batches.waitFor(batch.id, { timeoutMs: 180_000, intervalMs: 250 });
    const releasedAfter = (await videosOf(big.rs, batch.id)).filter(
      (video) => video.started_at! > rendered.started_at!,
    ).length;
    // Without turns all six would be in the queue ahead of it; with them, at most two are.
    expect(releasedAfter).toBeGreaterThanOrEqual(3);
  });
});
