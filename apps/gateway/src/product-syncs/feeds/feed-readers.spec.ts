import type { FeedReader, FeedRecord } from './feed-record.js';
import { FeedInvalidError, attributeName, splitImageList } from './feed-record.js';
import { readDelimited } from './read-delimited.js';
import { readShopify } from './read-shopify.js';
import { readXml } from './read-xml.js';

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

async function recordsOf(reader: FeedReader): Promise<FeedRecord[]> {
  const records: FeedRecord[] = [];
  for await (const record of reader.records) records.push(record);
  return records;
}

describe('feed readers', () => {
  it('reads CSV with quoted delimiters and line breaks, reporting a row it cannot read and going on', async () => {
    const unreadable: Array<[number, string]> = [];
    const csv = [
      '\uFEFFId,Title,Image Link,Additional Image Link',
      '1,"Mug, large",https://cdn.example/a.jpg,"https://cdn.example/b.jpg, https://cdn.example/w_1,h_1/c.jpg"',
      '2,"Two\nlines",https://cdn.example/d.jpg',
      '3,"never closed,https://cdn.example/e.jpg',
    ].join('\n');
    const records = await recordsOf(
      readDelimited(Buffer.from(csv), ',', (row, message) => unreadable.push([row, message])),
    );
    expect(records).toEqual([
      {
        row: 1,
        values: { id: '1', title: 'Mug, large', image_link: 'https://cdn.example/a.jpg' },
        additionalImages: ['https://cdn.example/b.jpg', 'https://cdn.example/w_1,h_1/c.jpg'],
      },
      {
        row: 2,
        values: { id: '2', title: 'Two\nlines', image_link: 'https://cdn.example/d.jpg' },
        additionalImages: [],
      },
    ]);
    expect(unreadable).toEqual([[3, expect.stringContaining('Quote Not Closed')]]);
  });

  it('reads a row of any length whole, and refuses a header without id', async () => {
    const long = `id,title\n1,${'x'.repeat(2_000_000)}\n2,ok\n`;
    const records = await recordsOf(readDelimited(Buffer.from(long), ',', () => undefined));
    expect(records.map((record) => [record.row, record.values.title?.length])).toEqual([
      [1, 2_000_000],
      [2, 2],
    ]);
    const semicolons = readDelimited(
      Buffer.from('id;title;image_link\n1;Mug;https://cdn.example/m.jpg'),
      ',',
      () => undefined,
    );
    await expect(recordsOf(semicolons)).rejects.toThrow(/names no id column .*separated by commas/);
  });

  it('reads Merchant Center TSV headers in any spelling', async () => {
    expect(['g:image_link', 'Image Link', ' image-link '].map(attributeName)).toEqual([
      'image_link',
      'image_link',
      'image_link',
    ]);
    const tsv = 'id\ttitle\tprice\r\n00123\tLamp\t12 GBP\r\n';
    expect(await recordsOf(readDelimited(Buffer.from(tsv), '\t', () => undefined))).toEqual([
      { row: 1, values: { id: '00123', title: 'Lamp', price: '12 GBP' }, additionalImages: [] },
    ]);
  });

  it('reads RSS items with any prefix for Google’s namespace, keeping ids as text', async () => {
    const xml = `<rss xmlns:c="http://base.google.com/ns/1.0"><channel>
      <item><c:id>007</c:id><title>Bowl</title><c:price>9 EUR</c:price>
        <c:additional_image_link>https://cdn.example/1.jpg,https://cdn.example/2.jpg</c:additional_image_link></item>
    </channel></rss>`;
    const reader = readXml(Buffer.from(xml), () => undefined);
    expect(await recordsOf(reader)).toEqual([
      {
        row: 1,
        values: { id: '007', title: 'Bowl', price: '9 EUR' },
        additionalImages: ['https://cdn.example/1.jpg', 'https://cdn.example/2.jpg'],
      },
    ]);
    expect(reader.columnOf('price')).toBe('g:price');
  });

  it('decodes XML in the encoding it declares, and the named references HTML writers use', async () => {
    const xml =
      '<?xml version="1.0" encoding="ISO-8859-1"?><rss><channel><item><title>Caf\u00e9&nbsp;cr\u00e8me &euro;</title></item></channel></rss>';
    const [record] = await recordsOf(readXml(Buffer.from(xml, 'latin1'), () => undefined));
    expect(record!.values.title).toBe('Caf\u00e9\u00a0cr\u00e8me \u20ac');
    expect(() => readXml(Buffer.from('<?xml version="1.0" encoding="klingon"?><rss/>'), () => undefined)).toThrow(
      FeedInvalidError,
    );
  });

  it('refuses only the item holding a reference XML does not define, and reads on', async () => {
    const unreadable: number[] = [];
    const xml =
      '<rss><channel><title>Caf&eacute;</title><item><title>Cr&egrave;me</title></item>' +
      '<item><title>Salt &amp; Pepper</title></item><item><g:brand>&Uuml;ber</g:brand></item></channel></rss>';
    const records = await recordsOf(readXml(Buffer.from(xml), (row) => unreadable.push(row)));
    expect(records.map((record) => [record.row, record.values.title])).toEqual([[2, 'Salt & Pepper']]);
    expect(unreadable).toEqual([1, 3]);
  });

  it('refuses XML that is not a feed, not well-formed (even past its first items), or declares entities', async () => {
    const item = '<item><g:id>1</g:id></item>';
    for (const xml of [
      '<html></html>',
      '<rss><channel>',
      '<rss><channel><item><title>Salt & Pepper</title></item><item><title>A;</title></item></channel></rss>',
      `<rss><channel>${item.repeat(5_000)}<item></channel></rss>`,
      '<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><rss><channel><item><title>&x;</title></item></channel></rss>',
      '<!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><rss><channel><item><title>&b;</title></item></channel></rss>',
      '<!DOCTYPE r [<!ENTITY unused "x">]><rss><channel><item><title>A</title></item></channel></rss>',
    ]) {
      const read: FeedRecord[] = [];
      await expect(
        (async () => {
          for await (const record of readXml(Buffer.from(xml), () => undefined).records) read.push(record);
        })(),
      ).rejects.toThrow(FeedInvalidError);
      // Refused before the first row is handed on: nothing of a broken feed is written.
      expect(read).toEqual([]);
    }
  });

  it('streams a large RSS feed an item at a time, Atom links by their alternate href', async () => {
    // 3,000 items: about 400 KB, seven of the reader's 64 KB slices (20,000 took over 5 s under load).
    const items = Array.from(
      { length: 3_000 },
      (_, index) =>
        `<item><g:id>${index + 1}</g:id><title><![CDATA[Item ${index + 1}]]></title><description>a <b>bold</b> one</description></item>`,
    );
    const rss = `<rss xmlns:g="http://base.google.com/ns/1.0"><channel>${items.join('\n')}</channel></rss>`;
    let count = 0;
    for await (const record of readXml(Buffer.from(rss), () => undefined).records) {
      count += 1;
      expect(record.values).toEqual({ id: String(count), title: `Item ${count}`, description: 'a  one' });
    }
    expect(count).toBe(3_000);

    const atom =
      '<feed><entry><link rel="self" href="https://a.example/self"/><link rel="alternate" href="https://a.example/p"/></entry></feed>';
    expect((await recordsOf(readXml(Buffer.from(atom), () => undefined)))[0]!.values).toEqual({
      link: 'https://a.example/p',
    });
  });

  it('reads Shopify products: vendor, body_html as text, images, the first variant’s price, the page by handle', async () => {
    const unreadable: number[] = [];
    const reader = readShopify(
      json({
        products: [
          {
            id: 42,
            title: 'Sock',
            handle: 'warm sock',
            vendor: 'Knit',
            body_html: '<p>Warm &amp; soft</p><ul><li>Wool</li></ul><script>x()</script>',
            images: [{ src: 'https://cdn.example/s.jpg' }, { src: 'https://cdn.example/s2.jpg' }, {}],
            variants: [{ price: '4.50' }],
          },
          null,
        ],
      }),
      'https://shop.example/products.json',
      (row) => unreadable.push(row),
    );
    expect(await recordsOf(reader)).toEqual([
      {
        row: 1,
        values: {
          id: '42',
          title: 'Sock',
          description: 'Warm & soft Wool',
          link: 'https://shop.example/products/warm%20sock',
          image_link: 'https://cdn.example/s.jpg',
          price: '4.50',
          brand: 'Knit',
        },
        additionalImages: ['https://cdn.example/s2.jpg'],
      },
    ]);
    expect(unreadable).toEqual([2]);
    expect(reader.columnOf('price')).toBe('variants[0].price');
  });

  it('refuses JSON that is not a products.json or is broken past its first products, before handing any on', async () => {
    const product = JSON.stringify({ id: 1, title: 'A' });
    for (const text of [
      '{"items": []}',
      '{"products": {"a": 1}}',
      '[]',
      `{"products": [${Array(5_000).fill(product).join(',')}, {"id": }]}`,
      `{"products": [${product}]`,
      `{"products": [${'['.repeat(100)}${']'.repeat(100)}]}`,
    ]) {
      const read: FeedRecord[] = [];
      await expect(
        (async () => {
          for await (const record of readShopify(Buffer.from(text), null, () => undefined).records) read.push(record);
        })(),
      ).rejects.toThrow(FeedInvalidError);
      expect(read).toEqual([]);
    }
  });

  it('cuts an image list only where a new URL starts', () => {
    expect(splitImageList('https://a.example/x,y.jpg, http://b.example/z.jpg,')).toEqual([
      'https://a.example/x,y.jpg',
      'http://b.example/z.jpg,',
    ]);
  });
});
