import {
  HeldPicture,
  TestFileServer,
  TestStack,
  metricSample,
  oneFrameASecondTemplate,
  pollUntil,
  waitForBalance,
  waitForVideo,
  VIDEO_APPS,
} from '@reelsmith/testing';

/** How many jobs each running render worker has ended with `outcome`, read from its /metrics. */
async function completedRenders(stack: TestStack, outcome = 'completed'): Promise<number[]> {
  return Promise.all(
    stack.urlsOf('render').map(async (url) => {
      const text = await (await fetch(`${url}/metrics`)).text();
      return metricSample(text, 'reelsmith_render_duration_seconds_count', { outcome }) ?? 0;
    }),
  );
}

/**
 * One account with credits, a product and two templates on a stack of its own: the square one
 * (the shortest, 8 s: the profile's frame of the output test is composed at 30 fps) and a copy
 * of it at one frame a second for the videos whose picture nobody looks at.
 */
async function videoStack(env: Record<string, string>, images: TestFileServer) {
  const stack = await TestStack.start(env, { apps: VIDEO_APPS });
  const account = await stack.createAccount('Fault shop');
  const rs = stack.client(account.apiKey);
  await stack.grantCredits(account.id, 1000, 'faults');
  const square = (await rs.templates.list()).data.find((t) => t.width === t.height)!;
  const template = await oneFrameASecondTemplate(rs);
  const product = await rs.products.create({ name: 'Lamp', image_url: `${images.baseUrl}/lamp.png` });
  const start = async () => (await rs.videos.create({ template_id: template.id, product_id: product.id })).id;
  const video = (id: string) => rs.videos.retrieve(id);
  const balance = async () => (await rs.balance.retrieve()).credits;
  return { stack, rs, square, template, product, start, video, balance };
}

describe('rendering survives faults', () => {
  const picture = new HeldPicture();
  let images: TestFileServer;
  let context: Awaited<ReturnType<typeof videoStack>>;

  beforeAll(async () => {
    images = await TestFileServer.start({ '/lamp.png': picture.route });
    // A test build's broken Meta feed profile: its output fails the render's checks.
    context = await videoStack({ RENDER_ACK_WAIT: '4', RENDER_TEST_BROKEN_PROFILE: 'meta_feed' }, images);
  });

  afterAll(async () => {
    await context?.stack.dispose();
    await images?.stop();
  });

  describe('workers', () => {
    /** Starts a video and answers once its worker is mid-job, waiting for the held picture. */
    const startHeld = () => picture.heldDuring(() => context.start());

    const completed = async (id: string) => {
      const video = await waitForVideo(context.rs, id);
      expect(video).toMatchObject({ status: 'completed', error: null });
      return video;
    };

    it('finishes a video whose worker was killed mid-render, charging it once', async () => {
      const before = await context.balance();
      const id = await startHeld();
      await context.stack.stopApp('render', 'SIGKILL');
      picture.release();
      await context.stack.startApp('render');

      const video = await completed(id);
      expect(video.credits_used).toBe(context.template.credits);
      expect(await context.balance()).toBe(before - context.template.credits);
    });

    it('shares the queue between several workers without rendering any video twice', async () => {
      await context.stack.startReplica('render');
      const before = await completedRenders(context.stack);
      const ids = await Promise.all([1, 2, 3, 4].map(() => context.start()));
      for (const id of ids) await completed(id);

      // Each worker counts the jobs it finished: together exactly one per video, and both worked.
      const after = await completedRenders(context.stack);
      const done = after.map((count, instance) => count - (before[instance] ?? 0));
      expect(done).toHaveLength(2);
      expect(done.reduce((sum, count) => sum + count, 0)).toBe(ids.length);
      expect(done.every((count) => count > 0)).toBe(true);
    });

    it('fails a video whose output fails its checks, never ships the file, and refunds the whole charge', async () => {
      const before = await context.balance();
      const { id } = await context.rs.videos.create({
        template_id: context.square.id,
        product_id: context.product.id,
        outputs: [{ profile: 'meta_feed' }, { format: 'gif' }],
      });
      const failed = await waitForVideo(context.rs, id);
      expect(failed).toMatchObject({ status: 'failed', video_url: null, error: { code: 'render_failed' } });
      // What failed shows on the record: the Meta feed's frame rate; the GIF passed but is not served either.
      expect(failed.outputs).toEqual([
        expect.objectContaining({
          profile: 'meta_feed',
          url: null,
          width: 1080,
          height: 1350,
          checks: { passed: false, failures: [expect.objectContaining({ check: 'frame_rate' })] },
        }),
        expect.objectContaining({ format: 'gif', url: null, checks: { passed: true, failures: [] } }),
      ]);
      expect(await context.balance()).toBe(before);
    });

    it('lets a worker told to stop finish its current render before it exits', async () => {
      const id = await startHeld();
      const stopped = context.stack.stopApp('render', 'SIGTERM');
      picture.release();
      await stopped;
      // The worker has exited: the video was finished by it, not by a successor.
      expect((await context.video(id)).status).toBe('completed');
      await context.stack.startApp('render');
    });
  });

  describe('the watchdog', () => {
    beforeAll(async () => {
      // Videos restarts with a queue timeout shorter than the workers' tests could bear.
      await context.stack.stopApp('videos');
      await context.stack.startApp('videos', { RENDER_QUEUE_TIMEOUT: '5', WATCHDOG_INTERVAL: '1' });
    });

    it('fails a video no worker takes in time, refunds it, and lets no late worker render it', async () => {
      await context.stack.stopApp('render');
      const before = await context.balance();
      const id = await context.start();

      const failed = await waitForVideo(context.rs, id, { description: 'the watchdog to fail the video' });
      expect(failed).toMatchObject({ status: 'failed', error: { code: 'timeout' }, credits_used: 0 });
      await waitForBalance(context.rs, before, { description: 'the refund' });

      // The worker comes back, finds the old job's video ended, and renders nothing.
      await context.stack.startApp('render');
      await pollUntil(async () => ((await completedRenders(context.stack, 'skipped'))[0] === 1 ? true : undefined), {
        timeoutMs: 120_000,
        intervalMs: 500,
        description: 'the late worker to skip the job',
      });
      expect(await completedRenders(context.stack)).toEqual([0]);
      expect(await context.video(id)).toMatchObject({ status: 'failed', error: { code: 'timeout' }, credits_used: 0 });
      expect(await context.balance()).toBe(before);
    });
  });
});
