import { Inject, Injectable } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { ApiError } from '../http/api-error.js';

/**
 * Previews are free but each takes a render worker for a moment: an account may have only a
 * few in flight through this gateway, so one client cannot keep every worker busy.
 */
@Injectable()
export class PreviewSlots {
  private readonly inFlight = new Map<string, number>();

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  async run<T>(accountId: string, work: () => Promise<T>): Promise<T> {
    const running = this.inFlight.get(accountId) ?? 0;
    if (running >= this.config.PREVIEW_CONCURRENCY_PER_ACCOUNT) {
      throw new ApiError(
        429,
        'rate_limit_error',
        'too_many_previews',
        `At most ${this.config.PREVIEW_CONCURRENCY_PER_ACCOUNT} previews may render at once. Retry when one has finished.`,
        undefined,
        { 'Retry-After': '1' },
      );
    }
    this.inFlight.set(accountId, running + 1);
    try {
      return await work();
    } finally {
      const left = (this.inFlight.get(accountId) ?? 1) - 1;
      if (left === 0) this.inFlight.delete(accountId);
      else this.inFlight.set(accountId, left);
    }
  }
}
