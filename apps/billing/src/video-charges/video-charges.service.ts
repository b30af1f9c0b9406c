import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { EventPayload } from '@reelsmith/contracts';
import { OutboxRelay, enqueueEvent } from '@reelsmith/messaging';
import { LedgerService } from '../ledger/ledger.service.js';
import { VideoChargeEntity } from './video-charge.entity.js';
import { lockBatch, lockVideo } from './charge-locks.js';

/**
 * Billing's part of the video saga. Each video gets one decision — charged, declined or
 * refunded — recorded with the ledger row and the event that announces it, in one
 * transaction. Redelivered events replay the decision: a declined video is never charged
 * later (after a top-up, say), and a failed one is never charged at all.
 */
@Injectable()
export class VideoChargesService {
  private readonly logger = new Logger(VideoChargesService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
    private readonly outbox: OutboxRelay,
  ) {}

  /** A new video: charge it if the balance covers it, else decline; once. */
  async chargeCreatedVideo(event: EventPayload<'video.created'>): Promise<void> {
    const decided = await this.dataSource.transaction(async (manager) => {
      const earlier = await this.decisionOf(manager, event.video_id);
      const decision = earlier ?? (await this.decide(manager, event.account_id, event.video_id, event.credits));
      await announce(manager, decision);
      return earlier ? undefined : decision;
    });
    this.outbox.wake();
    if (decided) this.logDecision(decided.video_id, decided.decision, decided.credits);
  }

  /**
   * The video failed, or was found failed when its charge arrived: give back what was
   * charged, and make sure nothing is charged later. A batch's video takes its batch's lock
   * first, as the batch's charge does, so the two never pass each other (batch-charges.service.ts).
   */
  async refundFailedVideo(accountId: string, videoId: string, batchId: string | null = null): Promise<void> {
    const refunded = await this.dataSource.transaction(async (manager) => {
      if (batchId) await lockBatch(manager, batchId);
      const decision = await this.decisionOf(manager, videoId);
      if (decision?.decision === 'declined' || decision?.decision === 'refunded') return undefined;
      if (decision?.decision === 'charged') {
        await this.ledger.refundCharge(accountId, videoId, decision.credits, manager);
      } else {
        // Videos charged before decisions were recorded have a usage row and no decision.
        await this.ledger.refundVideo(accountId, videoId, manager);
      }
      await manager.upsert(
        VideoChargeEntity,
        {
          video_id: videoId,
          account_id: accountId,
          decision: 'refunded',
          credits: decision?.credits ?? 0,
          transaction_id: decision?.transaction_id ?? null,
          decided_at: new Date(),
        },
        ['video_id'],
      );
      return decision?.credits ?? 0;
    });
    if (refunded !== undefined) this.logDecision(videoId, 'refunded', refunded);
  }

  private logDecision(videoId: string, decision: VideoChargeEntity['decision'], credits: number): void {
    this.logger.log({ video_id: videoId, decision, credits }, 'video charge decided');
  }

  /** The recorded decision, holding the video's lock until the transaction ends. */
  private async decisionOf(manager: EntityManager, videoId: string): Promise<VideoChargeEntity | null> {
    await lockVideo(manager, videoId);
    return manager.findOneBy(VideoChargeEntity, { video_id: videoId });
  }

  private async decide(
    manager: EntityManager,
    accountId: string,
    videoId: string,
    credits: number,
  ): Promise<VideoChargeEntity> {
    const result = await this.ledger.debitForVideo(accountId, videoId, credits, manager);
    const decision = manager.create(VideoChargeEntity, {
      video_id: videoId,
      account_id: accountId,
      decision: result.outcome === 'debited' ? 'charged' : 'declined',
      credits,
      transaction_id: result.outcome === 'debited' ? result.transaction.id : null,
      decided_at: new Date(),
    });
    await manager.insert(VideoChargeEntity, decision);
    return decision;
  }
}

/** Tells the videos service the decision; a refunded video has failed already and hears nothing. */
async function announce(manager: EntityManager, decision: VideoChargeEntity): Promise<void> {
  const base = { video_id: decision.video_id, account_id: decision.account_id, credits: decision.credits };
  if (decision.decision === 'charged') {
    await enqueueEvent(manager, 'billing.video_charged', { ...base, transaction_id: decision.transaction_id! });
  } else if (decision.decision === 'declined') {
    await enqueueEvent(manager, 'billing.video_charge_declined', base);
  }
}
