import { Injectable, Logger } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import type { EventPayload } from '@reelsmith/contracts';
import { insertInChunks } from '@reelsmith/database';
import { OutboxRelay, enqueueEvent } from '@reelsmith/messaging';
import { LedgerService } from '../ledger/ledger.service.js';
import { lockBatch } from '../video-charges/charge-locks.js';
import { VideoChargeEntity } from '../video-charges/video-charge.entity.js';
import { BatchChargeEntity } from './batch-charge.entity.js';

/** Video decisions written per INSERT. */
const ROWS_PER_INSERT = 1_000;

/**
 * Billing's part of a batch: its whole cost taken at once as one `usage` transaction, or the
 * whole batch declined, so a batch never half-starts. Each video gets its own decision too
 * (`charged` for its share), so that one failing later is refunded its own share exactly as a
 * single video is (video-charges.service.ts). A video that had already failed when the batch's
 * charge came (canceled early) is left out of the charge: it has its `refunded` decision.
 */
@Injectable()
export class BatchChargesService {
  private readonly logger = new Logger(BatchChargesService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
    private readonly outbox: OutboxRelay,
  ) {}

  async chargeCreatedBatch(event: EventPayload<'batch.created'>): Promise<void> {
    const decided = await this.dataSource.transaction(async (manager) => {
      await lockBatch(manager, event.batch_id);
      const earlier = await manager.findOneBy(BatchChargeEntity, { batch_id: event.batch_id });
      const decision = earlier ?? (await this.decide(manager, event));
      await announce(manager, decision);
      return earlier ? undefined : decision;
    });
    this.outbox.wake();
    if (decided) {
      this.logger.log(
        { batch_id: decided.batch_id, decision: decided.decision, credits: decided.credits },
        'batch charge decided',
      );
    }
  }

  private async decide(manager: EntityManager, event: EventPayload<'batch.created'>): Promise<BatchChargeEntity> {
    const ended = await manager.find(VideoChargeEntity, {
      select: { video_id: true },
      where: { video_id: In(event.videos.map((video) => video.video_id)) },
    });
    const left = new Set(ended.map((row) => row.video_id));
    const videos = event.videos.filter((video) => !left.has(video.video_id));
    const credits = videos.reduce((sum, video) => sum + video.credits, 0);
    const result =
      credits === 0
        ? undefined
        : await this.ledger.debitForBatch(event.account_id, event.batch_id, videos.length, credits, manager);
    const charged = result === undefined || result.outcome === 'debited';
    const transactionId = result?.outcome === 'debited' ? result.transaction.id : null;
    const now = new Date();
    const decisions = videos.map((video) => ({
      video_id: video.video_id,
      account_id: event.account_id,
      decision: charged ? ('charged' as const) : ('declined' as const),
      credits: video.credits,
      transaction_id: transactionId,
      decided_at: now,
    }));
    await insertInChunks(manager, VideoChargeEntity, decisions, ROWS_PER_INSERT);
    const decision = manager.create(BatchChargeEntity, {
      batch_id: event.batch_id,
      account_id: event.account_id,
      decision: charged ? 'charged' : 'declined',
      credits,
      transaction_id: transactionId,
      decided_at: now,
    });
    await manager.insert(BatchChargeEntity, decision);
    return decision;
  }
}

/** Tells the videos service the decision. */
async function announce(manager: EntityManager, decision: BatchChargeEntity): Promise<void> {
  const base = { batch_id: decision.batch_id, account_id: decision.account_id, credits: decision.credits };
  if (decision.decision === 'charged') {
    await enqueueEvent(manager, 'billing.batch_charged', { ...base, transaction_id: decision.transaction_id });
  } else {
    await enqueueEvent(manager, 'billing.batch_charge_declined', base);
  }
}
