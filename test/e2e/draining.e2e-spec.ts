import {
  HeldTableLock,
  TestFileServer,
  TestShop,
  TestStack,
  TestWebhookReceiver,
  pollUntil,
  testPicture,
  waitForVideo,
} from '@reelsmith/testing';

/** The JetStream stream of every event, and the durable consumers the drains below are watched on. */
const EVENTS_STREAM = 'REELSMITH_EVENTS';
const CLEAN_EXIT = [{ code: 0, signal: null }];

/**
 * SIGTERM, as Kubernetes sends it before it replaces a pod: each app stops taking work, ends
 * what it has in flight and exits 0. The work is held in flight without a sleep: the test
 * takes an exclusive lock on the tables the work needs (or holds the webhook receiver's
 * answer), sends SIGTERM, then lets the work finish.
 */
describe('every app drains on SIGTERM', () => {
  let stack: TestStack;
  let images: TestFileServer;
  let receiver: TestWebhookReceiver;
  let shop: TestShop;

  beforeAll(async () => {
    images = await TestFileServer.start({ '/lamp.png': { body: testPicture(800, 800), contentType: 'image/png' } });
    receiver = await TestWebhookReceiver.start();
    stack = await TestStack.start(
      {},
      {
        appEnv: {
          // A request held by a test's lock is not a missing service.
          gateway: { SERVICE_TIMEOUT_MS: '60000' },
          // The watchdog's sweeps would wait on the held lock too, beside the work under test,
          // and so would an idle worker's asks for a batch video (videos.release_batch_video).
          videos: { WATCHDOG_INTERVAL: '3600' },
          render: { RENDER_IDLE_ASK_INTERVAL: '60' },
        },
      },
    );
    shop = await TestShop.open(stack, { credits: 1000, imageUrl: `${images.baseUrl}/lamp.png`, template: 'square' });
  });

  afterAll(async () => {
    await stack?.dispose();
    await receiver?.stop();
    await images?.stop();
  });

  const locks: HeldTableLock[] = [];
  const lockTables = async (app: string, tables: string[]) => {
    const lock = await HeldTableLock.take(stack.databaseUrlOf(app), tables);
    locks.push(lock);
    return lock;
  };

  // A failed test leaves nothing held up for the next.
  afterEach(async () => {
    await Promise.all(locks.splice(0).map((lock) => lock.release()));
  });

  /** Waits until `app` subscribes to no request subject any more, having subscribed to some. */
  const stopsTakingRequests = (app: string) =>
    pollUntil(async () => ((await stack.nats.subscriptionsOf(app)).length === 0 ? true : undefined), {
      description: `${app} to unsubscribe from its requests`,
    });

  const takesRequests = async (app: string, request: string) =>
    expect(await stack.nats.subscriptionsOf(app)).toContain(`rpc.v1.${request}`);

  const consumer = (durable: string) => stack.nats.consumerState(EVENTS_STREAM, durable);

  /**
   * SIGTERM to `app` while `locks` hold its work, which is let go once the app takes no new
   * request; then the request in flight is answered and the app exits 0.
   */
  const drainsHolding = async (app: string, locks: HeldTableLock[], inFlight: Promise<unknown>) => {
    const exited = stack.stopApp(app);
    await stopsTakingRequests(app);
    for (const lock of locks) await lock.release();
    // The SDK client retries nothing: the record is the in-flight request's own answer.
    await expect(inFlight).resolves.toBeDefined();
    expect(await exited).toEqual(CLEAN_EXIT);
  };

  /** The event being handled at the SIGTERM was acknowledged: none is left to redeliver. */
  const acknowledged = async (durable: string) =>
    expect(await consumer(durable)).toEqual({ ackPending: 0, redelivered: 0 });

  /** The video completes after the restarts, charged exactly once. */
  const completesChargedOnce = async (videoId: string, balanceBefore: number) => {
    expect(await waitForVideo(shop.rs, videoId)).toMatchObject({ status: 'completed', error: null });
    expect(await shop.balance()).toBe(balanceBefore - shop.template.credits);
  };

  it('gateway: answers the HTTP request in flight, turns new ones away, and exits 0', async () => {
    const lock = await lockTables('catalog', ['products']);
    const inFlight = shop.rs.products.retrieve(shop.product.id);
    await lock.waitForWaiters(1);

    const exited = stack.stopApp('gateway');
    // A new request meets a closed port, or a 503 while the listener is still closing.
    await pollUntil(
      async () => {
        const response = await fetch(`${stack.rootUrl}/health/live`).catch(() => undefined);
        return response?.ok ? undefined : true;
      },
      { description: 'the gateway to turn new requests away' },
    );
    await lock.release();

    expect((await inFlight).id).toBe(shop.product.id);
    expect(await exited).toEqual(CLEAN_EXIT);
    await stack.startApp('gateway');
  });

  it('catalog: answers the NATS request it is handling, takes no new one, and exits 0', async () => {
    await takesRequests('catalog', 'catalog.get_products');
    const lock = await lockTables('catalog', ['products']);
    const inFlight = shop.rs.products.retrieve(shop.product.id);
    await lock.waitForWaiters(1);

    await drainsHolding('catalog', [lock], inFlight);
    await stack.startApp('catalog');
  });

  it('billing: answers its request, finishes and acknowledges the event it is handling, and exits 0', async () => {
    await takesRequests('billing', 'billing.get_balance');
    const before = await shop.balance();
    // Creating the video reads the balance: the balances are locked only once it is created.
    const charges = await lockTables('billing', ['video_charges']);
    const videoId = await shop.createVideo();
    await charges.waitForWaiters(1);
    expect(await consumer('billing__video_created')).toMatchObject({ ackPending: 1 });
    const balances = await lockTables('billing', ['balances']);
    const balance = shop.rs.balance.retrieve();
    // The charge for `video.created`, and the balance request.
    await balances.waitForWaiters(2);

    await drainsHolding('billing', [balances, charges], balance);
    // Handled before the exit: the charge is decided.
    expect(await stack.query('billing', 'SELECT decision FROM video_charges WHERE video_id = $1', [videoId])).toEqual([
      { decision: 'charged' },
    ]);
    await acknowledged('billing__video_created');

    await stack.startApp('billing');
    await completesChargedOnce(videoId, before);
  });

  it('videos: answers its request, finishes and acknowledges the event it is handling, and exits 0', async () => {
    await takesRequests('videos', 'videos.get_video');
    const before = await shop.balance();
    // Billing's charge is held until the videos table is locked, so that its event finds the lock.
    const billingLock = await lockTables('billing', ['video_charges']);
    const videoId = await shop.createVideo();
    await billingLock.waitForWaiters(1);
    const lock = await lockTables('videos', ['videos']);
    await billingLock.release();
    const handling = async () =>
      (await consumer('videos__billing_video_charged'))?.ackPending === 1 ? true : undefined;
    await pollUntil(handling, { description: 'videos to be handling billing.video_charged' });
    const video = shop.rs.videos.retrieve(videoId);
    // The reaction to the charge, and the request.
    await lock.waitForWaiters(2);

    await drainsHolding('videos', [lock], video);
    // Handled before the exit: the render was asked for.
    expect(await stack.query('videos', 'SELECT status FROM videos WHERE id = $1', [videoId])).toEqual([
      { status: 'processing' },
    ]);
    await acknowledged('videos__billing_video_charged');

    await stack.startApp('videos');
    await completesChargedOnce(videoId, before);
  });

  /** A video canceled at once: its `video.failed` webhook is sent without a render. */
  const canceledVideo = async (webhookUrl: string) =>
    shop.rs.videos.cancel(await shop.createVideo({ webhook_url: webhookUrl }));

  it('webhooks: records the delivery attempt in flight, sends it only once, and exits 0', async () => {
    await takesRequests('webhooks', 'webhooks.list_deliveries');
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    receiver.answerWith((_request, index) => (index === 0 ? { status: 204, until: held } : 204));
    // The video's webhook: its attempt is held by the receiver.
    await canceledVideo(receiver.url());
    const [first] = await receiver.waitFor(1);

    const exited = stack.stopApp('webhooks');
    await stopsTakingRequests('webhooks');
    letGo();

    expect(await exited).toEqual(CLEAN_EXIT);
    // Recorded before the exit: delivered, by one attempt, and no lease left to run out and resend it.
    expect(
      await stack.query(
        'webhooks',
        'SELECT status, attempt_count, next_attempt_at, lease_token FROM webhook_deliveries WHERE webhook_id = $1',
        [first!.headers['webhook-id']],
      ),
    ).toEqual([{ status: 'succeeded', attempt_count: 1, next_attempt_at: null, lease_token: null }]);

    // The next instance sends the next video's webhook, and nothing of the first again.
    await stack.startApp('webhooks');
    await canceledVideo(receiver.url());
    const received = await receiver.waitFor(2);
    expect(received).toHaveLength(2);
    expect(received[1]!.headers['webhook-id']).not.toBe(first!.headers['webhook-id']);
  });
});
