import { Injectable, Logger } from '@nestjs/common';
import { DataSource, IsNull, LessThan, type EntityManager } from 'typeorm';
import {
  ServiceError,
  type CreateVideoCommand,
  type EventName,
  type EventPayload,
  type GetVideoQuery,
  type ListResult,
  type ListVideosQuery,
  type OutputTarget,
  type VideoError,
  type VideoOutputRecord,
  type VideoRecord,
  type VideoStatus,
} from '@reelsmith/contracts';
import { findByIdempotencyKey, insertOnce, newId, paginate } from '@reelsmith/database';
import { MessageBus, OutboxRelay, enqueueEvent, type DeadLetter } from '@reelsmith/messaging';
import { VideoEntity } from './video.entity.js';
import { VideoInputs } from './video-inputs.js';
import { newVideoRow } from './new-video.js';
import { assertOutputsFit, settleOutputs, videoCredits } from './video-outputs.js';
import { settleBatch } from '../batches/batch-settlement.js';
import { failedColumns } from './video-error-messages.js';

/**
 * A video's record and its state machine: queued → processing → completed | failed, never
 * back. Every transition locks the row (SELECT … FOR UPDATE), checks the expected status and
 * saves, committed with the event that announces it, so a duplicate or late event changes nothing.
 */
@Injectable()
export class VideosService {
  private readonly logger = new Logger(VideosService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly bus: MessageBus,
    private readonly outbox: OutboxRelay,
    private readonly inputs: VideoInputs,
  ) {}

  private get videos() {
    return this.dataSource.getRepository(VideoEntity);
  }

  async create(command: CreateVideoCommand): Promise<VideoRecord> {
    // A retry of the same Idempotency-Key answers the first video, whatever changed since.
    const earlier = await findByIdempotencyKey(
      this.dataSource.manager,
      VideoEntity,
      command.account_id,
      command.idempotency_key,
    );
    if (earlier) return earlier.toRecord();
    const { template, product, music } = await this.inputs.resolve(command);
    assertOutputsFit(template, command.outputs);
    const voice = await this.inputs.voice(command);
    const credits = videoCredits(template, command.outputs);
    const balance = await this.bus.request('billing.get_balance', { account_id: command.account_id });
    if (balance.credits < credits) {
      throw new ServiceError(
        'insufficient_credits',
        `This video costs ${credits} credits and the balance is ${balance.credits}. Top up to continue.`,
      );
    }

    const id = newId('vid');
    const video = this.videos.create(
      newVideoRow({
        id,
        account_id: command.account_id,
        template,
        product,
        user_prompt: command.user_prompt,
        language: command.language,
        voice,
        music,
        outputs: command.outputs,
        webhook_url: command.webhook_url,
        premium: balance.is_premium,
        idempotency_key: command.idempotency_key,
      }),
    );
    // Two attempts racing with one key: the unique index keeps one video, and only its
    // creation is announced (and charged).
    const { record, created } = await this.dataSource.transaction(async (manager) => {
      const outcome = await insertOnce(manager, VideoEntity, video);
      if (outcome.created) {
        await enqueueEvent(manager, 'video.created', {
          video_id: id,
          account_id: command.account_id,
          credits,
        });
      }
      return outcome;
    });
    if (created) {
      this.outbox.wake();
      this.logger.log({ video_id: id, account_id: command.account_id, to: 'queued' }, 'video status changed');
    }
    return record.toRecord();
  }

  async get(query: GetVideoQuery): Promise<VideoRecord> {
    const video = await this.videos.findOneBy({ id: query.id, account_id: query.account_id });
    if (!video) throw new ServiceError('resource_missing', `No such video: '${query.id}'.`, 'id');
    return video.toRecord();
  }

  async list(query: ListVideosQuery): Promise<ListResult<VideoRecord>> {
    const where = {
      account_id: query.account_id,
      ...(query.status ? { status: query.status } : {}),
      ...(query.product_id ? { product_id: query.product_id } : {}),
      ...(query.batch_id ? { batch_id: query.batch_id } : {}),
    };
    const page = await paginate(this.videos, where, query);
    return { data: page.data.map((video) => video.toRecord()), has_more: page.has_more };
  }

