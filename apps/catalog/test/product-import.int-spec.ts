import { readFileSync } from 'node:fs';
import { ServiceError } from '@reelsmith/contracts';
import { TestFileServer, freePort } from '@reelsmith/testing';
import { fetchProductPage } from '../src/products/import/product-page.fetcher.js';
import { CatalogHarness } from './catalog-harness.js';

const ACCOUNT = 'acct_01TESTIMPORT00000000000001';
const html = 'text/html; charset=utf-8';
const head = '<title>Nested mug</title><meta property="og:image" content="/nested.jpg">';
const fixture = (name: string) => readFileSync(new URL(`./fixtures/product-pages/${name}`, import.meta.url), 'utf8');

describe('catalog product import over NATS', () => {
  let harness: CatalogHarness;
  let shop: TestFileServer;
  const hanging = new Set<() => void>();

  beforeAll(async () => {
    shop = await TestFileServer.start({
      '/shopify': { body: fixture('shopify.html'), contentType: html },
      '/woocommerce': { body: fixture('woocommerce.html'), contentType: html },
      '/magento': { body: fixture('magento.html'), contentType: html },
      '/shop/bowl': {
        body: '<title>Bowl</title><img src="img/bowl.jpg" width="800" height="800">',
        contentType: html,
      },
      '/latin1': {
        body: Buffer.from('<title>Caf\u00e9 cr\u00e8me</title><meta property="og:image" content="/c.jpg">', 'latin1'),
        contentType: 'text/html; charset=windows-1252',
      },
      '/hop/1': (_request, response) => response.writeHead(301, { location: '/hop/2' }).end(),
      '/hop/2': (_request, response) => response.writeHead(302, { location: '/hop/3' }).end(),
      '/hop/3': (_request, response, base) => response.writeHead(307, { location: `${base}/shop/bowl` }).end(),
      '/hop/0': (_request, response) => response.writeHead(301, { location: '/hop/1' }).end(),
      '/missing': (_request, response) => response.writeHead(404, { 'content-type': html }).end('<title>Gone</title>'),
      '/picture': { body: Buffer.from([0x89, 0x50, 0x4e, 0x47]), contentType: 'image/png' },
      '/no-image': { body: '<title>Nothing to see</title><p>Soon.</p>', contentType: html },
      // 25 KB of 5,000 nested elements, which overflowed the stack of a recursive walk.
      '/nested': { body: `${head}${'<div>'.repeat(5_000)}`, contentType: html },
      '/huge': { body: `<title>Huge</title>${'<p>filler</p>'.repeat(200_000)}`, contentType: html },
      // Answers the headers and then never finishes the body.
      '/slow': (_request, response) => {
        response.writeHead(200, { 'content-type': html });
        response.write('<title>Slow');
        hanging.add(() => response.end());
      },
    });
    harness = await CatalogHarness.start({ ALLOW_PRIVATE_URLS: 'true', PRODUCT_IMPORT_TIMEOUT_SECONDS: '2' });
  });

  afterAll(async () => {
    hanging.forEach((finish) => finish());
    await harness?.stop();
    await shop?.stop();
  });

  const importPage = (path: string) =>
    harness.bus.request(
      'catalog.import_product',
      { account_id: ACCOUNT, url: `${shop.baseUrl}${path}` },
      {
        timeoutMs: 25_000,
      },
    );

  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (reason: unknown) => reason,
    );

  it.each([
    ['Shopify', '/shopify', 'Keramik-Tasse „Nord“', { amount: 1990, currency: 'eur' }],
    ['WooCommerce', '/woocommerce', 'Merino Hoodie – Blue', { amount: 8900, currency: 'gbp' }],
    ['Magento', '/magento', 'Joust Duffle Bag & Strap', { amount: 129950, currency: 'usd' }],
  ])('imports a %s product page and keeps its address', async (_platform, path, name, price) => {
    const product = await importPage(path);
    expect(product).toMatchObject({ name, price, source_url: `${shop.baseUrl}${path}` });
    expect(product.id).toMatch(/^prod_/);
    expect(product.image_url).toMatch(/^https?:\/\//);
    await expect(harness.bus.request('catalog.get_product', { account_id: ACCOUNT, id: product.id })).resolves.toEqual(
      product,
    );
  });

  it('imports a page of 5,000 nested elements instead of overflowing the stack', async () => {
    expect(await importPage('/nested')).toMatchObject({ name: 'Nested mug', image_url: `${shop.baseUrl}/nested.jpg` });
  });

  it('creates one product per idempotency key, however often the import is repeated', async () => {
    const command = { account_id: ACCOUNT, url: `${shop.baseUrl}/magento`, idempotency_key: 'import-once' };
    const first = await harness.bus.request('catalog.import_product', command, { timeoutMs: 25_000 });
    const again = await harness.bus.request('catalog.import_product', command, { timeoutMs: 25_000 });
    expect(again).toEqual(first);
  });

  it('follows up to three redirects and resolves relative URLs against the page it lands on', async () => {
    const product = await importPage('/hop/1');
    expect(product).toMatchObject({
      name: 'Bowl',
      image_url: `${shop.baseUrl}/shop/img/bowl.jpg`,
      source_url: `${shop.baseUrl}/hop/1`,
    });
  });

  it('decodes the page in the charset it is served in', async () => {
    expect(await importPage('/latin1')).toMatchObject({ name: 'Café crème', image_url: `${shop.baseUrl}/c.jpg` });
  });

  it.each([
    ['four redirects', '/hop/0', /redirects more than 3 times/],
    ['an HTTP error', '/missing', /HTTP 404/],
    ['a page over 2 MB', '/huge', /larger than 2 MB/],
    ['a page that never finishes', '/slow', /longer than 2 seconds/],
  ])('answers url_unreachable for %s', async (_label, path, message) => {
    const error = await failureOf(importPage(path));
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ code: 'url_unreachable', param: 'url', message: expect.stringMatching(message) });
  });

  it('answers url_unreachable when nothing listens at the address', async () => {
    const url = `http://127.0.0.1:${await freePort()}/product`;
    const error = await failureOf(harness.bus.request('catalog.import_product', { account_id: ACCOUNT, url }));
    expect(error).toMatchObject({ code: 'url_unreachable', param: 'url' });
  });

  it.each([
    ['a picture instead of a page', '/picture'],
    ['a page without a usable image', '/no-image'],
  ])('answers product_not_found for %s', async (_label, path) => {
    expect(await failureOf(importPage(path))).toMatchObject({ code: 'product_not_found', param: 'url' });
  });

  it('creates nothing when an import fails', async () => {
    const before = await harness.bus.request('catalog.list_products', { account_id: ACCOUNT, limit: 100 });
    await failureOf(importPage('/no-image'));
    const after = await harness.bus.request('catalog.list_products', { account_id: ACCOUNT, limit: 100 });
    expect(after.data).toEqual(before.data);
  });

  it('refuses private and local addresses unless the operator allows them', async () => {
    const options = { timeoutMs: 5_000, allowPrivate: false };
    await expect(fetchProductPage(`${shop.baseUrl}/shopify`, options)).rejects.toMatchObject({
      code: 'url_unreachable',
      message: expect.stringMatching(/private or local network/),
    });
    await expect(fetchProductPage('http://localhost:1/shop', options)).rejects.toMatchObject({
      code: 'url_unreachable',
    });
  });
});
