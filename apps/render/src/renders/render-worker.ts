import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  ServiceError,
  eventSubject,
  type EventPayload,
  type OutputFile,
  type RenderRequest,
  type VideoError,
  type VideoFiles,
} from '@reelsmith/contracts';
import { HandleEvent, MessageBus, publishEvent, type EventContext } from '@reelsmith/messaging';
import { contentTypeOf, type ObjectStorage } from '@reelsmith/storage';
import { RENDER_CONFIG, type RenderConfig } from '../config.js';
import { RenderError, renderVideo, type RenderVideoResult } from '../composition/index.js';
import { OBJECT_STORAGE } from './object-storage.provider.js';
import { drawnAssets, fetchAssets } from './asset-files.js';
import { musicFileOf } from './music-file.js';
import { MusicCache } from '../sound/music-cache.js';
import { startHeartbeat } from './job-heartbeat.js';
import { ImageError, fetchProductImage } from './product-image.fetcher.js';
import { ProgressReporter } from './progress-reporter.js';
import { renderInputOf } from './render-input-of.js';
import { renderBudgets, type RenderBudgets } from './render-budgets.js';
import { failedOutputsOf, hlsStemOf, outputRequestOf, storeOutputs } from './output-storage.js';
import { IdleWorkerAsks } from './idle-worker-asks.js';
import { renderDuration, rendersInFlight } from './render-metrics.js';
import { VoiceRegistry } from '../voices/voice-registry.js';

/** Beat well inside the ack deadline, so a live worker never loses its job to another. */
const heartbeatMs = (ackWaitSeconds: number) => Math.max(500, Math.min(5_000, (ackWaitSeconds * 1000) / 4));

/**
 * Renders one requested video at a time. Several workers share the durable consumer, so a
 * video is rendered by one of them; a worker that dies mid-render stops beating, and JetStream
 * hands the job to another after RENDER_ACK_WAIT, which renders it again into the same keys.
 * `render.completed` carries what the worker stored and measured, never echoes of the request.
 */
@Injectable()
export class RenderWorker {
  private readonly logger = new Logger(RenderWorker.name);
  /** On the scratch disk every worker process of the machine shares: one track is decoded once. */
  private readonly musicCache: MusicCache;

  constructor(
    @Inject(RENDER_CONFIG) private readonly config: RenderConfig,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly bus: MessageBus,
    private readonly voices: VoiceRegistry,
    private readonly idle: IdleWorkerAsks,
  ) {
    this.musicCache = new MusicCache({
      dir: join(config.RENDER_WORK_DIR ?? tmpdir(), 'reelsmith-music-cache'),
      maxBytes: config.RENDER_MUSIC_CACHE_MB * 1024 * 1024,
    });
  }

  @HandleEvent('video.render_requested', { prefetch: 1 })
  async renderWhenRequested(request: RenderRequest, context: EventContext): Promise<void> {
    // While it has a job the worker asks for no batch work; once done, it asks at once.
    this.idle.renderStarted();
    try {
      await this.renderJob(request, context);
    } finally {
      this.idle.renderEnded();
    }
  }

  private async renderJob(request: RenderRequest, context: EventContext): Promise<void> {
    const connection = await this.bus.connection();
    if (!(await this.stillWanted(request))) {
      this.logger.log({ video_id: request.video_id }, 'render skipped: the video has already ended');
      renderDuration.observe({ outcome: 'skipped' }, 0);
      return;
    }
    rendersInFlight.inc();
    const stopTimer = renderDuration.startTimer();
    let outcome = 'retried';
    // A video that fails while it renders (timeout, cancel) is abandoned at once: ffmpeg is
    // killed, nothing is published or stored, and the heartbeats stop. Each program runs under
    // its budget (a `render_failed` past it); a job stuck past its whole budget stops beating.
    const budgets = renderBudgets(this.config, request.template.duration_seconds, request.files.outputs?.length ?? 0);
    const abandon = new AbortController();
    const failures = connection.subscribe(eventSubject('video.failed'), {
      callback: (error, message) => {
        if (!error && message.json<EventPayload<'video.failed'>>().video.id === request.video_id) {
          abandon.abort(new VideoEndedError(request.video_id));
        }
      },
    });
    const stopHeartbeat = startHeartbeat(context.extendDeadline, {
      intervalMs: heartbeatMs(this.config.RENDER_ACK_WAIT),
      budgetMs: budgets.jobMs,
      signal: abandon.signal,
      onOverBudget: () =>
        this.logger.warn(
          { video_id: request.video_id, budget_ms: budgets.jobMs },
          'render over its budget; heartbeats stop',
        ),
    });
    const workRoot = this.config.RENDER_WORK_DIR ?? tmpdir();
    await mkdir(workRoot, { recursive: true });
    const workDir = await mkdtemp(join(workRoot, `render-${request.video_id}-`));
    try {
      await publishEvent(
        connection,
        'render.started',
        { video_id: request.video_id },
        {
          messageId: `${request.video_id}:render.started`,
        },
      );
      const { result, files, outputs } = await this.render(request, workDir, connection, abandon, budgets);
      await this.announce(connection, 'render.completed', request.video_id, {
        video_id: request.video_id,
        files,
        duration_seconds: result.durationSeconds,
        width: result.width,
        height: result.height,
        warnings: result.warnings,
        ...(outputs && { outputs }),
      });
      outcome = 'completed';
    } catch (error) {
      if (abandon.signal.aborted) {
        this.logger.log({ video_id: request.video_id }, 'render abandoned: the video has ended');
        outcome = 'abandoned';
        return;
      }
      const failure = videoErrorOf(error);
      if (!failure) throw error; // infrastructure trouble: let JetStream redeliver
      this.logger.warn({ video_id: request.video_id, code: failure.code, reason: failure.message }, 'render failed');
      const outputs = failedOutputsOf(error, request.files.outputs);
      await this.announce(connection, 'render.failed', request.video_id, {
        video_id: request.video_id,
        error: failure,
        ...(outputs && { outputs }),
      });
      outcome = 'failed';
    } finally {
      failures.unsubscribe();
      stopHeartbeat();
      // Counted once its files are gone: a job the metrics call done has left nothing behind.
      await rm(workDir, { recursive: true, force: true });
      stopTimer({ outcome });
      rendersInFlight.dec();
    }
  }

