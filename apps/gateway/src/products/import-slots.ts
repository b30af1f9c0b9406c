import { Inject, Injectable } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { AccountSlots } from '../rate-limit/account-slots.js';

/**
 * An import downloads up to 2 MB and parses it on the catalog: an account may have only a few
 * in flight through this gateway, so one client cannot fill the catalog's queue of page reads.
 */
@Injectable()
export class ImportSlots extends AccountSlots {
  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    super(config.IMPORT_CONCURRENCY_PER_ACCOUNT, { code: 'too_many_imports', what: 'product imports may run' });
  }
}
