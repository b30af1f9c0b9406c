import type { Product, Reelsmith } from '@reelsmith/sdk';
import { ApiClient, TestFileServer, sharedStack, type ErrorBody, type TestStack } from '@reelsmith/testing';

interface ProductSync {
  id: string;
  status: 'completed';
  format: string;
  url: string | null;
  created_at: string;
  completed_at: string;
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  errors: Array<{ row: number; column: string | null; code: string; message: string }>;
  product_ids_changed: string[];
}

const CDN = 'https://cdn.example';
const csvFeed = (mugPrice = '19.99 USD') =>
  [
    'id,title,description,link,image_link,additional_image_link,price,sale_price,brand,availability',
    `MUG-1,Mug,"Stoneware, 350 ml",https://shop.example/mug,${CDN}/mug.jpg,"${CDN}/mug-2.jpg,${CDN}/w_100,h_100/mug-3.jpg",${mugPrice},,Nord,in stock`,
    `TEE-1,Tee,,https://shop.example/tee,${CDN}/tee.jpg,,25.00 EUR,19.00 EUR,Nord,in stock`,
    `BAD-1,Bad price,,,${CDN}/bad.jpg,,lots,,,`,
    `NO-TITLE,,,,${CDN}/x.jpg,,1.00 USD,,,`,
    `MUG-1,Mug again,,,${CDN}/mug.jpg,,1.00 USD,,,`,
    `BAD-2,Bad image,,,ftp://cdn.example/a.jpg,,,,,`,
    `YEN-1,Lamp,,,${CDN}/lamp.jpg,,1990 JPY,,,`,
  ].join('\n');

