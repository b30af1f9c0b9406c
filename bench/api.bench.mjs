// The REST API's speed: autocannon against the gateway (every app its own process, on this
// machine's two cores) for GET /v1/products/:id, GET /v1/products and POST /v1/products, and in
// the same run against a minimal one-process Fastify + pg server doing the same work the direct
// way (a cached key check and one indexed query on the catalog's own table). Prints req/s, p50
// and p99 of each, and the gateway's share of the direct server's throughput. Each run is
// preceded by an unmeasured warm-up of the same load (`--warmup`, seconds), so the figures are
// steady state for both servers, not the first seconds of JIT compilation.
// `npm run bench:api -- --seconds 10 --connections 10 [--warmup 3]` (builds first).
import { createHash, randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { TestStack } from '@reelsmith/testing';
import { option } from './options.mjs';

const SECONDS = Number(option('seconds', 10));
const CONNECTIONS = Number(option('connections', 10));
const WARMUP_SECONDS = Number(option('warmup', 3));
const PRODUCTS = 200;

const sha256 = (text) => createHash('sha256').update(text).digest('hex');
const COLUMNS = 'id, name, description, image_url, price_amount, price_currency, source_url, created_at, updated_at';
const shape = (row) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  image_url: row.image_url,
  price: row.price_amount === null ? null : { amount: Number(row.price_amount), currency: row.price_currency },
  source_url: row.source_url,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** The least a server can do for these routes: what the gateway's numbers are measured against. */
async function directServer(databaseUrl, apiKey, accountId) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const keys = new Map([[sha256(apiKey), accountId]]);
  const app = Fastify();
  app.addHook('onRequest', async (request, reply) => {
    const account = keys.get(sha256((request.headers.authorization ?? '').replace(/^Bearer /, '')));
    if (!account) return reply.code(401).send({ error: { type: 'authentication_error' } });
    request.account = account;
  });
  app.get('/v1/products/:id', async (request, reply) => {
    const { rows } = await pool.query(`SELECT ${COLUMNS} FROM products WHERE id = $1 AND account_id = $2`, [
      request.params.id,
      request.account,
    ]);
    return rows[0] ? shape(rows[0]) : reply.code(404).send({ error: { type: 'not_found' } });
  });
  app.get('/v1/products', async (request) => {
    const { rows } = await pool.query(
      `SELECT ${COLUMNS} FROM products WHERE account_id = $1 ORDER BY id DESC LIMIT 11`,
      [request.account],
    );
    return { data: rows.slice(0, 10).map(shape), has_more: rows.length > 10 };
  });
  app.post('/v1/products', async (request, reply) => {
    const { name, image_url } = request.body;
    const { rows } = await pool.query(
      `INSERT INTO products (id, account_id, name, image_url, images, created_at, updated_at)
       VALUES ($1, $2, $3, $4, jsonb_build_array($4::text), now(), now()) RETURNING ${COLUMNS}`,
      [`prod_${randomUUID().replaceAll('-', '')}`, request.account, name, image_url],
    );
    return reply.code(201).send(shape(rows[0]));
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: address, close: async () => (await app.close(), await pool.end()) };
}

/** The measured requests are raw HTTP (autocannon), the same bytes for the gateway and the baseline. */
async function load(url, apiKey, route) {
  const run = (duration) =>
    autocannon({
      url: `${url}${route.path}`,
      method: route.method,
      connections: CONNECTIONS,
      duration,
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      ...(route.body ? { body: JSON.stringify(route.body) } : {}),
    });
  if (WARMUP_SECONDS > 0) await run(WARMUP_SECONDS);
  const result = await run(SECONDS);
  const ok = result['2xx'] / Math.max(1, result.requests.total);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, ok };
}

/**
 * How many product reads the gateway answered per `catalog.get_products` it sent so far (its
 * own metrics): how much its batching gathered under this load.
 */
async function readsPerBatch() {
  const reads = await stack.metric('gateway', 'reelsmith_http_request_duration_seconds_count', {
    method: 'GET',
    route: '/v1/products/:id',
    status: '200',
  });
  const batches = await stack.metric('gateway', 'reelsmith_nats_request_duration_seconds_count', {
    request: 'catalog.get_products',
    outcome: 'ok',
  });
  return reads / Math.max(1, batches);
}

const stack = await TestStack.start({
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_SECOND: '1000000',
  RATE_LIMIT_BURST: '1000000',
});
let direct;
try {
  const account = await stack.createAccount('Bench shop');
  const rs = stack.client(account.apiKey);
  const body = { name: 'Aurum serum', image_url: 'https://shop.example/serum.png' };
  let productId;
  for (let i = 0; i < PRODUCTS; i += 1) productId = (await rs.products.create(body)).id;
  direct = await directServer(stack.databaseUrlOf('catalog'), account.apiKey, account.id);
  const routes = [
    { name: 'GET /v1/products/:id', method: 'GET', path: `/products/${productId}` },
    { name: 'GET /v1/products', method: 'GET', path: '/products' },
    { name: 'POST /v1/products', method: 'POST', path: '/products', body },
  ];
  console.log(
    `autocannon: ${CONNECTIONS} connections, ${SECONDS} s per run after ${WARMUP_SECONDS} s of warm-up, everything on this machine`,
  );
  console.log('route                  | gateway req/s  p50  p99 | direct req/s  p50  p99 | ratio');
  for (const route of routes) {
    const gateway = await load(stack.baseUrl, account.apiKey, route);
    const baseline = await load(`${direct.url}/v1`, account.apiKey, route);
    for (const [name, run] of [
      ['gateway', gateway],
      ['direct', baseline],
    ]) {
      if (run.ok < 0.99) throw new Error(`${route.name} on ${name}: only ${(run.ok * 100).toFixed(1)} % answered 2xx`);
    }
    const cells = (run) =>
      `${run.rps.toFixed(0).padStart(7)} ${String(run.p50).padStart(4)} ${String(run.p99).padStart(4)}`;
    console.log(
      `${route.name.padEnd(22)} | ${cells(gateway)}      | ${cells(baseline)}     | ${(gateway.rps / baseline.rps).toFixed(2)}`,
    );
  }
  console.log('latencies in ms; ratio = gateway req/s ÷ direct req/s (goal ≥ 0.5 for GET /v1/products/:id)');
  console.log(`GET /v1/products/:id: ${(await readsPerBatch()).toFixed(1)} reads per catalog.get_products on average`);
} finally {
  await direct?.close();
  await stack.dispose();
}
