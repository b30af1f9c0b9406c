import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EventPayload } from '@reelsmith/contracts';
import { HandleEvent, OutboxRelay, enqueueEvent } from '@reelsmith/messaging';
import { LedgerService } from '../ledger/ledger.service.js';

/**
 * Billing's part of the video saga. The charge (or its refusal) commits together with the
 * event that tells the videos service, so neither can be lost; both reactions are keyed by
 * the video id in the ledger, so a redelivered event moves no credits twice.
 */
@Injectable()
export class VideoChargesReactions {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
    private readonly outbox: OutboxRelay,
  ) {}

  @HandleEvent('video.created')
  async chargeWhenVideoCreated(event: EventPayload<'video.created'>): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const result = await this.ledger.debitForVideo(event.account_id, event.video_id, event.credits, manager);
      if (result.outcome === 'debited') {
        await enqueueEvent(manager, 'billing.video_charged', {
          video_id: event.video_id,
          account_id: event.account_id,
          credits: event.credits,
          transaction_id: result.transaction.id,
        });
      } else {
        await enqueueEvent(manager, 'billing.video_charge_declined', {
          video_id: event.video_id,
          account_id: event.account_id,
          credits: event.credits,
        });
      }
    });
    this.outbox.wake();
  }

  @HandleEvent('video.failed')
  async refundWhenVideoFailed(event: EventPayload<'video.failed'>): Promise<void> {
    await this.ledger.refundVideo(event.account_id, event.video.id);
  }
}
