import { Injectable, Module, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type {
  EventName,
  OutputFile,
  OutputRequest,
  OutputTarget,
  RenderTemplate,
  VideoStatus,
} from '@reelsmith/contracts';
import {
  HandleDeadLetters,
  HandleEvent,
  MessageBus,
  MessagingModule,
  publishEvent,
  type DeadLetter,
} from '@reelsmith/messaging';
import { loadTemplates, templateSummary } from '@reelsmith/templates';
import { pollUntil, type ServiceHarness } from '@reelsmith/testing';
import { VideoEntity } from '../src/videos/video.entity.js';
import { VideoSagaReactions } from '../src/videos/video-saga.reactions.js';
import { VideosService } from '../src/videos/videos.service.js';
import { startVideos } from './videos-harness.js';

const STALL_TIMEOUT_SECONDS = 5;
const QUEUE_TIMEOUT_SECONDS = 60;

/** A render worker whose handler fails every time, and the dead letters it is told of. */
@Injectable()
class FailingRenderWorker {
  static letters: DeadLetter[] = [];

  @HandleEvent('video.render_requested', { maxDeliver: 2 })
  async renderWhenRequested(): Promise<void> {
    throw new Error('the worker cannot render');
  }

  @HandleDeadLetters()
  async recordDeadLetter(letter: DeadLetter): Promise<void> {
    FailingRenderWorker.letters.push(letter);
  }
}

function failingRenderWorker(natsUrl: string): Promise<INestApplicationContext> {
  @Module({
    imports: [MessagingModule.forRoot({ url: natsUrl, name: 'render', events: true })],
    providers: [FailingRenderWorker],
  })
  class FailingRenderModule {}
  return NestFactory.createApplicationContext(FailingRenderModule, { logger: false });
}

describe(VideoSagaReactions.name, () => {
  let harness: ServiceHarness;
  let saga: VideoSagaReactions;

  beforeAll(async () => {
    harness = await startVideos({
      RENDER_STALL_TIMEOUT: String(STALL_TIMEOUT_SECONDS),
      RENDER_QUEUE_TIMEOUT: String(QUEUE_TIMEOUT_SECONDS),
      WATCHDOG_INTERVAL: '0.5',
    });
    saga = harness.app.get(VideoSagaReactions);
  });

  afterAll(async () => {
    await harness?.stop();
  });

  /** A video as `create` leaves it (queued, its render request kept), written straight to the table. */
  async function queuedVideo(overrides: Partial<VideoEntity> = {}): Promise<VideoEntity> {
    const id = `vid_TEST${Math.random().toString(36).slice(2, 14).toUpperCase().padEnd(12, '0')}`;
    const account_id = 'acct_TESTSAGA0000000000000';
    const videos = harness.dataSource.getRepository(VideoEntity);
    return videos.save(
      videos.create({
        id,
        account_id,
        status: 'queued',
        template_id: 'tmpl_TEST',
        template_version: 1,
        product_id: 'prod_TEST',
        user_prompt: {},
        language: 'en',
        voice: 'espeak-en',
        webhook_url: null,
        progress: 0,
        video_key: null,
        thumbnail_key: null,
        captions_key: null,
        duration_seconds: 6,
        width: 1080,
        height: 1920,
        credits: 10,
        credits_used: 0,
        error_code: null,
        error_message: null,
        warnings: [],
        render_request: {
          video_id: id,
          account_id,
          template: { id: 'tmpl_TEST' },
          files: { video_key: `videos/${id}_token.mp4`, thumbnail_key: `thumbnails/${id}_token.jpg` },
        } as VideoEntity['render_request'],
        created_at: new Date(),
        started_at: null,
        completed_at: null,
        failed_at: null,
        last_progress_at: null,
        ...overrides,
      }),
    );
  }

  async function statusOf(id: string): Promise<VideoStatus> {
    return (await harness.dataSource.getRepository(VideoEntity).findOneByOrFail({ id })).status;
  }

  /** The events the service wrote to its outbox about one video, oldest first. */
  async function eventsAbout(id: string): Promise<EventName[]> {
    const rows = await harness.dataSource.query<Array<{ event: EventName }>>(
      `SELECT "event" FROM "outbox" WHERE "payload"->>'video_id' = $1 OR "payload"->'video'->>'id' = $1 ORDER BY "id"`,
      [id],
    );
    return rows.map((row) => row.event);
  }

  const charged = (video: VideoEntity) => ({
    video_id: video.id,
    account_id: video.account_id,
    credits: video.credits,
    transaction_id: `txn_${video.id}`,
  });

  it('asks for the render once the credits are charged, and only once', async () => {
    const video = await queuedVideo();
    await saga.startRenderWhenCharged(charged(video));
    await saga.startRenderWhenCharged(charged(video));
    expect(await statusOf(video.id)).toBe('processing');
    expect(await eventsAbout(video.id)).toEqual(['video.render_requested', 'video.started']);
  });

  it('fails a video whose charge was declined, and asks for no render', async () => {
    const video = await queuedVideo();
    await saga.failWhenChargeDeclined({ video_id: video.id, account_id: video.account_id, credits: video.credits });
    const failed = await harness.dataSource.getRepository(VideoEntity).findOneByOrFail({ id: video.id });
    expect(failed).toMatchObject({ status: 'failed', error_code: 'insufficient_credits', credits_used: 0 });
    expect(await eventsAbout(video.id)).toEqual(['video.failed']);
  });

  it('completes a rendered video and ignores a late failure report', async () => {
    const video = await queuedVideo();
    await saga.startRenderWhenCharged(charged(video));
    await saga.completeWhenRendered({
      video_id: video.id,
      files: { video_key: `videos/${video.id}_token.mp4`, thumbnail_key: `thumbnails/${video.id}_token.jpg` },
      duration_seconds: 5.967,
      width: 1080,
      height: 1920,
    });
    await saga.failWhenRenderFailed({ video_id: video.id, error: { code: 'render_failed', message: 'late' } });
    expect(await statusOf(video.id)).toBe('completed');
    // The measured figures and the keys, not the template's echo; URLs are the gateway's to make.
    const record = (await harness.dataSource.getRepository(VideoEntity).findOneByOrFail({ id: video.id })).toRecord();
    expect(record).toMatchObject({
      duration_seconds: 5.967,
      files: { video_key: `videos/${video.id}_token.mp4`, thumbnail_key: `thumbnails/${video.id}_token.jpg` },
    });
    expect(record).not.toHaveProperty('video_url');
    expect(record.files).not.toHaveProperty('captions_key');
    expect(await eventsAbout(video.id)).toEqual(['video.render_requested', 'video.started', 'video.completed']);
  });

  it('keeps the captions key of a rendered video that speaks', async () => {
    const video = await queuedVideo();
    await saga.startRenderWhenCharged(charged(video));
    const files = {
      video_key: `videos/${video.id}_token.mp4`,
      thumbnail_key: `thumbnails/${video.id}_token.jpg`,
      captions_key: `captions/${video.id}_token.vtt`,
    };
    await saga.completeWhenRendered({ video_id: video.id, files, duration_seconds: 6, width: 1080, height: 1920 });
    const record = (await harness.dataSource.getRepository(VideoEntity).findOneByOrFail({ id: video.id })).toRecord();
    expect(record.files).toEqual(files);
  });

  it('keeps the warnings of a render, and an empty list for a render that reported none', async () => {
    const [warned, plain] = [await queuedVideo(), await queuedVideo()];
    const warnings = [{ code: 'text_shortened', message: 'Scene 1’s headline was shortened', element: 'headline' }];
    for (const video of [warned, plain]) {
      await saga.startRenderWhenCharged(charged(video));
      await saga.completeWhenRendered({
        video_id: video.id,
        files: { video_key: `videos/${video.id}_t.mp4`, thumbnail_key: `thumbnails/${video.id}_t.jpg` },
        duration_seconds: 6,
        width: 1080,
        height: 1920,
        ...(video === warned ? { warnings } : {}),
      });
    }
    const recordOf = async (id: string) =>
      (await harness.dataSource.getRepository(VideoEntity).findOneByOrFail({ id })).toRecord();
    expect((await recordOf(warned.id)).warnings).toEqual(warnings);
    expect((await recordOf(plain.id)).warnings).toEqual([]);
  });

  it('fails a video whose render failed, so billing refunds it', async () => {
    const video = await queuedVideo();
    await saga.startRenderWhenCharged(charged(video));
    await saga.failWhenRenderFailed({
      video_id: video.id,
      error: { code: 'render_failed', message: 'ffmpeg exited with 1: /tmp/render-x/out/video.mp4: No space left' },
    });
    expect(await statusOf(video.id)).toBe('failed');
    // The customer reads what happened, not how: no ffmpeg output, no paths.
    const record = (await harness.dataSource.getRepository(VideoEntity).findOneByOrFail({ id: video.id })).toRecord();
    expect(record.error).toEqual({ code: 'render_failed', message: 'The video could not be rendered.' });
    expect(await eventsAbout(video.id)).toEqual(['video.render_requested', 'video.started', 'video.failed']);
  });

  it('hands back a charge that arrives after the video failed', async () => {
    const video = await queuedVideo();
    await saga.failWhenChargeDeclined({ video_id: video.id, account_id: video.account_id, credits: video.credits });
    await saga.startRenderWhenCharged(charged(video));
    expect(await eventsAbout(video.id)).toEqual(['video.failed', 'video.charge_rejected']);
  });

  const failedVideo = (id: string, description: string) =>
    pollUntil(
      async () => {
        const row = await harness.dataSource.getRepository(VideoEntity).findOneByOrFail({ id });
        return row.status === 'failed' ? row : undefined;
      },
      { timeoutMs: 60_000, description },
    );

  it('starts the stall clock when a worker takes the render, not while the video waits for one', async () => {
    const waiting = await queuedVideo();
    await saga.startRenderWhenCharged(charged(waiting));
    const takenAt = Date.now();
    // Longer than the stall timeout in the queue: still processing.
    const overdue = await queuedVideo({
      status: 'processing',
      started_at: new Date(takenAt - 2 * STALL_TIMEOUT_SECONDS * 1000),
      last_progress_at: new Date(takenAt - 2 * STALL_TIMEOUT_SECONDS * 1000),
    });
    await failedVideo(overdue.id, 'a stalled render (the watchdog is sweeping)');
    await pollUntil(async () => (Date.now() - takenAt > 2 * STALL_TIMEOUT_SECONDS * 1000 ? true : undefined), {
      timeoutMs: 60_000,
      description: 'twice the stall timeout',
    });
    expect(await statusOf(waiting.id)).toBe('processing');

    await saga.startStallClockWhenRenderStarted({ video_id: waiting.id });
    const failed = await failedVideo(waiting.id, 'the watchdog to fail the render that stalled once taken');
    expect(failed.error_code).toBe('timeout');
  });

  it('fails a video that waited longer than RENDER_QUEUE_TIMEOUT for a worker', async () => {
    const since = new Date(Date.now() - 2 * QUEUE_TIMEOUT_SECONDS * 1000);
    const video = await queuedVideo({ status: 'processing', started_at: since, last_progress_at: null });
    const failed = await failedVideo(video.id, 'the watchdog to fail the video nobody took');
    expect(failed).toMatchObject({ error_code: 'timeout', credits_used: 0 });
    expect(await eventsAbout(video.id)).toEqual(['video.failed']);
  });

  it('lets the watchdog fail a render that stopped reporting progress', async () => {
    const stalledSince = new Date(Date.now() - 10 * STALL_TIMEOUT_SECONDS * 1000);
    const video = await queuedVideo({ status: 'processing', started_at: stalledSince, last_progress_at: stalledSince });
    const failed = await pollUntil(
      async () => {
        const row = await harness.dataSource.getRepository(VideoEntity).findOneByOrFail({ id: video.id });
        return row.status === 'failed' ? row : undefined;
      },
      { timeoutMs: 30_000, description: 'the watchdog to fail the stalled video' },
    );
    expect(failed.error_code).toBe('timeout');
    expect(await eventsAbout(video.id)).toEqual(['video.failed']);
  });

  describe('cancel', () => {
    const service = () => harness.app.get(VideosService);
    const ask = (video: VideoEntity) => ({ account_id: video.account_id, id: video.id });

    it('ends a queued video as canceled and announces video.failed (billing then charges nothing)', async () => {
      const video = await queuedVideo();
      const canceled = await service().cancel(ask(video));
      expect(canceled).toMatchObject({
        status: 'failed',
        credits_used: 0,
        error: { code: 'canceled', message: 'The video was canceled.' },
      });
      expect(await eventsAbout(video.id)).toEqual(['video.failed']);
      // Canceled is ended: a second cancel is refused.
      await expect(service().cancel(ask(video))).rejects.toMatchObject({ code: 'video_not_cancelable' });
      // The charge that was already on its way is handed back.
      await saga.startRenderWhenCharged(charged(video));
      expect(await eventsAbout(video.id)).toEqual(['video.failed', 'video.charge_rejected']);
    });

    it('ends a processing video, and its late completion changes nothing', async () => {
      const video = await queuedVideo();
      await saga.startRenderWhenCharged(charged(video));
      expect((await service().cancel(ask(video))).error?.code).toBe('canceled');
      await saga.completeWhenRendered({
        video_id: video.id,
        files: { video_key: `videos/${video.id}_t.mp4`, thumbnail_key: `thumbnails/${video.id}_t.jpg` },
        duration_seconds: 6,
        width: 1080,
        height: 1920,
      });
      expect(await statusOf(video.id)).toBe('failed');
      expect(await eventsAbout(video.id)).toEqual(['video.render_requested', 'video.started', 'video.failed']);
    });

    it("refuses an ended video with video_not_cancelable, and another account's with resource_missing", async () => {
      const video = await queuedVideo({ status: 'completed' });
      await expect(service().cancel(ask(video))).rejects.toMatchObject({ code: 'video_not_cancelable' });
      await expect(service().cancel({ account_id: 'acct_OTHER', id: video.id })).rejects.toMatchObject({
        code: 'resource_missing',
      });
      expect(await eventsAbout(video.id)).toEqual([]);
    });

    it('lets exactly one of a cancel and a completion racing each other win', async () => {
      for (let round = 0; round < 5; round += 1) {
        const video = await queuedVideo();
        await saga.startRenderWhenCharged(charged(video));
        const [canceled] = await Promise.allSettled([
          service().cancel(ask(video)),
          saga.completeWhenRendered({
            video_id: video.id,
            files: { video_key: `videos/${video.id}_t.mp4`, thumbnail_key: `thumbnails/${video.id}_t.jpg` },
            duration_seconds: 6,
            width: 1080,
            height: 1920,
          }),
        ]);
        const status = await statusOf(video.id);
        const ended = (await eventsAbout(video.id)).filter((event) => event !== 'video.render_requested');
        if (status === 'completed') {
          expect(canceled).toMatchObject({ status: 'rejected', reason: { code: 'video_not_cancelable' } });
          expect(ended).toEqual(['video.started', 'video.completed']);
        } else {
          expect(canceled.status).toBe('fulfilled');
          expect(ended).toEqual(['video.started', 'video.failed']);
        }
      }
    });
  });

  describe('outputs', () => {
    const TOKEN = '0123456789abcdef0123456789abcdef';
    let template: RenderTemplate;
    let balance: number;
    let request: MessageBus['request'];

    beforeAll(async () => {
      const [definition] = await loadTemplates();
      template = { ...templateSummary(definition!), scene: definition! };
      // Catalog and billing, as far as creating a video asks them.
      const bus = harness.app.get(MessageBus);
      request = bus.request.bind(bus);
      bus.request = (async (name: string, payload: { id?: string }) => {
        if (name === 'catalog.get_render_template') return template;
        if (name === 'catalog.get_product') {
          return { id: payload.id, name: 'Mug', description: null, image_url: 'http://127.0.0.1/m.png', price: null };
        }
        if (name === 'billing.get_balance') return { credits: balance, is_premium: false };
        throw new Error(`unexpected request ${name}`);
      }) as typeof bus.request;
    });

    afterAll(() => {
      harness.app.get(MessageBus).request = request;
    });

    const asked: OutputRequest[] = [{ profile: 'reels' }, { format: 'hls' }];
    const create = (outputs = asked) =>
      harness.app.get(VideosService).create({
        account_id: 'acct_TESTOUTPUTS0000000000000',
        template_id: template.id,
        product_id: 'prod_OUTPUTS',
        user_prompt: {},
        language: 'en',
        webhook_url: null,
        outputs,
      });

    /** A processing video that asked for a Reels MP4 and an HLS ladder, and the files a worker stores for them. */
    async function renderingWithOutputs() {
      const video = await queuedVideo();
      const targets: OutputTarget[] = [
        { profile: 'reels', key: `outputs/${video.id}_${TOKEN}_reels.mp4` },
        { format: 'hls', key: `hls/${video.id}_${TOKEN}.m3u8` },
      ];
      video.render_request.files = {
        video_key: `videos/${video.id}_${TOKEN}.mp4`,
        thumbnail_key: 't',
        outputs: targets,
      };
      await harness.dataSource.getRepository(VideoEntity).save(video);
      await saga.startRenderWhenCharged(charged(video));
      const measured = { width: 1080, height: 1920, duration_seconds: 6, bytes: 4096 };
      const stored: OutputFile[] = targets.map((target) => ({
        ...target,
        ...measured,
        checks: { passed: true, failures: [] },
      }));
      const completed = (outputs: OutputFile[]) => ({
        video_id: video.id,
        files: { video_key: `videos/${video.id}_${TOKEN}.mp4`, thumbnail_key: `thumbnails/${video.id}_${TOKEN}.jpg` },
        duration_seconds: 6,
        width: 1080,
        height: 1920,
        outputs,
      });
      const record = async () =>
        (await harness.dataSource.getRepository(VideoEntity).findOneByOrFail({ id: video.id })).toRecord();
      return { video, stored, completed, record };
    }

    it("keeps the outputs asked for, keyed with the video's token, and charges their credits with the template's", async () => {
      balance = 1_000;
      const video = await create();
      const pending = { key: null, width: null, height: null, duration_seconds: null, bytes: null, checks: null };
      expect(video.outputs).toEqual([
        { profile: 'reels', ...pending },
        { format: 'hls', ...pending },
      ]);
      const row = await harness.dataSource.getRepository(VideoEntity).findOneByOrFail({ id: video.id });
      const name = row.render_request.files.video_key.replace(/^videos\/(.*)\.mp4$/, '$1');
      expect(row.render_request.files.outputs).toEqual([
        { profile: 'reels', key: `outputs/${name}_reels.mp4` },
        { format: 'hls', key: `hls/${name}.m3u8` },
      ]);
      const [created] = await harness.dataSource.query<Array<{ payload: { credits: number } }>>(
        `SELECT "payload" FROM "outbox" WHERE "event" = 'video.created' AND "payload"->>'video_id' = $1`,
        [video.id],
      );
      // Reels 2 and HLS 3 on top of the template's price: what billing takes, and refunds whole.
      expect(created!.payload.credits).toBe(template.credits + 5);
      expect(row.credits).toBe(template.credits + 5);
    });

    it('refuses a video the balance covers without its outputs but not with them', async () => {
      balance = template.credits + 4;
      await expect(create()).rejects.toMatchObject({
        code: 'insufficient_credits',
        message: `This video costs ${template.credits + 5} credits and the balance is ${balance}. Top up to continue.`,
      });
    });

    it("refuses a profile whose platform does not take the template's length, storing and announcing nothing", async () => {
      balance = 1_000;
      const designed = template;
      template = { ...designed, duration_seconds: 75 };
      const count = () =>
        harness.dataSource.query<Array<{ videos: number; events: number }>>(
          `SELECT (SELECT count(*)::int FROM "videos") AS "videos", (SELECT count(*)::int FROM "outbox") AS "events"`,
        );
      const before = await count();
      try {
        await expect(create([{ format: 'gif' }, { profile: 'reels' }, { profile: 'tiktok' }])).rejects.toMatchObject({
          code: 'parameter_invalid',
          param: 'outputs.2.profile',
          message: expect.stringContaining('The tiktok profile takes videos of 5 to 60 seconds'),
        });
      } finally {
        template = designed;
      }
      expect(await count()).toEqual(before);
    });

    it('completes a video whose render stored every output, having passed its checks', async () => {
      const { video, stored, completed, record } = await renderingWithOutputs();
      await saga.completeWhenRendered(completed([stored[1]!, stored[0]!]));
      expect(await record()).toMatchObject({ status: 'completed', outputs: stored });
      expect(await eventsAbout(video.id)).toEqual(['video.render_requested', 'video.started', 'video.completed']);
    });

    it.each([
      ['misses one', (stored: OutputFile[]) => [stored[0]!]],
      [
        'has one that failed its checks',
        (stored: OutputFile[]) => [
          stored[0]!,
          {
            ...stored[1]!,
            checks: { passed: false, failures: [{ check: 'bitrate', expected: '≤ 8 Mb/s', actual: '9 Mb/s' }] },
          },
        ],
      ],
    ])('fails render_failed, for billing to refund, a render whose outputs %s', async (_what, outputsOf) => {
      const { video, stored, completed, record } = await renderingWithOutputs();
      const outputs = outputsOf(stored);
      await saga.completeWhenRendered(completed(outputs));
      const failed = await record();
      expect(failed).toMatchObject({
        status: 'failed',
        credits_used: 0,
        files: null,
        error: { code: 'render_failed', message: 'The video could not be rendered.' },
      });
      // What was measured stays visible (the checks say why); nothing is served.
      expect(failed.outputs?.map((output) => [output.key, output.checks])).toEqual([
        [null, outputs[0]!.checks],
        [null, outputs[1]?.checks ?? null],
      ]);
      expect(await eventsAbout(video.id)).toEqual(['video.render_requested', 'video.started', 'video.failed']);
    });

    it('shows the checks of outputs that failed the render in the failed record, none served', async () => {
      const { video, stored, record } = await renderingWithOutputs();
      const checks = { passed: false, failures: [{ check: 'frame_rate', expected: '29 fps', actual: '30/1' }] };
      await saga.failWhenRenderFailed({
        video_id: video.id,
        error: { code: 'render_failed', message: 'The outputs failed their checks' },
        outputs: [{ ...stored[0]!, checks }, stored[1]!],
      });
      const failed = await record();
      expect(failed).toMatchObject({ status: 'failed', credits_used: 0, error: { code: 'render_failed' } });
      expect(failed.outputs?.map((output) => [output.key, output.checks])).toEqual([
        [null, checks],
        [null, stored[1]!.checks],
      ]);
    });
  });

  describe('dead letters', () => {
    const letter = (name: EventName, payload: unknown, consumer: string): DeadLetter => ({
      reason: 'max_deliveries',
      consumer,
      deliveries: 20,
      streamSequence: 1,
      event: { name, subject: `events.v1.${name}`, payload },
    });

    it('fails a video whose render a worker gave up on while the videos service was down, once it is back', async () => {
      const video = await queuedVideo({ status: 'processing', started_at: new Date() });
      const request = video.renderRequest();
      await harness.restart(async () => {
        const worker = await failingRenderWorker(harness.nats.url);
        try {
          const connection = await worker.get(MessageBus).connection();
          await publishEvent(connection, 'video.render_requested', request, { messageId: `${video.id}:requested` });
          // JetStream gave up on it and its advisory is in the dead-letter stream.
          await pollUntil(
            () => FailingRenderWorker.letters.find((l) => (l.event?.payload as typeof request).video_id === video.id),
            { description: 'the render request to be dead-lettered' },
          );
        } finally {
          await worker.close();
        }
      });
      saga = harness.app.get(VideoSagaReactions);

      const failed = await failedVideo(video.id, 'the videos service to act on the dead letter');
      expect(failed.toRecord()).toMatchObject({
        credits_used: 0,
        error: { code: 'render_failed', message: 'The video could not be rendered.' },
      });
      expect(await eventsAbout(video.id)).toEqual(['video.failed']);
    });

    it('fails a queued video whose charge billing gave up on, so it never waits for ever', async () => {
      const video = await queuedVideo();
      const created = { video_id: video.id, account_id: video.account_id, credits: video.credits };
      await harness.app
        .get(VideosService)
        .failWhenStepDeadLettered(letter('video.created', created, 'billing__video_created'));
      expect(await statusOf(video.id)).toBe('failed');
      expect(await eventsAbout(video.id)).toEqual(['video.failed']);
    });

    it('leaves a video alone when only a progress report or a notification about it was given up on', async () => {
      const rendering = await queuedVideo({ status: 'processing', started_at: new Date() });
      const service = harness.app.get(VideosService);
      await service.failWhenStepDeadLettered(
        letter('render.progressed', { video_id: rendering.id, progress: 40 }, 'videos__render_progressed'),
      );
      const started = { account_id: rendering.account_id, video: rendering.toRecord() };
      await service.failWhenStepDeadLettered(letter('video.started', started, 'webhooks__video_started'));
      const completed = await queuedVideo({ status: 'completed' });
      await service.failWhenStepDeadLettered(
        letter('render.completed', { video_id: completed.id }, 'videos__render_completed'),
      );
      expect([await statusOf(rendering.id), await statusOf(completed.id)]).toEqual(['processing', 'completed']);
      expect([...(await eventsAbout(rendering.id)), ...(await eventsAbout(completed.id))]).toEqual([]);
    });
  });
});
