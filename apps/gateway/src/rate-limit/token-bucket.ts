export interface BucketState {
  allowed: boolean;
  /** Requests left in the bucket after this one. */
  remaining: number;
  /** Seconds until the bucket is full again. */
  resetSeconds: number;
  /** Seconds to wait before a rejected request may be retried. */
  retryAfterSeconds: number;
}

/**
 * Token buckets per key: `ratePerSecond` tokens flow in, at most `burst` are kept, each
 * request takes one. The clock is injectable so the arithmetic can be tested exactly.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; updatedAt: number }>();

  constructor(
    readonly ratePerSecond: number,
    readonly burst: number,
    private readonly now: () => number = () => performance.now(),
    private readonly maxKeys = 100_000,
  ) {}

  take(key: string): BucketState {
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, updatedAt: now };
    const elapsedSeconds = (now - bucket.updatedAt) / 1000;
    bucket.tokens = Math.min(this.burst, bucket.tokens + elapsedSeconds * this.ratePerSecond);
    bucket.updatedAt = now;
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    this.store(key, bucket);
    return {
      allowed,
      remaining: Math.floor(bucket.tokens),
      resetSeconds: Math.ceil((this.burst - bucket.tokens) / this.ratePerSecond),
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((1 - bucket.tokens) / this.ratePerSecond)),
    };
  }

  /** Whether `key` has a token to spend now, without spending it. */
  has(key: string): boolean {
    const bucket = this.buckets.get(key);
    if (!bucket) return true;
    const elapsedSeconds = (this.now() - bucket.updatedAt) / 1000;
    return Math.min(this.burst, bucket.tokens + elapsedSeconds * this.ratePerSecond) >= 1;
  }

  private store(key: string, bucket: { tokens: number; updatedAt: number }): void {
    if (!this.buckets.has(key) && this.buckets.size >= this.maxKeys) {
      const oldest = this.buckets.keys().next().value;
      if (oldest !== undefined) this.buckets.delete(oldest);
    }
    this.buckets.delete(key);
    this.buckets.set(key, bucket);
  }
}
