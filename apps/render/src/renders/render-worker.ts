import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import type { EventPayload, RenderRequest, VideoError } from '@reelsmith/contracts';
import { HandleEvent, MessageBus, publishEvent, type EventContext } from '@reelsmith/messaging';
import type { ObjectStorage } from '@reelsmith/storage';
import { parseTemplate } from '@reelsmith/templates';
import { RENDER_CONFIG, type RenderConfig } from '../config.js';
import { RenderError, renderVideo, type RenderVideoResult } from '../composition/index.js';
import { OBJECT_STORAGE } from './object-storage.provider.js';
import { ImageError, fetchProductImage } from './product-image.fetcher.js';
import { ProgressReporter } from './progress-reporter.js';
import { renderDuration, rendersInFlight } from './render-metrics.js';

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

  constructor(
    @Inject(RENDER_CONFIG) private readonly config: RenderConfig,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly bus: MessageBus,
  ) {}

  @HandleEvent('video.render_requested', { prefetch: 1 })
  async renderWhenRequested(request: RenderRequest, context: EventContext): Promise<void> {
    const connection = await this.bus.connection();
    rendersInFlight.inc();
    const stopTimer = renderDuration.startTimer();
    let outcome = 'retried';
    const heartbeat = setInterval(() => context.extendDeadline(), heartbeatMs(this.config.RENDER_ACK_WAIT));
    const workRoot = this.config.RENDER_WORK_DIR ?? tmpdir();
    await mkdir(workRoot, { recursive: true });
    const workDir = await mkdtemp(join(workRoot, `render-${request.video_id}-`));
    try {
      const result = await this.render(request, workDir, connection);
      await this.announce(connection, 'render.completed', request.video_id, {
        video_id: request.video_id,
        files: request.files,
        duration_seconds: result.durationSeconds,
        width: result.width,
        height: result.height,
      });
      outcome = 'completed';
    } catch (error) {
      const failure = videoErrorOf(error);
      if (!failure) throw error; // infrastructure trouble: let JetStream redeliver
      this.logger.warn({ video_id: request.video_id, code: failure.code, reason: failure.message }, 'render failed');
      await this.announce(connection, 'render.failed', request.video_id, {
        video_id: request.video_id,
        error: failure,
      });
      outcome = 'failed';
    } finally {
      stopTimer({ outcome });
      rendersInFlight.dec();
      clearInterval(heartbeat);
      await rm(workDir, { recursive: true, force: true });
    }
  }

  private async render(
    request: RenderRequest,
    workDir: string,
    connection: NatsConnection,
  ): Promise<RenderVideoResult> {
    const imagePath = join(workDir, 'product-image');
    await fetchProductImage(request.product.image_url, imagePath, this.config.ALLOW_PRIVATE_URLS);
    const progress = new ProgressReporter(connection, request.video_id);
    this.logger.log({ video_id: request.video_id }, 'render started');
    const result = await renderVideo({
      template: parseTemplate(request.template.scene, request.template.id),
      product: {
        name: request.product.name,
        description: request.product.description ?? '',
        price: request.product.price ?? null,
      },
      imagePath,
      userPrompt: request.user_prompt,
      language: request.language,
      watermark: request.watermark,
      outputDir: join(workDir, 'out'),
      onProgress: (percent) => progress.report(percent),
    });
    await progress.flush();
    // The thumbnail first: a stored video means both files are there.
    await this.storage.put(request.files.thumbnail_key, result.thumbnailPath, 'image/jpeg');
    await this.storage.put(request.files.video_key, result.videoPath, 'video/mp4');
    this.logger.log({ video_id: request.video_id }, 'render finished');
    return result;
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

/** The contract error for failures that retrying cannot fix; undefined for the others. */
function videoErrorOf(error: unknown): VideoError | undefined {
  if (error instanceof ImageError || error instanceof RenderError) return { code: error.code, message: error.message };
  return undefined;
}
