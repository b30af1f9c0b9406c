import { Webhook } from 'standardwebhooks';
import type { WebhookEvent } from './types.js';

export { WebhookVerificationError } from 'standardwebhooks';

type HeaderBag = Headers | Record<string, string | string[] | undefined>;

/**
 * Checks a delivery's Standard Webhooks signature (`webhook-id`, `webhook-timestamp` within
 * 5 minutes, `webhook-signature`) over the raw body, exactly as received, and returns the
 * parsed event; throws `WebhookVerificationError` otherwise. Deduplicate on `webhook-id`.
 */
export function verifyWebhook(rawBody: string | Uint8Array, headers: HeaderBag, secret: string): WebhookEvent {
  const body = typeof rawBody === 'string' ? rawBody : new TextDecoder().decode(rawBody);
  return new Webhook(secret).verify(body, plainHeaders(headers)) as WebhookEvent;
}

function plainHeaders(headers: HeaderBag): Record<string, string> {
  const plain: Record<string, string> = {};
  const entries = headers instanceof Headers ? headers.entries() : Object.entries(headers);
  for (const [name, value] of entries) {
    if (value !== undefined) plain[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return plain;
}
