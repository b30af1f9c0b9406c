import { describe, expect, it } from '@jest/globals';
import { Webhook } from 'standardwebhooks';
import { WebhookVerificationError, verifyWebhook } from './verify-webhook.js';

const secret = `whsec_${Buffer.from('a secret of at least twenty-four bytes').toString('base64')}`;

function signed(body: string, at = new Date()) {
  const id = 'msg_01';
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, at, body),
  };
}

describe(verifyWebhook.name, () => {
  const body = JSON.stringify({ event: 'video.completed', data: { id: 'vid_1', status: 'completed' } });

  it('returns the event of a correctly signed delivery, from a string or bytes, plain headers or Headers', () => {
    const headers = signed(body);
    expect(verifyWebhook(body, headers, secret)).toEqual(JSON.parse(body));
    expect(verifyWebhook(new TextEncoder().encode(body), new Headers(headers), secret).event).toBe('video.completed');
  });

  it('throws for a changed body, another secret or a stale timestamp', () => {
    const headers = signed(body);
    expect(() => verifyWebhook(body.replace('vid_1', 'vid_2'), headers, secret)).toThrow(WebhookVerificationError);
    const other = `whsec_${Buffer.from('another secret of twenty-four bytes').toString('base64')}`;
    expect(() => verifyWebhook(body, headers, other)).toThrow(WebhookVerificationError);
    const stale = signed(body, new Date(Date.now() - 10 * 60_000));
    expect(() => verifyWebhook(body, stale, secret)).toThrow(WebhookVerificationError);
  });
});
