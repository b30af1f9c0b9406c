import { Injectable } from '@nestjs/common';
import { AccountSlots } from '../rate-limit/account-slots.js';

/**
 * A sync holds its feed (up to 50 MB) while it runs: one per account at a time through this
 * gateway. Two syncs of one account would also fight over the same products.
 */
@Injectable()
export class SyncSlots extends AccountSlots {
  constructor() {
    super(1, { code: 'too_many_syncs', what: 'product sync may run' });
  }
}
