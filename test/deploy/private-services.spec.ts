import { afterAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort, pollUntil } from '@reelsmith/testing';
import { PrivatePostgres, chooseServices, reachable } from '../../scripts/private-services.mjs';

const root = join(import.meta.dirname, '..', '..');

class ExitedEarly extends Error {}

describe('which PostgreSQL and NATS npm start uses', () => {
  it('starts private servers when nothing answers at the default addresses', async () => {
    // Ports just freed by the OS: nothing listens there.
    const closed = {
      postgresUrl: `postgres://postgres@127.0.0.1:${await freePort()}`,
      natsUrl: `nats://127.0.0.1:${await freePort()}`,
    };
    const chosen = await chooseServices({ env: {}, defaults: closed });
    expect(chosen.postgres.source).toBe('private');
    expect(chosen.nats.source).toBe('private');
  });

  it('uses the machine servers when they answer, unless private services are asked for', async () => {
    const listening: Server[] = [];
    const open = async (): Promise<number> => {
      const server = createServer((socket) => socket.destroy());
      listening.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return (server.address() as { port: number }).port;
    };
    try {
      const defaults = {
        postgresUrl: `postgres://postgres@127.0.0.1:${await open()}`,
        natsUrl: `nats://127.0.0.1:${await open()}`,
      };
      const machine = await chooseServices({ env: {}, defaults });
      expect(machine.postgres).toEqual({ url: defaults.postgresUrl, source: 'machine' });
      expect(machine.nats).toEqual({ url: defaults.natsUrl, source: 'machine' });
      const forced = await chooseServices({ env: {}, defaults, forcePrivate: true });
      expect(forced.postgres.source).toBe('private');
      expect(forced.nats.source).toBe('private');
    } finally {
      for (const server of listening) server.close();
    }
  });

  it('never replaces an explicit POSTGRES_URL or NATS_URL, even one that does not answer', async () => {
    const env = {
      POSTGRES_URL: `postgres://u@127.0.0.1:${await freePort()}/x`,
      NATS_URL: `nats://127.0.0.1:${await freePort()}`,
    };
    for (const forcePrivate of [false, true]) {
      const chosen = await chooseServices({ env, forcePrivate });
      expect(chosen.postgres).toEqual({ url: env.POSTGRES_URL, source: 'explicit' });
      expect(chosen.nats).toEqual({ url: env.NATS_URL, source: 'explicit' });
    }
  });
});

describe('npm start -- --private-services', () => {
  // A folder only its owner may enter, like /root or a fresh `mktemp -d`: under root the cluster
  // runs as `postgres`, which cannot reach anything inside, and npm start must cope without
  // opening the folder up.
  const stateDir = join(mkdtempSync(join(tmpdir(), 'reelsmith-start-')), 'state');
  const privateParent = dirname(stateDir);
  let child: ChildProcess | undefined;

  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child!.once('exit', resolve));
    }
    // Whatever happened above, leave no cluster running, nor its data outside the clone.
    const postgres = new PrivatePostgres(join(stateDir, 'postgres'));
    postgres.stop('immediate');
    rmSync(postgres.dir, { recursive: true, force: true });
    rmSync(privateParent, { recursive: true, force: true });
  }, 300_000);

  async function start(): Promise<{ output: () => string; apiKey: string; gatewayPort: number }> {
    const env: Record<string, string | undefined> = { ...process.env, REELSMITH_STATE_DIR: stateDir };
    delete env.POSTGRES_URL;
    delete env.NATS_URL;
    delete env.ADMIN_TOKEN;
    for (const name of [
      'GATEWAY_PORT',
      'CATALOG_HTTP_PORT',
      'VIDEOS_HTTP_PORT',
      'BILLING_HTTP_PORT',
      'RENDER_HTTP_PORT',
      'WEBHOOKS_HTTP_PORT',
    ])
      env[name] = String(await freePort());
    let text = '';
    child = spawn(process.execPath, ['scripts/start.mjs', '--private-services'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const current = child;
    await pollUntil(
      () => {
        if (current.exitCode !== null) throw new ExitedEarly(`npm start exited early:\n${text}`);
        return text.includes('Reelsmith is running') ? true : undefined;
      },
      { timeoutMs: 400_000, intervalMs: 500, description: 'npm start to be ready', abortOn: ExitedEarly },
    );
    return { output: () => text, apiKey: /API key\s+(\S+)/.exec(text)![1]!, gatewayPort: Number(env.GATEWAY_PORT) };
  }

  async function stop(): Promise<void> {
    const current = child!;
    const exited = new Promise<number | null>((resolve) => current.once('exit', (code) => resolve(code)));
    current.kill('SIGINT');
    expect(await exited).toBe(0);
  }

  it('runs its own PostgreSQL and NATS, keeps their data between starts and stops them with the apps', async () => {
    const first = await start();
    expect(first.output()).toMatch(
      /started a private PostgreSQL at postgres:\/\/postgres@127\.0\.0\.1:\d+ \(data in \S+, as the postgres user cannot reach \S+\)/,
    );
    expect(first.output()).toMatch(/started a private nats-server \(JetStream\) at nats:\/\/127\.0\.0\.1:\d+/);
    // The dashboard is built and served too, and its address printed.
    expect(first.output()).toContain(`Dashboard       http://localhost:${first.gatewayPort}/`);
    expect(statSync(privateParent).mode & 0o777).toBe(0o700);
    // Only GATEWAY_PORT is set: every link the apps write points at that port.
    const openApi = (await (await fetch(`http://127.0.0.1:${first.gatewayPort}/v1/openapi.json`)).json()) as {
      servers: { url: string }[];
    };
    expect(openApi.servers).toEqual([{ url: `http://localhost:${first.gatewayPort}/v1` }]);
    const topUp = await fetch(`http://127.0.0.1:${first.gatewayPort}/v1/balance/top-up`, {
      method: 'POST',
      headers: { authorization: `Bearer ${first.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 1500, currency: 'usd' }),
    });
    expect(topUp.status).toBe(201);
    expect(((await topUp.json()) as { checkout_url: string }).checkout_url).toMatch(
      new RegExp(`^http://localhost:${first.gatewayPort}/`),
    );
    const page = await fetch(`http://127.0.0.1:${first.gatewayPort}/products`);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const postgresUrl = /private PostgreSQL at (\S+)/.exec(first.output())![1]!;
    const natsUrl = /private nats-server \(JetStream\) at (\S+)/.exec(first.output())![1]!;
    const created = await fetch(`http://127.0.0.1:${first.gatewayPort}/v1/products`, {
      method: 'POST',
      headers: { authorization: `Bearer ${first.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Kept between starts', image_url: 'https://example.com/mug.png' }),
    });
    expect(created.status).toBe(201);
    const product = (await created.json()) as { id: string };

    await stop();
    expect(await reachable(postgresUrl, 5432, 500)).toBe(false);
    expect(await reachable(natsUrl.replace(/^nats:/, 'http:'), 4222, 500)).toBe(false);

    const second = await start();
    expect(second.apiKey).toBe(first.apiKey);
    expect(second.output()).not.toMatch(/created a development account/);
    const read = await fetch(`http://127.0.0.1:${second.gatewayPort}/v1/products/${product.id}`, {
      headers: { authorization: `Bearer ${second.apiKey}` },
    });
    expect(read.status).toBe(200);
    await stop();
  }, 900_000);
});
