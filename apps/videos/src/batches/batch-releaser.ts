import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { OutboxRelay, enqueueEvent } from '@reelsmith/messaging';
import { VIDEOS_CONFIG, type VideosConfig } from '../config.js';
import { VideoEntity } from '../videos/video.entity.js';
import { RenderQueueSignal } from '../videos/render-queue-signal.js';
import { BatchEntity } from './batch.entity.js';

/** First key of the releasers' advisory lock: one replica releases at a time, fleet-wide. */
const RELEASE_LOCK_SPACE = 7401;

/**
 * Hands charged batch videos to the render queue a few at a time, so that a single video posted
 * behind a batch of thousands waits for at most BATCH_RELEASE_AHEAD batch videos in the queue,
 * not for the batch. A video is released only while fewer than BATCH_RELEASE_AHEAD batch videos
 * wait in the queue untaken (released, no `render.started` yet), and the next one comes from the
 * account with the fewest batch videos rendering (its oldest), so accounts take turns.
 * Releasers on every replica share one advisory lock; they run when a worker takes a render,
 * when a batch is charged, and every BATCH_RELEASE_INTERVAL seconds in case neither is heard.
 */
@Injectable()
export class BatchReleaser implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(BatchReleaser.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxRelay,
    @Inject(VIDEOS_CONFIG) private readonly config: VideosConfig,
    renderQueue: RenderQueueSignal,
  ) {
    renderQueue.listen(() => this.wake());
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.wake(), this.config.BATCH_RELEASE_INTERVAL * 1000);
    this.timer.unref();
    this.wake();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Runs a release round now, or right after the one running (never two at once in a process). */
  wake(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.releaseWhileRoom()
      .catch((error: unknown) => this.logger.error({ err: error }, 'batch release failed; the next round retries'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  private async releaseWhileRoom(): Promise<void> {
    let released = 0;
    while (await this.dataSource.transaction((manager) => this.releaseOne(manager))) released++;
    if (released > 0) this.outbox.wake();
  }

  /** Releases the next batch video if the queue has room for it; false when it has none, or none waits. */
  private async releaseOne(manager: EntityManager): Promise<boolean> {
    await manager.query('SELECT pg_advisory_xact_lock($1, 0)', [RELEASE_LOCK_SPACE]);
    const [queue] = await manager.query<Array<{ waiting: number }>>(
      `SELECT count(*)::int AS waiting FROM videos
       WHERE batch_id IS NOT NULL AND status = 'processing' AND last_progress_at IS NULL`,
    );
    if ((queue?.waiting ?? 0) >= this.config.BATCH_RELEASE_AHEAD) return false;
    const [next] = await manager.query<Array<{ id: string }>>(
      `WITH rendering AS (
         SELECT account_id, count(*) AS n FROM videos
         WHERE batch_id IS NOT NULL AND status = 'processing' GROUP BY account_id
       ), oldest AS (
         SELECT DISTINCT ON (v.account_id) v.id, v.account_id
         FROM videos v JOIN batches b ON b.id = v.batch_id
         WHERE v.batch_id IS NOT NULL AND v.status = 'queued' AND b.charge = 'charged' AND b.status = 'processing'
         ORDER BY v.account_id, v.created_at, v.id
       )
       SELECT oldest.id FROM oldest LEFT JOIN rendering USING (account_id)
       ORDER BY coalesce(rendering.n, 0), oldest.id
       LIMIT 1`,
    );
    if (!next) return false;
    const video = await manager.findOne(VideoEntity, { where: { id: next.id }, lock: { mode: 'pessimistic_write' } });
    // Canceled between the choice and the lock: nothing released this time, but try again.
    if (video?.status !== 'queued' || !video.batch_id) return true;
    const batch = await manager.findOneByOrFail(BatchEntity, { id: video.batch_id });
    video.status = 'processing';
    video.started_at = new Date();
    video.last_progress_at = null;
    video.credits_used = video.credits;
    await manager.save(video);
    await enqueueEvent(manager, 'video.render_requested', video.renderRequest(batch.templateOf(video.template_id)));
    await enqueueEvent(manager, 'video.started', { account_id: video.account_id, video: video.toRecord() });
    this.logger.log(
      { video_id: video.id, batch_id: batch.id, from: 'queued', to: 'processing' },
      'video status changed',
    );
    return true;
  }
}
