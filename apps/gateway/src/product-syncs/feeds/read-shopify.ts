import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { TokenParser, TokenType, Tokenizer, type ParsedTokenInfo } from '@streamparser/json';
import {
  FeedInvalidError,
  type FeedAttribute,
  type FeedReader,
  type FeedRecord,
  type UnreadableRowListener,
} from './feed-record.js';
import { checkedFirst, pushParse, type PushParser } from './push-parse.js';

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

/** Objects and arrays nested deeper than a product ever is: refused, not followed down. */
const MAX_DEPTH = 32;

const NOT_A_SHOPIFY_FEED = 'A Shopify feed is an object with a "products" array.';

/**
 * A Shopify `products.json` (`{"products": [...]}`): `vendor` is the brand, `body_html` becomes
 * text, `images[].src` the images, the first variant's `price` the price (Shopify states no
 * currency: the caller's). With the shop's address (a sync by URL), `handle` makes the product page.
 * Streamed a product at a time with @streamparser/json; the document is read through once first,
 * so JSON broken near its end writes nothing.
 */
export function readShopify(bytes: Buffer, shopUrl: string | null, onUnreadable: UnreadableRowListener): FeedReader {
  return {
    records: (async function* () {
      let row = 0;
      for await (const product of checkedFirst(() => pushParse(bytes, new ShopifyProductParser()))) {
        row += 1;
        if (typeof product !== 'object' || product === null || Array.isArray(product)) {
          onUnreadable(row, 'A product must be a JSON object.');
          continue;
        }
        yield recordOf(row, product as Record<string, unknown>, shopUrl);
      }
    })(),
    columnOf: (attribute) => COLUMNS[attribute],
  };
}

/**
 * Hands on each element of the top-level `products` array as it completes and drops it from the
 * document the parser builds (`keepStack: false`), so memory holds one product.
 */
class ShopifyProductParser implements PushParser<unknown> {
  readonly completed: unknown[] = [];
  private readonly tokenizer = new Tokenizer();
  private readonly parser = new TokenParser({ paths: ['$.products.*'], keepStack: false });
  private depth = 0;
  /** The last string read in the top-level object: a key when a colon follows. */
  private topLevelString: unknown;
  private topLevelKey: unknown;
  private sawProducts = false;

  constructor() {
    this.tokenizer.onToken = (token) => {
      this.follow(token);
      this.parser.write(token);
    };
    this.parser.onValue = ({ value }) => this.completed.push(value);
  }

  write(slice: Buffer): void {
    this.reading(() => this.tokenizer.write(slice));
  }

  end(): void {
    this.reading(() => {
      this.tokenizer.end();
      // The parser ends itself when the top-level value closes; else the document stopped short.
      if (!this.parser.isEnded) this.parser.end();
    });
    if (!this.sawProducts) throw new FeedInvalidError(NOT_A_SHOPIFY_FEED);
  }

  /** Checks the shape the parser cannot: an object at the top, `products` an array in it, no absurd nesting. */
  private follow({ token, value }: ParsedTokenInfo): void {
    if (this.depth === 0 && token !== TokenType.LEFT_BRACE) throw new FeedInvalidError(NOT_A_SHOPIFY_FEED);
    if (this.depth === 1 && token === TokenType.STRING) this.topLevelString = value;
    if (this.depth === 1 && token === TokenType.COLON) this.topLevelKey = this.topLevelString;
    if (token === TokenType.LEFT_BRACE || token === TokenType.LEFT_BRACKET) {
      if (this.depth === 1 && token === TokenType.LEFT_BRACKET && this.topLevelKey === 'products') {
        this.sawProducts = true;
      }
      this.depth += 1;
      if (this.depth > MAX_DEPTH) throw new FeedInvalidError(`The feed nests deeper than ${MAX_DEPTH} levels.`);
    }
    if (token === TokenType.RIGHT_BRACE || token === TokenType.RIGHT_BRACKET) this.depth -= 1;
  }

  private reading(work: () => void): void {
    try {
      work();
    } catch (error) {
      if (error instanceof FeedInvalidError) throw error;
      throw new FeedInvalidError(`The feed is not valid JSON: ${(error as Error).message}`);
    }
  }
}

function recordOf(row: number, fields: Record<string, unknown>, shopUrl: string | null): FeedRecord {
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
  return {
    row,
    values: Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)),
    additionalImages: images.slice(1),
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
