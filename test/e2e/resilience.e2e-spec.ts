import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient, TestStack, pollUntil, type ErrorBody, type Product } from '@reelsmith/testing';
import { PrivatePostgres } from '../../scripts/private-services.mjs';

const image_url = 'https://example.com/mug.png';

describe('the stack rides out failures of its parts', () => {
  let stack: TestStack;
  let api: ApiClient;
  // A PostgreSQL cluster of this file's own (initdb in a temp folder, a free port), so stopping
  // "the database" never touches the machine's server or another test's.
  const folder = mkdtempSync(join(tmpdir(), 'reelsmith-outage-'));
  chmodSync(folder, 0o755); // under root the cluster runs as the postgres user, who must reach it
  const postgres = new PrivatePostgres(join(folder, 'postgres'));

  beforeAll(async () => {
    const postgresUrl = await postgres.start({ maxConnections: 100 });
    stack = await TestStack.start({ POSTGRES_URL: postgresUrl });
    api = new ApiClient(stack.baseUrl, (await stack.createAccount()).apiKey);
  });

  afterAll(async () => {
    await stack?.dispose();
    postgres.stop('immediate');
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers 503 quickly while the catalog is down and recovers by itself when it is back', async () => {
    const product = (await api.post<Product>('/products', { name: 'Before', image_url })).body;
    await stack.stopApp('catalog');

    const started = Date.now();
    const down = await api.get<ErrorBody>(`/products/${product.id}`);
    expect(down.status).toBe(503);
    expect(down.body.error).toMatchObject({ type: 'service_unavailable', code: 'service_unavailable' });
    expect(Date.now() - started).toBeLessThan(6_000);

    await stack.startApp('catalog');
    const back = await api.get<Product>(`/products/${product.id}`);
    expect(back.status).toBe(200);
    expect(back.body.name).toBe('Before');
  });

  it('loses no acknowledged write when NATS restarts, and serves again without an app restart', async () => {
    const before = (await api.post<Product>('/products', { name: 'Kept across NATS', image_url })).body;
    await stack.nats.restart();

    const after = await pollUntil(
      async () => {
        const response = await api.post<Product>('/products', { name: 'After NATS', image_url });
        return response.status === 201 ? response.body : undefined;
      },
      { timeoutMs: 30_000, description: 'the gateway to reach the catalog again' },
    );
    expect((await api.get<Product>(`/products/${before.id}`)).body.name).toBe('Kept across NATS');
    expect((await api.get<Product>(`/products/${after.id}`)).status).toBe(200);
  });

  it('answers 503 while PostgreSQL is down, loses no acknowledged write, and serves again by itself', async () => {
    const before = (await api.post<Product>('/products', { name: 'Kept across PostgreSQL', image_url })).body;
    postgres.pgCtl('stop');
    try {
      const down = await api.get<ErrorBody>(`/products/${before.id}`);
      expect(down.status).toBe(503);
      expect(down.body.error.type).toBe('service_unavailable');
    } finally {
      postgres.pgCtl('start');
    }

    await pollUntil(async () => ((await api.get(`/products/${before.id}`)).status === 200 ? true : undefined), {
      timeoutMs: 30_000,
      description: 'the stack to read from PostgreSQL again',
    });
    expect((await api.get<Product>(`/products/${before.id}`)).body.name).toBe('Kept across PostgreSQL');
    expect((await api.post('/products', { name: 'After PostgreSQL', image_url })).status).toBe(201);
  });
});
