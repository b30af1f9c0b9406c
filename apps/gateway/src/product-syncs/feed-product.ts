import {
  MAX_PRICE_AMOUNT,
  isCurrencyCode,
  minorUnitExponent,
  type FeedProduct,
  type Price,
  type SyncRowError,
} from '@reelsmith/contracts';
import { findInputProblem } from '../http/plain-text.js';
import { httpUrlSchema } from '../http/schemas.js';
import { MAX_PRODUCT_IMAGES } from '../products/products.schemas.js';
import type { FeedAttribute, FeedRecord } from './feeds/feed-record.js';

const MAX_EXTERNAL_ID = 200;
const MAX_NAME = 200;
const MAX_DESCRIPTION = 5000;
const MAX_BRAND = 200;
const url = httpUrlSchema(2048);

export interface FeedProductOptions {
  /** For prices stated without one (Shopify's, or a bare `19.99`): lowercase ISO 4217. */
  currency?: string;
  columnOf: (attribute: FeedAttribute) => string;
}

/**
 * A feed row as a product, checked by the rules of `POST /products`, or every problem the row
 * has (each naming its column). Text is trimmed; a `sale_price` that reads wins over `price`,
 * since it is what a shopper pays now.
 */
export function toFeedProduct(
  record: FeedRecord,
  options: FeedProductOptions,
): { product: FeedProduct } | { errors: SyncRowError[] } {
  const errors: SyncRowError[] = [];
  const fail = (attribute: FeedAttribute, code: SyncRowError['code'], message: string) =>
    errors.push({ row: record.row, column: options.columnOf(attribute), code, message });
  const value = (attribute: Exclude<FeedAttribute, 'additional_image_link'>) => {
    const text = record.values[attribute]?.trim();
    return text ? text : undefined;
  };
  const required = (attribute: 'id' | 'title' | 'image_link') => {
    const text = value(attribute);
    if (text === undefined) fail(attribute, 'missing_field', `The row has no ${options.columnOf(attribute)}.`);
    return text;
  };
  const bounded = (attribute: FeedAttribute, text: string | undefined, max: number) => {
    if (text !== undefined && text.length > max) {
      fail(attribute, 'invalid_value', `Longer than ${max} characters.`);
    }
    return text;
  };

  const externalId = bounded('id', required('id'), MAX_EXTERNAL_ID);
  const name = bounded('title', required('title'), MAX_NAME);
  const description = bounded('description', value('description'), MAX_DESCRIPTION);
  const brand = bounded('brand', value('brand'), MAX_BRAND);

  const main = required('image_link');
  const images = [...new Set([main, ...record.additionalImages.map((image) => image.trim())])].filter(
    (image): image is string => image !== undefined && image.length > 0,
  );
  for (const [index, image] of images.entries()) {
    const attribute = index === 0 && main !== undefined ? 'image_link' : 'additional_image_link';
    if (!url.safeParse(image).success) fail(attribute, 'invalid_url', `Not a usable image URL: ${clip(image)}`);
  }
  if (images.length > MAX_PRODUCT_IMAGES) {
    fail('additional_image_link', 'too_many_images', `${images.length} images; a product has at most 10.`);
  }

  const link = value('link');
  if (link !== undefined && !url.safeParse(link).success) {
    fail('link', 'invalid_url', `Not a usable http(s) URL: ${clip(link)}`);
  }

  const price = priceOf('price', value('price'));
  const salePrice = priceOf('sale_price', value('sale_price'));

  const product: FeedProduct = {
    external_id: externalId ?? '',
    name: name ?? '',
    description: description ?? null,
    images,
    price: salePrice ?? price ?? null,
    brand: brand ?? null,
    source_url: link ?? null,
  };
  // Text PostgreSQL cannot store, or the API refuses everywhere (control characters).
  const problem = errors.length === 0 ? findInputProblem(product, 3) : undefined;
  if (problem) {
    errors.push({
      row: record.row,
      column: null,
      code: 'invalid_value',
      message: `The ${String(problem.path[0])} holds control characters or ill-formed Unicode.`,
    });
  }
  return errors.length > 0 ? { errors } : { product };

  function priceOf(attribute: 'price' | 'sale_price', text: string | undefined): Price | undefined {
    if (text === undefined) return undefined;
    const price = readPrice(text, options.currency);
    if (!price) {
      fail(attribute, 'invalid_price', `'${clip(text)}' is not an amount with a currency, such as 19.99 USD.`);
    }
    return price;
  }
}

/**
 * `19.99 USD`, `USD 19.99`, or `19.99` in the default currency → minor units. Merchant Center
 * writes the decimals after a point (thousands may be grouped with commas); a point followed by
 * more decimals than the currency has is refused rather than guessed to group thousands.
 */
export function readPrice(text: string, defaultCurrency: string | undefined): Price | undefined {
  const match = /^(?:([A-Za-z]{3})\s*)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?:\s*([A-Za-z]{3}))?$/.exec(text.trim());
  if (!match || (match[1] && match[4])) return undefined;
  const currency = (match[1] ?? match[4])?.toLowerCase() ?? defaultCurrency;
  if (!currency || !isCurrencyCode(currency)) return undefined;
  const digits = minorUnitExponent(currency);
  const decimals = match[3] ?? '';
  if (decimals.length > digits) return undefined;
  const amount = Number(match[2]!.replaceAll(',', '')) * 10 ** digits + Number(decimals.padEnd(digits, '0') || 0);
  return Number.isSafeInteger(amount) && amount <= MAX_PRICE_AMOUNT ? { amount, currency } : undefined;
}

function clip(text: string): string {
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}
