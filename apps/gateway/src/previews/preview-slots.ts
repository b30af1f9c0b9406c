import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { AccountSlots } from '../rate-limit/account-slots.js';

/** Longer than the controller waits for a preview (25 s): a lease outlives its call. */
const LEASE_SECONDS = 30;
const SWEEP_INTERVAL_MS = 600_000;
/** First key of the advisory lock that serialises one account's leases (the second: its id's hash). */
const LOCK_CLASS = 0x70726576;

/**
 * Previews are free but each takes a render worker for a moment: an account may have only a
 * few in flight across every gateway replica, so one client cannot keep the workers busy.
 * Each preview holds a lease row in PostgreSQL while it runs (preview-lease.entity.ts), taken
 * under a per-account advisory lock so two replicas cannot both take the last one; a replica
 * that dies mid-preview leaves leases that lapse after LEASE_SECONDS. Clock: the database's.
 * If the database cannot be reached, this replica's own count still holds the limit here.
 */
@Injectable()
export class PreviewSlots implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(PreviewSlots.name);
  /** This replica's own count: checked first, and the limit that holds when the database cannot be reached. */
  private readonly here: AccountSlots;
  private readonly limit: number;
  private sweepTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.limit = config.PREVIEW_CONCURRENCY_PER_ACCOUNT;
    this.here = new AccountSlots(this.limit, { code: 'too_many_previews', what: 'previews may render' });
  }

  onModuleInit(): void {
    this.sweepTimer = setInterval(() => {
      this.dataSource
        .query(`DELETE FROM "preview_leases" WHERE "expires_at" < clock_timestamp()`)
        .catch((error: unknown) => this.logger.warn({ err: error }, 'preview lease sweep failed'));
    }, SWEEP_INTERVAL_MS);
    this.sweepTimer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweepTimer);
  }

  /** Counted here before the lease is asked for, so concurrent calls cannot all pass the check. */
  run<T>(accountId: string, work: () => Promise<T>): Promise<T> {
    return this.here.run(accountId, async () => {
      const lease = await this.takeLease(accountId);
      if (lease === undefined) throw this.here.refused();
      try {
        return await work();
      } finally {
        if (lease !== null) await this.returnLease(lease);
      }
    });
  }

  /** A lease id; undefined when the account is at its limit; null when the database is unreachable. */
  private async takeLease(accountId: string): Promise<string | null | undefined> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        await manager.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [LOCK_CLASS, accountId]);
        await manager.query(
          `DELETE FROM "preview_leases" WHERE "account_id" = $1 AND "expires_at" < clock_timestamp()`,
          [accountId],
        );
        const taken = await manager.query<Array<{ id: string }>>(
          `INSERT INTO "preview_leases" ("id", "account_id", "expires_at")
           SELECT $1::uuid, $2::varchar, clock_timestamp() + make_interval(secs => $4::double precision)
           WHERE (SELECT count(*) FROM "preview_leases" WHERE "account_id" = $2) < $3::integer
           RETURNING "id"`,
          [randomUUID(), accountId, this.limit, LEASE_SECONDS],
        );
        return taken[0]?.id;
      });
    } catch (error) {
      this.logger.warn({ err: error }, 'shared preview slots unavailable; counting this replica only');
      return null;
    }
  }

  private async returnLease(id: string): Promise<void> {
    // Failing here costs the account one slot until the lease lapses, not an error for the caller.
    await this.dataSource
      .query(`DELETE FROM "preview_leases" WHERE "id" = $1`, [id])
      .catch((error: unknown) => this.logger.warn({ err: error }, 'preview lease not returned; it will lapse'));
  }
}
