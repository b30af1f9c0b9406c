import { decodeHTML } from 'entities';
import { MAX_PRICE_AMOUNT, isCurrencyCode, minorUnitExponent, type Price } from '@reelsmith/contracts';
import {
  HtmlDocument,
  attribute,
  collapseWhitespace,
  htmlToText,
  textContent,
  type HtmlElement,
} from './html-document.js';

/** What a shop's product page says about its product, ready to become a product. */
export interface ProductDraft {
  name: string;
  description: string | null;
  /** 1–10, the main one first. */
  images: string[];
  price: Price | null;
}

export interface ReadProductPageOptions {
  /** Whether an image address may be used (the SSRF rules for product images); all by default. */
  acceptImage?: (url: string) => boolean;
}

const MAX_NAME = 200;
const MAX_DESCRIPTION = 5000;
const MAX_URL = 2048;
const MAX_IMAGES = 10;
/** Meta tags that name the product's pictures, the most trusted first. */
const IMAGE_META_KEYS = ['og:image:secure_url', 'og:image', 'og:image:url', 'twitter:image'];
/** Declared sizes below this are icons, spacers and tracking pixels, never the product. */
const MIN_IMAGE_SIDE = 48;

type JsonObject = Record<string, unknown>;

/**
 * Reads a product from an HTML page, each field from the best source that has it: schema.org
 * `Product` JSON-LD (also inside `@graph`, arrays and other nodes; a `ProductGroup`'s first
 * variant; `ImageObject`s; one offer, several or an `AggregateOffer`), then OpenGraph and
 * `product:price:*` / `og:price:*` meta tags, then `<title>` and the largest image the page
 * names. Every picture the page names for the product is kept (JSON-LD images, every `og:image`,
 * `image_src`; deduplicated, at most 10); the largest `<img>` only when it names none.
 * URLs are made absolute against the page (and its `<base>`). Undefined when the page
 * yields no name or no usable image. The page is parsed in slices, within HtmlDocument's bounds.
 */
export async function readProductPage(
  html: string,
  pageUrl: string,
  options: ReadProductPageOptions = {},
): Promise<ProductDraft | undefined> {
  const page = await HtmlDocument.parseInSlices(html);
  const base = baseUrl(page, pageUrl);
  const product = jsonLdProduct(page);
  const meta = metaTags(page);

  const name = firstText(
    [jsonText(product?.name), meta.get('og:title'), meta.get('twitter:title'), pageTitle(page, meta)],
    MAX_NAME,
  );
  const description = firstText(
    [
      jsonText(product?.description, { html: true }),
      meta.get('og:description'),
      meta.get('twitter:description'),
      meta.get('description'),
    ],
    MAX_DESCRIPTION,
  );
  const acceptImage = options.acceptImage ?? (() => true);
  const usable = (candidates: Array<string | undefined>) =>
    distinctImages(
      candidates
        .map((candidate) => absoluteUrl(candidate, base))
        .filter((url): url is string => url !== undefined && acceptImage(url)),
    );
  const named = usable([
    ...jsonImages(product?.image),
    ...jsonImages(product && variantOf(product)?.image),
    ...IMAGE_META_KEYS.flatMap((key) => metaValues(page, key)),
    ...page.all('link').flatMap((link) => (relTokens(link).includes('image_src') ? [attribute(link, 'href')] : [])),
  ]);
  const images = (named.length > 0 ? named : usable(largestImages(page)).slice(0, 1)).slice(0, MAX_IMAGES);
  const price = jsonLdPrice(product) ?? metaPrice(meta);

  if (!name || images.length === 0) return undefined;
  return { name, description: description ?? null, images, price: price ?? null };
}

// ---------------------------------------------------------------- JSON-LD

/** The first schema.org Product (or ProductGroup) with a name in the page's JSON-LD blocks. */
function jsonLdProduct(page: HtmlDocument): JsonObject | undefined {
  for (const script of page.all('script')) {
    const type = attribute(script, 'type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/ld+json') continue;
    const data = parseJson(textContent(script));
    for (const node of jsonNodes(data)) {
      if (isProductNode(node) && jsonText(node.name)) return node;
    }
  }
  return undefined;
}

