import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** A stored reply encrypted under the credential of the request that made it. */
export interface SealedReply {
  sealed: string;
}

const INFO = 'reelsmith idempotency reply v1';

function keyFor(credential: string, scope: string, idempotencyKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', credential, `${scope}\n${idempotencyKey}`, INFO, 32));
}

/**
 * Encrypts a reply (AES-256-GCM) with a key derived from the caller's credential and the
 * Idempotency-Key: the database alone never reveals it, and only the same credential replays it.
 */
export function sealReply(body: unknown, credential: string, scope: string, idempotencyKey: string): SealedReply {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(credential, scope, idempotencyKey), iv);
  const text = Buffer.concat([cipher.update(JSON.stringify(body ?? null), 'utf8'), cipher.final()]);
  return { sealed: Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64') };
}

/** The reply, or undefined when this credential did not seal it. */
export function openReply(stored: unknown, credential: string, scope: string, idempotencyKey: string): unknown {
  const sealed = (stored as Partial<SealedReply> | null)?.sealed;
  if (typeof sealed !== 'string') return undefined;
  const bytes = Buffer.from(sealed, 'base64');
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(credential, scope, idempotencyKey), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
