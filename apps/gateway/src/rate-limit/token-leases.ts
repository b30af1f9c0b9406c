export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  /** Requests left right now. */
  remaining: number;
  /** Seconds until the bucket is full again. */
  resetSeconds: number;
  /** Seconds to wait before a refused request may be retried. */
  retryAfterSeconds: number;
}

/** What the shared bucket answered to a lease: its state just after, on the store's clock. */
export interface Lease {
  /** Tokens handed to this replica (0: the bucket is empty). */
  granted: number;
  /** The bucket's theoretical arrival time after the lease, epoch seconds. */
  tat: number;
  /** The store's clock when it decided, epoch seconds. */
  now: number;
}

/** Takes up to `want` tokens from the key's shared bucket, first putting back `giveBack` unspent ones. */
export type LeaseTokens = (key: string, want: number, giveBack: number) => Promise<Lease>;

export interface LeaseLimits {
  ratePerSecond: number;
  burst: number;
}

interface KeyLease {
  /** Leased tokens not spent yet. */
  tokens: number;
  /** After this (local ms) the unspent tokens may no longer be spent; the next lease gives them back. */
  expiresAt: number;
  /** The shared bucket as the last lease left it, and when (local ms) we heard. */
  tat: number;
  storeNow: number;
  heardAt: number;
  /** Until then (local ms) the bucket is known to be empty: refused without asking. */
  refusedUntil: number;
  /** The lease being asked for; everyone else waits for it rather than asking too. */
  renewal?: Promise<void>;
}

/** Ten leases per burst: one store round trip per tenth of a burst, at most a tenth over the limit. */
const LEASES_PER_BURST = 10;
/** Against floating-point dust: 3.9999999 tokens are 4. */
const EPSILON = 1e-9;

/**
 * A key's shared token bucket, spent locally from leases: a replica takes a batch of tokens
 * from the shared store in one round trip and spends them in memory, so the store sees one
 * write per batch instead of one per request, and N replicas together still take no more
 * tokens than the bucket holds.
 *
 * A lease of k tokens may be spent for as long as k tokens take to flow back in (k / rate);
 * what is left then goes back to the bucket with the next lease. So in any window, requests
 * exceed what the bucket allows by at most one lease, and tokens sit unused in one replica
 * while another is refused for at most that long. With a burst under 20 a lease is one
 * token: every request asks the store, as without leases.
 */
export class TokenLeases {
  private readonly leases = new Map<string, KeyLease>();
  private readonly interval: number;
  private readonly horizon: number;
  private readonly leaseSize: number;

  constructor(
    private readonly leaseTokens: LeaseTokens,
    private readonly limits: LeaseLimits,
    private readonly clock: () => number = () => performance.now(),
    private readonly maxKeys = 100_000,
  ) {
    this.interval = 1 / limits.ratePerSecond;
    this.horizon = limits.burst * this.interval;
    this.leaseSize = Math.max(1, Math.floor(limits.burst / LEASES_PER_BURST));
  }

  async take(key: string): Promise<RateLimitDecision> {
    const lease = this.leaseOf(key);
    while (lease.renewal) await lease.renewal;
    const now = this.clock();
    if (lease.tokens >= 1 && now < lease.expiresAt) return this.spend(lease, now);
    if (now < lease.refusedUntil) return this.refusal(lease, now);
    lease.renewal = this.renew(key, lease).finally(() => (lease.renewal = undefined));
    await lease.renewal;
    const answered = this.clock();
    return lease.tokens >= 1 ? this.spend(lease, answered) : this.refusal(lease, answered);
  }

  private async renew(key: string, lease: KeyLease): Promise<void> {
    const giveBack = lease.tokens;
    lease.tokens = 0;
    const answer = await this.leaseTokens(key, this.leaseSize, giveBack);
    const heardAt = this.clock();
    Object.assign(lease, {
      tokens: answer.granted,
      expiresAt: heardAt + answer.granted * this.interval * 1000,
      tat: answer.tat,
      storeNow: answer.now,
      heardAt,
      refusedUntil: answer.granted > 0 ? 0 : heardAt + this.secondsUntilToken(lease, heardAt) * 1000,
    });
  }

  private spend(lease: KeyLease, now: number): RateLimitDecision {
    lease.tokens -= 1;
    const backlog = this.backlog(lease, now);
    const inBucket = Math.max(0, Math.floor((this.horizon - backlog) / this.interval + EPSILON));
    return {
      allowed: true,
      limit: this.limits.burst,
      // Our own unspent tokens count as spent in the bucket, but are there to spend.
      remaining: Math.min(this.limits.burst, inBucket + lease.tokens),
      resetSeconds: Math.ceil(Math.max(0, backlog - lease.tokens * this.interval) - EPSILON),
      retryAfterSeconds: 0,
    };
  }

  private refusal(lease: KeyLease, now: number): RateLimitDecision {
    return {
      allowed: false,
      limit: this.limits.burst,
      remaining: 0,
      resetSeconds: Math.ceil(this.backlog(lease, now) - EPSILON),
      retryAfterSeconds: Math.max(1, Math.ceil(this.secondsUntilToken(lease, now) - EPSILON)),
    };
  }

  /** Seconds of refill the shared bucket lacks, estimated from the last answer and our clock since. */
  private backlog(lease: KeyLease, now: number): number {
    return Math.max(0, lease.tat - (lease.storeNow + (now - lease.heardAt) / 1000));
  }

  private secondsUntilToken(lease: KeyLease, now: number): number {
    return this.backlog(lease, now) - this.horizon + this.interval;
  }

  private leaseOf(key: string): KeyLease {
    const existing = this.leases.get(key);
    if (existing) return existing;
    if (this.leases.size >= this.maxKeys) {
      // Forgetting a lease only strands its tokens until they flow back in.
      const oldest = this.leases.keys().next().value;
      if (oldest !== undefined) this.leases.delete(oldest);
    }
    const lease: KeyLease = { tokens: 0, expiresAt: 0, tat: 0, storeNow: 0, heardAt: 0, refusedUntil: 0 };
    this.leases.set(key, lease);
    return lease;
  }
}
