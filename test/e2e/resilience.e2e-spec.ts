import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Reelsmith } from '@reelsmith/sdk';
import { TestStack, pollUntil } from '@reelsmith/testing';
import { PrivatePostgres } from '../../scripts/private-services.mjs';

const image_url = 'https://example.com/mug.png';

describe('the stack rides out failures of its parts', () => {
  let stack: TestStack;
  let rs: Reelsmith;
  // A PostgreSQL cluster of this file's own (initdb in a temp folder, a free port), so stopping
  // "the database" never touches the machine's server or another test's.
  const folder = mkdtempSync(join(tmpdir(), 'reelsmith-outage-'));
  chmodSync(folder, 0o755); // under root the cluster runs as the postgres user, who must reach it
  const postgres = new PrivatePostgres(join(folder, 'postgres'));

  beforeAll(async () => {
    const postgresUrl = await postgres.start({ maxConnections: 100, durability: 'process-crash' });
    // The products API is the journey each failure interrupts: the gateway and the catalog serve it.
    stack = await TestStack.start({ POSTGRES_URL: postgresUrl }, { apps: ['gateway', 'catalog'] });
    rs = stack.client((await stack.createAccount()).apiKey);
  });

  afterAll(async () => {
    await stack?.dispose();
    postgres.stop('immediate');
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers 503 quickly while the catalog is down and recovers by itself when it is back', async () => {
    const product = await rs.products.create({ name: 'Before', image_url });
    await stack.stopApp('catalog');

    const started = Date.now();
    await expect(rs.products.retrieve(product.id)).rejects.toMatchObject({
      status: 503,
      type: 'service_unavailable',
      code: 'service_unavailable',
    });
    expect(Date.now() - started).toBeLessThan(6_000);

    await stack.startApp('catalog');
    expect((await rs.products.retrieve(product.id)).name).toBe('Before');
  });

  it('loses no acknowledged write when NATS restarts, and serves again without an app restart', async () => {
    const before = await rs.products.create({ name: 'Kept across NATS', image_url });
    await stack.nats.restart();

    const after = await pollUntil(() => rs.products.create({ name: 'After NATS', image_url }), {
      timeoutMs: 30_000,
      description: 'the gateway to reach the catalog again',
    });
    expect((await rs.products.retrieve(before.id)).name).toBe('Kept across NATS');
    expect((await rs.products.retrieve(after.id)).name).toBe('After NATS');
  });

  it('answers 503 while PostgreSQL is down, loses no acknowledged write, and serves again by itself', async () => {
    const before = await rs.products.create({ name: 'Kept across PostgreSQL', image_url });
    postgres.pgCtl('stop');
    try {
      await expect(rs.products.retrieve(before.id)).rejects.toMatchObject({
        status: 503,
        type: 'service_unavailable',
      });
    } finally {
      postgres.pgCtl('start');
    }

    const back = await pollUntil(() => rs.products.retrieve(before.id), {
      timeoutMs: 30_000,
      description: 'the stack to read from PostgreSQL again',
    });
    expect(back.name).toBe('Kept across PostgreSQL');
    expect(await rs.products.create({ name: 'After PostgreSQL', image_url })).toMatchObject({
      name: 'After PostgreSQL',
    });
  });
});
