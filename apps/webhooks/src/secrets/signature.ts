import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** A new Standard Webhooks secret: `whsec_` and the base64 of 32 random bytes. */
export function newSigningSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/**
 * The `webhook-signature` header of Standard Webhooks 1.0: `v1,<base64 HMAC-SHA256 of
 * "{id}.{timestamp}.{body}">` per secret, space-separated (several during a rotation's grace).
 */
export function signatureHeader(
  secrets: readonly string[],
  webhookId: string,
  timestamp: number,
  body: string,
): string {
  const content = `${webhookId}.${timestamp}.${body}`;
  return secrets
    .map((secret) => {
      const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
      return `v1,${createHmac('sha256', key).update(content).digest('base64')}`;
    })
    .join(' ');
}
