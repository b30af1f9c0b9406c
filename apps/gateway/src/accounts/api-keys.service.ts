import { Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { newId } from '@reelsmith/database';
import { MessageBus } from '@reelsmith/messaging';
import { ApiError } from '../http/api-error.js';
import { AccountEntity } from './account.entity.js';
import { ApiKeyEntity } from './api-key.entity.js';
import { apiKeyRow, generateApiKey } from './api-keys.js';

/** A key as operators see it: never the key, only enough to recognise it. */
export interface ApiKeySummary {
  id: string;
  prefix: string;
  last4: string | null;
  created_at: string;
  revoked_at: string | null;
}

export interface CreatedApiKey {
  id: string;
  api_key: string;
  created_at: string;
}

/**
 * Operators' management of an account's API keys. Revoking broadcasts the news to every
 * gateway replica, which drops the key from its cache at once; the answer waits until NATS
 * has the message, and a repeated revocation broadcasts again.
 */
@Injectable()
export class ApiKeysService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bus: MessageBus,
  ) {}

  private get keys() {
    return this.dataSource.getRepository(ApiKeyEntity);
  }

  async create(accountId: string): Promise<CreatedApiKey> {
    await this.requireAccount(accountId);
    const apiKey = generateApiKey();
    const row = apiKeyRow(newId('key'), accountId, apiKey, new Date());
    await this.keys.insert(row);
    return { id: row.id, api_key: apiKey, created_at: row.created_at.toISOString() };
  }

  /** Every key of the account, newest first (an account has a handful). */
  async list(accountId: string): Promise<ApiKeySummary[]> {
    await this.requireAccount(accountId);
    const rows = await this.keys.find({ where: { account_id: accountId }, order: { id: 'DESC' } });
    return rows.map(toSummary);
  }

  async revoke(accountId: string, keyId: string): Promise<ApiKeySummary> {
    await this.requireAccount(accountId);
    await this.keys.update({ id: keyId, account_id: accountId, revoked_at: IsNull() }, { revoked_at: new Date() });
    const row = await this.keys.findOneBy({ id: keyId, account_id: accountId });
    if (!row) throw new ApiError(404, 'not_found', 'resource_missing', `No such API key: '${keyId}'.`, 'key_id');
    await this.bus.broadcast('gateway.api_key_revoked', { account_id: accountId, api_key_id: keyId });
    return toSummary(row);
  }

  private async requireAccount(accountId: string): Promise<void> {
    if (!(await this.dataSource.getRepository(AccountEntity).existsBy({ id: accountId }))) {
      throw new ApiError(404, 'not_found', 'resource_missing', `No such account: '${accountId}'.`, 'id');
    }
  }
}

function toSummary(row: ApiKeyEntity): ApiKeySummary {
  return {
    id: row.id,
    prefix: row.key_prefix,
    last4: row.key_last4,
    created_at: row.created_at.toISOString(),
    revoked_at: row.revoked_at?.toISOString() ?? null,
  };
}
