import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { FeedInvalidError, splitImageList, type FeedAttribute, type FeedReader } from './feed-record.js';

const ATTRIBUTES: ReadonlyArray<Exclude<FeedAttribute, 'additional_image_link'>> = [
  'id',
  'title',
  'description',
  'link',
  'image_link',
  'price',
  'sale_price',
  'brand',
];

/**
 * Entities a document declares in its DOCTYPE, bounded so a "billion laughs" cannot blow up:
 * fast-xml-parser refuses external entities (`SYSTEM`, so no file or URL is ever read), leaves a
 * reference inside an entity's value unexpanded (the nesting a bomb needs), and caps these.
 */
const ENTITY_LIMITS = {
  enabled: true,
  maxEntityCount: 20,
  maxEntitySize: 1_000,
  maxTotalExpansions: 10_000,
  maxExpandedLength: 100_000,
};

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // `g:price`, `c:price` (any prefix bound to Google's namespace) and `price` read alike.
  removeNSPrefix: true,
  // Ids like `00123` stay text.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: ENTITY_LIMITS,
  // Character references (`&#39;`, `&#x263A;`) are XML; fast-xml-parser decodes them only with this.
  htmlEntities: true,
  isArray: (name) => name === 'item' || name === 'entry' || name === 'additional_image_link',
});

/**
 * A Merchant Center RSS 2.0 (`rss > channel > item`) or Atom 1.0 (`feed > entry`) feed with `g:`
 * fields, read with fast-xml-parser. The document is parsed whole (at most the 50 MB a feed may
 * be): XML has no rows to stream by, and fast-xml-parser has no streaming mode.
 */
export function readXml(bytes: Buffer): FeedReader {
  const text = decodeXml(bytes);
  const validation = XMLValidator.validate(text);
  if (validation !== true) {
    throw new FeedInvalidError(`The feed is not well-formed XML: ${validation.err.msg} (line ${validation.err.line}).`);
  }
  let document: Record<string, unknown>;
  try {
    document = parser.parse(text) as Record<string, unknown>;
  } catch (error) {
    throw new FeedInvalidError(`The feed could not be read as XML: ${(error as Error).message}`);
  }
  const items = itemsOf(document);
  return {
    records: (async function* () {
      for (const [index, item] of items.entries()) {
        const values = Object.fromEntries(
          ATTRIBUTES.flatMap((attribute) => {
            const value = textOf(item[attribute], attribute === 'link');
            return value === undefined ? [] : [[attribute, value]];
          }),
        );
        const additional = item.additional_image_link as unknown[] | undefined;
        const additionalImages = (additional ?? []).flatMap((entry) => splitImageList(textOf(entry) ?? ''));
        yield { row: index + 1, values, additionalImages };
      }
    })(),
    columnOf: (attribute) => (attribute === 'title' || attribute === 'link' ? attribute : `g:${attribute}`),
  };
}

/** The document's text in the encoding its declaration names (`ISO-8859-1`, say), else UTF-8; a BOM is dropped. */
function decodeXml(bytes: Buffer): string {
  const declared = /^(?:\uFEFF)?<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/.exec(
    bytes.subarray(0, 256).toString('latin1'),
  )?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(bytes);
  } catch {
    throw new FeedInvalidError(`The feed declares an encoding this service cannot read: ${declared}.`);
  }
}

function itemsOf(document: Record<string, unknown>): Array<Record<string, unknown>> {
  const rss = document.rss as { channel?: { item?: unknown[] } } | undefined;
  const atom = document.feed as { entry?: unknown[] } | undefined;
  const items = rss ? (rss.channel?.item ?? []) : atom ? (atom.entry ?? []) : undefined;
  if (!items) throw new FeedInvalidError('The XML is neither an RSS 2.0 feed (<rss>) nor an Atom feed (<feed>).');
  return items.map((item) => (typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {}));
}

/**
 * An element's text: `<g:price>…</g:price>`, or `#text` beside attributes; Atom's `<link>` has its
 * address in `href` (the `alternate` one when there are several). Repeated elements: the first.
 */
function textOf(value: unknown, isLink = false): string | undefined {
  if (Array.isArray(value)) {
    const entries = value as unknown[];
    const preferred = isLink
      ? entries.find((entry) => (entry as Record<string, unknown>)?.['@_rel'] === 'alternate')
      : undefined;
    return textOf(preferred ?? entries[0], isLink);
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object' && value !== null) {
    const element = value as Record<string, unknown>;
    const text = element['#text'] ?? (isLink ? element['@_href'] : undefined);
    return typeof text === 'string' || typeof text === 'number' ? String(text) : undefined;
  }
  return undefined;
}
