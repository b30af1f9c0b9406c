import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ConfigError } from '@reelsmith/config';
import { connectionOptions, natsCredentialsOf } from './nats-options.js';

describe('NATS connection options', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'reelsmith-nats-options-'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('logs in with the user and password of the URL, which the client would ignore there', () => {
    const options = connectionOptions({ url: 'nats://render:s%40cret@nats:4222', name: 'render' });
    expect(options).toMatchObject({ servers: 'nats://nats:4222', user: 'render', pass: 's@cret', name: 'render' });
  });

  it('takes replies in inboxes named after the app, which only its NATS user may read', () => {
    expect(connectionOptions({ url: 'nats://nats:4222', name: 'gateway-admin' }).inboxPrefix).toBe(
      '_INBOX_gateway-admin',
    );
  });

  it('connects anonymously when the URL names no user', () => {
    const options = connectionOptions({ url: 'nats://127.0.0.1:4222', name: 'catalog' });
    expect(options.servers).toBe('nats://127.0.0.1:4222');
    expect(options).not.toHaveProperty('user');
  });

  it('logs in with NATS_USER and NATS_PASSWORD', () => {
    const credentials = natsCredentialsOf({ NATS_USER: 'videos', NATS_PASSWORD: 'pw' });
    const options = connectionOptions({ url: 'nats://nats:4222', name: 'videos', ...credentials });
    expect(options).toMatchObject({ servers: 'nats://nats:4222', user: 'videos', pass: 'pw' });
  });

  it('logs in with the JWT and seed of a creds file', async () => {
    const path = join(dir, 'render.creds');
    await writeFile(
      path,
      [
        '-----BEGIN NATS USER JWT-----',
        'eyJ0eXAiOiJKV1QiLCJhbGciOiJlZDI1NTE5LW5rZXkifQ.e30.c2ln',
        '------END NATS USER JWT------',
        '',
        '-----BEGIN USER NKEY SEED-----',
        'SUACSSL3UAHUDXKFSNVUZRF5UHPMWZ6BFDTJ7M6USDXIEDNPPQYYYCU3VY',
        '------END USER NKEY SEED------',
      ].join('\n'),
    );
    const options = connectionOptions({ url: 'nats://nats:4222', name: 'render', credsFile: path });
    expect(options).toHaveProperty('authenticator');
    expect(options).not.toHaveProperty('user');
  });

  it('stops at start on settings that contradict each other, naming the variables', () => {
    const at = (settings: Partial<Parameters<typeof connectionOptions>[0]>) => () =>
      connectionOptions({ url: 'nats://nats:4222', name: 'videos', ...settings });
    expect(at({ password: 'pw' })).toThrow(
      new ConfigError('Invalid environment: NATS_PASSWORD is set but NATS_USER is not.'),
    );
    expect(at({ user: 'videos' })).toThrow(/NATS_USER needs NATS_PASSWORD/);
    expect(at({ url: 'nats://a:b@nats:4222', user: 'videos', password: 'pw' })).toThrow(
      /a user in NATS_URL and NATS_USER; choose one/,
    );
    expect(at({ user: 'videos', password: 'pw', credsFile: '/x.creds' })).toThrow(/NATS_USER and NATS_CREDS_FILE/);
  });

  it('stops at start on a creds file it cannot read or that holds no credentials', async () => {
    const empty = join(dir, 'empty.creds');
    await writeFile(empty, 'not a creds file');
    expect(() => connectionOptions({ url: 'nats://nats:4222', name: 'x', credsFile: join(dir, 'missing') })).toThrow(
      /NATS_CREDS_FILE cannot be read: ENOENT/,
    );
    expect(() => connectionOptions({ url: 'nats://nats:4222', name: 'x', credsFile: empty })).toThrow(
      /NATS_CREDS_FILE \(.*empty\.creds\) holds no user JWT and nkey seed/,
    );
  });
});
