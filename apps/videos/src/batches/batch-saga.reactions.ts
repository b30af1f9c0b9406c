import { Injectable } from '@nestjs/common';
import type { EventPayload } from '@reelsmith/contracts';
import { HandleEvent } from '@reelsmith/messaging';
import { BatchesService } from './batches.service.js';

/** How batches react to billing's answer; each is idempotent per batch. */
@Injectable()
export class BatchSagaReactions {
  constructor(private readonly batches: BatchesService) {}

  @HandleEvent('billing.batch_charged')
  async releaseWhenCharged(event: EventPayload<'billing.batch_charged'>): Promise<void> {
    await this.batches.recordCharge(event);
  }

  @HandleEvent('billing.batch_charge_declined')
  async failWhenChargeDeclined(event: EventPayload<'billing.batch_charge_declined'>): Promise<void> {
    await this.batches.failDeclined(event);
  }
}
