import { readFileSync } from 'node:fs';
import type { Product, Reelsmith } from '@reelsmith/sdk';
import {
  ApiClient,
  TestFileServer,
  type TestStack,
  testPicture,
  unchecked,
  waitForVideo,
  sharedStack,
} from '@reelsmith/testing';

const fixture = (name: string) =>
  readFileSync(new URL(`../../apps/catalog/test/fixtures/product-pages/${name}`, import.meta.url), 'utf8');

describe('from a shop’s product page to a priced video', () => {
  let stack: TestStack;
  let shop: TestFileServer;
  let rs: Reelsmith;
  let apiKey: string;
  let accountId: string;

  beforeAll(async () => {
    const picture = { body: testPicture(640, 640), contentType: 'image/jpeg' };
    shop = await TestFileServer.start({
      // The saved Shopify page, its shop's address swapped for this server's.
      '/products/keramik-tasse-nord': (_request, response, base) =>
        response
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(
            fixture('shopify.html')
              .replaceAll('https://shop.example', base)
              .replaceAll('https:\\/\\/shop.example', base.replaceAll('/', '\\/')),
          ),
      '/cdn/shop/files/tasse-nord-blau.jpg?v=1712&width=1920': picture,
      '/no-product': { body: '<title>About us</title>', contentType: 'text/html' },
    });
    stack = sharedStack();
    const account = await stack.createAccount('Kaffeerösterei Nord', 'de');
    accountId = account.id;
    apiKey = account.apiKey;
    rs = stack.client(apiKey);
  });

  afterAll(async () => {
    await stack?.dispose();
    await shop?.stop();
  });

  it('imports the page once per Idempotency-Key and makes a German video showing its price', async () => {
    const url = `${shop.baseUrl}/products/keramik-tasse-nord`;
    const idempotencyKey = 'import-tasse-nord';
    const imported = await rs.products.import({ url }, { idempotencyKey });
    expect(imported).toMatchObject({
      id: expect.stringMatching(/^prod_/),
      name: 'Keramik-Tasse „Nord“',
      image_url: `${shop.baseUrl}/cdn/shop/files/tasse-nord-blau.jpg?v=1712&width=1920`,
      price: { amount: 1990, currency: 'eur' },
      source_url: url,
    });
    // The replay's Idempotent-Replayed header is HTTP: raw.
    const again = await new ApiClient(stack.baseUrl, apiKey).post<Product>(
      '/products/import',
      { url },
      { 'idempotency-key': idempotencyKey },
    );
    expect(again.status).toBe(201);
    expect(again.body).toEqual(imported);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await rs.products.list()).data).toHaveLength(1);

    const templates = (await rs.templates.list({ limit: 100 })).data;
    const square = templates.find((template) => template.width === template.height)!;
    await stack.grantCredits(accountId, square.credits, 'e2e');
    const created = await rs.videos.create({
      template_id: square.id,
      product_id: imported.id,
      user_prompt: { headline: 'Frisch gebrüht' },
    });
    // The video keeps the user_prompt as sent; the price travels with the product copy.
    expect(created.user_prompt).toEqual({ headline: 'Frisch gebrüht' });
    const [row] = await stack.query<{ price: unknown }>(
      'videos',
      `SELECT render_request->'product'->'price' AS price FROM videos WHERE id = $1`,
      [created.id],
    );
    expect(row?.price).toEqual({ amount: 1990, currency: 'eur' });
    expect(await waitForVideo(rs, created.id)).toMatchObject({ status: 'completed', error: null });
  });

  it.each([
    ['a page that names no product', () => `${shop.baseUrl}/no-product`, 'product_not_found'],
    ['a page that is not there', () => `${shop.baseUrl}/missing`, 'url_unreachable'],
  ])('answers 400 for %s, naming url', async (_label, url, code) => {
    await expect(rs.products.import({ url: url() })).rejects.toMatchObject({
      status: 400,
      type: 'invalid_request_error',
      code,
      param: 'url',
    });
  });

  it.each([
    [{}, 'parameter_missing', 'url'],
    [{ url: 'ftp://shop.example/p' }, 'parameter_invalid', 'url'],
    [{ url: 'https://shop.example/p', name: 'x' }, 'parameter_unknown', 'name'],
  ])('validates the body %j', async (body, code, param) => {
    await expect(rs.products.import(unchecked(body))).rejects.toMatchObject({ status: 400, code, param });
  });
});
