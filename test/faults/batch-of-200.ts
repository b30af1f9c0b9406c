import { Reelsmith, verifyWebhook, type Batch, type Video } from '@reelsmith/sdk';
import { oneFrameASecondTemplate, pollUntil } from '@reelsmith/testing';
import type { FaultScenario } from './fault-scenario.js';
import type { FaultStack } from './fault-stack.js';

const VIDEOS = 200;
/** Of them, these render; the rest are of products whose picture is gone (FaultStack's `/gone.png`), and fail at its download. */
const RENDERED = 20;

/**
 * A batch of 200, made as the first fault (the gateway's) strikes and in progress through every
 * later one, each of which must be followed by three more of its videos ending. At the end every
 * video has ended once, the batch is charged once as a whole, each failed video is refunded once,
 * and `batch.completed` reaches its webhook once per webhook-id. Most videos fail (each still a
 * worker's job, a refund and an event) so that the crashes strike the refunds too and the suite's
 * time stays short; the rest render at one frame a second.
 */
export async function batchOf200({ stack, files, receiver }: FaultStack): Promise<FaultScenario> {
  const account = await stack.createAccount('Batch fault shop');
  const rs = new Reelsmith({ apiKey: account.apiKey, baseUrl: stack.baseUrl, maxRetries: 8 });
  const template = await oneFrameASecondTemplate(rs);
  await stack.grantCredits(account.id, VIDEOS * template.credits, 'batch faults');
  const secret = await rs.webhooks.secret();
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

  let creating: Promise<Batch> | undefined;
  let batch: Batch | undefined;
  let before = 0;
  /** Faults that struck while some of the batch's videos had not ended. */
  let struckInProgress = 0;
  const ended = async () => {
    const { counts } = await rs.batches.retrieve(batch!.id);
    return counts.completed + counts.failed;
  };

  return {
    async beforeFault() {
      if (!creating) {
        // The first fault strikes while the batch is being made: the retried POST keeps its Idempotency-Key.
        const body = { product_ids: products, template_ids: [template.id], webhook_url: receiver.url('/batch') };
        creating = rs.batches.create(body, { idempotencyKey: 'batch-faults' });
        return;
      }
      before = await pollUntil(async () => ended().catch(() => undefined), {
        timeoutMs: 60_000,
        description: 'the API to answer before the fault',
      });
    },

    async afterFault(name) {
      batch ??= await creating!;
      if (before < VIDEOS) struckInProgress += 1;
      const progress = Math.min(VIDEOS, before + 3);
      await pollUntil(async () => ((await ended().catch(() => 0)) >= progress ? true : undefined), {
        timeoutMs: 180_000,
        intervalMs: 500,
        description: `the batch's videos to keep ending after the ${name} fault`,
      }).catch(async (error: Error) => {
        const { status, counts } = await rs.batches.retrieve(batch!.id);
        throw new Error(`${error.message}; the batch is ${status}: ${JSON.stringify(counts)}`);
      });
    },

    async verify() {
      console.info(`faults: ${struckInProgress} struck the batch in progress`);
      const done = await rs.batches.waitFor(batch!.id, { timeoutMs: 600_000, intervalMs: 1_000 });
      expect(done).toMatchObject({
        status: 'completed',
        counts: { total: VIDEOS, completed: RENDERED, failed: VIDEOS - RENDERED },
      });

      // Exactly one batch, of exactly the videos asked for, each rendered into its files.
      expect((await rs.batches.list()).data.map((b) => b.id)).toEqual([batch!.id]);
      const videos: Video[] = [];
      for await (const video of rs.videos.list({ batch_id: batch!.id, limit: 100 })) videos.push(video);
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
          data: { id: batch!.id },
        });
      }
      expect(new Set(hooks.map((hook) => hook.headers['webhook-id'])).size).toBe(1);
    },
  };
}
