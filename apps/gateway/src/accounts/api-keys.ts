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
