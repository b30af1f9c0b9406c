import {
  TestFileServer,
  TestShop,
  TestStack,
  pollUntil,
  testPicture,
  waitForBalance,
  waitForVideo,
  VIDEO_APPS,
} from '@reelsmith/testing';

const MAX_DELIVER = 2;

/** Jobs the (single) render worker ended by throwing, from its /metrics: each one a delivery. */
const failedDeliveries = (stack: TestStack) =>
  stack.metric('render', 'reelsmith_render_duration_seconds_count', { outcome: 'retried' });

describe('a render job no worker can finish', () => {
  let images: TestFileServer;
  let stack: TestStack;
  let shop: TestShop;

  beforeAll(async () => {
    images = await TestFileServer.start({ '/lamp.png': { body: testPicture(800, 800), contentType: 'image/png' } });
    // The render worker cannot store what it renders (its storage folder cannot exist): every
    // delivery of every job throws, as a worker that keeps crashing would.
    stack = await TestStack.start(
      { RENDER_MAX_DELIVER: String(MAX_DELIVER) },
      { apps: VIDEO_APPS, appEnv: { render: { STORAGE_DIR: '/dev/null/storage' } } },
    );
    shop = await TestShop.open(stack, { credits: 100, imageUrl: `${images.baseUrl}/lamp.png`, template: 'square' });
  });

  afterAll(async () => {
    await stack?.dispose();
    await images?.stop();
  });

  /** The video ended as failed to render, cost nothing, and its usage was refunded in the ledger. */
  async function expectFailedAndRefunded(id: string, before: number): Promise<void> {
    const video = await waitForVideo(shop.rs, id);
    expect(video).toMatchObject({
      status: 'failed',
      credits_used: 0,
      error: { code: 'render_failed', message: 'The video could not be rendered.' },
    });
    await waitForBalance(shop.rs, before, { description: 'the refund' });
    const ofVideo = (await shop.transactions()).filter((txn) => txn.description.endsWith(id));
    expect(ofVideo.map((txn) => [txn.type, txn.amount])).toEqual([
      ['refund', shop.template.credits],
      ['usage', -shop.template.credits],
    ]);
  }

  it('is given up after RENDER_MAX_DELIVER deliveries: the video fails and its credits are refunded', async () => {
    const before = await shop.balance();
    const deliveriesBefore = await failedDeliveries(stack);
    const id = await shop.createVideo();

    await expectFailedAndRefunded(id, before);
    // JetStream gave up before the video failed: exactly that many tries, and no more to come.
    expect((await failedDeliveries(stack)) - deliveriesBefore).toBe(MAX_DELIVER);
  });

  it('is acted on when the videos service comes back, though it was given up while the service was down', async () => {
    const before = await shop.balance();
    const lettersBefore = await stack.nats.streamMessages('REELSMITH_DEAD_LETTERS');
    await stack.stopApp('render');
    const id = await shop.createVideo();
    await waitForVideo(shop.rs, id, { until: (video) => video.status === 'processing', description: 'the charge' });

    await stack.stopApp('videos');
    await stack.startApp('render');
    await pollUntil(
      async () => ((await stack.nats.streamMessages('REELSMITH_DEAD_LETTERS')) > lettersBefore ? true : undefined),
      { timeoutMs: 120_000, description: 'the render job to be dead-lettered' },
    );
    await stack.startApp('videos');

    await expectFailedAndRefunded(id, before);
  });
});
