import { Webhook } from 'standardwebhooks';
import { newSigningSecret, signatureHeader } from './signature.js';

describe(signatureHeader.name, () => {
  const body = JSON.stringify({ event: 'video.completed', data: { id: 'vid_1', status: 'completed' } });
  const timestamp = Math.floor(Date.now() / 1000);

  it('signs as the standardwebhooks library verifies', () => {
    const secret = newSigningSecret();
    const headers = {
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signatureHeader([secret], 'msg_1', timestamp, body),
    };
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('carries one signature per secret, so either secret verifies during a rotation', () => {
    const [old, current] = [newSigningSecret(), newSigningSecret()];
    const signature = signatureHeader([current, old], 'msg_2', timestamp, body);
    expect(signature.split(' ')).toHaveLength(2);
    const headers = { 'webhook-id': 'msg_2', 'webhook-timestamp': String(timestamp), 'webhook-signature': signature };
    expect(() => new Webhook(old).verify(body, headers)).not.toThrow();
    expect(() => new Webhook(current).verify(body, headers)).not.toThrow();
    expect(() => new Webhook(newSigningSecret()).verify(body, headers)).toThrow();
  });

  it('makes secrets of 32 random bytes behind whsec_', () => {
    const secret = newSigningSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
  });
});