  /**
   * Whether the video still waits for this render (it is processing). When the videos service
   * cannot be asked, the render goes on: its result is ignored if the video has ended.
   */
  private async stillWanted(request: RenderRequest): Promise<boolean> {
    try {
      const video = await this.bus.request('videos.get_video', {
        account_id: request.account_id,
        id: request.video_id,
      });
      return video.status === 'processing';
    } catch (error) {
      if (error instanceof ServiceError && error.code === 'resource_missing') return false;
      this.logger.warn({ err: error, video_id: request.video_id }, 'could not ask whether the video still waits');
      return true;
    }
  }

  private async render(
    request: RenderRequest,
    workDir: string,
    connection: NatsConnection,
    abandon: AbortController,
    budgets: RenderBudgets,
  ): Promise<{ result: RenderVideoResult; files: VideoFiles; outputs?: OutputFile[] }> {
    const imagePath = join(workDir, 'product-image');
    await fetchProductImage(request.product.image_url, imagePath, this.config.ALLOW_PRIVATE_URLS);
    const assets = await fetchAssets(this.storage, request.account_id, drawnAssets(request.template.assets), workDir);
    const music = await musicFileOf(request.music, request.account_id, {
      storage: this.storage,
      dir: workDir,
      allowPrivate: this.config.ALLOW_PRIVATE_URLS,
      signal: abandon.signal,
    });
    const progress = new ProgressReporter(connection, request.video_id);
    const targets = request.files.outputs;
    this.logger.log({ video_id: request.video_id }, 'render started');
    const result = await renderVideo({
      ...renderInputOf(request),
      voice: this.voices.forRender(request),
      imagePath,
      assets,
      music,
      musicCache: this.musicCache,
      outputDir: join(workDir, 'out'),
      scratchDir: workDir,
      onProgress: (percent) => progress.report(percent),
      signal: abandon.signal,
      timeouts: budgets,
      niceness: this.config.RENDER_NICENESS,
      outputs: targets?.map(outputRequestOf),
      hlsStem: targets && hlsStemOf(targets),
      // Set only in test builds: the configuration refuses it elsewhere.
      brokenProfile: this.config.RENDER_TEST_BROKEN_PROFILE,
    });
    await progress.flush();
    // The video may have ended while it rendered (an event missed, a timeout): then store nothing.
    if (!abandon.signal.aborted && !(await this.stillWanted(request))) {
      abandon.abort(new VideoEndedError(request.video_id));
    }
    abandon.signal.throwIfAborted();
    // The video last: a stored video means the other files are there.
    const outputs = targets && (await storeOutputs(this.storage, targets, result.outputs));
    const { video_key, thumbnail_key, captions_key } = request.files;
    const files: VideoFiles = { video_key, thumbnail_key };
    // A request made before captions existed has no key for them: the video keeps none.
    if (result.captionsPath && captions_key) {
      await this.storage.put(captions_key, result.captionsPath, contentTypeOf(captions_key));
      files.captions_key = captions_key;
    }
    await this.storage.put(thumbnail_key, result.thumbnailPath, contentTypeOf(thumbnail_key));
    await this.storage.put(video_key, result.videoPath, contentTypeOf(video_key));
    this.logger.log({ video_id: request.video_id }, 'render finished');
    return { result, files, outputs };
  }

  private announce<N extends 'render.completed' | 'render.failed'>(
    connection: NatsConnection,
    name: N,
    videoId: string,
    payload: EventPayload<N>,
  ): Promise<void> {
    return publishEvent(connection, name, payload, { messageId: `${videoId}:${name}` });
  }
}

/** The video a worker renders has ended (failed: timed out, canceled) before the render did. */
class VideoEndedError extends Error {
  constructor(videoId: string) {
    super(`video ${videoId} has ended`);
    this.name = 'VideoEndedError';
  }
}

/** The contract error for failures that retrying cannot fix; undefined for the others. */
function videoErrorOf(error: unknown): VideoError | undefined {
  if (error instanceof ImageError || error instanceof RenderError) return { code: error.code, message: error.message };
  return undefined;
}
