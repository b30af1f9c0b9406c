import { describe, expect, it } from '@jest/globals';
import { Reelsmith } from './client.js';
import { ReelsmithError } from './errors.js';

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** A fetch that answers from a script, one entry per call, and records what it was sent. */
function scriptedFetch(script: Array<Response | Error>) {
  const sent: Sent[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    sent.push({
      method: init?.method ?? 'GET',
      url: input instanceof Request ? input.url : input.toString(),
      headers: init?.headers as Record<string, string>,
      body: init?.body as string | undefined,
    });
    const next = script.shift();
    if (next === undefined) throw new Error('the script ran out');
    if (next instanceof Error) throw next;
    return next;
  }) as typeof fetch;
  return { sent, fetchImpl };
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

const error = (type: string, code: string, message = 'No.') => ({ error: { type, code, message } });
const product = { id: 'prod_1', name: 'Mug' };

function client(script: Array<Response | Error>) {
  const { sent, fetchImpl } = scriptedFetch(script);
  return { sent, rs: new Reelsmith({ apiKey: 'rs_live_test', baseUrl: 'https://api.example/v1/', fetch: fetchImpl }) };
}

describe(Reelsmith.name, () => {
  it('sends the key, JSON and a fresh Idempotency-Key with every POST', async () => {
    const { sent, rs } = client([json(201, product), json(201, product)]);
    await rs.products.create({ name: 'Mug', image_url: 'https://img.example/m.png' });
    await rs.products.create({ name: 'Mug', image_url: 'https://img.example/m.png' });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: 'https://api.example/v1/products',
      headers: { authorization: 'Bearer rs_live_test', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Mug', image_url: 'https://img.example/m.png' }),
    });
    expect(sent[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]?.headers['idempotency-key']).not.toBe(sent[0]?.headers['idempotency-key']);
  });

  it('asks for the layout of a preview frame as JSON, and for its picture as a JPEG', async () => {
    const layout = { at_seconds: 2.5, width: 1080, height: 1080, warnings: [], elements: [] };
    const jpeg = new Response(new Uint8Array([0xff, 0xd8]), { status: 200, headers: { 'content-type': 'image/jpeg' } });
    const { sent, rs } = client([json(200, layout), jpeg]);
    const body = { template_id: 'tmpl_1', product_id: 'prod_1' };
    expect(await rs.previews.layout(body)).toEqual(layout);
    await rs.previews.create(body);
    expect(sent.map((call) => call.headers.accept)).toEqual(['application/json', 'image/jpeg']);
  });

  it("sends the caller's request id as X-Request-Id, and none when not given", async () => {
    const { sent, rs } = client([json(200, { id: 'vid_1', status: 'failed' }), json(200, product)]);
    await rs.videos.cancel('vid_1', { requestId: 'trace-7' });
    await rs.products.retrieve('prod_1');
    expect(sent[0]?.headers['x-request-id']).toBe('trace-7');
    expect(sent[1]?.headers).not.toHaveProperty('x-request-id');
  });

  it('retries a POST with the same Idempotency-Key after a network error, a 503 and a 409 in progress', async () => {
    const { sent, rs } = client([
      new TypeError('fetch failed'),
      json(503, error('service_unavailable', 'service_unavailable'), { 'retry-after': '0' }),
      json(409, error('idempotency_error', 'idempotency_key_in_use'), { 'retry-after': '0' }),
      json(202, { id: 'vid_1', status: 'queued' }),
    ]);
    const video = await rs.videos.create({ template_id: 'tmpl_1', product_id: 'prod_1' }, { idempotencyKey: 'mine' });
    expect(video.id).toBe('vid_1');
    expect(sent.map((call) => call.headers['idempotency-key'])).toEqual(['mine', 'mine', 'mine', 'mine']);
  });

  it('waits as long as Retry-After asks before retrying a 429', async () => {
    const { sent, rs } = client([
      json(429, error('rate_limit_error', 'rate_limited'), { 'retry-after': '1' }),
      json(200, product),
    ]);
    const started = Date.now();
    await rs.products.retrieve('prod_1');
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(sent).toHaveLength(2);
  });

  it('throws the contract error of a refused request at once, with its request id', async () => {
    const body = {
      error: { type: 'invalid_request_error', code: 'parameter_invalid', message: 'Bad name.', param: 'name' },
    };
    const { sent, rs } = client([json(400, body, { 'request-id': 'req_42' })]);
    const thrown = await rs.products
      .create({ name: '', image_url: 'https://img.example/m.png' })
      .catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(ReelsmithError);
    expect(thrown).toMatchObject({
      status: 400,
      type: 'invalid_request_error',
      code: 'parameter_invalid',
      param: 'name',
      message: 'Bad name.',
      requestId: 'req_42',
    });
    expect(sent).toHaveLength(1);
  });

  it('gives up after maxRetries with a connection_error', async () => {
    const { fetchImpl } = scriptedFetch([new TypeError('refused'), new TypeError('refused')]);
    const rs = new Reelsmith({ apiKey: 'k', baseUrl: 'https://api.example/v1', maxRetries: 1, fetch: fetchImpl });
    await expect(rs.balance.retrieve()).rejects.toMatchObject({ status: 0, type: 'connection_error' });
  });

  it('reads an error that is not in the contract shape without losing the status', async () => {
    const { rs } = client([new Response('<html>Bad gateway</html>', { status: 502 })]);
    await expect(rs.templates.list()).rejects.toMatchObject({ status: 502, type: 'api_error' });
  });

  it('puts list filters and cursors in the query, skipping the ones not given', async () => {
    const { sent, rs } = client([json(200, { data: [], has_more: false })]);
    await rs.videos.list({ status: 'completed', limit: 5 });
    expect(sent[0]?.url).toBe('https://api.example/v1/videos?status=completed&limit=5');
  });

  it('escapes ids in paths', async () => {
    const { sent, rs } = client([json(200, product)]);
    await rs.products.retrieve('../balance');
    expect(sent[0]?.url).toBe('https://api.example/v1/products/..%2Fbalance');
  });
});
