import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { DataSource, LessThan } from 'typeorm';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { IdempotencyKeyEntity } from './idempotency-key.entity.js';

export type Claim =
  | { kind: 'proceed' }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'conflict'; reason: 'different_request' | 'in_progress' };

export const KEY_RETENTION_MS = 24 * 60 * 60 * 1000;
/**
 * How long a running claim stays locked without being renewed: the gateway working on it renews
 * it every third of that (`hold`), so a claim whose gateway crashed is free again within this
 * long, and a retry can take it over and ask the service again with the same key.
 */
const RUNNING_LOCK_MS = 10_000;
/** A claim that vanished between our insert and our read (released, purged) is tried again. */
const CLAIM_ATTEMPTS = 3;

/**
 * Claims and completes idempotency keys. A key is claimed with one INSERT … ON CONFLICT,
 * so two concurrent requests with the same key cannot both proceed. Keys older than 24 h
 * are purged on a schedule.
 */
@Injectable()
export class IdempotencyStore implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(IdempotencyStore.name);
  private purgeTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  private get keys() {
    return this.dataSource.getRepository(IdempotencyKeyEntity);
  }

  onModuleInit(): void {
    this.purgeTimer = setInterval(() => {
      this.deleteExpired().catch((error: unknown) => this.logger.warn({ err: error }, 'idempotency purge failed'));
    }, this.config.IDEMPOTENCY_PURGE_INTERVAL_MS);
    this.purgeTimer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.purgeTimer);
  }

  async claim(scope: string, key: string, fingerprint: string): Promise<Claim> {
    for (let attempt = 1; ; attempt += 1) {
      const now = new Date();
      await this.keys.delete({ scope, key, created_at: LessThan(new Date(now.getTime() - KEY_RETENTION_MS)) });
      const inserted = await this.keys
        .createQueryBuilder()
        .insert()
        .values({
          scope,
          key,
          fingerprint,
          state: 'running',
          response_status: null,
          created_at: now,
          locked_until: new Date(now.getTime() + RUNNING_LOCK_MS),
        })
        .orIgnore()
        .returning(['key'])
        .execute();
      if ((inserted.raw as unknown[]).length > 0) return { kind: 'proceed' };

      const existing = await this.keys.findOneBy({ scope, key });
      // Released or purged in between: claim again, or call it busy rather than fail.
      if (!existing) {
        if (attempt < CLAIM_ATTEMPTS) continue;
        return { kind: 'conflict', reason: 'in_progress' };
      }
      if (existing.fingerprint !== fingerprint) return { kind: 'conflict', reason: 'different_request' };
      if (existing.state === 'completed') {
        return { kind: 'replay', status: existing.response_status!, body: existing.response_body };
      }
      return (await this.takeOver(scope, key, now)) ? { kind: 'proceed' } : { kind: 'conflict', reason: 'in_progress' };
    }
  }

  /** Renews a claim this gateway is working on until the returned function is called. */
  hold(scope: string, key: string): () => void {
    const renew = setInterval(() => {
      this.keys
        .update({ scope, key, state: 'running' }, { locked_until: new Date(Date.now() + RUNNING_LOCK_MS) })
        .catch((error: unknown) => this.logger.warn({ err: error }, 'idempotency claim renewal failed'));
    }, RUNNING_LOCK_MS / 3);
    renew.unref();
    return () => clearInterval(renew);
  }

  async complete(scope: string, key: string, status: number, body: unknown): Promise<void> {
    await this.keys.update(
      { scope, key },
      { state: 'completed', response_status: status, response_body: body as never },
    );
  }

  /** Forgets a claim whose request certainly did nothing, so the client can retry with the same key. */
  async release(scope: string, key: string): Promise<void> {
    await this.keys.delete({ scope, key, state: 'running' });
  }

  /**
   * Keeps the claim of a request whose outcome is unknown (a timeout, a crash of a service, a
   * 5xx): the key stays bound to this request, and the next retry may take it over at once and
   * ask again with the same key, which the service answers with whatever the first attempt made.
   */
  async unsettle(scope: string, key: string): Promise<void> {
    await this.keys.update({ scope, key, state: 'running' }, { locked_until: new Date() });
  }

  async deleteExpired(): Promise<void> {
    await this.keys.delete({ created_at: LessThan(new Date(Date.now() - KEY_RETENTION_MS)) });
  }

  private async takeOver(scope: string, key: string, now: Date): Promise<boolean> {
    const result = await this.keys.update(
      { scope, key, state: 'running', locked_until: LessThan(now) },
      { locked_until: new Date(now.getTime() + RUNNING_LOCK_MS) },
    );
    return (result.affected ?? 0) > 0;
  }
}
