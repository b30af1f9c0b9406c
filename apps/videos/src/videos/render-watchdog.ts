import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { VIDEOS_CONFIG, type VideosConfig } from '../config.js';
import { VideosService } from './videos.service.js';

/**
 * Fails any video whose render, once a worker took it, made no progress for
 * RENDER_STALL_TIMEOUT, or that no worker took within RENDER_QUEUE_TIMEOUT, so no video is
 * ever stuck: its worker abandons it, a render that reports later is ignored, and billing
 * refunds the charge.
 */
@Injectable()
export class RenderWatchdog implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RenderWatchdog.name);
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;

  constructor(
    private readonly videos: VideosService,
    @Inject(VIDEOS_CONFIG) private readonly config: VideosConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.sweeping ??= this.sweep().finally(() => (this.sweeping = undefined));
    }, this.config.WATCHDOG_INTERVAL * 1000);
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
  }

  async sweep(): Promise<void> {
    try {
      const now = Date.now();
      const stalled = await this.videos.stalledSince(new Date(now - this.config.RENDER_STALL_TIMEOUT * 1000));
      const waiting = await this.videos.queuedForRenderSince(new Date(now - this.config.RENDER_QUEUE_TIMEOUT * 1000));
      for (const [videoIds, reason] of [
        [stalled, `The render made no progress for ${this.config.RENDER_STALL_TIMEOUT} seconds.`],
        [waiting, `No render worker took the video within ${this.config.RENDER_QUEUE_TIMEOUT} seconds.`],
      ] as const) {
        for (const videoId of videoIds) {
          const failed = await this.videos.fail(videoId, 'processing', { code: 'timeout', message: reason });
          if (failed) this.logger.warn({ video_id: videoId, reason }, 'video failed by the watchdog');
        }
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'watchdog sweep failed; retrying at the next interval');
    }
  }
}
