import { readFileSync } from 'node:fs';
import { HtmlDocument, MAX_DEPTH, MAX_ELEMENTS, decodeHtml } from './html-document.js';
import { readProductPage, toPrice } from './product-page.js';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../test/fixtures/product-pages/${name}`, import.meta.url), 'utf8');

describe(readProductPage.name, () => {
  it('reads a Shopify ProductGroup: the group’s name, the first variant’s image, the lowest variant price', async () => {
    expect(await readProductPage(fixture('shopify.html'), 'https://shop.example/products/keramik-tasse-nord')).toEqual({
      name: 'Keramik-Tasse „Nord“',
      description: 'Handgemachte Tasse aus Steinzeug, 350 ml, spülmaschinenfest. Jede Tasse ist ein Unikat.',
      // The variant's picture first, then OpenGraph's (named over https and http: once).
      images: [
        'https://shop.example/cdn/shop/files/tasse-nord-blau.jpg?v=1712&width=1920',
        'https://shop.example/cdn/shop/files/tasse-nord-og.jpg?v=1712',
      ],
      price: { amount: 1990, currency: 'eur' },
    });
  });

  it('reads a WooCommerce product from its @graph: entities decoded, HTML description as text, AggregateOffer', async () => {
    expect(await readProductPage(fixture('woocommerce.html'), 'https://woo.example/product/merino-hoodie/')).toEqual({
      name: 'Merino Hoodie – Blue',
      description: 'Soft, warm & made to last. 100% merino wool from Cumbria, knitted in Leicester.',
      images: [
        'https://woo.example/wp-content/uploads/2026/10/hoodie-blue.jpg',
        'https://woo.example/wp-content/uploads/2026/10/hoodie-blue-og.jpg',
      ],
      price: { amount: 8900, currency: 'gbp' },
    });
  });

  it('reads a Magento page from OpenGraph and product:price:*, making the image absolute', async () => {
    expect(await readProductPage(fixture('magento.html'), 'https://magento.example/joust-duffle-bag.html')).toEqual({
      name: 'Joust Duffle Bag & Strap',
      description:
        "The sporty Joust Duffle Bag can't be beat - not in the gym, not on the luggage carousel, not anywhere.",
      images: ['https://magento.example/media/catalog/product/cache/bdc1e6b1/m/b/mb01-blue-0.jpg'],
      price: { amount: 129950, currency: 'usd' },
    });
  });

  it('falls back to <title> and the largest image named in the page, against its <base>', async () => {
    expect(await readProductPage(fixture('plain.html'), 'https://pottery.example/bowl')).toEqual({
      name: 'Handmade Bowl',
      description: null,
      images: ['https://pottery.example/shop/images/bowl-large.jpg'],
      price: null,
    });
  });

  it('takes JSON-LD in arrays, typed by URL, with an image list and a priceSpecification', async () => {
    const html = `<html><head><script type="application/ld+json">
      [{"@type": "WebSite", "name": "Shop"},
       {"@type": ["http://schema.org/Product"], "name": "Lamp",
        "image": [{"@type": "ImageObject", "contentUrl": "/img/lamp.webp"}, "/img/other.jpg"],
        "offers": {"@type": "Offer", "priceSpecification": [{"@type": "UnitPriceSpecification", "price": 1990, "priceCurrency": "JPY"}]}}]
    </script></head><body></body></html>`;
    expect(await readProductPage(html, 'https://jp.example/p/1')).toEqual({
      name: 'Lamp',
      description: null,
      images: ['https://jp.example/img/lamp.webp', 'https://jp.example/img/other.jpg'],
      price: { amount: 1990, currency: 'jpy' },
    });
  });

  it('lets a broken JSON-LD block pass and uses what else the page says', async () => {
    const html = `<title>Vase</title><script type="application/ld+json">{"@type": "Product", "name": </script>
      <meta property="og:image" content="https://cdn.example/vase.jpg">`;
    expect(await readProductPage(html, 'https://shop.example/vase')).toMatchObject({
      name: 'Vase',
      images: ['https://cdn.example/vase.jpg'],
    });
  });

  it('keeps every picture the page names for the product, each once, at most 10', async () => {
    const jsonImages = Array.from({ length: 8 }, (_, index) => `"/img/${index}.jpg"`).join(', ');
    const html = `<script type="application/ld+json">{"@type": "Product", "name": "Chair", "image": [${jsonImages}]}</script>
      <meta property="og:image" content="https://shop.example/img/0.jpg">
      <meta property="og:image" content="https://shop.example/img/side.jpg">
      <meta property="og:image" content="https://shop.example/img/back.jpg">
      <meta property="og:image" content="https://shop.example/img/top.jpg">
      <img src="/img/banner.jpg" width="2000" height="800">`;
    const draft = await readProductPage(html, 'https://shop.example/chair');
    expect(draft?.images).toEqual([
      ...Array.from({ length: 8 }, (_, index) => `https://shop.example/img/${index}.jpg`),
      'https://shop.example/img/side.jpg',
      'https://shop.example/img/back.jpg',
    ]);
  });

  it('finds nothing without a name or without a usable image', async () => {
    expect(await readProductPage('<title>Only a title</title>', 'https://shop.example/')).toBeUndefined();
    expect(
      await readProductPage('<img src="https://cdn.example/a.jpg" width="800" height="800">', 'https://shop.example/'),
    ).toBeUndefined();
    const privateImage = '<title>Mug</title><meta property="og:image" content="http://10.0.0.5/mug.jpg">';
    expect(
      await readProductPage(privateImage, 'https://shop.example/', { acceptImage: (url) => !url.includes('10.0.0.5') }),
    ).toBeUndefined();
  });

  it('keeps names and descriptions within the product limits', async () => {
    const html = `<title>${'x'.repeat(300)}</title><meta property="og:image" content="https://cdn.example/a.jpg">`;
    const draft = (await readProductPage(html, 'https://shop.example/'))!;
    expect([...draft.name]).toHaveLength(200);
    expect(draft.name.endsWith('…')).toBe(true);
  });
});