describe('POST /v1/products/sync: catalog feeds', () => {
  let stack: TestStack;
  let api: ApiClient;
  let stranger: ApiClient;
  let shop: TestFileServer;
  let sdk: Reelsmith;

  const sync = (body: string | Buffer, contentType: string, client = api, query = '', headers = {}) =>
    client.raw<ProductSync>('POST', `/products/sync${query}`, body, { 'content-type': contentType, ...headers });
  const products = async (client = api) => (await client.get<{ data: Product[] }>('/products?limit=100')).body.data;
  const byExternalId = async (externalId: string, client = api) =>
    (await products(client)).find((product) => product.external_id === externalId)!;

  beforeAll(async () => {
    stack = sharedStack();
    const account = await stack.createAccount('Feeds');
    api = new ApiClient(stack.baseUrl, account.apiKey);
    sdk = stack.client(account.apiKey);
    stranger = new ApiClient(stack.baseUrl, (await stack.createAccount('Other shop')).apiKey);
    shop = await TestFileServer.start({
      // Shops serve feeds under any type: the content tells the format.
      '/feed.csv': { body: csvFeed(), contentType: 'application/octet-stream' },
      '/products.json': {
        body: JSON.stringify({
          products: [
            {
              id: 1,
              title: 'Sock',
              handle: 'sock',
              vendor: 'Knit',
              images: [{ src: `${CDN}/sock.jpg` }],
              variants: [{ price: '4.50' }],
            },
          ],
        }),
        contentType: 'application/json',
      },
    });
  });

  afterAll(async () => {
    await stack?.dispose();
    await shop?.stop();
  });

  it('creates products from a CSV feed, reporting each bad row by row, column and code', async () => {
    const response = await sync(csvFeed(), 'text/csv');
    expect(response.status).toBe(200);
    const result = response.body;
    expect(result).toMatchObject({
      id: expect.stringMatching(/^sync_/),
      rows: 7,
      created: 3,
      updated: 0,
      unchanged: 0,
      failed: 4,
    });
    expect(result.errors.map(({ row, column, code }) => ({ row, column, code }))).toEqual([
      { row: 3, column: 'price', code: 'invalid_price' },
      { row: 4, column: 'title', code: 'missing_field' },
      { row: 5, column: 'id', code: 'duplicate_external_id' },
      { row: 6, column: 'image_link', code: 'invalid_url' },
    ]);
    expect(result.product_ids_changed).toHaveLength(3);

    const mug = await byExternalId('MUG-1');
    expect(mug).toMatchObject({
      name: 'Mug',
      description: 'Stoneware, 350 ml',
      image_url: `${CDN}/mug.jpg`,
      // A comma inside a URL does not split the list.
      images: [`${CDN}/mug.jpg`, `${CDN}/mug-2.jpg`, `${CDN}/w_100,h_100/mug-3.jpg`],
      price: { amount: 1999, currency: 'usd' },
      brand: 'Nord',
      source_url: 'https://shop.example/mug',
    });
    // The sale price is what a shopper pays now.
    expect((await byExternalId('TEE-1')).price).toEqual({ amount: 1900, currency: 'eur' });
    expect((await byExternalId('YEN-1')).price).toEqual({ amount: 1990, currency: 'jpy' });
    expect(result.product_ids_changed).toContain(mug.id);
  });

  it('changes nothing on an unchanged re-sync, and only the product whose price changed', async () => {
    const before = await byExternalId('MUG-1');
    const again = (await sync(csvFeed(), 'text/csv')).body;
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 3, failed: 4, product_ids_changed: [] });
    expect((await byExternalId('MUG-1')).updated_at).toBe(before.updated_at);

    const repriced = (await sync(csvFeed('17.50 USD'), 'text/csv')).body;
    expect(repriced).toMatchObject({ created: 0, updated: 1, unchanged: 2, product_ids_changed: [before.id] });
    const after = await byExternalId('MUG-1');
    expect(after.price).toEqual({ amount: 1750, currency: 'usd' });
    expect(after.updated_at > before.updated_at).toBe(true);
    expect(after.created_at).toBe(before.created_at);
  });

  it('reads a Merchant Center TSV with spaced headers, RSS and Atom with g: fields', async () => {
    const tsv = ['id\ttitle\timage link\tprice\tbrand', `TSV-1\tTsv lamp\t${CDN}/t.jpg\t12.00 GBP\tLux`].join('\r\n');
    // Through the SDK, as a client would send it.
    expect(await sdk.products.sync(tsv, 'text/tab-separated-values')).toMatchObject({ rows: 1, created: 1, failed: 0 });
    expect(await byExternalId('TSV-1')).toMatchObject({ name: 'Tsv lamp', price: { amount: 1200, currency: 'gbp' } });

    const rss = `<?xml version="1.0"?>
      <rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>Shop</title>
        <item><g:id>RSS-1</g:id><title>Bowl &amp; Lid &#8211; large</title><link>https://shop.example/bowl</link>
          <g:image_link>${CDN}/bowl.jpg</g:image_link>
          <g:additional_image_link>${CDN}/bowl-2.jpg</g:additional_image_link>
          <g:additional_image_link>${CDN}/bowl-3.jpg</g:additional_image_link>
          <g:price>9.90 EUR</g:price><g:brand><![CDATA[Töpferei]]></g:brand></item>
        <item><g:id>RSS-2</g:id><title>No image</title></item>
      </channel></rss>`;
    const rssResult = (await sync(rss, 'application/xml')).body;
    expect(rssResult).toMatchObject({ rows: 2, created: 1, failed: 1 });
    expect(rssResult.errors[0]).toMatchObject({ row: 2, column: 'g:image_link', code: 'missing_field' });
    expect(await byExternalId('RSS-1')).toMatchObject({
      name: 'Bowl & Lid – large',
      images: [`${CDN}/bowl.jpg`, `${CDN}/bowl-2.jpg`, `${CDN}/bowl-3.jpg`],
      brand: 'Töpferei',
      source_url: 'https://shop.example/bowl',
    });

    const atom = `<?xml version="1.0"?>
      <feed xmlns="http://www.w3.org/2005/Atom" xmlns:g="http://base.google.com/ns/1.0"><title>Shop</title>
        <entry><g:id>ATOM-1</g:id><title type="text">Vase</title><link rel="alternate" href="https://shop.example/vase"/>
          <summary>Tall</summary><g:description>Tall glass vase</g:description>
          <g:image_link>${CDN}/vase.jpg</g:image_link><g:price>30 USD</g:price></entry>
      </feed>`;
    expect((await sync(atom, 'application/xml')).body).toMatchObject({ rows: 1, created: 1, failed: 0 });
    expect(await byExternalId('ATOM-1')).toMatchObject({
      name: 'Vase',
      description: 'Tall glass vase',
      source_url: 'https://shop.example/vase',
      price: { amount: 3000, currency: 'usd' },
    });
  });

  it('reads a Shopify products.json uploaded (with ?currency=) or by URL, where the handle makes the page', async () => {
    const shopify = JSON.stringify({
      products: [
        {
          id: 632910392,
          title: 'IPod Nano',
          body_html: '<p>It&#39;s the <strong>small</strong> iPod.</p><p>Now in colour.</p>',
          vendor: 'Apple',
          handle: 'ipod-nano',
          variants: [{ price: '199.00' }, { price: '249.00' }],
          images: [{ src: `${CDN}/ipod.png` }, { src: `${CDN}/ipod-2.png` }],
        },
        'not a product',
      ],
    });
    const refused = await sync(shopify, 'application/json');
    expect(refused.status).toBe(400);
    expect((refused.body as unknown as ErrorBody).error).toMatchObject({
      code: 'parameter_missing',
      param: 'currency',
    });

    const uploaded = (await sync(shopify, 'application/json', api, '?currency=usd')).body;
    expect(uploaded).toMatchObject({ rows: 2, created: 1, failed: 1 });
    expect(uploaded.errors[0]).toMatchObject({ row: 2, column: null, code: 'malformed_row' });
    expect(await byExternalId('632910392')).toMatchObject({
      name: 'IPod Nano',
      description: "It's the small iPod. Now in colour.",
      brand: 'Apple',
      images: [`${CDN}/ipod.png`, `${CDN}/ipod-2.png`],
      price: { amount: 19900, currency: 'usd' },
      source_url: null,
    });

    const fetched = await api.post<ProductSync>('/products/sync?currency=eur', {
      url: `${shop.baseUrl}/products.json`,
    });
    expect(fetched.body).toMatchObject({ created: 1, failed: 0 });
    expect(await byExternalId('1')).toMatchObject({ brand: 'Knit', source_url: `${shop.baseUrl}/products/sock` });
  });

  it('fetches a feed by URL, and keeps each account’s external ids its own', async () => {
    const fetched = await stranger.post<ProductSync>('/products/sync', { url: `${shop.baseUrl}/feed.csv` });
    expect(fetched.status).toBe(200);
    expect(fetched.body).toMatchObject({ created: 3, updated: 0, failed: 4 });
    const theirs = await byExternalId('MUG-1', stranger);
    const mine = await byExternalId('MUG-1');
    expect(theirs.id).not.toBe(mine.id);
    expect(mine.price).toEqual({ amount: 1750, currency: 'usd' });

    const missing = await api.post('/products/sync', { url: `${shop.baseUrl}/nothing.csv` });
    expect(missing.status).toBe(400);
    expect((missing.body as ErrorBody).error).toMatchObject({ code: 'url_unreachable', param: 'url' });
    const notUrl = await api.post('/products/sync', { url: 'ftp://shop.example/feed.csv' });
    expect((notUrl.body as ErrorBody).error).toMatchObject({ code: 'parameter_invalid', param: 'url' });
  });

  it('refuses feeds that cannot be read, external entities and entity bombs, changing nothing', async () => {
    const before = (await products()).length;
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lolololololololololol">
      <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
      <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
      <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
      <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">]>
      <rss><channel><item><g:id>BOMB</g:id><title>&lol5;</title><g:image_link>${CDN}/b.jpg</g:image_link></item></channel></rss>`;
    // Nothing a DOCTYPE declares is expanded: a feed using an entity of its own, a bomb with it, is refused.
    const bombed = await sync(bomb, 'application/xml');
    expect(bombed.status).toBe(400);
    expect((bombed.body as unknown as ErrorBody).error.code).toBe('feed_invalid');

    const external = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>
      <rss><channel><item><g:id>XXE</g:id><title>&x;</title><g:image_link>${CDN}/b.jpg</g:image_link></item></channel></rss>`;
    const xxe = await sync(external, 'application/xml');
    expect(xxe.status).toBe(400);
    expect((xxe.body as unknown as ErrorBody).error.code).toBe('feed_invalid');

    for (const [body, type] of [
      ['<rss><channel><item>', 'application/xml'],
      ['<html><body>hi</body></html>', 'application/xml'],
      ['{"products": 3}', 'application/json'],
      ['{not json', 'application/json'],
    ]) {
      const response = await sync(body!, type!, api, '?currency=usd');
      expect(response.status).toBe(400);
    }
    const semicolons = await sync(`id;title;image_link\nS-1;Mug;${CDN}/m.jpg`, 'text/csv');
    expect((semicolons.body as unknown as ErrorBody).error).toMatchObject({ code: 'feed_invalid' });
    const unsupported = await sync('a,b', 'text/plain');
    expect(unsupported.status).toBe(415);
    expect((await products()).length).toBe(before);
  });

  it('streams large XML and Shopify feeds with every row error in place, and reads the sync back', async () => {
    const { apiKey } = await stack.createAccount('Large feeds');
    const shopper = new ApiClient(stack.baseUrl, apiKey);
    const items = Array.from({ length: 5_000 }, (_, index) => {
      const row = index + 1;
      const price = row % 1_000 === 0 ? 'lots' : `${(row % 90) + 10}.00 USD`;
      const image = row === 2_500 ? '' : `<g:image_link>${CDN}/bulk/${row}.jpg</g:image_link>`;
      // An entity XML does not define refuses its item only.
      const title = row === 4_500 ? 'Caf&eacute;' : `Bulk ${row}`;
      return `<item><g:id>BULK-${row}</g:id><title>${title}</title>${image}<g:price>${price}</g:price></item>`;
    });
    items.push(`<item><g:id>BULK-1</g:id><title>Again</title><g:image_link>${CDN}/a.jpg</g:image_link></item>`);
    const rss = `<rss xmlns:g="http://base.google.com/ns/1.0"><channel>${items.join('\n')}</channel></rss>`;
    const xml = await sync(rss, 'application/xml', shopper);
    expect(xml.body).toMatchObject({ status: 'completed', format: 'xml', rows: 5_001, created: 4_993, failed: 8 });
    expect(xml.body.errors.map(({ row, column, code }) => `${row} ${column} ${code}`)).toEqual([
      '1000 g:price invalid_price',
      '2000 g:price invalid_price',
      '2500 g:image_link missing_field',
      '3000 g:price invalid_price',
      '4000 g:price invalid_price',
      '4500 null malformed_row',
      '5000 g:price invalid_price',
      '5001 g:id duplicate_external_id',
    ]);

    // Over the 1 MiB of a JSON body: only a products.json can be that large, and it is streamed.
    const shopify = {
      products: Array.from({ length: 3_000 }, (_, index) =>
        index === 1_499
          ? 'not a product'
          : {
              id: index + 1,
              title: index === 2_999 ? '' : `Shopify ${index + 1}`,
              body_html: `<p>${'Soft and warm. '.repeat(30)}</p>`,
              images: [{ src: `${CDN}/s/${index + 1}.jpg` }],
              variants: [{ price: '9.50' }],
            },
      ),
    };
    const json = JSON.stringify(shopify);
    expect(json.length).toBeGreaterThan(1024 * 1024);
    const fromShopify = await sync(json, 'application/json', shopper, '?currency=usd');
    expect(fromShopify.body).toMatchObject({ format: 'shopify', rows: 3_000, created: 2_998, failed: 2 });
    expect(fromShopify.body.errors.map(({ row, column, code }) => `${row} ${column} ${code}`)).toEqual([
      '1500 null malformed_row',
      '3000 title missing_field',
    ]);

    const { product_ids_changed: changed, ...answered } = xml.body;
    const readBack = await stack.client(apiKey).products.retrieveSync(xml.body.id);
    expect(readBack).toEqual({ ...answered, product_ids_changed: [...changed].sort() });
    expect(readBack.completed_at >= readBack.created_at).toBe(true);
    const listed = await shopper.get<{ data: ProductSync[]; has_more: boolean }>('/products/syncs?limit=1');
    expect(listed.body).toEqual({
      data: [fromShopify.body].map(({ product_ids_changed: _, ...summary }) => summary),
      has_more: true,
    });
    const theirs = await api.get(`/products/syncs/${xml.body.id}`);
    expect(theirs.status).toBe(404);
    expect((theirs.body as ErrorBody).error.code).toBe('resource_missing');
  });

  it('takes a feed over the 20 MB of other uploads', async () => {
    // A long comment is the cheapest bulk to parse.
    const item = `<item><g:id>BIG-1</g:id><title>Big</title><g:image_link>${CDN}/big.jpg</g:image_link></item>`;
    const large = Buffer.concat([
      Buffer.from('<rss><channel><!-- '),
      Buffer.alloc(21 * 1024 * 1024, 'x'),
      Buffer.from(` -->${item}</channel></rss>`),
    ]);
    const response = await sync(large, 'application/xml');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ rows: 1, created: 1 });
  });

  it('replays a sync under the same Idempotency-Key', async () => {
    const feed = ['id,title,image_link', `IDEM-1,Cup,${CDN}/cup.jpg`].join('\n');
    const headers = { 'idempotency-key': 'feed-sync-1' };
    const first = await sync(feed, 'text/csv', api, '', headers);
    const second = await sync(feed, 'text/csv', api, '', headers);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const other = await sync(`${feed}\n`, 'text/csv', api, '', headers);
    expect(other.status).toBe(409);
  });
});

