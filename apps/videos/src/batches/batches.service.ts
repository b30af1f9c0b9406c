import { Injectable, Logger } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import {
  ServiceError,
  type Batch,
  type CreateBatchCommand,
  type EventPayload,
  type GetBatchQuery,
  type ListBatchesQuery,
  type ListResult,
  type VideoError,
} from '@reelsmith/contracts';
import { findByIdempotencyKey, insertInChunks, insertOnce, newId, paginate } from '@reelsmith/database';
import { MessageBus, OutboxRelay, enqueueEvent } from '@reelsmith/messaging';
import { VideoEntity } from '../videos/video.entity.js';
import { newVideoRow } from '../videos/new-video.js';
import { videoCredits } from '../videos/video-outputs.js';
import { failedColumns } from '../videos/video-error-messages.js';
import { BatchEntity } from './batch.entity.js';
import { BatchInputs } from './batch-inputs.js';
import { batchCounts, settleBatch } from './batch-settlement.js';

/** Video rows written per INSERT: a batch of 10,000 is twenty statements, not ten thousand. */
const ROWS_PER_INSERT = 500;

/**
 * Batches: many videos made at once, charged at once. A batch and all its videos are written in
 * one transaction with `batch.created`, which billing answers for the whole (one `usage`
 * transaction) or declines; charged videos wait, `queued`, for the releaser (batch-releaser.ts)
 * to hand them to idle workers in turns, and each then ends as any video does.
 */
@Injectable()
export class BatchesService {
  private readonly logger = new Logger(BatchesService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly bus: MessageBus,
    private readonly outbox: OutboxRelay,
    private readonly inputs: BatchInputs,
  ) {}

  private get batches() {
    return this.dataSource.getRepository(BatchEntity);
  }

  async create(command: CreateBatchCommand): Promise<Batch> {
    const earlier = await findByIdempotencyKey(
      this.dataSource.manager,
      BatchEntity,
      command.account_id,
      command.idempotency_key,
    );
    if (earlier) return this.contractOf(earlier);
    const { templates, products, syncId, voices, music } = await this.inputs.resolve(command);
    const perProductAndLanguage = templates.reduce((sum, template) => sum + videoCredits(template, command.outputs), 0);
    const credits = products.length * command.languages.length * perProductAndLanguage;
    const balance = await this.bus.request('billing.get_balance', { account_id: command.account_id });
    if (balance.credits < credits) {
      throw new ServiceError(
        'insufficient_credits',
        `This batch costs ${credits} credits and the balance is ${balance.credits}. Top up to continue.`,
      );
    }
    const id = newId('batch');
    const empty = products.length === 0;
    const batch = this.batches.create({
      id,
      account_id: command.account_id,
      idempotency_key: command.idempotency_key ?? null,
      // A batch of no videos costs nothing and has nothing to wait for.
      status: empty ? 'completed' : 'processing',
      charge: empty ? 'charged' : 'pending',
      template_ids: templates.map((template) => template.id),
      templates,
      languages: command.languages,
      user_prompt: command.user_prompt,
      outputs: command.outputs ?? [],
      webhook_url: command.webhook_url,
      sync_id: syncId,
      total: 0,
      credits_reserved: credits,
      created_at: new Date(),
      completed_at: empty ? new Date() : null,
    });
    const videos = products.flatMap((product) =>
      templates.flatMap((template) =>
        command.languages.map((language) =>
          this.dataSource.manager.create(
            VideoEntity,
            newVideoRow({
              id: newId('vid'),
              account_id: command.account_id,
              template,
              product,
              user_prompt: command.user_prompt,
              language,
              voice: voices.get(language)!,
              music: music.get(template.id) ?? null,
              outputs: command.outputs,
              webhook_url: null,
              premium: balance.is_premium,
              batch_id: id,
            }),
          ),
        ),
      ),
    );
    batch.total = videos.length;
    const { record, created } = await this.dataSource.transaction(async (manager) => {
      const outcome = await insertOnce(manager, BatchEntity, batch);
      if (!outcome.created) return outcome;
      await insertInChunks(manager, VideoEntity, videos, ROWS_PER_INSERT);
      if (empty) {
        await enqueueEvent(manager, 'batch.completed', {
          account_id: command.account_id,
          batch: batch.toContract(await batchCounts(manager, id)),
        });
      } else {
        await enqueueEvent(manager, 'batch.created', {
          batch_id: id,
          account_id: command.account_id,
          credits,
          videos: videos.map((video) => ({ video_id: video.id, credits: video.credits })),
        });
      }
      return outcome;
    });
    if (created) {
      this.outbox.wake();
      this.logger.log(
        { batch_id: id, account_id: command.account_id, videos: videos.length, credits },
        'batch created',
      );
    }
    return this.contractOf(record);
  }