/** JSON-LD as shops write it: sometimes wrapped in comments or CDATA, sometimes with a trailing `;`. */
function parseJson(text: string): unknown {
  const trimmed = text
    .trim()
    .replace(/^(<!--|\/\/\s*<!\[CDATA\[|<!\[CDATA\[)/, '')
    .replace(/(-->|\/\/\s*\]\]>|\]\]>)$/, '')
    .trim()
    .replace(/;$/, '');
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return undefined;
  }
}

/** Every object in a JSON-LD value, depth first: arrays, `@graph`, `mainEntity`, anything nested. */
function* jsonNodes(value: unknown, depth = 0): Generator<JsonObject> {
  if (depth > 12) return;
  if (Array.isArray(value)) {
    for (const item of value) yield* jsonNodes(item, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  yield value;
  for (const child of Object.values(value)) yield* jsonNodes(child, depth + 1);
}

const PRODUCT_TYPES = new Set(['product', 'productgroup', 'individualproduct', 'productmodel']);

function isProductNode(node: JsonObject): boolean {
  return typesOf(node).some((type) => PRODUCT_TYPES.has(type));
}

/** `"Product"`, `["Product", "Thing"]`, `"http://schema.org/Product"`, `"schema:Product"` → `product`. */
function typesOf(node: JsonObject): string[] {
  const types = Array.isArray(node['@type']) ? node['@type'] : [node['@type']];
  return types.flatMap((type) =>
    typeof type === 'string'
      ? [type.slice(Math.max(type.lastIndexOf('/'), type.lastIndexOf(':')) + 1).toLowerCase()]
      : [],
  );
}

/** A ProductGroup's (or a product with variants') first variant. */
function variantOf(product: JsonObject): JsonObject | undefined {
  const variants = product.hasVariant;
  const first: unknown = Array.isArray(variants) ? variants[0] : variants;
  return isObject(first) ? first : undefined;
}

/** How deep a JSON-LD text or image is looked for in lists and objects (shops nest one or two). */
const MAX_VALUE_DEPTH = 4;

/** A JSON-LD text: a string, a `{"@value": …}` or a list of them; entities decoded (shops encode them). */
function jsonText(value: unknown, options: { html?: boolean } = {}, depth = 0): string | undefined {
  if (depth > MAX_VALUE_DEPTH) return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const text = jsonText(item, options, depth + 1);
      if (text) return text;
    }
    return undefined;
  }
  if (isObject(value)) return jsonText(value['@value'], options, depth + 1);
  if (typeof value !== 'string') return undefined;
  return options.html ? htmlToText(value) : decodeHTML(value);
}

/** Image URLs in document order: strings, `ImageObject`s (`url` or `contentUrl`), lists of either. */
function jsonImages(value: unknown, depth = 0): string[] {
  if (depth > MAX_VALUE_DEPTH) return [];
  if (typeof value === 'string') return [decodeHTML(value)];
  if (Array.isArray(value)) return value.flatMap((item) => jsonImages(item, depth + 1));
  if (isObject(value)) return [...jsonImages(value.url, depth + 1), ...jsonImages(value.contentUrl, depth + 1)];
  return [];
}

/**
 * The product's price from its offers: the lowest among offers in the first offer's currency
 * (a "from" price when variants differ). Reads `price`, `lowPrice` (AggregateOffer) and
 * `priceSpecification`; a ProductGroup's variants are looked at when it has no offers itself.
 */
function jsonLdPrice(product: JsonObject | undefined): Price | undefined {
  if (!product) return undefined;
  let prices = offerPrices(product.offers);
  if (prices.length === 0 && Array.isArray(product.hasVariant)) {
    prices = product.hasVariant.flatMap((variant) => (isObject(variant) ? offerPrices(variant.offers) : []));
  }
  const currency = prices[0]?.currency;
  const same = prices.filter((price) => price.currency === currency);
  return same.reduce<Price | undefined>((low, price) => (low && low.amount <= price.amount ? low : price), undefined);
}

