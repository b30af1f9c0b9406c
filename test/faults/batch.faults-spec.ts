import { verifyWebhook, type Batch, type Video } from '@reelsmith/sdk';
import { pollUntil, type TestFileServer, type TestStack, type TestWebhookReceiver } from '@reelsmith/testing';
import { FaultStack } from './fault-stack.js';

const VIDEOS = 200;
/** Of them, these render; the rest are of products whose picture is gone, and fail at its download. */
const RENDERED = 20;

/**
 * A batch of 200 while every service in turn is SIGKILLed and restarted, then NATS and
 * PostgreSQL: every video ends once, the batch is charged once as a whole, each failed video is
 * refunded once, and `batch.completed` reaches its webhook once per webhook-id. Most videos fail
 * (each still a worker's job, a refund and an event) so that the crashes strike the refunds too
 * and the suite's time stays short; the rest render a built-in template at one frame a second.
 */
describe('a 200-video batch through crashes of every part', () => {
  let faulty: FaultStack;
  let files: TestFileServer;
  let receiver: TestWebhookReceiver;
  let stack: TestStack;

  beforeAll(async () => {
    faulty = await FaultStack.start({ BATCH_RELEASE_AHEAD: '2' }, 320);
    ({ stack, files, receiver } = faulty);
  });

  afterAll(async () => {
    await faulty?.dispose();
  });

  it('ends every video, charges the batch once and announces its end once per webhook-id', async () => {
    const { rs, template, secret } = await faulty.openShop('Batch fault shop', VIDEOS);
    const products: string[] = [];
    for (let i = 0; i < VIDEOS; i += 20) {
      const page = await Promise.all(
        Array.from({ length: 20 }, (_, k) =>
          rs.products.create({
            name: `Lamp ${i + k}`,
            image_url: `${files.baseUrl}/${i + k < RENDERED ? 'lamp' : 'gone'}.png`,
          }),
        ),
      );
      products.push(...page.map((product) => product.id));
    }

    const body = { product_ids: products, template_ids: [template.id], webhook_url: receiver.url('/batch') };
    // The gateway dies while the batch is being made: the retried POST keeps its Idempotency-Key.
    const creating = rs.batches.create(body, { idempotencyKey: 'batch-faults' });
    await stack.stopApp('gateway', 'SIGKILL');
    await stack.startApp('gateway');
    const batch: Batch = await creating;

    const ended = async () => {
      const { counts } = await rs.batches.retrieve(batch.id);
      return counts.completed + counts.failed;
    };
    // The gateway was struck above, while the batch was being made.
    const faults = faulty.faults(['gateway']);
    for (const [name, fault] of faults) {
      const before = await pollUntil(async () => ended().catch(() => undefined), {
        timeoutMs: 60_000,
        description: `the API to answer before the ${name} fault`,
      });
      await fault();
      await pollUntil(async () => ((await ended().catch(() => 0)) >= before + 3 ? true : undefined), {
        timeoutMs: 180_000,
        intervalMs: 500,
        description: `videos to keep ending after the ${name} fault`,
      });
    }
    const done = await rs.batches.waitFor(batch.id, { timeoutMs: 600_000, intervalMs: 1_000 });
    expect(done).toMatchObject({
      status: 'completed',
      counts: { total: VIDEOS, completed: RENDERED, failed: VIDEOS - RENDERED },
    });

    // Exactly one batch, of exactly the videos asked for, each rendered into its files.
    expect((await rs.batches.list()).data.map((b) => b.id)).toEqual([batch.id]);
    const videos: Video[] = [];
    for await (const video of rs.videos.list({ batch_id: batch.id, limit: 100 })) videos.push(video);
    expect(videos).toHaveLength(VIDEOS);
    expect(new Set(videos.map((video) => video.product_id)).size).toBe(VIDEOS);
    const rendered = new Set(products.slice(0, RENDERED));
    const wrong = videos.filter((video) =>
      rendered.has(video.product_id)
        ? video.status !== 'completed' || !video.video_url
        : video.status !== 'failed' || video.error?.code !== 'image_unreachable',
    );
    expect(wrong).toEqual([]);

    // Charged once, as a whole; each failed video refunded once; the balance is the ledger's sum.
    const transactions = [];
    for await (const transaction of rs.balance.transactions.list({ limit: 100 })) transactions.push(transaction);
    expect(transactions.filter((t) => t.type === 'usage').map((t) => t.amount)).toEqual([-VIDEOS * template.credits]);
    const refunds = transactions.filter((t) => t.type === 'refund');
    expect(refunds.map((t) => t.amount)).toEqual(Array.from({ length: VIDEOS - RENDERED }, () => template.credits));
    expect((await rs.balance.retrieve()).credits).toBe(transactions.reduce((sum, t) => sum + t.amount, 0));

    // `batch.completed` arrives, verified, under one webhook-id however often it was redelivered.
    const hooks = await receiver.waitFor(1, { path: '/batch', timeoutMs: 120_000 });
    for (const hook of hooks) {
      expect(verifyWebhook(hook.body, hook.headers, secret)).toMatchObject({
        event: 'batch.completed',
        data: { id: batch.id },
      });
    }
    expect(new Set(hooks.map((hook) => hook.headers['webhook-id'])).size).toBe(1);
  }, 900_000);
});
