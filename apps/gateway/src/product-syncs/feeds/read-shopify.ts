import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { FeedInvalidError, type FeedAttribute, type FeedReader, type UnreadableRowListener } from './feed-record.js';

type Node = DefaultTreeAdapterMap['childNode'];

const COLUMNS: Record<FeedAttribute, string> = {
  id: 'id',
  title: 'title',
  description: 'body_html',
  link: 'handle',
  image_link: 'images[0].src',
  additional_image_link: 'images',
  price: 'variants[0].price',
  sale_price: 'variants[0].price',
  brand: 'vendor',
};

/**
 * A Shopify `products.json` (`{"products": [...]}`): `vendor` is the brand, `body_html` becomes
 * text, `images[].src` the images, the first variant's `price` the price (Shopify states no
 * currency: the caller's). With the shop's address (a sync by URL), `handle` makes the product page.
 */
export function readShopify(
  document: unknown,
  shopUrl: string | null,
  onUnreadable: UnreadableRowListener,
): FeedReader {
  const products = (document as { products?: unknown } | null)?.products;
  if (!Array.isArray(products)) throw new FeedInvalidError('A Shopify feed is an object with a "products" array.');
  return {
    records: (async function* () {
      for (const [index, product] of products.entries()) {
        const row = index + 1;
        if (typeof product !== 'object' || product === null || Array.isArray(product)) {
          onUnreadable(row, 'A product must be a JSON object.');
          continue;
        }
        const fields = product as Record<string, unknown>;
        const images = (Array.isArray(fields.images) ? fields.images : []).flatMap((image) => {
          const src = (image as { src?: unknown } | null)?.src;
          return typeof src === 'string' ? [src] : [];
        });
        const variant = (Array.isArray(fields.variants) ? fields.variants[0] : undefined) as
          Record<string, unknown> | undefined;
        const handle = text(fields.handle);
        const values = {
          id: text(fields.id),
          title: text(fields.title),
          description: typeof fields.body_html === 'string' ? htmlText(fields.body_html) : undefined,
          link: handle && shopUrl ? new URL(`/products/${encodeURIComponent(handle)}`, shopUrl).toString() : undefined,
          image_link: images[0],
          price: text(variant?.price),
          brand: text(fields.vendor),
        };
        yield {
          row,
          values: Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)),
          additionalImages: images.slice(1),
        };
      }
    })(),
    columnOf: (attribute) => COLUMNS[attribute],
  };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

/** The words of Shopify's `body_html`, as one line: tags and entities gone, blocks apart. */
function htmlText(html: string): string {
  const parts: string[] = [];
  const pending: Node[] = [...parseFragment(html).childNodes].reverse();
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (node.nodeName === '#text') parts.push((node as DefaultTreeAdapterMap['textNode']).value);
    else parts.push(' ');
    if ('tagName' in node && (node.tagName === 'script' || node.tagName === 'style')) continue;
    if ('childNodes' in node) pending.push(...[...node.childNodes].reverse());
  }
  return parts.join('').replace(/\s+/g, ' ').trim();
}
