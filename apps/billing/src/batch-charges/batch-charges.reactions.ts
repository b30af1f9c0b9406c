import { Injectable } from '@nestjs/common';
import type { EventPayload } from '@reelsmith/contracts';
import { HandleEvent } from '@reelsmith/messaging';
import { BatchChargesService } from './batch-charges.service.js';

/** How billing reacts to a new batch; idempotent per batch. */
@Injectable()
export class BatchChargesReactions {
  constructor(private readonly charges: BatchChargesService) {}

  @HandleEvent('batch.created')
  async chargeWhenBatchCreated(event: EventPayload<'batch.created'>): Promise<void> {
    await this.charges.chargeCreatedBatch(event);
  }
}
