import { describe, expect, it } from '@jest/globals';
import { connectionOptions } from './nats-options.js';

describe('NATS connection options', () => {
  it('logs in with the user and password of the URL, which the client would ignore there', () => {
    const options = connectionOptions({ url: 'nats://render:s%40cret@nats:4222', name: 'render' });
    expect(options).toMatchObject({ servers: 'nats://nats:4222', user: 'render', pass: 's@cret', name: 'render' });
  });

  it('connects anonymously when the URL names no user', () => {
    const options = connectionOptions({ url: 'nats://127.0.0.1:4222', name: 'catalog' });
    expect(options.servers).toBe('nats://127.0.0.1:4222');
    expect(options).not.toHaveProperty('user');
  });
});
