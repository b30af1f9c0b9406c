import { access, readFile } from 'node:fs/promises';
import { register } from 'prom-client';
import type { EventPayload } from '@reelsmith/contracts';
import { probeMedia } from '@reelsmith/media';
import { metricSample, pollUntil } from '@reelsmith/testing';
import { RENDER_CONFIG, type RenderConfig } from '../src/config.js';
import { OBJECT_STORAGE } from '../src/renders/object-storage.provider.js';
import { IdleWorkerAsks } from '../src/renders/idle-worker-asks.js';
import { RenderWorker } from '../src/renders/render-worker.js';
import { VoiceRegistry } from '../src/voices/voice-registry.js';
import { exists } from '../src/test-support/fixtures.js';
import { RenderTestBed } from './render-harness.js';

/** Jobs this process's workers ended with `outcome`, from the render duration histogram. */
async function renders(outcome: string): Promise<number> {
  const text = await register.getSingleMetricAsString('reelsmith_render_duration_seconds');
  return metricSample(text, 'reelsmith_render_duration_seconds_count', { outcome }) ?? 0;
}

describe(RenderWorker.name, () => {
  let bed: RenderTestBed;

  beforeAll(async () => {
    bed = await RenderTestBed.start();
  });

  afterAll(async () => {
    await bed?.stop();
  });

  it('announces what it stored and measured, under the request id of the job', async () => {
    const request = await bed.request('vid_RENDERWORKER000000000001');
    await bed.publish('video.render_requested', request, 'req_render_worker_1');

    const completed = await bed.waitFor('render.completed', request.video_id);
    expect(completed.requestId).toBe('req_render_worker_1');
    // A silent video: no captions are stored, and none announced.
    expect(completed.payload).toEqual({
      video_id: request.video_id,
      files: { video_key: request.files.video_key, thumbnail_key: request.files.thumbnail_key },
      duration_seconds: 6,
      width: 320,
      height: 568,
      warnings: [],
    });
    const stored = await probeMedia(bed.storagePath(request.files.video_key));
    expect(stored.streams[0]).toMatchObject({ width: 320, height: 568 });
    await access(bed.storagePath(request.files.thumbnail_key));
    expect(await exists(bed.storagePath(request.files.captions_key!))).toBe(false);

    const progressed = bed.about(request.video_id).filter((event) => event.name === 'render.progressed');
    expect(progressed.length).toBeGreaterThan(0);
    expect(progressed.every((event) => event.requestId === 'req_render_worker_1')).toBe(true);
  });

  it('stores the WebVTT captions of a video that speaks, and announces their key', async () => {
    const request = {
      ...(await bed.request('vid_RENDERWORKER000000000004')),
      user_prompt: { voiceover: true, captions: true },
    };
    await bed.publish('video.render_requested', request, 'req_render_worker_4');

    const completed = await bed.waitFor('render.completed', request.video_id);
    expect(completed.payload.files).toEqual(request.files);
    const vtt = await readFile(bed.storagePath(request.files.captions_key!), 'utf8');
    expect(vtt).toMatch(/^WEBVTT\n\n1\n00:00:\d\d\.\d{3} --> 00:00:\d\d\.\d{3}\n/);
    expect(vtt).toContain('\nDesk lamp\n');
  });

  it('keeps no captions for a request made before captions had a key', async () => {
    const { captions_key, ...files } = (await bed.request('vid_RENDERWORKER000000000005')).files;
    const request = { ...(await bed.request('vid_RENDERWORKER000000000005')), files, user_prompt: { voiceover: true } };
    await bed.publish('video.render_requested', request, 'req_render_worker_5');

    const completed = await bed.waitFor('render.completed', request.video_id);
    expect(completed.payload.files).toEqual(files);
    expect(await exists(bed.storagePath(captions_key!))).toBe(false);
  });

  it('renders nothing for a video that has already ended', async () => {
    const request = await bed.request('vid_RENDERWORKER000000000002');
    bed.statuses.set(request.video_id, 'failed');
    const skippedBefore = await renders('skipped');
    await bed.publish('video.render_requested', request, 'req_render_worker_2');

    await pollUntil(async () => ((await renders('skipped')) > skippedBefore ? true : undefined), {
      timeoutMs: 60_000,
      description: 'the job to be skipped',
    });
    expect(bed.about(request.video_id).map((event) => event.name)).toEqual(['video.render_requested']);
    expect(await exists(bed.storagePath(request.files.video_key))).toBe(false);
  });

  it('kills its render when the video fails meanwhile, and publishes and keeps nothing', async () => {
    const request = await bed.request('vid_RENDERWORKER000000000003', 'full');
    const abandonedBefore = await renders('abandoned');
    await bed.publish('video.render_requested', request, 'req_render_worker_3');
    await bed.waitFor('render.progressed', request.video_id);

    bed.statuses.set(request.video_id, 'failed');
    const failedAt = Date.now();
    const failed = { account_id: request.account_id, video: { id: request.video_id } };
    await bed.publish('video.failed', failed as EventPayload<'video.failed'>, 'req_render_worker_3_failed');
    await pollUntil(async () => ((await renders('abandoned')) > abandonedBefore ? true : undefined), {
      timeoutMs: 30_000,
      description: 'the render to be abandoned',
    });
    // ffmpeg was killed, not waited for: the full-size render takes far longer on this machine.
    expect(Date.now() - failedAt).toBeLessThan(5_000);
    expect(await bed.workFiles()).toEqual([]);
    const names = bed.about(request.video_id).map((event) => event.name);
    expect(names.filter((name) => name === 'render.completed' || name === 'render.failed')).toEqual([]);
    expect(await exists(bed.storagePath(request.files.video_key))).toBe(false);
    expect(await exists(bed.storagePath(request.files.thumbnail_key))).toBe(false);
  });

  it('kills an ffmpeg that runs past its budget and fails the render, keeping nothing', async () => {
    // A worker like the app's whose ffmpeg may run 0.2 s: a full-size render takes seconds.
    const app = bed.harness.app;
    const config: RenderConfig = {
      ...app.get<RenderConfig>(RENDER_CONFIG),
      RENDER_FFMPEG_TIMEOUT_BASE: 0.2,
      RENDER_FFMPEG_TIMEOUT_PER_SECOND: 0,
    };
    const worker = new RenderWorker(
      config,
      app.get(OBJECT_STORAGE),
      bed.bus,
      app.get(VoiceRegistry),
      app.get(IdleWorkerAsks),
    );
    const request = await bed.request('vid_RENDERWORKER000000000006', 'full');
    const startedAt = Date.now();

    await worker.renderWhenRequested(request, { eventId: 'evt_budget', deliveryCount: 1, extendDeadline: () => {} });

    const failed = await bed.waitFor('render.failed', request.video_id);
    expect(failed.payload.error).toMatchObject({
      code: 'render_failed',
      message: expect.stringContaining('ffmpeg ran longer than its 0.2 s budget and was killed'),
    });
    // Well within the stall timeout: the worker did not wait for ffmpeg to finish by itself.
    expect(Date.now() - startedAt).toBeLessThan(60_000);
    expect(await bed.workFiles()).toEqual([]);
    expect(await exists(bed.storagePath(request.files.video_key))).toBe(false);
    expect(bed.about(request.video_id).map((event) => event.name)).not.toContain('render.completed');
  });
});