  /**
   * Ends a queued or processing video as failed with `canceled`: billing refunds it (or, while
   * it is queued, never charges it), and its worker, told by `video.failed`, kills the render.
   * Under the row lock a cancel and a completion cannot both win.
   */
  async cancel(query: GetVideoQuery): Promise<VideoRecord> {
    const owned = await this.videos.exists({ where: { id: query.id, account_id: query.account_id } });
    if (!owned) throw new ServiceError('resource_missing', `No such video: '${query.id}'.`, 'id');
    let canceled = false;
    for (const from of ['queued', 'processing'] as const) {
      canceled = await this.fail(query.id, from, { code: 'canceled', message: 'canceled by the customer' });
      if (canceled) break;
    }
    const video = await this.videos.findOneByOrFail({ id: query.id });
    if (!canceled) {
      throw new ServiceError(
        'video_not_cancelable',
        `The video '${query.id}' has already ended (${video.status}); only queued or processing videos can be canceled.`,
      );
    }
    return video.toRecord();
  }

  /**
   * Billing took the credits: the render starts now. A charge that finds the video already
   * failed (it ended while waiting for billing) is handed back, so billing refunds it; one
   * that finds it processing or completed is a repeat of the charge that started it.
   */
  async startRender(event: EventPayload<'billing.video_charged'>): Promise<void> {
    const started = await this.transition(event.video_id, 'queued', 'processing', async (video, manager) => {
      video.started_at = new Date();
      // Waiting for a free worker is not a stall: the stall clock starts with `render.started`.
      video.last_progress_at = null;
      video.credits_used = event.credits;
      await enqueueEvent(manager, 'video.render_requested', video.renderRequest());
      await enqueueEvent(manager, 'video.started', { account_id: video.account_id, video: video.toRecord() });
    });
    if (started) return;
    const rejected = await this.dataSource.transaction(async (manager) => {
      const video = await manager.findOne(VideoEntity, {
        where: { id: event.video_id },
        lock: { mode: 'pessimistic_read' },
      });
      if (video?.status !== 'failed') return false;
      await enqueueEvent(manager, 'video.charge_rejected', {
        video_id: event.video_id,
        account_id: event.account_id,
        transaction_id: event.transaction_id,
      });
      return true;
    });
    if (rejected) {
      this.outbox.wake();
      this.logger.log({ video_id: event.video_id }, 'charge handed back: the video had already failed');
    }
  }

  /** A worker took the render: from now on the watchdog measures progress, not queue time. */
  async recordRenderStarted(event: EventPayload<'render.started'>): Promise<void> {
    await this.videos
      .createQueryBuilder()
      .update()
      .set({ last_progress_at: new Date() })
      .where('id = :id AND status = :status', { id: event.video_id, status: 'processing' })
      .execute();
  }

  async recordProgress(event: EventPayload<'render.progressed'>): Promise<void> {
    const progress = Math.max(0, Math.min(99, Math.floor(event.progress)));
    // Only forward, and only while processing: a late or repeated report changes nothing.
    await this.videos
      .createQueryBuilder()
      .update()
      .set({ progress, last_progress_at: new Date() })
      .where('id = :id AND status = :status AND progress <= :progress', {
        id: event.video_id,
        status: 'processing',
        progress,
      })
      .execute();
  }

  /**
   * The render stored the files: the video completes, unless an output it asked for is missing
   * or failed its checks; then it fails `render_failed` (refunded as any failed render is),
   * showing each output's checks, and never ships without it.
   */
  async complete(event: EventPayload<'render.completed'>): Promise<void> {
    const { outputs, problem } = settleOutputs(await this.outputTargets(event.video_id), event.outputs);
    if (problem !== undefined) {
      await this.fail(event.video_id, 'processing', { code: 'render_failed', message: problem }, outputs);
      return;
    }
    await this.transition(event.video_id, 'processing', 'completed', async (video, manager) => {
      video.outputs = outputs;
      video.progress = 100;
      video.video_key = event.files.video_key;
      video.thumbnail_key = event.files.thumbnail_key;
      video.captions_key = event.files.captions_key ?? null;
      video.duration_seconds = event.duration_seconds;
      video.width = event.width;
      video.height = event.height;
      video.warnings = event.warnings ?? [];
      video.completed_at = new Date();
      await enqueueEvent(manager, 'video.completed', { account_id: video.account_id, video: video.toRecord() });
    });
  }

  /**
   * The render failed: the video fails (refunded). When outputs failed their checks, the record
   * shows what each measured, none of them served.
   */
  async failRender(event: EventPayload<'render.failed'>): Promise<void> {
    const outputs = event.outputs && settleOutputs(await this.outputTargets(event.video_id), event.outputs).outputs;
    await this.fail(event.video_id, 'processing', event.error, outputs);
  }

