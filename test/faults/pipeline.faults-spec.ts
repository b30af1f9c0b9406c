import { verifyWebhook, type Video } from '@reelsmith/sdk';
import { pollUntil, type TestFileServer, type TestStack, type TestWebhookReceiver } from '@reelsmith/testing';
import { FaultStack } from './fault-stack.js';

/** Videos made just before each fault, so that it strikes them mid-pipeline. */
const VIDEOS_PER_FAULT = 3;

/**
 * The whole pipeline under faults: videos with webhooks while every service in turn is
 * SIGKILLed and restarted, then NATS and then PostgreSQL are restarted. Before each fault three
 * videos are made; the fault strikes while they are charged, rendered and announced, and every
 * video made so far must end before the next fault: proof the system healed. Nothing may be
 * lost, charged twice or announced twice. The videos render the square template at one frame a
 * second: the pipeline is what is under test, not the picture.
 */
describe('a video pipeline through crashes of every part', () => {
  let faulty: FaultStack;
  let files: TestFileServer;
  let receiver: TestWebhookReceiver;
  let stack: TestStack;

  beforeAll(async () => {
    faulty = await FaultStack.start({}, 320);
    ({ stack, files, receiver } = faulty);
  });

  afterAll(async () => {
    await faulty?.dispose();
  });

  it('ends every video, accounts for every credit and delivers every webhook once per webhook-id', async () => {
    const faults = faulty.faults();
    const VIDEOS = faults.length * VIDEOS_PER_FAULT;
    const { rs, template, secret } = await faulty.openShop('Fault shop', VIDEOS);
    const product = await rs.products.create({ name: 'Lamp', image_url: `${files.baseUrl}/lamp.png` });

    const ids: string[] = [];
    const listed = async () => {
      const videos: Video[] = [];
      for await (const video of rs.videos.list({ limit: 100 })) videos.push(video);
      return videos;
    };
    const isEnded = (video: Video) => ['completed', 'failed'].includes(video.status);
    const ended = async () => (await listed()).filter(isEnded).length;
    /** The videos not ended yet, each with its status and billing's decision on it. */
    const unfinished = async () => {
      const open = (await listed()).filter((video) => !isEnded(video));
      const decisions = await stack
        .query<{ video_id: string; decision: string }>(
          'billing',
          'SELECT video_id, decision FROM video_charges WHERE video_id = ANY($1)',
          [open.map((video) => video.id)],
        )
        .catch(() => []);
      const decisionOf = (id: string) => decisions.find((row) => row.video_id === id)?.decision ?? 'no decision';
      return open.map((video) => `${video.id} ${video.status}, billing: ${decisionOf(video.id)}`);
    };
    for (const [index, [name, fault]] of faults.entries()) {
      const creating = Array.from({ length: VIDEOS_PER_FAULT }, (_, i) =>
        rs.videos.create(
          { template_id: template.id, product_id: product.id, webhook_url: receiver.url('/hooks') },
          { idempotencyKey: `faults-${index}-${i}` },
        ),
      );
      // The first answer means the others are in flight: the gateway dies while they are made.
      await Promise.race(creating);
      await fault();
      ids.push(...(await Promise.all(creating)).map((video) => video.id));
      await pollUntil(async () => ((await ended().catch(() => 0)) === ids.length ? true : undefined), {
        timeoutMs: 180_000,
        intervalMs: 500,
        description: `every video so far to end after the ${name} fault`,
      }).catch(async (error: Error) => {
        // Where each stalled video stands: whether billing never decided or videos never moved on.
        throw new Error(`${error.message}; not ended: ${(await unfinished()).join('; ')}`);
      });
    }
    expect(new Set(ids).size).toBe(VIDEOS);

    // Exactly the videos asked for: a retried POST never made a second one.
    const videos = await listed();
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