  async get(query: GetBatchQuery): Promise<Batch> {
    return this.contractOf(await this.owned(query));
  }

  async list(query: ListBatchesQuery): Promise<ListResult<Batch>> {
    const page = await paginate(this.batches, { account_id: query.account_id }, query);
    return { data: await Promise.all(page.data.map((batch) => this.contractOf(batch))), has_more: page.has_more };
  }

  /**
   * Cancels every video of the batch that has not ended (each refunded by billing, as a canceled
   * video is), then ends the batch as `canceled` with `batch.completed`, all in one transaction.
   * A batch that has already ended answers 400 `batch_not_cancelable`.
   */
  async cancel(query: GetBatchQuery): Promise<Batch> {
    const found = await this.owned(query);
    const canceled = await this.dataSource.transaction(async (manager) => {
      await this.failWaitingVideos(manager, found.id, ['queued', 'processing'], {
        code: 'canceled',
        message: 'batch canceled by the customer',
      });
      return settleBatch(manager, found.id, 'canceled');
    });
    const batch = await this.batches.findOneByOrFail({ id: found.id });
    if (!canceled) {
      throw new ServiceError(
        'batch_not_cancelable',
        `The batch '${found.id}' has already ended (${batch.status}); only a processing batch can be canceled.`,
      );
    }
    this.outbox.wake();
    this.logger.log({ batch_id: found.id, to: 'canceled' }, 'batch canceled');
    return this.contractOf(batch);
  }

  /** Billing took the batch's credits: its videos may now be released to idle workers. */
  async recordCharge(event: EventPayload<'billing.batch_charged'>): Promise<void> {
    await this.batches.update({ id: event.batch_id, charge: 'pending' }, { charge: 'charged' });
  }

  /** Billing could not take the batch's credits: none of its videos will render. */
  async failDeclined(event: EventPayload<'billing.batch_charge_declined'>): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const updated = await manager.update(
        BatchEntity,
        { id: event.batch_id, charge: 'pending' },
        { charge: 'declined' },
      );
      if (!updated.affected) return;
      await this.failWaitingVideos(manager, event.batch_id, ['queued'], {
        code: 'insufficient_credits',
        message: `The balance could not cover the batch's ${event.credits} credits when it was due to start.`,
      });
      await settleBatch(manager, event.batch_id);
    });
    this.outbox.wake();
  }

  /**
   * Fails the batch's videos in `from` with `error`, each with its `video.failed` (billing refunds
   * what each was charged; a worker rendering one abandons it). Their rows are locked in id order,
   * before the batch's: the order every single video's transition takes them in.
   */
  private async failWaitingVideos(
    manager: EntityManager,
    batchId: string,
    from: Array<'queued' | 'processing'>,
    error: VideoError,
  ): Promise<void> {
    const videos = await manager.find(VideoEntity, {
      where: { batch_id: batchId, status: In(from) },
      order: { id: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
    const failed = failedColumns(error, new Date());
    for (const video of videos) {
      Object.assign(video, failed);
      await enqueueEvent(manager, 'video.failed', { account_id: video.account_id, video: video.toRecord() });
    }
    await manager.update(VideoEntity, { id: In(videos.map((video) => video.id)) }, failed);
    if (videos.length > 0)
      this.logger.warn({ batch_id: batchId, videos: videos.length, code: error.code }, 'batch videos failed');
  }

  private async owned(query: GetBatchQuery): Promise<BatchEntity> {
    const batch = await this.batches.findOneBy({ id: query.id, account_id: query.account_id });
    if (!batch) throw new ServiceError('resource_missing', `No such batch: '${query.id}'.`, 'id');
    return batch;
  }

  private async contractOf(batch: BatchEntity): Promise<Batch> {
    return batch.toContract(await batchCounts(this.dataSource.manager, batch.id));
  }
}
