import { Reelsmith, verifyWebhook, type Template, type Video } from '@reelsmith/sdk';
import { pollUntil, type TestFileServer, type TestStack, type TestWebhookReceiver } from '@reelsmith/testing';
import { FaultStack } from './fault-stack.js';

const VIDEOS = 25;
/** Videos that must end after each fault before the next one: proof the system healed. */
const PROGRESS_BETWEEN_FAULTS = 3;

/**
 * The whole pipeline under faults: 25 videos with webhooks while every service in turn is
 * SIGKILLed and restarted, then NATS and then PostgreSQL are restarted. Nothing may be lost,
 * charged twice or announced twice.
 */
describe('a 25-video pipeline through crashes of every part', () => {
  let faulty: FaultStack;
  let files: TestFileServer;
  let receiver: TestWebhookReceiver;
  let stack: TestStack;

  beforeAll(async () => {
    faulty = await FaultStack.start();
    ({ stack, files, receiver } = faulty);
  });

  afterAll(async () => {
    await faulty?.dispose();
  });

  it('ends every video, accounts for every credit and delivers every webhook once per webhook-id', async () => {
    const account = await stack.createAccount('Fault shop');
    // Enough retries to outlast a gateway restart; each POST keeps its Idempotency-Key throughout.
    const rs = new Reelsmith({ apiKey: account.apiKey, baseUrl: stack.baseUrl, maxRetries: 8 });
    const template = (await rs.templates.list({ limit: 100 })).data.find((t: Template) => t.width === t.height)!;
    await stack.grantCredits(account.id, VIDEOS * template.credits, 'faults');
    const secret = await rs.webhooks.secret();
    const product = await rs.products.create({ name: 'Lamp', image_url: `${files.baseUrl}/lamp.png` });

    let created = 0;
    const creating = (async () => {
      const ids: string[] = [];
      for (let batch = 0; batch < VIDEOS / 5; batch += 1) {
        const videos = await Promise.all(
          Array.from({ length: 5 }, (_, i) =>
            rs.videos.create(
              { template_id: template.id, product_id: product.id, webhook_url: receiver.url('/hooks') },
              { idempotencyKey: `faults-${batch}-${i}` },
            ),
          ),
        );
        ids.push(...videos.map((video) => video.id));
        created += videos.length;
      }
      return ids;
    })();

    const ended = async () => {
      let count = 0;
      for await (const video of rs.videos.list({ limit: 100 }))
        if (['completed', 'failed'].includes(video.status)) count += 1;
      return count;
    };
    const faults = faulty.faults();

    // The gateway dies while videos are being created; every later fault strikes mid-pipeline.
    await pollUntil(async () => (created >= 5 ? true : undefined), { timeoutMs: 60_000, description: 'first videos' });
    for (const [name, fault] of faults) {
      const before = await pollUntil(async () => ended().catch(() => undefined), {
        timeoutMs: 60_000,
        description: `the API to answer before the ${name} fault`,
      });
      await fault();
      await pollUntil(
        async () =>
          (await ended().catch(() => 0)) >= Math.min(VIDEOS, before + PROGRESS_BETWEEN_FAULTS) ? true : undefined,
        { timeoutMs: 180_000, intervalMs: 500, description: `videos to keep ending after the ${name} fault` },
      );
    }

    const ids = await creating;
    expect(new Set(ids).size).toBe(VIDEOS);
    await pollUntil(async () => ((await ended()) === VIDEOS ? true : undefined), {
      timeoutMs: 600_000,
      intervalMs: 1_000,
      description: 'every video to end',
    });

    // Exactly the videos asked for: a retried POST never made a second one.
    const videos: Video[] = [];
    for await (const video of rs.videos.list({ limit: 100 })) videos.push(video);
    expect(videos.map((video) => video.id).sort()).toEqual([...ids].sort());
    expect(videos.filter((video) => video.status !== 'completed')).toEqual([]);

    // Every credit accounted for: one usage per video, no refund, the balance is the ledger's sum.
    const transactions = [];
    for await (const transaction of rs.balance.transactions.list({ limit: 100 })) transactions.push(transaction);
    const usages = transactions.filter((transaction) => transaction.type === 'usage');
    expect(usages).toHaveLength(VIDEOS);
    expect(transactions.filter((transaction) => transaction.type === 'refund')).toEqual([]);
    const sum = transactions.reduce((total, transaction) => total + transaction.amount, 0);
    expect((await rs.balance.retrieve()).credits).toBe(sum);
    expect(sum).toBe(0);
    const [ledger] = await stack.query<{ mismatched: string }>(
      'billing',
      `SELECT count(*) AS mismatched FROM balances b
        WHERE b.credits <> (SELECT coalesce(sum(t.amount), 0) FROM transactions t WHERE t.account_id = b.account_id)`,
    );
    expect(Number(ledger!.mismatched)).toBe(0);

    // Every video's completion reaches its webhook_url under one webhook-id, verified; a
    // redelivery after a crash repeats that id (receivers dedupe on it) and never makes a new one.
    const byVideo = await pollUntil(
      async () => {
        const ids = new Map<string, Set<string>>();
        for (const request of receiver.received.filter((r) => r.path === '/hooks')) {
          const { event, data } = verifyWebhook(request.body, request.headers, secret);
          expect(event).toBe('video.completed');
          const seen = ids.get((data as Video).id) ?? new Set<string>();
          seen.add(String(request.headers['webhook-id']));
          ids.set((data as Video).id, seen);
        }
        return ids.size === VIDEOS ? ids : undefined;
      },
      { timeoutMs: 120_000, intervalMs: 500, description: 'a webhook for every video' },
    );
    expect([...byVideo.values()].filter((webhookIds) => webhookIds.size !== 1)).toEqual([]);
    const duplicates = receiver.received.filter((r) => r.path === '/hooks').length - VIDEOS;
    console.info(`faults: ${VIDEOS} videos, ${duplicates} redelivered webhooks deduplicated by webhook-id`);
  }, 900_000);
});
