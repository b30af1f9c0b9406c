import { TextDecoder } from 'node:util';
import { COMMON_HTML, CURRENCY } from '@nodable/entities';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import {
  FeedInvalidError,
  splitImageList,
  type FeedAttribute,
  type FeedReader,
  type UnreadableRowListener,
} from './feed-record.js';
import { checkedFirst, pushParse, type PushParser } from './push-parse.js';

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
 * Named references HTML writers put in XML (`&nbsp;`, `&euro;`), read as fast-xml-parser's
 * `htmlEntities` read them before. Nothing a DOCTYPE declares is ever expanded: a document that
 * declares entities (an external one, a "billion laughs") is refused whole.
 */
const NAMED_REFERENCES: Record<string, string> = { ...COMMON_HTML, ...CURRENCY };

/** The text an element may hold; longer is refused by every field's limit anyway, and not kept. */
const MAX_ELEMENT_TEXT = 100_000;

/**
 * What saxes reports of a well-formed reference to an entity nothing defines (`&eacute;`): it keeps
 * the text as written and reads on, so only the item holding it is refused. (A bare `&` is not
 * recoverable: saxes reads on to the next `;`, through tags, so it fails the feed as not well-formed.)
 */
const UNDEFINED_ENTITY = /undefined entity/;

/** An item's child elements, or why it cannot be read. */
interface XmlItem {
  elements: ItemElement[];
  unreadable?: string;
}

/** A child element of an item: its text, and the attributes an Atom `<link>` says its address with. */
interface ItemElement {
  name: string;
  text: string;
  rel?: string;
  href?: string;
}

/**
 * A Merchant Center RSS 2.0 (`rss > channel > item`) or Atom 1.0 (`feed > entry`) feed with `g:`
 * fields, streamed with saxes an item at a time: memory holds one item, not the document. The
 * document is read through once before its items are (a broken end must not leave the rows before
 * it written). `g:price`, `c:price` (any prefix) and `price` read alike; values stay text.
 */
export function readXml(bytes: Buffer, onUnreadable: UnreadableRowListener): FeedReader {
  const encoding = declaredEncoding(bytes);
  return {
    records: (async function* () {
      let row = 0;
      for await (const item of checkedFirst(() => pushParse(bytes, new XmlItemParser(encoding)))) {
        row += 1;
        if (item.unreadable !== undefined) {
          onUnreadable(
            row,
            `The item could not be read (${item.unreadable}): it names an entity XML does not define; write the character itself.`,
          );
          continue;
        }
        yield { row, values: valuesOf(item.elements), additionalImages: additionalImagesOf(item.elements) };
      }
    })(),
    columnOf: (attribute) => (attribute === 'title' || attribute === 'link' ? attribute : `g:${attribute}`),
  };
}

/** Cuts a feed into its items' child elements as the bytes come. */
class XmlItemParser implements PushParser<XmlItem> {
  readonly completed: XmlItem[] = [];
  private readonly decoder: TextDecoder;
  private readonly sax = new SaxesParser({ xmlns: false, position: true });
  /** Local names of the open elements, the root first. */
  private readonly open: string[] = [];
  private item: XmlItem | undefined;
  private element: ItemElement | undefined;

  constructor(encoding: string) {
    this.decoder = new TextDecoder(encoding);
    Object.assign(this.sax.ENTITIES, NAMED_REFERENCES);
    this.sax.on('error', (error) => {
      if (!UNDEFINED_ENTITY.test(error.message)) {
        throw new FeedInvalidError(`The feed is not well-formed XML: ${error.message}`);
      }
      if (this.item) this.item.unreadable ??= error.message;
    });
    this.sax.on('doctype', (doctype) => {
      if (/<!ENTITY/i.test(doctype)) {
        throw new FeedInvalidError('The feed declares entities in its DOCTYPE: feeds are read without any.');
      }
    });
    this.sax.on('opentag', (tag) => this.opened(tag));
    this.sax.on('closetag', () => this.closed());
    this.sax.on('text', (text) => this.read(text));
    this.sax.on('cdata', (text) => this.read(text));
  }

  write(slice: Buffer): void {
    this.sax.write(this.decoder.decode(slice, { stream: true }));
  }

  end(): void {
    this.sax.write(this.decoder.decode());
    this.sax.close();
  }

  private opened(tag: SaxesTagPlain): void {
    const name = localName(tag.name);
    if (this.open.length === 0 && name !== 'rss' && name !== 'feed') throw notAFeed();
    if (isItem(this.open, name)) {
      this.item = { elements: [] };
    } else if (this.item && this.element === undefined && this.open.length === this.itemDepth() + 1) {
      this.element = { name, text: '', rel: tag.attributes.rel, href: tag.attributes.href };
    }
    this.open.push(name);
  }

  private closed(): void {
    this.open.pop();
    const depth = this.open.length;
    if (this.element && depth === this.itemDepth() + 1) {
      this.element.text = this.element.text.trim();
      this.item!.elements.push(this.element);
      this.element = undefined;
    } else if (this.item && depth === this.itemDepth()) {
      this.completed.push(this.item);
      this.item = undefined;
    }
  }

  /** Text directly inside an item's element (as before: a nested element's text is not the value). */
  private read(text: string): void {
    if (!this.element || this.open.length !== this.itemDepth() + 2) return;
    if (this.element.text.length < MAX_ELEMENT_TEXT) this.element.text += text.slice(0, MAX_ELEMENT_TEXT);
  }

  /** How many elements enclose an item: `rss > channel` or `feed`. */
  private itemDepth(): number {
    return this.open[0] === 'rss' ? 2 : 1;
  }
}

/** `rss > channel > item`, `feed > entry`. */
function isItem(open: string[], name: string): boolean {
  const parent = open.join('/');
  return (parent === 'rss/channel' && name === 'item') || (parent === 'feed' && name === 'entry');
}

/** The attributes of an item; a repeated element counts once (its first), Atom's `<link>` by its `alternate` `href`. */
function valuesOf(item: ItemElement[]): Partial<Record<(typeof ATTRIBUTES)[number], string>> {
  const values: Partial<Record<(typeof ATTRIBUTES)[number], string>> = {};
  for (const attribute of ATTRIBUTES) {
    const named = item.filter((element) => element.name === attribute);
    const element = attribute === 'link' ? (named.find((link) => link.rel === 'alternate') ?? named[0]) : named[0];
    if (!element) continue;
    const value = attribute === 'link' && element.text === '' ? element.href : element.text;
    if (value !== undefined) values[attribute] = value;
  }
  return values;
}

function additionalImagesOf(item: ItemElement[]): string[] {
  return item
    .filter((element) => element.name === 'additional_image_link')
    .flatMap((element) => splitImageList(element.text));
}

/** `g:price` → `price`: whichever prefix the feed bound to Google's namespace. */
function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1);
}

/** The encoding the declaration names (`ISO-8859-1`, say), else UTF-8; a BOM is dropped by the decoder. */
function declaredEncoding(bytes: Buffer): string {
  const declared = /^(?:\uFEFF)?<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/.exec(
    bytes.subarray(0, 256).toString('latin1'),
  )?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').encoding;
  } catch {
    throw new FeedInvalidError(`The feed declares an encoding this service cannot read: ${declared}.`);
  }
}

function notAFeed(): FeedInvalidError {
  return new FeedInvalidError('The XML is neither an RSS 2.0 feed (<rss>) nor an Atom feed (<feed>).');
}
