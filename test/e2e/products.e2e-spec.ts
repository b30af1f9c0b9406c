import { ApiClient, TestStack, type ErrorBody, type List, type Product } from '@reelsmith/testing';

const image_url = 'https://example.com/mug.png';

describe('products through the gateway', () => {
  let stack: TestStack;
  let api: ApiClient;

  beforeAll(async () => {
    stack = await TestStack.start();
    api = new ApiClient(stack.baseUrl, (await stack.createAccount()).apiKey);
  });

  afterAll(async () => {
    await stack?.dispose();
  });

  it('creates, retrieves, updates, lists and deletes a product', async () => {
    const created = await api.post<Product>('/products', { name: 'Mug', description: 'Blue', image_url });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^prod_[0-9A-Z]{26}$/),
      name: 'Mug',
      description: 'Blue',
      image_url,
      price: null,
      source_url: null,
      created_at: expect.stringMatching(/Z$/),
      updated_at: expect.stringMatching(/Z$/),
    });
    const { id } = created.body;

    expect((await api.get<Product>(`/products/${id}`)).body).toEqual(created.body);

    const patched = await api.patch<Product>(`/products/${id}`, { description: null, name: 'Big mug' });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id, name: 'Big mug', description: null, image_url });

    const list = await api.get<List<Product>>('/products');
    expect(list.body.data.map((product) => product.id)).toContain(id);

    expect((await api.delete(`/products/${id}`)).body).toEqual({ id, deleted: true });
    const gone = await api.get<ErrorBody>(`/products/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error).toMatchObject({ type: 'not_found', code: 'resource_missing' });
  });

  it('sets, changes and clears a price; PATCH leaves it alone when not sent', async () => {
    const created = await api.post<Product>('/products', {
      name: 'Teapot',
      image_url,
      price: { amount: 1990, currency: 'eur' },
    });
    expect(created.status).toBe(201);
    expect(created.body.price).toEqual({ amount: 1990, currency: 'eur' });
    const { id } = created.body;

    const yen = await api.patch<Product>(`/products/${id}`, { price: { amount: 1990, currency: 'jpy' } });
    expect(yen.body.price).toEqual({ amount: 1990, currency: 'jpy' });
    expect((await api.patch<Product>(`/products/${id}`, { name: 'Pot' })).body.price).toEqual({
      amount: 1990,
      currency: 'jpy',
    });
    const bad = await api.patch<ErrorBody>(`/products/${id}`, { price: { amount: 5, currency: 'yen' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'parameter_invalid', param: 'price.currency' });

    expect((await api.patch<Product>(`/products/${id}`, { price: null })).body.price).toBeNull();
    expect((await api.get<Product>(`/products/${id}`)).body.price).toBeNull();
  });

  it('pages with limit, starting_after and ending_before, newest first', async () => {
    const client = new ApiClient(stack.baseUrl, (await stack.createAccount()).apiKey);
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1)
      ids.push((await client.post<Product>('/products', { name: `P${i}`, image_url })).body.id);
    const newest = [...ids].reverse();

    const page1 = await client.get<List<Product>>('/products?limit=2');
    expect(page1.body).toEqual({
      data: [expect.objectContaining({ id: newest[0] }), expect.objectContaining({ id: newest[1] })],
      has_more: true,
    });
    const page3 = await client.get<List<Product>>(`/products?limit=2&starting_after=${newest[3]}`);
    expect(page3.body.data.map((p) => p.id)).toEqual([newest[4]]);
    expect(page3.body.has_more).toBe(false);
    const back = await client.get<List<Product>>(`/products?limit=2&ending_before=${newest[2]}`);
    expect(back.body.data.map((p) => p.id)).toEqual([newest[0], newest[1]]);
    expect(back.body.has_more).toBe(false);
  });

  it("answers 404 for another account's product and never changes it", async () => {
    const other = new ApiClient(stack.baseUrl, (await stack.createAccount('Other')).apiKey);
    const theirs = (await other.post<Product>('/products', { name: 'Theirs', image_url })).body;
    expect((await api.get(`/products/${theirs.id}`)).status).toBe(404);
    expect((await api.patch(`/products/${theirs.id}`, { name: 'Mine now' })).status).toBe(404);
    expect((await api.delete(`/products/${theirs.id}`)).status).toBe(404);
    expect((await other.get<Product>(`/products/${theirs.id}`)).body.name).toBe('Theirs');
  });

  describe('bad input gets the contract error and changes nothing', () => {
    const cases: Array<[string, unknown, number, string, string | undefined]> = [
      ['a missing name', { image_url }, 400, 'parameter_missing', 'name'],
      ['a missing image_url', { name: 'Mug' }, 400, 'parameter_missing', 'image_url'],
      ['an unknown field', { name: 'Mug', image_url, colour: 'red' }, 400, 'parameter_unknown', 'colour'],
      ['a price that is not an object', { name: 'Mug', image_url, price: 3 }, 400, 'parameter_invalid', 'price'],
      [
        'a price without an amount',
        { name: 'Mug', image_url, price: { currency: 'eur' } },
        400,
        'parameter_missing',
        'price.amount',
      ],
      [
        'a fractional price amount',
        { name: 'Mug', image_url, price: { amount: 19.9, currency: 'eur' } },
        400,
        'parameter_invalid',
        'price.amount',
      ],
      [
        'a negative price amount',
        { name: 'Mug', image_url, price: { amount: -1, currency: 'eur' } },
        400,
        'parameter_invalid',
        'price.amount',
      ],
      [
        'an uppercase currency',
        { name: 'Mug', image_url, price: { amount: 1990, currency: 'EUR' } },
        400,
        'parameter_invalid',
        'price.currency',
      ],
      [
        'an unknown currency',
        { name: 'Mug', image_url, price: { amount: 1990, currency: 'abc' } },
        400,
        'parameter_invalid',
        'price.currency',
      ],
      [
        'an unknown price field',
        { name: 'Mug', image_url, price: { amount: 1990, currency: 'eur', tax: 0 } },
        400,
        'parameter_unknown',
        'price.tax',
      ],
      ['a name of the wrong type', { name: 42, image_url }, 400, 'parameter_invalid', 'name'],
      ['an empty name', { name: '', image_url }, 400, 'parameter_invalid', 'name'],
      ['a blank name', { name: '   ', image_url }, 400, 'parameter_invalid', 'name'],
      ['a name over 200 characters', { name: 'x'.repeat(201), image_url }, 400, 'parameter_invalid', 'name'],
      [
        'a description over 5000 characters',
        { name: 'Mug', description: 'x'.repeat(5001), image_url },
        400,
        'parameter_invalid',
        'description',
      ],
      [
        'an ftp image_url',
        { name: 'Mug', image_url: 'ftp://example.com/a.png' },
        400,
        'parameter_invalid',
        'image_url',
      ],
      ['a relative image_url', { name: 'Mug', image_url: '/a.png' }, 400, 'parameter_invalid', 'image_url'],
      [
        'an image_url with credentials',
        { name: 'Mug', image_url: 'https://u:p@example.com/a.png' },
        400,
        'parameter_invalid',
        'image_url',
      ],
      [
        'an image_url over 2048 characters',
        { name: 'Mug', image_url: `https://example.com/${'a'.repeat(2048)}` },
        400,
        'parameter_invalid',
        'image_url',
      ],
      ['a JSON array body', [1], 400, 'parameter_invalid', undefined],
    ];

    it.each(cases)('POST with %s', async (_label, body, status, code, param) => {
      const client = new ApiClient(stack.baseUrl, (await stack.createAccount()).apiKey);
      const response = await client.post<ErrorBody>('/products', body);
      expect(response.status).toBe(status);
      expect(response.body.error).toMatchObject({ type: 'invalid_request_error', code, message: expect.any(String) });
      expect(response.body.error.param).toBe(param);
      expect((await client.get<List<Product>>('/products')).body.data).toEqual([]);
    });

    it('malformed JSON is a 400 invalid_json', async () => {
      const response = await api.raw<ErrorBody>('POST', '/products', '{"name": ', {
        'content-type': 'application/json',
      });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('invalid_json');
    });

    it('a body that is not JSON is a 415', async () => {
      const response = await api.raw<ErrorBody>('POST', '/products', 'name=Mug', {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(response.status).toBe(415);
      expect(response.body.error).toMatchObject({ type: 'invalid_request_error', code: 'unsupported_media_type' });
    });

    it('a body over 1 MiB is a 413', async () => {
      const body = JSON.stringify({ name: 'x'.repeat(1024 * 1024), image_url });
      const response = await api.raw<ErrorBody>('POST', '/products', body, { 'content-type': 'application/json' });
      expect(response.status).toBe(413);
      expect(response.body.error).toMatchObject({ type: 'invalid_request_error', code: 'body_too_large' });
    });

    it('a PATCH with an unknown field or a bad value changes nothing', async () => {
      const product = (await api.post<Product>('/products', { name: 'Keep', image_url })).body;
      expect((await api.patch<ErrorBody>(`/products/${product.id}`, { colour: 'red' })).body.error.param).toBe(
        'colour',
      );
      expect((await api.patch<ErrorBody>(`/products/${product.id}`, { name: null })).body.error.param).toBe('name');
      expect((await api.get<Product>(`/products/${product.id}`)).body).toEqual(product);
    });

    it.each([
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=ten', 'limit'],
      ['starting_after=prod_01NOSUCHPRODUCT0000000000', 'starting_after'],
      ['ending_before=prod_01NOSUCHPRODUCT0000000000', 'ending_before'],
      ['starting_after=a&ending_before=b', 'ending_before'],
      ['sort=name', 'sort'],
    ])('GET /products?%s is a 400 naming %s', async (query, param) => {
      const response = await api.get<ErrorBody>(`/products?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({ type: 'invalid_request_error', param });
    });
  });

  describe('authentication', () => {
    it.each([
      ['no Authorization header', {}],
      ['an unknown key', { authorization: 'Bearer rs_live_unknown' }],
      ['a malformed header', { authorization: 'Basic abc' }],
    ])('refuses %s with 401', async (_label, headers) => {
      const response = await new ApiClient(stack.baseUrl).get<ErrorBody>('/products', headers);
      expect(response.status).toBe(401);
      expect(response.body.error.type).toBe('authentication_error');
    });

    it('refuses the admin API without the admin token', async () => {
      const response = await api.post<ErrorBody>('/admin/accounts', { name: 'Sneaky' });
      expect(response.status).toBe(401);
    });
  });

  describe('idempotency', () => {
    it('replays the first response for a repeated key and creates nothing twice', async () => {
      const client = new ApiClient(stack.baseUrl, (await stack.createAccount()).apiKey);
      const headers = { 'idempotency-key': 'create-mug-1' };
      const first = await client.post<Product>('/products', { name: 'Mug', image_url }, headers);
      const again = await client.post<Product>('/products', { name: 'Mug', image_url }, headers);
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect((await client.get<List<Product>>('/products')).body.data).toHaveLength(1);
    });

    it('answers 409 when the key is reused with another body', async () => {
      const headers = { 'idempotency-key': 'reused-key' };
      await api.post('/products', { name: 'One', image_url }, headers);
      const conflict = await api.post<ErrorBody>('/products', { name: 'Two', image_url }, headers);
      expect(conflict.status).toBe(409);
      expect(conflict.body.error.type).toBe('idempotency_error');
    });

    it('lets the same key be retried after a request that failed validation', async () => {
      const headers = { 'idempotency-key': 'fix-and-retry' };
      expect((await api.post('/products', { name: 'Mug' }, headers)).status).toBe(400);
      expect((await api.post('/products', { name: 'Mug', image_url }, headers)).status).toBe(201);
    });

    it('runs concurrent requests with one key once', async () => {
      const client = new ApiClient(stack.baseUrl, (await stack.createAccount()).apiKey);
      const headers = { 'idempotency-key': 'race' };
      const responses = await Promise.all(
        Array.from({ length: 8 }, () => client.post('/products', { name: 'Race', image_url }, headers)),
      );
      expect(responses.filter((response) => response.status === 201).length).toBeGreaterThanOrEqual(1);
      expect(responses.every((response) => response.status === 201 || response.status === 409)).toBe(true);
      expect((await client.get<List<Product>>('/products')).body.data).toHaveLength(1);
    });
  });

  it('puts a Request-Id on every response and keeps a client-supplied one', async () => {
    expect((await api.get('/products')).headers.get('request-id')).toMatch(/^req_/);
    expect((await api.get('/nope')).headers.get('request-id')).toMatch(/^req_/);
    expect((await api.get('/products', { 'x-request-id': 'client-trace-42' })).headers.get('request-id')).toBe(
      'client-trace-42',
    );
  });

  it('answers an unknown route with a 404 in the contract format', async () => {
    const response = await api.get<ErrorBody>('/unknown');
    expect(response.status).toBe(404);
    expect(response.body.error.type).toBe('not_found');
  });
});
