import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';

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

/** Buckets unused this long are deleted (they would be full anyway). */
const IDLE_SECONDS = 3_600;
const SWEEP_INTERVAL_MS = 600_000;

/**
 * Per-API-key limits shared by every gateway replica, kept in PostgreSQL as GCRA (a token
 * bucket expressed as one timestamp): one atomic upsert per request decides and records, so
 * N replicas together allow what one would. Clock: the database's, the same for every replica.
 */
@Injectable()
export class SharedRateLimit implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(SharedRateLimit.name);
  private readonly interval: number;
  private readonly burst: number;
  private sweepTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.interval = 1 / config.RATE_LIMIT_PER_SECOND;
    this.burst = config.RATE_LIMIT_BURST;
  }

  onModuleInit(): void {
    this.sweepTimer = setInterval(() => {
      this.dataSource
        .query(`DELETE FROM "rate_limit_buckets" WHERE "tat" < extract(epoch FROM clock_timestamp()) - $1`, [
          IDLE_SECONDS,
        ])
        .catch((error: unknown) => this.logger.warn({ err: error }, 'rate limit sweep failed'));
    }, SWEEP_INTERVAL_MS);
    this.sweepTimer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweepTimer);
  }

  async take(key: string): Promise<RateLimitDecision> {
    const horizon = this.burst * this.interval;
    const [row] = await this.dataSource.query<Array<{ tat: number; allowed: boolean; now: number }>>(
      `WITH "clock" AS (SELECT extract(epoch FROM clock_timestamp())::double precision AS "now")
       INSERT INTO "rate_limit_buckets" AS "bucket" ("key", "tat", "allowed")
       SELECT $1, "now" + $2, true FROM "clock"
       ON CONFLICT ("key") DO UPDATE SET
         "tat" = CASE WHEN greatest("bucket"."tat", (SELECT "now" FROM "clock")) + $2 - (SELECT "now" FROM "clock") <= $3
                      THEN greatest("bucket"."tat", (SELECT "now" FROM "clock")) + $2
                      ELSE "bucket"."tat" END,
         "allowed" = greatest("bucket"."tat", (SELECT "now" FROM "clock")) + $2 - (SELECT "now" FROM "clock") <= $3
       RETURNING "tat", "allowed", (SELECT "now" FROM "clock") AS "now"`,
      [key, this.interval, horizon],
    );
    const backlog = Math.max(0, row!.tat - row!.now);
    return {
      allowed: row!.allowed,
      limit: this.burst,
      remaining: Math.max(0, Math.floor((horizon - backlog) / this.interval + 1e-9)),
      resetSeconds: Math.ceil(backlog),
      retryAfterSeconds: row!.allowed ? 0 : Math.max(1, Math.ceil(backlog - horizon + this.interval)),
    };
  }
}