function offerPrices(offers: unknown, depth = 0): Price[] {
  if (depth > 4) return [];
  if (Array.isArray(offers)) return offers.flatMap((offer) => offerPrices(offer, depth + 1));
  if (!isObject(offers)) return [];
  const currency = offers.priceCurrency;
  const own = [offers.price, offers.lowPrice].flatMap((amount) => {
    const price = toPrice(amount, currency);
    return price ? [price] : [];
  });
  if (own.length > 0) return own;
  return [...offerPrices(offers.priceSpecification, depth + 1), ...offerPrices(offers.offers, depth + 1)];
}

// ---------------------------------------------------------------- meta tags

/** `<meta property|name|itemprop=… content=…>` by lowercase key; the first of each key wins. */
function metaTags(page: HtmlDocument): Map<string, string> {
  const tags = new Map<string, string>();
  for (const meta of page.all('meta')) {
    const key = (attribute(meta, 'property') ?? attribute(meta, 'name') ?? attribute(meta, 'itemprop'))?.toLowerCase();
    const content = attribute(meta, 'content');
    if (key && content !== undefined && !tags.has(key.trim())) tags.set(key.trim(), content);
  }
  return tags;
}

/** Each picture once: `og:image:secure_url` and `og:image` often name one file over https and http. */
function distinctImages(urls: string[]): string[] {
  const seen = new Set<string>();
  return urls.filter((url) => {
    const key = url.replace(/^https?:/, '');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Every `content` of the meta tags named `key`, in the page's order (OpenGraph repeats `og:image`). */
function metaValues(page: HtmlDocument, key: string): string[] {
  return page.all('meta').flatMap((meta) => {
    const name = (attribute(meta, 'property') ?? attribute(meta, 'name') ?? attribute(meta, 'itemprop'))?.trim();
    const content = attribute(meta, 'content');
    return name?.toLowerCase() === key && content !== undefined ? [content] : [];
  });
}

function metaPrice(meta: Map<string, string>): Price | undefined {
  return (
    toPrice(meta.get('product:price:amount'), meta.get('product:price:currency')) ??
    toPrice(meta.get('og:price:amount'), meta.get('og:price:currency')) ??
    toPrice(meta.get('product:sale_price:amount'), meta.get('product:sale_price:currency')) ??
    toPrice(meta.get('price'), meta.get('pricecurrency'))
  );
}

/** `<title>`, less the shop's name when it trails it (`Mug – My Shop` → `Mug`). */
function pageTitle(page: HtmlDocument, meta: Map<string, string>): string | undefined {
  const title = page.first('title');
  if (!title) return undefined;
  const text = collapseWhitespace(textContent(title));
  const site = collapseWhitespace(meta.get('og:site_name') ?? '');
  if (!site) return text;
  for (const separator of [' – ', ' — ', ' | ', ' - ', ' · ', ' :: ']) {
    const suffix = `${separator}${site}`;
    if (text.endsWith(suffix) && text.length > suffix.length) return text.slice(0, -suffix.length);
  }
  return text;
}

// ---------------------------------------------------------------- images

/**
 * The page's `<img>` sources, largest declared first: by `width`×`height`, else the widest
 * `srcset` candidate; lazy-loading attributes (`data-src`, `data-srcset`) count. Images inside
 * `<header>`, `<nav>` or `<footer>` (logos, icons) and declared-tiny ones are left out; images
 * with no declared size come last, in document order.
 */
function largestImages(page: HtmlDocument): string[] {
  const ranked = page
    .all('img')
    .filter((img) => !insideChrome(img))
    .flatMap((img, order) => {
      const width = dimension(attribute(img, 'width'));
      const height = dimension(attribute(img, 'height'));
      if ((width !== undefined && width < MIN_IMAGE_SIDE) || (height !== undefined && height < MIN_IMAGE_SIDE))
        return [];
      const srcset = widestSrcset(attribute(img, 'srcset') ?? attribute(img, 'data-srcset'));
      const src = attribute(img, 'src');
      const usableSrc = src && !src.startsWith('data:') ? src : undefined;
      const url = srcset?.url ?? attribute(img, 'data-src') ?? usableSrc;
      if (!url || /\.(svg|ico|gif)(\?|#|$)/i.test(url)) return [];
      const area = width && height ? width * height : width ? width * width : srcset ? srcset.width ** 2 : 0;
      return [{ url, area, order }];
    });
  return ranked.sort((a, b) => b.area - a.area || a.order - b.order).map((image) => image.url);
}

function insideChrome(element: HtmlElement): boolean {
  for (let node = element.parentNode; node && 'tagName' in node; node = node.parentNode) {
    if (node.tagName === 'header' || node.tagName === 'nav' || node.tagName === 'footer') return true;
  }
  return false;
}

function dimension(value: string | undefined): number | undefined {
  const number = value === undefined ? NaN : Number.parseInt(value, 10);
  return Number.isFinite(number) && number > 0 ? number : undefined;
}

/** `a.jpg 480w, b.jpg 1200w` → the 1200 w candidate. */
function widestSrcset(srcset: string | undefined): { url: string; width: number } | undefined {
  let widest: { url: string; width: number } | undefined;
  for (const candidate of (srcset ?? '').split(',')) {
    const [url, descriptor = ''] = candidate.trim().split(/\s+/);
    const width = descriptor.endsWith('w') ? Number.parseInt(descriptor, 10) : 0;
    if (url && !url.startsWith('data:') && (!widest || width > widest.width)) widest = { url, width };
  }
  return widest;
}

function relTokens(element: HtmlElement): string[] {
  return (attribute(element, 'rel') ?? '').toLowerCase().split(/\s+/);
}

// ---------------------------------------------------------------- values

function baseUrl(page: HtmlDocument, pageUrl: string): string {
  const href = page.first('base') && attribute(page.first('base')!, 'href');
  return absoluteUrl(href, pageUrl) ?? pageUrl;
}

/** An absolute http(s) URL without credentials that fits a product's `image_url`, or undefined. */
function absoluteUrl(candidate: string | undefined, base: string): string | undefined {
  if (!candidate?.trim()) return undefined;
  try {
    const url = new URL(candidate.trim(), base);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return undefined;
    return url.href.length <= MAX_URL ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The first candidate with text, white space collapsed, cut to `max` characters with an ellipsis. */
function firstText(candidates: Array<string | undefined>, max: number): string | undefined {
  for (const candidate of candidates) {
    const text = candidate === undefined ? '' : collapseWhitespace(candidate);
    if (text) return truncate(text, max);
  }
  return undefined;
}

function truncate(text: string, max: number): string {
  const characters = [...text];
  return characters.length <= max
    ? text
    : `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/**
 * A price from an amount as shops write it (`19.90`, `"19,90"`, `"1.299,00"`, `1299`) and a
 * currency code, in the currency's minor units. Undefined when either is unusable.
 */
export function toPrice(amount: unknown, currency: unknown): Price | undefined {
  if (typeof currency !== 'string') return undefined;
  const code = currency.trim().toLowerCase();
  if (!isCurrencyCode(code)) return undefined;
  const value = decimalValue(amount);
  if (value === undefined) return undefined;
  const minor = Math.round(value * 10 ** minorUnitExponent(code));
  return minor >= 0 && minor <= MAX_PRICE_AMOUNT ? { amount: minor, currency: code } : undefined;
}

function decimalValue(amount: unknown): number | undefined {
  if (typeof amount === 'number') return Number.isFinite(amount) ? amount : undefined;
  if (typeof amount !== 'string') return undefined;
  const text = amount.replace(/[^\d.,]/g, '');
  if (!/\d/.test(text)) return undefined;
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  let decimal: '.' | ',' | undefined;
  if (lastDot >= 0 && lastComma >= 0) decimal = lastDot > lastComma ? '.' : ',';
  else if (lastComma >= 0)
    decimal = text.indexOf(',') === lastComma && text.length - lastComma - 1 !== 3 ? ',' : undefined;
  else if (lastDot >= 0) decimal = text.indexOf('.') === lastDot ? '.' : undefined;
  const [whole = '', fraction = ''] = decimal ? splitLast(text, decimal) : [text, ''];
  const value = Number(`${whole.replace(/[.,]/g, '') || '0'}.${fraction || '0'}`);
  return Number.isFinite(value) ? value : undefined;
}

function splitLast(text: string, separator: string): [string, string] {
  const at = text.lastIndexOf(separator);
  return [text.slice(0, at), text.slice(at + 1)];
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
