import { Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import type { Language } from '@reelsmith/contracts';
import { newId } from '@reelsmith/database';
import { AccountEntity } from './account.entity.js';
import { ApiKeyEntity } from './api-key.entity.js';
import { apiKeyRow, generateApiKey, hashApiKey } from './api-keys.js';
import type { AuthenticatedAccount } from './authenticated-account.js';

export interface Account {
  id: string;
  name: string;
  language: Language;
  created_at: string;
}

export interface CreatedAccount {
  account: Account;
  api_key: string;
}

const CACHE_TTL_MS = 30_000;
const CACHE_MAX_ENTRIES = 10_000;
/** An unknown key is remembered as unknown this long, so repeating it costs no query. */
const UNKNOWN_TTL_MS = 5_000;

/**
 * Accounts and their API keys live in the gateway's own database, so authenticating a
 * request is a local lookup (usually a cache hit), never a NATS round trip.
 */
@Injectable()
export class AccountsService {
  private readonly cache = new Map<string, { account: AuthenticatedAccount; expiresAt: number }>();
  private readonly unknown = new Map<string, number>();
  /**
   * The cache is trusted only while this replica is sure to hear of revocations (subscribed,
   * connected); `forgetApiKey` bumps the generation so a lookup that raced a revocation is
   * not cached.
   */
  private cacheTrusted = false;
  private generation = 0;

  constructor(private readonly dataSource: DataSource) {}

  async create(name: string, language: Language): Promise<CreatedAccount> {
    const apiKey = generateApiKey();
    const now = new Date();
    const account = await this.dataSource.transaction(async (manager) => {
      const created = manager.create(AccountEntity, {
        id: newId('acct'),
        name,
        language,
        created_at: now,
      });
      await manager.insert(AccountEntity, created);
      await manager.insert(ApiKeyEntity, apiKeyRow(newId('key'), created.id, apiKey, now));
      return created;
    });
    return { account: toAccount(account), api_key: apiKey };
  }

  async exists(id: string): Promise<boolean> {
    return this.dataSource.getRepository(AccountEntity).existsBy({ id });
  }

  /** The account behind an API key, or undefined for an unknown or revoked key. */
  async authenticate(apiKey: string): Promise<AuthenticatedAccount | undefined> {
    const hash = hashApiKey(apiKey);
    const cached = this.cachedByHash(hash);
    if (cached) return cached;
    if ((this.unknown.get(hash) ?? 0) > Date.now()) return undefined;
    const generation = this.generation;

    const row = await this.dataSource
      .getRepository(ApiKeyEntity)
      .createQueryBuilder('key')
      .innerJoin(AccountEntity, 'account', 'account.id = key.account_id')
      .select(['key.id AS key_id', 'account.id AS account_id', 'account.language AS language'])
      .where({ key_hash: hash, revoked_at: IsNull() })
      .getRawOne<{ key_id: string; account_id: string; language: Language }>();
    if (!row) {
      this.cache.delete(hash);
      remember(this.unknown, hash, Date.now() + UNKNOWN_TTL_MS);
      return undefined;
    }
    const account = { id: row.account_id, language: row.language, apiKeyId: row.key_id };
    if (this.cacheTrusted && generation === this.generation) this.remember(hash, account);
    return account;
  }

  /** The account of a key this replica has recently seen valid, without asking the database. */
  cached(apiKey: string): AuthenticatedAccount | undefined {
    return this.cachedByHash(hashApiKey(apiKey));
  }

  /** Drops a revoked key from this replica's cache at once. */
  forgetApiKey(apiKeyId: string): void {
    this.generation += 1;
    for (const [hash, entry] of this.cache) if (entry.account.apiKeyId === apiKeyId) this.cache.delete(hash);
  }

  /**
   * Whether cached keys may be believed: only while revocations are sure to arrive. Turning
   * trust off (or on again after a reconnect, when some may have been missed) empties the cache.
   */
  trustCache(trusted: boolean): void {
    this.generation += 1;
    this.cache.clear();
    this.cacheTrusted = trusted;
  }

  private cachedByHash(hash: string): AuthenticatedAccount | undefined {
    if (!this.cacheTrusted) return undefined;
    const cached = this.cache.get(hash);
    return cached && cached.expiresAt > Date.now() ? cached.account : undefined;
  }

  private remember(hash: string, account: AuthenticatedAccount): void {
    this.unknown.delete(hash);
    remember(this.cache, hash, { account, expiresAt: Date.now() + CACHE_TTL_MS });
  }
}

/** Sets an entry of a bounded cache, evicting the oldest when it is full. */
function remember<V>(cache: Map<string, V>, key: string, value: V): void {
  if (!cache.has(key) && cache.size >= CACHE_MAX_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(key, value);
}

function toAccount(entity: AccountEntity): Account {
  return {
    id: entity.id,
    name: entity.name,
    language: entity.language as Language,
    created_at: entity.created_at.toISOString(),
  };
}
