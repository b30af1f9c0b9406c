import {
  ApiClient,
  TestFileServer,
  TestStack,
  metricSample,
  pollUntil,
  testPicture,
  waitForBalance,
  waitForVideo,
  type Balance,
  type List,
  type Product,
  type Template,
  type Transaction,
  type Video,
} from '@reelsmith/testing';

const MAX_DELIVER = 2;

/** Jobs the (single) render worker ended by throwing, from its /metrics: each one a delivery. */
async function failedDeliveries(stack: TestStack): Promise<number> {
  const text = await (await fetch(`${stack.urlOf('render')}/metrics`)).text();
  return metricSample(text, 'reelsmith_render_duration_seconds_count', { outcome: 'retried' }) ?? 0;
}

describe('a render job no worker can finish', () => {
  let images: TestFileServer;
  let stack: TestStack;
  let api: ApiClient;
  let template: Template;
  let product: Product;

  beforeAll(async () => {
    images = await TestFileServer.start({ '/lamp.png': { body: testPicture(800, 800), contentType: 'image/png' } });
    // The render worker cannot store what it renders (its storage folder cannot exist): every
    // delivery of every job throws, as a worker that keeps crashing would.
    stack = await TestStack.start(
      { RENDER_MAX_DELIVER: String(MAX_DELIVER) },
      { appEnv: { render: { STORAGE_DIR: '/dev/null/storage' } } },
    );
    const account = await stack.createAccount('Poison shop');
    api = new ApiClient(stack.baseUrl, account.apiKey);
    await stack.grantCredits(account.id, 100, 'dead letters');
    template = (await api.get<List<Template>>('/templates')).body.data.find((t) => t.width === t.height)!;
    product = (await api.post<Product>('/products', { name: 'Lamp', image_url: `${images.baseUrl}/lamp.png` })).body;
  });

  afterAll(async () => {
    await stack?.dispose();
    await images?.stop();
  });

  const create = async () =>
    (await api.post<Video>('/videos', { template_id: template.id, product_id: product.id })).body.id;

  /** The video ended as failed to render, cost nothing, and its usage was refunded in the ledger. */
  async function expectFailedAndRefunded(id: string, before: number): Promise<void> {
    const video = await waitForVideo(api, id);
    expect(video).toMatchObject({
      status: 'failed',
      credits_used: 0,
      error: { code: 'render_failed', message: 'The video could not be rendered.' },
    });
    await waitForBalance(api, before, { description: 'the refund' });
    const ledger = (await api.get<List<Transaction>>('/balance/transactions?limit=100')).body.data;
    const ofVideo = ledger.filter((txn) => txn.description.endsWith(id));
    expect(ofVideo.map((txn) => [txn.type, txn.amount])).toEqual([
      ['refund', template.credits],
      ['usage', -template.credits],
    ]);
  }

  it('is given up after RENDER_MAX_DELIVER deliveries: the video fails and its credits are refunded', async () => {
    const before = (await api.get<Balance>('/balance')).body.credits;
    const deliveriesBefore = await failedDeliveries(stack);
    const id = await create();

    await expectFailedAndRefunded(id, before);
    // JetStream gave up before the video failed: exactly that many tries, and no more to come.
    expect((await failedDeliveries(stack)) - deliveriesBefore).toBe(MAX_DELIVER);
  });

  it('is acted on when the videos service comes back, though it was given up while the service was down', async () => {
    const before = (await api.get<Balance>('/balance')).body.credits;
    const lettersBefore = await stack.nats.streamMessages('REELSMITH_DEAD_LETTERS');
    await stack.stopApp('render');
    const id = await create();
    await waitForVideo(api, id, { until: (video) => video.status === 'processing', description: 'the charge' });

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