describe('reading a hostile product page', () => {
  const head = '<title>Mug</title><meta property="og:image" content="https://cdn.example/mug.jpg">';
  const nested = (tag: string, levels: number, inner = 'x') =>
    `${`<${tag}>`.repeat(levels)}${inner}${`</${tag}>`.repeat(levels)}`;

  it('reads a 25 KB page of 5,000 nested elements without overflowing the stack', async () => {
    const html = `${head}${nested('div', 5_000)}`;
    await expect(readProductPage(html, 'https://shop.example/')).resolves.toMatchObject({ name: 'Mug' });
  });

  it('reads JSON-LD whose name and image hide in lists nested thousands deep without overflowing', async () => {
    const deep = (levels: number, inner: string) => `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`;
    const ld = `{"@type":"Product","name":${deep(20_000, '"Deep"')},"image":${deep(20_000, '"https://cdn.example/d.jpg"')},"description":${JSON.stringify(`${'<b>'.repeat(50_000)}x`)}}`;
    const html = `${head}<script type="application/ld+json">${ld}</script>`;
    await expect(readProductPage(html, 'https://shop.example/')).resolves.toMatchObject({ name: 'Mug' });
  });

  it('reads what precedes the bounds of a page nested too deep or with too many elements', async () => {
    const deep = await HtmlDocument.parseInSlices(`${head}${nested('span', MAX_DEPTH * 4)}<p>after</p>`);
    expect(deep.all('span').length).toBeLessThan(MAX_DEPTH);
    expect(deep.first('title')).toBeDefined();
    expect(deep.first('p')).toBeUndefined();

    const wide = await HtmlDocument.parseInSlices(`${head}${'<i>x</i>'.repeat(MAX_ELEMENTS * 2)}`);
    expect(wide.elements.length).toBeLessThanOrEqual(MAX_ELEMENTS);
    expect(wide.first('meta')).toBeDefined();
  });

  it('lets other work run while it parses a 2 MB page', async () => {
    const html = `${head}${'<p><a href="/x">filler</a></p>'.repeat(70_000)}`;
    let turns = 0;
    const ticker = setInterval(() => (turns += 1), 0);
    try {
      await readProductPage(html, 'https://shop.example/');
    } finally {
      clearInterval(ticker);
    }
    // Parsed in one go, no timer would fire until it ended; in slices, they fire between them.
    expect(turns).toBeGreaterThan(3);
  });
});

