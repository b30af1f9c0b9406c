import { Inject, Injectable } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { AccountSlots } from '../rate-limit/account-slots.js';

/**
 * Previews are free but each takes a render worker for a moment: an account may have only a
 * few in flight through this gateway, so one client cannot keep every worker busy.
 */
@Injectable()
export class PreviewSlots extends AccountSlots {
  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    super(config.PREVIEW_CONCURRENCY_PER_ACCOUNT, { code: 'too_many_previews', what: 'previews may render' });
  }
}
