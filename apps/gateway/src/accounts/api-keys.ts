import { createHash, randomBytes } from 'node:crypto';

const KEY_PREFIX = 'rs_live_';

/** A new API key: 32 random bytes, base64url, behind a recognisable prefix. */
export function generateApiKey(): string {
  return `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function displayPrefix(key: string): string {
  return key.slice(0, KEY_PREFIX.length + 4);
}

export function lastFour(key: string): string {
  return key.slice(-4);
}

/** The row of a new key: only its hash, and enough of it to tell keys apart, is kept. */
export function apiKeyRow(id: string, accountId: string, key: string, now: Date) {
  return {
    id,
    account_id: accountId,
    key_hash: hashApiKey(key),
    key_prefix: displayPrefix(key),
    key_last4: lastFour(key),
    created_at: now,
    revoked_at: null,
  };
}