describe(decodeHtml.name, () => {
  const page = (title: string) => `<html><head><title>${title}</title></head></html>`;

  it('follows the charset of the Content-Type header', () => {
    const bytes = Buffer.concat([Buffer.from('<title>Caf'), Buffer.from([0xe9, 0x20, 0x80]), Buffer.from('</title>')]);
    expect(decodeHtml(bytes, 'text/html; charset=ISO-8859-1')).toBe('<title>Café €</title>');
  });

  it('follows a <meta charset> in the page, e.g. Shift_JIS', () => {
    // マグ in Shift_JIS, then ¥ as 0x5C would be backslash; the full-width ￥ is 0x81 0x8F.
    const title = Buffer.from([0x83, 0x7d, 0x83, 0x4f, 0x20, 0x81, 0x8f, 0x31, 0x39, 0x39, 0x30]);
    const bytes = Buffer.concat([
      Buffer.from('<html><head><meta charset="Shift_JIS"><title>'),
      title,
      Buffer.from('</title></head></html>'),
    ]);
    expect(decodeHtml(bytes, 'text/html')).toContain('<title>マグ ￥1990</title>');
  });

  it('reads an http-equiv declaration, a BOM, and otherwise UTF-8 or windows-1252', () => {
    const equiv = Buffer.concat([
      Buffer.from('<meta http-equiv="Content-Type" content="text/html; charset=windows-1251"><title>'),
      Buffer.from([0xca, 0xf0, 0xf3, 0xe6, 0xea, 0xe0]),
      Buffer.from('</title>'),
    ]);
    expect(decodeHtml(equiv, null)).toContain('Кружка');
    expect(decodeHtml(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(page('Tasse'))]), null)).toBe(
      page('Tasse'),
    );
    expect(decodeHtml(Buffer.from(page('Tasse „Nord“')), null)).toBe(page('Tasse „Nord“'));
    expect(decodeHtml(Buffer.from(page('Caf\u00e9'), 'latin1'), null)).toBe(page('Café'));
  });
});

describe(toPrice.name, () => {
  it.each([
    [19.9, 'EUR', { amount: 1990, currency: 'eur' }],
    ['19.90', 'usd', { amount: 1990, currency: 'usd' }],
    ['19,90', 'EUR', { amount: 1990, currency: 'eur' }],
    ['1.299,00', 'EUR', { amount: 129900, currency: 'eur' }],
    ['1,299.00', 'USD', { amount: 129900, currency: 'usd' }],
    ['1,299', 'USD', { amount: 129900, currency: 'usd' }],
    ['1990', 'JPY', { amount: 1990, currency: 'jpy' }],
    ['$ 5', 'USD', { amount: 500, currency: 'usd' }],
    ['1.250', 'KWD', { amount: 1250, currency: 'kwd' }],
  ])('reads %p %s', (amount, currency, price) => {
    expect(toPrice(amount, currency)).toEqual(price);
  });

  it.each([
    ['', 'EUR'],
    ['free', 'EUR'],
    ['10', 'EURO'],
    ['10', undefined],
    [-5, 'EUR'],
  ])('refuses %p %p', (amount, currency) => {
    expect(toPrice(amount, currency)).toBeUndefined();
  });
});