describe('products with several images, an external id and a brand', () => {
  let stack: TestStack;
  let api: ApiClient;

  beforeAll(async () => {
    stack = sharedStack();
    api = new ApiClient(stack.baseUrl, (await stack.createAccount('Images')).apiKey);
  });
  afterAll(() => stack?.dispose());

  it('keeps image_url as images[0], and an external id unique in the account', async () => {
    const created = await api.post<Product>('/products', {
      name: 'Jug',
      images: [`${CDN}/jug.jpg`, `${CDN}/jug-2.jpg`],
      external_id: 'JUG-1',
      brand: 'Nord',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ image_url: `${CDN}/jug.jpg`, images: [`${CDN}/jug.jpg`, `${CDN}/jug-2.jpg`] });

    const single = await api.post<Product>('/products', { name: 'Cup', image_url: `${CDN}/cup.jpg` });
    expect(single.body).toMatchObject({ images: [`${CDN}/cup.jpg`], external_id: null, brand: null });

    const taken = await api.post('/products', { name: 'Jug 2', image_url: `${CDN}/j.jpg`, external_id: 'JUG-1' });
    expect(taken.status).toBe(400);
    expect((taken.body as ErrorBody).error).toMatchObject({ code: 'external_id_taken', param: 'external_id' });
    const takenByPatch = await api.patch(`/products/${single.body.id}`, { external_id: 'JUG-1' });
    expect((takenByPatch.body as ErrorBody).error).toMatchObject({ code: 'external_id_taken' });

    const disagreeing = await api.post('/products', { name: 'X', image_url: `${CDN}/a.jpg`, images: [`${CDN}/b.jpg`] });
    expect((disagreeing.body as ErrorBody).error).toMatchObject({ code: 'parameter_invalid', param: 'image_url' });
    const none = await api.post('/products', { name: 'X' });
    expect((none.body as ErrorBody).error).toMatchObject({ param: 'image_url' });
    const eleven = await api.post('/products', {
      name: 'X',
      images: Array.from({ length: 11 }, (_, index) => `${CDN}/${index}.jpg`),
    });
    expect((eleven.body as ErrorBody).error).toMatchObject({ param: 'images' });

    const mainReplaced = await api.patch<Product>(`/products/${created.body.id}`, { image_url: `${CDN}/jug-new.jpg` });
    expect(mainReplaced.body.images).toEqual([`${CDN}/jug-new.jpg`, `${CDN}/jug-2.jpg`]);
    const allReplaced = await api.patch<Product>(`/products/${created.body.id}`, {
      images: [`${CDN}/z.jpg`],
      brand: null,
    });
    expect(allReplaced.body).toMatchObject({ image_url: `${CDN}/z.jpg`, images: [`${CDN}/z.jpg`], brand: null });
  });
});
