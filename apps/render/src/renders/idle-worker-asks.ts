import { hostname } from 'node:os';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MessageBus } from '@reelsmith/messaging';
import { RENDER_CONFIG, type RenderConfig } from '../config.js';

/**
 * Asks the videos service for batch work while this worker has no render: as a render ends and
 * every RENDER_IDLE_ASK_INTERVAL seconds. Batch videos are released only so, one per ask, so the
 * queue never holds batch videos while every worker is busy, and a single video posted behind a
 * batch waits for no more than the renders already running (docs/decisions/batches.md). An ask
 * lost (the videos service restarting) is simply made again at the next interval.
 */
@Injectable()
export class IdleWorkerAsks implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(IdleWorkerAsks.name);
  private readonly worker = `${hostname()}:${process.pid}`;
  private rendering = 0;
  private asking = false;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly bus: MessageBus,
    @Inject(RENDER_CONFIG) private readonly config: RenderConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.ask(), this.config.RENDER_IDLE_ASK_INTERVAL * 1000);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  renderStarted(): void {
    this.rendering++;
  }

  renderEnded(): void {
    this.rendering--;
    void this.ask();
  }

  private async ask(): Promise<void> {
    if (this.rendering > 0 || this.asking) return;
    this.asking = true;
    try {
      await this.bus.request('videos.release_batch_video', { worker: this.worker });
    } catch (error) {
      this.logger.debug({ err: error }, 'asking for batch work failed; asking again later');
    } finally {
      this.asking = false;
    }
  }
}
