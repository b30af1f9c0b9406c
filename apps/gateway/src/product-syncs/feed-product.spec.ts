import type { FeedRecord } from './feeds/feed-record.js';
import { readPrice, toFeedProduct } from './feed-product.js';

const columnOf = (attribute: string) => attribute;
const record = (values: FeedRecord['values'], additionalImages: string[] = []): FeedRecord => ({
  row: 7,
  values,
  additionalImages,
});
const complete = { id: 'A-1', title: 'Mug', image_link: 'https://cdn.example/mug.jpg' };

describe(toFeedProduct.name, () => {
  it('makes a product of a complete row, trimming text and preferring a sale price', () => {
    const mapped = toFeedProduct(
      record(
        {
          ...complete,
          title: '  Mug  ',
          description: 'Stoneware',
          link: 'https://shop.example/mug',
          price: '19.99 USD',
          sale_price: '14.99 USD',
          brand: 'Nord',
        },
        ['https://cdn.example/mug-2.jpg', 'https://cdn.example/mug.jpg'],
      ),
      { columnOf },
    );
    expect(mapped).toEqual({
      product: {
        external_id: 'A-1',
        name: 'Mug',
        description: 'Stoneware',
        images: ['https://cdn.example/mug.jpg', 'https://cdn.example/mug-2.jpg'],
        price: { amount: 1499, currency: 'usd' },
        brand: 'Nord',
        source_url: 'https://shop.example/mug',
      },
    });
  });

  it('reports every problem of a row with its column and code', () => {
    const mapped = toFeedProduct(
      record({
        id: ' ',
        title: 'x'.repeat(201),
        image_link: 'javascript:alert(1)',
        price: '12,345.678 USD',
        link: 'nope',
      }),
      { columnOf: (attribute) => `g:${attribute}` },
    );
    expect('errors' in mapped && mapped.errors.map(({ row, column, code }) => ({ row, column, code }))).toEqual([
      { row: 7, column: 'g:id', code: 'missing_field' },
      { row: 7, column: 'g:title', code: 'invalid_value' },
      { row: 7, column: 'g:image_link', code: 'invalid_url' },
      { row: 7, column: 'g:link', code: 'invalid_url' },
      { row: 7, column: 'g:price', code: 'invalid_price' },
    ]);
  });

  it('refuses images and links on private networks, as POST /products does', () => {
    const mapped = toFeedProduct(
      record({ ...complete, link: 'http://169.254.169.254/latest' }, ['http://10.0.0.5/a.jpg']),
      {
        columnOf,
      },
    );
    expect('errors' in mapped && mapped.errors.map(({ column, code }) => [column, code])).toEqual([
      ['additional_image_link', 'invalid_url'],
      ['link', 'invalid_url'],
    ]);
  });

  it('refuses more than 10 images, and text PostgreSQL cannot hold', () => {
    const many = Array.from({ length: 10 }, (_, index) => `https://cdn.example/${index + 1}.jpg`);
    expect(toFeedProduct(record(complete, many), { columnOf })).toMatchObject({
      errors: [{ column: 'additional_image_link', code: 'too_many_images' }],
    });
    expect(toFeedProduct(record({ ...complete, description: 'a\u0000b' }), { columnOf })).toMatchObject({
      errors: [{ column: null, code: 'invalid_value' }],
    });
  });
});

describe(readPrice.name, () => {
  it.each([
    ['19.99 USD', undefined, { amount: 1999, currency: 'usd' }],
    ['USD 19.99', undefined, { amount: 1999, currency: 'usd' }],
    ['1990 JPY', undefined, { amount: 1990, currency: 'jpy' }],
    ['1,299.00 eur', undefined, { amount: 129900, currency: 'eur' }],
    ['4.50', 'gbp', { amount: 450, currency: 'gbp' }],
    ['1.250 KWD', undefined, { amount: 1250, currency: 'kwd' }],
  ])('reads %p (default %p)', (text, currency, price) => {
    expect(readPrice(text, currency)).toEqual(price);
  });

  it.each([['19.99'], ['19.999 USD'], ['19,99 EUR'], ['free'], ['19.99 XYZ'], ['USD 1 EUR'], ['-5 USD'], ['1e3 USD']])(
    'refuses %p',
    (text) => {
      expect(readPrice(text, undefined)).toBeUndefined();
    },
  );
});
