import { ApiError } from '../http/api-error.js';

/**
 * How many of one kind of costly request an account may have in flight through this gateway;
 * past that the request is answered 429 at once (nothing was done, so it may simply be retried).
 */
export class AccountSlots {
  private readonly inFlight = new Map<string, number>();

  constructor(
    private readonly limit: number,
    private readonly refusal: { code: string; what: string },
  ) {}

  async run<T>(accountId: string, work: () => Promise<T>): Promise<T> {
    const running = this.inFlight.get(accountId) ?? 0;
    if (running >= this.limit) throw this.refused();
    this.inFlight.set(accountId, running + 1);
    try {
      return await work();
    } finally {
      const left = (this.inFlight.get(accountId) ?? 1) - 1;
      if (left === 0) this.inFlight.delete(accountId);
      else this.inFlight.set(accountId, left);
    }
  }

  /** The 429 for an account at its limit, also thrown when a limit shared beyond this gateway is reached. */
  refused(): ApiError {
    return new ApiError(
      429,
      'rate_limit_error',
      this.refusal.code,
      `At most ${this.limit} ${this.refusal.what} at once. Retry when one has finished.`,
      undefined,
      { 'Retry-After': '1' },
    );
  }
}
