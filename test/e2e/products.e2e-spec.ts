import type { Product, Reelsmith } from '@reelsmith/sdk';
import { ApiClient, type TestStack, unchecked, type List, sharedStack } from '@reelsmith/testing';

const image_url = 'https://example.com/mug.png';

describe('products through the gateway', () => {
  let stack: TestStack;
  let rs: Reelsmith;

  beforeAll(async () => {
    stack = sharedStack();
    rs = stack.client((await stack.createAccount()).apiKey);
  });

  afterAll(async () => {
    await stack?.dispose();
  });

  /** An account of the test's own, for tests that count what it has. */
  const newClient = async (name?: string) => stack.client((await stack.createAccount(name)).apiKey);

  it('sets, changes and clears a price; PATCH leaves it alone when not sent', async () => {
    const created = await rs.products.create({ name: 'Teapot', image_url, price: { amount: 1990, currency: 'eur' } });
    expect(created.price).toEqual({ amount: 1990, currency: 'eur' });
    const { id } = created;

    const yen = await rs.products.update(id, { price: { amount: 1990, currency: 'jpy' } });
    expect(yen.price).toEqual({ amount: 1990, currency: 'jpy' });
    expect((await rs.products.update(id, { name: 'Pot' })).price).toEqual({ amount: 1990, currency: 'jpy' });
    await expect(rs.products.update(id, { price: { amount: 5, currency: 'yen' } })).rejects.toMatchObject({
      status: 400,
      code: 'parameter_invalid',
      param: 'price.currency',
    });

    expect((await rs.products.update(id, { price: null })).price).toBeNull();
    expect((await rs.products.retrieve(id)).price).toBeNull();
  });

  it("answers 404 for another account's product and never changes it", async () => {
    const other = await newClient('Other');
    const theirs = await other.products.create({ name: 'Theirs', image_url });
    const missing = { status: 404, type: 'not_found' };
    await expect(rs.products.retrieve(theirs.id)).rejects.toMatchObject(missing);
    await expect(rs.products.update(theirs.id, { name: 'Mine now' })).rejects.toMatchObject(missing);
    await expect(rs.products.delete(theirs.id)).rejects.toMatchObject(missing);
    expect((await other.products.retrieve(theirs.id)).name).toBe('Theirs');
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
      const client = await newClient();
      await expect(client.products.create(unchecked(body))).rejects.toMatchObject({
        status,
        type: 'invalid_request_error',
        code,
        param,
        message: expect.any(String),
      });
      expect((await client.products.list()).data).toEqual([]);
    });

    it('a PATCH with an unknown field or a bad value changes nothing', async () => {
      const product = await rs.products.create({ name: 'Keep', image_url });
      await expect(rs.products.update(product.id, unchecked({ colour: 'red' }))).rejects.toMatchObject({
        param: 'colour',
      });
      await expect(rs.products.update(product.id, unchecked({ name: null }))).rejects.toMatchObject({ param: 'name' });
      expect(await rs.products.retrieve(product.id)).toEqual(product);
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
      await expect(rs.products.list(unchecked(Object.fromEntries(new URLSearchParams(query))))).rejects.toMatchObject({
        status: 400,
        type: 'invalid_request_error',
        param,
      });
    });
  });

  describe('idempotency', () => {
    // The replay's Idempotent-Replayed header is HTTP: raw.
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
      const options = { idempotencyKey: 'reused-key' };
      await rs.products.create({ name: 'One', image_url }, options);
      await expect(rs.products.create({ name: 'Two', image_url }, options)).rejects.toMatchObject({
        status: 409,
        type: 'idempotency_error',
      });
    });

    it('lets the same key be retried after a request that failed validation', async () => {
      const options = { idempotencyKey: 'fix-and-retry' };
      await expect(rs.products.create(unchecked({ name: 'Mug' }), options)).rejects.toMatchObject({
        status: 400,
      });
      expect(await rs.products.create({ name: 'Mug', image_url }, options)).toMatchObject({ name: 'Mug', image_url });
    });

    // The SDK would wait out the 409s of a key in use; this test is about those answers: raw.
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
});
