import { readFileSync } from 'node:fs';
import {
  ApiClient,
  TestFileServer,
  TestStack,
  testPicture,
  waitForVideo,
  type ErrorBody,
  type List,
  type Product,
  type Template,
  type Video,
} from '@reelsmith/testing';

const fixture = (name: string) =>
  readFileSync(new URL(`../../apps/catalog/test/fixtures/product-pages/${name}`, import.meta.url), 'utf8');

describe('from a shop’s product page to a priced video', () => {
  let stack: TestStack;
  let shop: TestFileServer;
  let api: ApiClient;
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
    stack = await TestStack.start();
    const account = await stack.createAccount('Kaffeerösterei Nord', 'de');
    accountId = account.id;
    api = new ApiClient(stack.baseUrl, account.apiKey);
  });

  afterAll(async () => {
    await stack?.dispose();
    await shop?.stop();
  });

  it('imports the page once per Idempotency-Key and makes a German video showing its price', async () => {
    const url = `${shop.baseUrl}/products/keramik-tasse-nord`;
    const headers = { 'idempotency-key': 'import-tasse-nord' };
    const imported = await api.post<Product>('/products/import', { url }, headers);
    expect(imported.status).toBe(201);
    expect(imported.body).toMatchObject({
      id: expect.stringMatching(/^prod_/),
      name: 'Keramik-Tasse „Nord“',
      image_url: `${shop.baseUrl}/cdn/shop/files/tasse-nord-blau.jpg?v=1712&width=1920`,
      price: { amount: 1990, currency: 'eur' },
      source_url: url,
    });
    const again = await api.post<Product>('/products/import', { url }, headers);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(imported.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await api.get<List<Product>>('/products')).body.data).toHaveLength(1);

    const templates = (await api.get<List<Template>>('/templates?limit=100')).body.data;
    const square = templates.find((template) => template.width === template.height)!;
    const admin = new ApiClient(stack.baseUrl, stack.adminToken);
    await admin.post(`/admin/accounts/${accountId}/credits`, { amount: square.credits, description: 'e2e' });
    const created = await api.post<Video>('/videos', {
      template_id: square.id,
      product_id: imported.body.id,
      user_prompt: { headline: 'Frisch gebrüht' },
    });
    expect(created.status).toBe(202);
    // The video keeps the user_prompt as sent; the price travels with the product copy.
    expect(created.body.user_prompt).toEqual({ headline: 'Frisch gebrüht' });
    const [row] = await stack.query<{ price: unknown }>(
      'videos',
      `SELECT render_request->'product'->'price' AS price FROM videos WHERE id = $1`,
      [created.body.id],
    );
    expect(row?.price).toEqual({ amount: 1990, currency: 'eur' });
    expect(await waitForVideo(api, created.body.id)).toMatchObject({ status: 'completed', error: null });
  });

  it.each([
    ['a page that names no product', () => `${shop.baseUrl}/no-product`, 'product_not_found'],
    ['a page that is not there', () => `${shop.baseUrl}/missing`, 'url_unreachable'],
  ])('answers 400 for %s, naming url', async (_label, url, code) => {
    const response = await api.post<ErrorBody>('/products/import', { url: url() });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ type: 'invalid_request_error', code, param: 'url' });
  });

  it.each([
    [{}, 'parameter_missing', 'url'],
    [{ url: 'ftp://shop.example/p' }, 'parameter_invalid', 'url'],
    [{ url: 'https://shop.example/p', name: 'x' }, 'parameter_unknown', 'name'],
  ])('validates the body %j', async (body, code, param) => {
    const response = await api.post<ErrorBody>('/products/import', body);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code, param });
  });
});
