import { Logger } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { currentRequestId } from '@reelsmith/config';
import { publishEvent } from '@reelsmith/messaging';

const MIN_STEP = 5;
const MIN_INTERVAL_MS = 2_000;

/**
 * Announces a render's progress without flooding the stream: when it has moved at least five
 * points or two seconds have passed. Progress is advisory, so a failed publish is only logged.
 */
export class ProgressReporter {
  private readonly logger = new Logger(ProgressReporter.name);
  private lastSent = 0;
  private lastSentAt = 0;
  private pending: Promise<void> = Promise.resolve();
  /** The job's request id, for reports sent from ffmpeg's output callbacks. */
  private readonly requestId = currentRequestId();

  constructor(
    private readonly connection: NatsConnection,
    private readonly videoId: string,
  ) {}

  report(percent: number): void {
    const progress = Math.min(99, Math.floor(percent));
    const due = progress - this.lastSent >= MIN_STEP || Date.now() - this.lastSentAt >= MIN_INTERVAL_MS;
    if (progress <= this.lastSent || !due) return;
    this.lastSent = progress;
    this.lastSentAt = Date.now();
    this.pending = this.pending.then(() =>
      publishEvent(
        this.connection,
        'render.progressed',
        { video_id: this.videoId, progress },
        { messageId: `${this.videoId}:progress:${progress}`, requestId: this.requestId },
      ).catch((error: unknown) => this.logger.warn({ err: error, video_id: this.videoId }, 'progress not published')),
    );
  }

  /** Waits for the reports already made. */
  flush(): Promise<void> {
    return this.pending;
  }
}
