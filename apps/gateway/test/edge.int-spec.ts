import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DataSource } from 'typeorm';
import { ApiClient, type ErrorBody, type ServiceHarness } from '@reelsmith/testing';
import { ApiKeyEntity } from '../src/accounts/api-key.entity.js';
import { startGateway } from './gateway-harness.js';

const ADMIN_TOKEN = 'edge-test-admin-token-0123456789';

/** A value nested `levels` objects deep: nested(1) is `{"a": "x"}`. */
const nested = (levels: number): unknown => (levels === 0 ? 'x' : { a: nested(levels - 1) });

describe('the HTTP edge', () => {
  let harness: ServiceHarness;
  let baseUrl: string;
  let admin: ApiClient;
  let api: ApiClient;
  let apiKey: string;
  let storageDir: string;

  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'edge-storage-'));
    harness = await startGateway({
      STORAGE_DIR: storageDir,
      ADMIN_TOKEN,
      ALLOW_PRIVATE_URLS: 'true',
      TRUSTED_PROXIES: '127.0.0.1',
      UNAUTHENTICATED_RATE_LIMIT_PER_SECOND: '1',
      UNAUTHENTICATED_RATE_LIMIT_BURST: '5',
      HTTP_REQUEST_TIMEOUT_MS: '1000',
    });
    baseUrl = `http://127.0.0.1:${harness.env.GATEWAY_PORT}/v1`;
    admin = new ApiClient(baseUrl, ADMIN_TOKEN);
    const created = await admin.post<{ api_key: string }>('/admin/accounts', { name: 'Edge shop' });
    expect(created.status).toBe(201);
    apiKey = created.body.api_key;
    api = new ApiClient(baseUrl, apiKey);
  });

  afterAll(async () => {
    await harness?.stop();
    await rm(storageDir, { recursive: true, force: true });
  });

  /** No catalog or videos service runs here: input that passes the edge is answered 503. */
  const PASSED_THE_EDGE = 503;

  describe('refuses control characters with 400 and the field, before any service or database', () => {
    const product = { name: 'Mug', image_url: 'http://127.0.0.1/mug.png' };

    it.each([
      ['name', { ...product, name: 'Mug\u0000' }],
      ['description', { ...product, description: 'Tea\u0007time' }],
      ['image_url', { ...product, image_url: 'http://127.0.0.1/\u001bmug.png' }],
    ])('in a product %s', async (param, body) => {
      const response = await api.post<ErrorBody>('/products', body);
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({ type: 'invalid_request_error', code: 'parameter_invalid', param });
    });

    it('but lets tab and newline through', async () => {
      const response = await api.post('/products', { ...product, description: 'Line one\n\tLine two' });
      expect(response.status).toBe(PASSED_THE_EDGE);
    });

    it('in a user_prompt field, named with a dotted param', async () => {
      const response = await api.post<ErrorBody>('/videos', {
        template_id: 'tmpl_x',
        product_id: 'prod_x',
        user_prompt: { headline: 'Sale', colours: { accent: 'red\u0000' } },
      });
      expect(response.status).toBe(400);
      expect(response.body.error.param).toBe('user_prompt.colours.accent');
    });

    it('in ids and cursors', async () => {
      for (const path of ['/products/prod_%00', '/videos/vid_%01x', '/products?starting_after=prod_%00']) {
        const response = await api.get<ErrorBody>(path);
        expect({ path, status: response.status }).toEqual({ path, status: 400 });
        expect(response.body.error.param).toMatch(/^(id|starting_after)$/);
      }
      const patched = await api.patch<ErrorBody>('/products/prod_%00', { name: 'Cup' });
      expect(patched.status).toBe(400);
      expect(patched.body.error.param).toBe('id');
    });

    it('in admin names and account ids', async () => {
      const named = await admin.post<ErrorBody>('/admin/accounts', { name: 'Evil\u0000 Corp' });
      expect(named.status).toBe(400);
      expect(named.body.error.param).toBe('name');
      const granted = await admin.post<ErrorBody>('/admin/accounts/acct_%00/credits', { amount: 10, description: 'x' });
      expect(granted.status).toBe(400);
      expect(granted.body.error.param).toBe('id');
    });
  });

  describe('refuses ill-formed UTF-16 (a lone surrogate) with 400 and the field, wherever it is', () => {
    const product = { name: 'Mug', image_url: 'http://127.0.0.1/mug.png' };
    /** JSON text with a `\ud800` escape as clients send it (JSON.stringify would write the same). */
    const send = (path: string, json: string) =>
      api.raw<ErrorBody>('POST', path, json, { 'content-type': 'application/json' });

    it.each([
      ['/products', `{"name":"Mug \\ud800","image_url":"http://127.0.0.1/m.png"}`, 'name'],
      ['/products', `{"name":"Mug","description":"\\udfff tea","image_url":"http://127.0.0.1/m.png"}`, 'description'],
      [
        '/videos',
        `{"template_id":"tmpl_x","product_id":"prod_x","user_prompt":{"headline":"Sale \\ud83d"}}`,
        'user_prompt.headline',
      ],
      [
        '/videos',
        `{"template_id":"tmpl_x","product_id":"prod_x","user_prompt":{"colours":{"accent":"\\udc00red"}}}`,
        'user_prompt.colours.accent',
      ],
      ['/webhooks/endpoints', `{"url":"http://127.0.0.1/hook","description":"Shop \\ud800"}`, 'description'],
    ])('in a body sent to %s', async (path, json, param) => {
      const response = await send(path, json);
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({ type: 'invalid_request_error', code: 'parameter_invalid', param });
    });

    it('in a query string or a path, percent-encoded (the bytes of a surrogate are no UTF-8)', async () => {
      for (const query of ['starting_after=prod_%ED%A0%80', 'limit=2&starting_after=prod_%ED%B0%80x']) {
        const response = await api.get<ErrorBody>(`/products?${query}`);
        expect({ query, status: response.status }).toEqual({ query, status: 400 });
        expect(response.body.error).toMatchObject({ code: 'parameter_invalid', param: 'starting_after' });
      }
      const path = await api.get<ErrorBody>('/products/prod_%ED%A0%80');
      expect(path.status).toBe(400);
      expect(path.body.error.type).toBe('invalid_request_error');
    });

    it('in an object key, naming the object that holds it', async () => {
      const response = await send(
        '/videos',
        `{"template_id":"tmpl_x","product_id":"prod_x","user_prompt":{"\\ud800":"x"}}`,
      );
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({ code: 'parameter_invalid', param: 'user_prompt' });
    });

    it('in an admin body', async () => {
      const response = await admin.raw<ErrorBody>('POST', '/admin/accounts', '{"name":"Shop \\ud800"}', {
        'content-type': 'application/json',
      });
      expect(response.status).toBe(400);
      expect(response.body.error.param).toBe('name');
    });

    it('but lets a well-formed pair (an emoji) through', async () => {
      const response = await send('/products', JSON.stringify({ ...product, name: 'Mug \ud83d\ude00' }));
      expect(response.status).toBe(PASSED_THE_EDGE);
    });
  });

  it('refuses a user_prompt nested deeper than 8 levels, naming where', async () => {
    const video = { template_id: 'tmpl_x', product_id: 'prod_x' };
    const deep = await api.post<ErrorBody>('/videos', { ...video, user_prompt: nested(9) });
    expect(deep.status).toBe(400);
    expect(deep.body.error).toMatchObject({ code: 'parameter_invalid', param: 'user_prompt.a.a.a.a.a.a.a.a' });
    const deepest = await api.post('/videos', { ...video, user_prompt: nested(8) });
    expect(deepest.status).toBe(PASSED_THE_EDGE);
  });

  it('refuses any body nested absurdly deep with 400, not a crash', async () => {
    const response = await api.raw<ErrorBody>('POST', '/products', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`, {
      'content-type': 'application/json',
    });
    expect(response.status).toBe(400);
    expect(response.body.error.type).toBe('invalid_request_error');
  });

  it('cuts off a request whose body does not arrive in time', async () => {
    const socket = connect(Number(harness.env.GATEWAY_PORT), '127.0.0.1');
    const closed = new Promise<string>((resolve) => {
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', () => undefined);
    });
    socket.write(
      `POST /v1/products HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${apiKey}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":',
    );
    // Configured at 1 s here (30 s by default); the socket must be closed well before 20 s.
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise((resolve) => (timer = setTimeout(resolve, 20_000, 'still open')));
    const outcome = await Promise.race([closed, deadline]);
    clearTimeout(timer);
    socket.destroy();
    expect(outcome).not.toBe('still open');
  }, 30_000);

  describe('limits traffic no key vouches for, per client address', () => {
    const from = (address: string, token?: string) =>
      new ApiClient(baseUrl, token).get<ErrorBody>('/products', { 'x-forwarded-for': address });

    /** A key-less GET claiming to be for `address`, sent from the local address `peer`. */
    const requestFrom = (peer: string, address: string) =>
      new Promise<{ status: number }>((resolve, reject) => {
        const request = httpRequest(
          `${baseUrl}/products`,
          { localAddress: peer, headers: { 'x-forwarded-for': address } },
          (response) => {
            response.resume();
            response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
          },
        );
        request.on('error', reject);
        request.end();
      });

    it('answers 429 with Retry-After once an address has failed too often, and only that address', async () => {
      const statuses = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        statuses.push((await from('203.0.113.7', `rs_live_wrong${attempt}`)).status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      const limited = await from('203.0.113.7', 'rs_live_wrong_again');
      expect(limited.status).toBe(429);
      expect(limited.body.error.type).toBe('rate_limit_error');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

      expect((await from('203.0.113.8', 'rs_live_wrong')).status).toBe(401);
      // A key this gateway knows to be valid still gets through from the limited address.
      expect((await from('203.0.113.7', apiKey)).status).toBe(PASSED_THE_EDGE);
    });

    it('believes X-Forwarded-For only from TRUSTED_PROXIES', async () => {
      // Ten key-less requests at once, each claiming another client address; burst 5 per address.
      const claimingTenAddresses = (peer: string) =>
        Promise.all(Array.from({ length: 10 }, async (_, i) => (await requestFrom(peer, `198.51.100.${i}`)).status));

      // 127.0.0.2 (loopback, not a trusted proxy): its claims are ignored, all ten count for it.
      const untrusted = await claimingTenAddresses('127.0.0.2');
      expect(untrusted.filter((status) => status === 401).length).toBeLessThanOrEqual(6);
      expect(untrusted).toContain(429);
      // 127.0.0.1, the trusted proxy: each request counts for the client it names.
      expect(await claimingTenAddresses('127.0.0.1')).toEqual(Array(10).fill(401));
    });

    it('counts requests without any key too', async () => {
      const statuses = [];
      for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await from('203.0.113.9')).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    });
  });

  describe('answers what no client library would send, before any service', () => {
    // Unauthenticated requests are limited per address: each test comes from one of its own
    // (TRUSTED_PROXIES believes 127.0.0.1's X-Forwarded-For).
    const from = (address: string) => ({ 'x-forwarded-for': address });

    it('malformed JSON is a 400 invalid_json', async () => {
      const response = await api.raw<ErrorBody>('POST', '/products', '{"name": ', {
        'content-type': 'application/json',
      });
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({ type: 'invalid_request_error', code: 'invalid_json' });
    });

    it('a body that is not JSON is a 415', async () => {
      const response = await api.raw<ErrorBody>('POST', '/products', 'name=Mug', {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(response.status).toBe(415);
      expect(response.body.error).toMatchObject({ type: 'invalid_request_error', code: 'unsupported_media_type' });
    });

    it.each([
      ['no Authorization header', {}, '198.51.100.1'],
      ['a malformed header', { authorization: 'Basic abc' }, '198.51.100.2'],
      ['an unknown key', { authorization: 'Bearer rs_live_unknown' }, '198.51.100.3'],
    ])('refuses %s with 401', async (_label, headers, address) => {
      const response = await new ApiClient(baseUrl).get<ErrorBody>('/products', { ...headers, ...from(address) });
      expect(response.status).toBe(401);
      expect(response.body.error.type).toBe('authentication_error');
    });

    it('refuses the admin API without the admin token', async () => {
      const response = await new ApiClient(baseUrl).post<ErrorBody>(
        '/admin/accounts',
        { name: 'Sneaky' },
        from('198.51.100.4'),
      );
      expect(response.status).toBe(401);
    });

    it('puts a Request-Id on every response and keeps a client-supplied one', async () => {
      expect((await api.get('/products')).headers.get('request-id')).toMatch(/^req_/);
      expect((await api.get('/nope')).headers.get('request-id')).toMatch(/^req_/);
      expect((await api.get('/nope', { 'x-request-id': 'client-trace-42' })).headers.get('request-id')).toBe(
        'client-trace-42',
      );
    });
  });

  it("serves a video's outputs and HLS ladder by key, typed, immutable and readable from any origin", async () => {
    const name = 'vid_01KAAAAAAAAAAAAAAAAAAAAAAA_0123456789abcdef0123456789abcdef';
    const stored = {
      [`outputs/${name}_meta_feed.mp4`]: 'video/mp4',
      [`outputs/${name}.webm`]: 'video/webm',
      [`outputs/${name}.gif`]: 'image/gif',
      [`hls/${name}.m3u8`]: 'application/vnd.apple.mpegurl',
      [`hls/${name}_720p_0.ts`]: 'video/mp2t',
    };
    for (const key of Object.keys(stored)) {
      await mkdir(dirname(join(storageDir, key)), { recursive: true });
      await writeFile(join(storageDir, key), `bytes of ${key}`);
    }
    // Each request as another client (a trusted proxy's X-Forwarded-For): the key-less budget per address stays whole.
    let client = 0;
    const fetchFile = (key: string) =>
      fetch(`${baseUrl}/files/${key}`, { headers: { 'x-forwarded-for': `192.0.2.${(client += 1)}` } });
    for (const [key, type] of Object.entries(stored)) {
      const response = await fetchFile(key);
      expect({ key, status: response.status, type: response.headers.get('content-type') }).toEqual({
        key,
        status: 200,
        type,
      });
      expect(await response.text()).toBe(`bytes of ${key}`);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    }
    await writeFile(join(storageDir, `outputs/${name}.m3u8`), 'a playlist where outputs go');
    for (const key of [`outputs/${name}.m3u8`, `hls/${name}.mp4`, `renditions/${name}.webm`, `hls/..%2F${name}.m3u8`]) {
      expect({ key, status: (await fetchFile(key)).status }).toEqual({ key, status: 404 });
    }
  });

  it('remembers an unknown key as unknown for a while, so repeating it costs no query', async () => {
    const dataSource = harness.app.get(DataSource);
    const getRepository = dataSource.getRepository.bind(dataSource);
    let keyLookups = 0;
    dataSource.getRepository = ((target: Parameters<typeof getRepository>[0]) => {
      if (target === ApiKeyEntity) keyLookups += 1;
      return getRepository(target);
    }) as typeof dataSource.getRepository;
    try {
      const stranger = new ApiClient(baseUrl, 'rs_live_nobody_has_this_key');
      expect((await stranger.get('/products')).status).toBe(401);
      expect((await stranger.get('/products')).status).toBe(401);
      expect((await stranger.get('/products')).status).toBe(401);
      expect(keyLookups).toBe(1);
    } finally {
      dataSource.getRepository = getRepository;
    }
  });
});
