import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { VIDEOS_CONFIG, type VideosConfig } from '../config.js';
import { VideosService } from './videos.service.js';

/**
 * Fails any video that has been processing without progress for RENDER_STALL_TIMEOUT, so no
 * video is ever stuck: a render that reports later is ignored, and billing refunds the charge.
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
      const cutoff = new Date(Date.now() - this.config.RENDER_STALL_TIMEOUT * 1000);
      for (const videoId of await this.videos.stalledSince(cutoff)) {
        const failed = await this.videos.fail(videoId, 'processing', {
          code: 'timeout',
          message: `The render made no progress for ${this.config.RENDER_STALL_TIMEOUT} seconds.`,
        });
        if (failed) this.logger.warn({ video_id: videoId }, 'video failed by the watchdog');
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'watchdog sweep failed; retrying at the next interval');
    }
  }
}
