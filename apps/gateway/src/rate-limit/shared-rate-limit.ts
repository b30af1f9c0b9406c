import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { TokenLeases, type Lease, type RateLimitDecision } from './token-leases.js';

/** Buckets unused this long are deleted (they would be full anyway). */
const IDLE_SECONDS = 3_600;
const SWEEP_INTERVAL_MS = 600_000;

/**
 * Per-API-key limits shared by every gateway replica, kept in PostgreSQL as GCRA (a token
 * bucket expressed as one timestamp) and spent from leases (token-leases.ts): one atomic
 * upsert hands out a batch of tokens, so N replicas together allow what one would. Clock:
 * the database's, the same for every replica.
 */
@Injectable()
export class SharedRateLimit implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(SharedRateLimit.name);
  private readonly leases: TokenLeases;
  private readonly interval: number;
  private readonly burst: number;
  private sweepTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.interval = 1 / config.RATE_LIMIT_PER_SECOND;
    this.burst = config.RATE_LIMIT_BURST;
    this.leases = new TokenLeases((key, want, giveBack) => this.lease(key, want, giveBack), {
      ratePerSecond: config.RATE_LIMIT_PER_SECOND,
      burst: config.RATE_LIMIT_BURST,
    });
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

  take(key: string): Promise<RateLimitDecision> {
    return this.leases.take(key);
  }

  /**
   * Puts `giveBack` unspent tokens back (never to before now: a bucket is full at most) and
   * takes as many of `want` as the bucket holds, in one statement that decides and records.
   */
  private async lease(key: string, want: number, giveBack: number): Promise<Lease> {
    const [interval, wanted, returned, horizon, burst] = [
      '$2::double precision',
      '$3::integer',
      '$4::integer',
      '$5::double precision',
      '$6::integer',
    ];
    const now = `(SELECT "now" FROM "clock")`;
    const base = `greatest("bucket"."tat" - ${returned} * ${interval}, ${now})`;
    const granted = `least(${wanted}, greatest(0, floor((${horizon} - (${base} - ${now})) / ${interval} + 1e-9)))::integer`;
    const [row] = await this.dataSource.query<Lease[]>(
      `WITH "clock" AS (SELECT extract(epoch FROM clock_timestamp())::double precision AS "now")
       INSERT INTO "rate_limit_buckets" AS "bucket" ("key", "tat", "granted")
       SELECT $1, "now" + least(${wanted}, ${burst}) * ${interval}, least(${wanted}, ${burst}) FROM "clock"
       ON CONFLICT ("key") DO UPDATE SET "tat" = ${base} + ${granted} * ${interval}, "granted" = ${granted}
       RETURNING "tat", "granted", ${now} AS "now"`,
      [key, this.interval, want, giveBack, this.burst * this.interval, this.burst],
    );
    return row!;
  }
}
