import type { Product, Reelsmith, Template } from '@reelsmith/sdk';
import {
  HeldPicture,
  TestFileServer,
  type TestStack,
  pollUntil,
  waitForBalance,
  waitForVideo,
  sharedStack,
} from '@reelsmith/testing';

/** Render jobs the (single) worker of the shared stack has abandoned so far, read from its /metrics. */
const abandonedRenders = (stack: TestStack) =>
  stack.metric('render', 'reelsmith_render_duration_seconds_count', { outcome: 'abandoned' });

describe('POST /v1/videos/:id/cancel', () => {
  const picture = new HeldPicture();
  let images: TestFileServer;
  let stack: TestStack;
  let rs: Reelsmith;
  let template: Template;
  let product: Product;

  beforeAll(async () => {
    images = await TestFileServer.start({ '/lamp.png': picture.route });
    stack = sharedStack();
    const account = await stack.createAccount('Cancel shop');
    rs = stack.client(account.apiKey);
    await stack.grantCredits(account.id, 100, 'cancel');
    template = (await rs.templates.list()).data.find((t) => t.height > t.width)!;
    product = await rs.products.create({ name: 'Lamp', image_url: `${images.baseUrl}/lamp.png` });
  });

  afterAll(async () => {
    await stack?.dispose();
    await images?.stop();
  });

  it('stops a running render within 5 s, refunds it whole (outputs too), keeps no output, and refuses a second cancel', async () => {
    const before = (await rs.balance.retrieve()).credits;
    const abandonedBefore = await abandonedRenders(stack);
    // With outputs, the charge (and so the refund) is their credits on top of the template's.
    const price = template.credits + 4;
    const { id, outputs } = await picture.heldDuring(() =>
      rs.videos.create({
        template_id: template.id,
        product_id: product.id,
        outputs: [{ format: 'hls' }, { format: 'gif' }],
      }),
    );
    expect(outputs).toEqual([
      { format: 'hls', url: null, width: null, height: null, duration_seconds: null, bytes: null, checks: null },
      { format: 'gif', url: null, width: null, height: null, duration_seconds: null, bytes: null, checks: null },
    ]);
    await waitForVideo(rs, id, { until: (video) => video.status === 'processing', description: 'the render to start' });

    const canceledAt = Date.now();
    const canceled = await rs.videos.cancel(id);
    picture.release();
    expect(canceled).toMatchObject({
      id,
      status: 'failed',
      credits_used: 0,
      video_url: null,
      error: { code: 'canceled', message: 'The video was canceled.' },
    });
    await pollUntil(async () => ((await abandonedRenders(stack)) === abandonedBefore + 1 ? true : undefined), {
      timeoutMs: 30_000,
      description: 'the worker to abandon the render',
    });
    expect(Date.now() - canceledAt).toBeLessThan(5_000);

    await waitForBalance(rs, before, { description: 'the refund' });
    const ledger = (await rs.balance.transactions.list({ limit: 100 })).data;
    expect(ledger.filter((txn) => txn.type === 'usage' || txn.type === 'refund').map((txn) => txn.amount)).toEqual([
      price,
      -price,
    ]);
    expect(await rs.videos.retrieve(id)).toMatchObject({ status: 'failed', video_url: null });

    await expect(rs.videos.cancel(id)).rejects.toMatchObject({
      status: 400,
      type: 'invalid_request_error',
      code: 'video_not_cancelable',
    });
  });

  it('answers 404 for a video of no such id', async () => {
    await expect(rs.videos.cancel('vid_01KAAAAAAAAAAAAAAAAAAAAAAA')).rejects.toMatchObject({ status: 404 });
  });
});
