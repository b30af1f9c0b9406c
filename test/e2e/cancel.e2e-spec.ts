import {
  ApiClient,
  TestFileServer,
  TestStack,
  pollUntil,
  testPicture,
  waitForBalance,
  waitForVideo,
  type Balance,
  type ErrorBody,
  type List,
  type Product,
  type Template,
  type Transaction,
  type Video,
} from '@reelsmith/testing';

/** Render jobs the (single) worker abandoned, read from its /metrics. */
const abandonedRenders = (stack: TestStack) =>
  stack.metric('render', 'reelsmith_render_duration_seconds_count', { outcome: 'abandoned' });

describe('POST /v1/videos/:id/cancel', () => {
  let images: TestFileServer;
  let stack: TestStack;
  let api: ApiClient;
  let template: Template;
  let product: Product;

  beforeAll(async () => {
    images = await TestFileServer.start({ '/lamp.png': { body: testPicture(800, 800), contentType: 'image/png' } });
    stack = await TestStack.start();
    const account = await stack.createAccount('Cancel shop');
    api = new ApiClient(stack.baseUrl, account.apiKey);
    await stack.grantCredits(account.id, 100, 'cancel');
    template = (await api.get<List<Template>>('/templates')).body.data.find((t) => t.height > t.width)!;
    product = (await api.post<Product>('/products', { name: 'Lamp', image_url: `${images.baseUrl}/lamp.png` })).body;
  });

  afterAll(async () => {
    await stack?.dispose();
    await images?.stop();
  });

  it('stops a running render within 5 s, refunds it, keeps no output, and refuses a second cancel', async () => {
    const before = (await api.get<Balance>('/balance')).body.credits;
    const id = (await api.post<Video>('/videos', { template_id: template.id, product_id: product.id })).body.id;
    await waitForVideo(api, id, {
      until: (video) => video.status === 'processing' && video.progress >= 5,
      description: 'the render to be under way',
    });

    const canceledAt = Date.now();
    const canceled = await api.post<Video>(`/videos/${id}/cancel`, {});
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({
      id,
      status: 'failed',
      credits_used: 0,
      video_url: null,
      error: { code: 'canceled', message: 'The video was canceled.' },
    });
    await pollUntil(async () => ((await abandonedRenders(stack)) === 1 ? true : undefined), {
      timeoutMs: 30_000,
      description: 'the worker to abandon the render',
    });
    expect(Date.now() - canceledAt).toBeLessThan(5_000);

    await waitForBalance(api, before, { description: 'the refund' });
    const ledger = (await api.get<List<Transaction>>('/balance/transactions?limit=100')).body.data;
    expect(ledger.filter((txn) => txn.type === 'usage' || txn.type === 'refund').map((txn) => txn.amount)).toEqual([
      template.credits,
      -template.credits,
    ]);
    expect((await api.get<Video>(`/videos/${id}`)).body).toMatchObject({ status: 'failed', video_url: null });

    const again = await api.post<ErrorBody>(`/videos/${id}/cancel`, {});
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ type: 'invalid_request_error', code: 'video_not_cancelable' });
  });

  it('answers 404 for a video of no such id', async () => {
    const response = await api.post<ErrorBody>('/videos/vid_01KAAAAAAAAAAAAAAAAAAAAAAA/cancel', {});
    expect(response.status).toBe(404);
  });
});
