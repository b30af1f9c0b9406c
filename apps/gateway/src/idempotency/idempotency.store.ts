import { Injectable } from '@nestjs/common';
import { DataSource, LessThan } from 'typeorm';
import { IdempotencyKeyEntity } from './idempotency-key.entity.js';

export type Claim =
  | { kind: 'proceed' }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'conflict'; reason: 'different_request' | 'in_progress' };

export const KEY_RETENTION_MS = 24 * 60 * 60 * 1000;
const RUNNING_LOCK_MS = 60_000;

/**
 * Claims and completes idempotency keys. A key is claimed with one INSERT … ON CONFLICT,
 * so two concurrent requests with the same key cannot both proceed.
 */
@Injectable()
export class IdempotencyStore {
  constructor(private readonly dataSource: DataSource) {}

  private get keys() {
    return this.dataSource.getRepository(IdempotencyKeyEntity);
  }

  async claim(scope: string, key: string, fingerprint: string): Promise<Claim> {
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

    const existing = await this.keys.findOneByOrFail({ scope, key });
    if (existing.fingerprint !== fingerprint) return { kind: 'conflict', reason: 'different_request' };
    if (existing.state === 'completed') {
      return { kind: 'replay', status: existing.response_status!, body: existing.response_body };
    }
    return (await this.takeOverAbandoned(scope, key, now))
      ? { kind: 'proceed' }
      : { kind: 'conflict', reason: 'in_progress' };
  }

  async complete(scope: string, key: string, status: number, body: unknown): Promise<void> {
    await this.keys.update(
      { scope, key },
      { state: 'completed', response_status: status, response_body: body as never },
    );
  }

  /** Forgets a claim whose request failed, so the client can retry with the same key. */
  async release(scope: string, key: string): Promise<void> {
    await this.keys.delete({ scope, key, state: 'running' });
  }

  async deleteExpired(): Promise<void> {
    await this.keys.delete({ created_at: LessThan(new Date(Date.now() - KEY_RETENTION_MS)) });
  }

  private async takeOverAbandoned(scope: string, key: string, now: Date): Promise<boolean> {
    const result = await this.keys.update(
      { scope, key, state: 'running', locked_until: LessThan(now) },
      { locked_until: new Date(now.getTime() + RUNNING_LOCK_MS) },
    );
    return (result.affected ?? 0) > 0;
  }
}
