import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { OutboxRelay, enqueueEvent } from '@reelsmith/messaging';
import { VIDEOS_CONFIG, type VideosConfig } from '../config.js';
import { VideoEntity } from '../videos/video.entity.js';
import { BatchEntity } from './batch.entity.js';

/** First key of the releasers' advisory lock: one replica releases at a time, fleet-wide. */
const RELEASE_LOCK_SPACE = 7401;

/**
 * Hands charged batch videos to the render queue one at a time, when an idle render worker asks
 * (`videos.release_batch_video`: a worker with no job asks as it becomes idle and every
 * RENDER_IDLE_ASK_INTERVAL seconds while it stays so). A batch video therefore never waits in
 * the queue ahead of a single video: one posted behind a batch of thousands waits only for a
 * worker to finish what it renders. The next one comes from the account with the fewest batch
 * videos rendering (its oldest), so accounts take turns; BATCH_RELEASE_AHEAD caps how many may
 * wait untaken when many workers ask at once. Replicas share one advisory lock, so the cap and
 * the turns hold for the fleet.
 */
@Injectable()
export class BatchReleaser {
  private readonly logger = new Logger(BatchReleaser.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxRelay,
    @Inject(VIDEOS_CONFIG) private readonly config: VideosConfig,
  ) {}

  /** An idle worker's ask: releases the next batch video, if one waits and the queue has room. */
  async releaseForIdleWorker(worker: string): Promise<boolean> {
    const released = await this.dataSource.transaction((manager) => this.releaseOne(manager, worker));
    if (released) this.outbox.wake();
    return released;
  }

  /** Releases the next batch video if the queue has room for it; false when it has none, or none waits. */
  private async releaseOne(manager: EntityManager, worker: string): Promise<boolean> {
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
    // Canceled between the choice and the lock: nothing released; the worker asks again.
    if (video?.status !== 'queued' || !video.batch_id) return false;
    const batch = await manager.findOneByOrFail(BatchEntity, { id: video.batch_id });
    video.status = 'processing';
    video.started_at = new Date();
    video.last_progress_at = null;
    video.credits_used = video.credits;
    await manager.save(video);
    await enqueueEvent(manager, 'video.render_requested', video.renderRequest(batch.templateOf(video.template_id)));
    await enqueueEvent(manager, 'video.started', { account_id: video.account_id, video: video.toRecord() });
    this.logger.log(
      { video_id: video.id, batch_id: batch.id, asked_by: worker, from: 'queued', to: 'processing' },
      'video status changed',
    );
    return true;
  }
}