  /**
   * Fails a video that has not finished; billing refunds whatever it was charged. The customer
   * reads the code's fixed sentence; `error.message` (the detail) goes to the log only.
   * `outputs`: what was measured on the outputs of a render that fails for them.
   */
  async fail(videoId: string, from: VideoStatus, error: VideoError, outputs?: VideoOutputRecord[]): Promise<boolean> {
    return this.transition(videoId, from, 'failed', async (video, manager) => {
      this.logger.warn({ video_id: videoId, code: error.code, reason: error.message }, 'video failed');
      Object.assign(video, failedColumns(error, new Date()));
      // A render whose outputs failed: the customer sees each output's checks.
      if (outputs) video.outputs = outputs;
      await enqueueEvent(manager, 'video.failed', { account_id: video.account_id, video: video.toRecord() });
    });
  }

  /**
   * A consumer gave up on an event (see `STEPS_A_VIDEO_WAITS_ON`): a video that waited for it
   * would wait for ever, so it fails with `render_failed` through the normal transition, and
   * billing refunds it as it refunds any failure. Other dead letters are only logged.
   */
  async failWhenStepDeadLettered(letter: DeadLetter): Promise<void> {
    const { name, payload } = letter.event ?? {};
    const videoId = (payload as { video_id?: unknown } | undefined)?.video_id;
    const about = { consumer: letter.consumer, event: name, reason: letter.reason, deliveries: letter.deliveries };
    if (name === undefined || !STEPS_A_VIDEO_WAITS_ON.has(name) || typeof videoId !== 'string') {
      this.logger.error({ ...about, stream_seq: letter.streamSequence }, 'event dead-lettered; no video waits on it');
      return;
    }
    const error: VideoError = {
      code: 'render_failed',
      message: `${letter.consumer} gave up on ${name} (${letter.reason}, ${letter.deliveries} deliveries)`,
    };
    for (const from of ['queued', 'processing'] as const) {
      if (await this.fail(videoId, from, error)) return;
    }
    this.logger.warn({ ...about, video_id: videoId }, 'event dead-lettered for a video that has already ended');
  }

  /** Processing videos that no worker has taken since `cutoff` (their render was requested then). */
  async queuedForRenderSince(cutoff: Date): Promise<string[]> {
    const rows = await this.videos.find({
      select: { id: true },
      where: { status: 'processing', last_progress_at: IsNull(), started_at: LessThan(cutoff) },
      take: 100,
    });
    return rows.map((row) => row.id);
  }

  /** Processing videos whose render, once taken by a worker, has reported nothing since `cutoff`. */
  async stalledSince(cutoff: Date): Promise<string[]> {
    const rows = await this.videos.find({
      select: { id: true },
      where: { status: 'processing', last_progress_at: LessThan(cutoff) },
      take: 100,
    });
    return rows.map((row) => row.id);
  }

  /**
   * Where the video's render was asked to store its outputs: fixed when the video was made, so
   * read without the row's lock, and only that part of the (large) render request.
   */
  private async outputTargets(videoId: string): Promise<OutputTarget[]> {
    const row = await this.videos
      .createQueryBuilder('video')
      .select(`video.render_request -> 'files' -> 'outputs'`, 'targets')
      .where('video.id = :id', { id: videoId })
      .getRawOne<{ targets: OutputTarget[] | null }>();
    return row?.targets ?? [];
  }

  /**
   * Moves one video from `from` to `to` under a row lock, applying `change` and its event in
   * the same transaction; does nothing when the video is not in `from` any more.
   */
  private async transition(
    videoId: string,
    from: VideoStatus,
    to: VideoStatus,
    change: (video: VideoEntity, manager: EntityManager) => Promise<void>,
  ): Promise<boolean> {
    const moved = await this.dataSource.transaction(async (manager) => {
      const video = await manager.findOne(VideoEntity, { where: { id: videoId }, lock: { mode: 'pessimistic_write' } });
      if (!video || video.status !== from) return false;
      video.status = to;
      await change(video, manager);
      await manager.save(video);
      // Its batch ends with its last video, in the transaction that ends that video.
      if (video.batch_id && (to === 'completed' || to === 'failed')) await settleBatch(manager, video.batch_id);
      return true;
    });
    if (moved) {
      this.outbox.wake();
      this.logger.log({ video_id: videoId, from, to }, 'video status changed');
    }
    return moved;
  }
}

/**
 * The saga's steps: a video that is queued or processing waits on one of these, and nothing else
 * moves it on if a consumer gives up on it (the watchdog sees only processing videos, and a
 * completed render would be judged a stall only minutes later). Progress reports are advisory
 * (losing one is harmless), and the other events announce a video's outcome to billing and the
 * webhooks: a consumer giving up on those cannot be mended by failing the video.
 */
const STEPS_A_VIDEO_WAITS_ON: ReadonlySet<EventName> = new Set<EventName>([
  'video.created',
  'billing.video_charged',
  'billing.video_charge_declined',
  'video.render_requested',
  'render.completed',
  'render.failed',
]);
