import { isUtf8 } from 'node:buffer';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { TextDecoder } from 'node:util';
import { Parser, defaultTreeAdapter, type DefaultTreeAdapterMap, type TreeAdapter } from 'parse5';

export type HtmlNode = DefaultTreeAdapterMap['node'];
export type HtmlElement = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

/**
 * Deeper than any real page nests (they stay under 50), and where parse5's scope checks, which
 * walk the stack of open elements for every tag, stay cheap: a page of 5,000 nested elements
 * cost it seconds of CPU. A page is read up to its first element deeper than this.
 */
export const MAX_DEPTH = 256;
/** More elements than a large shop page has (a few thousand); the rest of the page is not read. */
export const MAX_ELEMENTS = 25_000;
/** Characters parsed between two turns of the event loop, so other requests are served meanwhile. */
const SLICE_CHARACTERS = 8 * 1024;

/** A parsed HTML page (parse5, the WHATWG parsing algorithm): elements in document order. */
export class HtmlDocument {
  readonly elements: readonly HtmlElement[];

  private constructor(root: ParentNode) {
    this.elements = descendants(root);
  }

  /** Parses at once: for small inputs only (a page's first 64 KB). */
  static parse(html: string): HtmlDocument {
    const parser = boundedParser('document');
    writeWithinBounds(parser, html, true);
    return new HtmlDocument(parser.document);
  }

  /**
   * Parses a whole page a slice at a time, yielding to the event loop between slices, so a 2 MB
   * page does not hold up the reads this process serves. Stops at MAX_DEPTH or MAX_ELEMENTS and
   * keeps what it has read: the head, which names the product, comes first.
   */
  static async parseInSlices(html: string): Promise<HtmlDocument> {
    const parser = boundedParser('document');
    for (let start = 0; start < html.length; start += SLICE_CHARACTERS) {
      const last = start + SLICE_CHARACTERS >= html.length;
      if (!writeWithinBounds(parser, html.slice(start, start + SLICE_CHARACTERS), last)) break;
      if (!last) await nextTurn();
    }
    return new HtmlDocument(parser.document);
  }

  /** Every element with this tag name, in document order. */
  all(tagName: string): HtmlElement[] {
    return this.elements.filter((element) => element.tagName === tagName);
  }

  first(tagName: string): HtmlElement | undefined {
    return this.elements.find((element) => element.tagName === tagName);
  }
}

/** Thrown from inside parse5 to stop it: the tree built so far stays whole and usable. */
class ParseBoundReached extends Error {}

/** Feeds parse5 a chunk; false once a bound was reached and nothing more should be fed. */
function writeWithinBounds(parser: Parser<DefaultTreeAdapterMap>, chunk: string, last: boolean): boolean {
  try {
    parser.tokenizer.write(chunk, last);
    return true;
  } catch (error) {
    if (error instanceof ParseBoundReached) return false;
    throw error;
  }
}

/**
 * A parse5 parser (a whole document, or a fragment for a snippet) that stops, by throwing, at
 * the element past MAX_ELEMENTS or one that would open deeper than MAX_DEPTH. The height of the
 * stack of open elements is what parse5 walks for every tag, so it is what bounds the cost.
 */
function boundedParser(kind: 'document' | 'fragment'): Parser<DefaultTreeAdapterMap> {
  let elements = 0;
  // Unset only while a fragment parser makes its context element, before it is returned.
  const made: { parser?: Parser<DefaultTreeAdapterMap> } = {};
  const treeAdapter: TreeAdapter<DefaultTreeAdapterMap> = {
    ...defaultTreeAdapter,
    createElement(tagName, namespaceURI, attrs) {
      elements += 1;
      if (elements > MAX_ELEMENTS || (made.parser?.openElements.stackTop ?? 0) + 1 >= MAX_DEPTH) {
        throw new ParseBoundReached();
      }
      return defaultTreeAdapter.createElement(tagName, namespaceURI, attrs);
    },
  };
  made.parser = kind === 'document' ? new Parser({ treeAdapter }) : Parser.getFragmentParser(null, { treeAdapter });
  return made.parser;
}

/** Every element below `root` in document order, walked with a stack of our own, not recursion. */
function descendants(root: ParentNode): HtmlElement[] {
  const found: HtmlElement[] = [];
  const pending: HtmlNode[] = [...root.childNodes].reverse();
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (!('tagName' in node)) continue;
    found.push(node);
    for (let index = node.childNodes.length - 1; index >= 0; index -= 1) pending.push(node.childNodes[index]!);
  }
  return found;
}

export function attribute(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** The text inside an element, as a browser's `textContent` gives it (walked without recursion). */
export function textContent(node: HtmlNode): string {
  const parts: string[] = [];
  const pending: HtmlNode[] = [node];
  while (pending.length > 0) {
    const current = pending.pop()!;
    if (current.nodeName === '#text') parts.push((current as DefaultTreeAdapterMap['textNode']).value);
    else if ('childNodes' in current) {
      for (let index = current.childNodes.length - 1; index >= 0; index -= 1) pending.push(current.childNodes[index]!);
    }
  }
  return parts.join('');
}

/** Markup of a description read at most: far more than its 5,000 characters of text need. */
const MAX_SNIPPET_CHARACTERS = 64 * 1024;
const BLOCKS = new Set(['p', 'br', 'li', 'div', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** The readable text of an HTML snippet (a description that carries markup), tags and entities gone. */
export function htmlToText(html: string): string {
  const parser = boundedParser('fragment');
  writeWithinBounds(parser, html.slice(0, MAX_SNIPPET_CHARACTERS), true);
  const parts: string[] = [];
  // A block's line break is pushed as a marker below its children, so it comes out after them.
  const pending: Array<HtmlNode | '\n'> = [...parser.getFragment().childNodes].reverse();
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (node === '\n') {
      parts.push('\n');
      continue;
    }
    if (node.nodeName === '#text') parts.push((node as DefaultTreeAdapterMap['textNode']).value);
    if ('tagName' in node && (node.tagName === 'script' || node.tagName === 'style')) continue;
    if ('tagName' in node && BLOCKS.has(node.tagName)) pending.push('\n');
    if ('childNodes' in node) {
      for (let index = node.childNodes.length - 1; index >= 0; index -= 1) pending.push(node.childNodes[index]!);
    }
  }
  return parts.join('');
}

/** Collapses runs of white space (line breaks kept as single spaces) and trims. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Turns the bytes of a page into text the way a browser picks the encoding: a byte order mark,
 * else the `charset` of the Content-Type header, else a `<meta charset>` (or http-equiv) in the
 * page, else UTF-8 when the bytes are valid UTF-8, else windows-1252.
 */
export function decodeHtml(bytes: Buffer, contentType: string | null): string {
  const candidates = [bomEncoding(bytes), headerCharset(contentType), metaCharset(bytes)];
  for (const label of candidates) {
    const decoder = label && decoderFor(label);
    if (decoder) return decoder.decode(bytes);
  }
  return new TextDecoder(isUtf8(bytes) ? 'utf-8' : 'windows-1252').decode(bytes);
}

function decoderFor(label: string): TextDecoder | undefined {
  try {
    return new TextDecoder(label.trim().toLowerCase());
  } catch {
    return undefined; // a label the Encoding Standard does not know: try the next source
  }
}

function bomEncoding(bytes: Buffer): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return undefined;
}

/** `text/html; charset="Shift_JIS"` → `Shift_JIS`. */
function headerCharset(contentType: string | null): string | undefined {
  for (const parameter of (contentType ?? '').split(';').slice(1)) {
    const [key, ...value] = parameter.split('=');
    if (key?.trim().toLowerCase() === 'charset')
      return value
        .join('=')
        .trim()
        .replace(/^"(.*)"$/, '$1');
  }
  return undefined;
}

/**
 * The encoding a page declares for itself. The first 64 KB are read as Latin-1 (every byte a
 * character, ASCII unchanged) and parsed, so the declaration is found by the parser, not by
 * pattern matching. A page cannot declare UTF-16 this way (the declaration is ASCII): UTF-8.
 */
function metaCharset(bytes: Buffer): string | undefined {
  const head = HtmlDocument.parse(bytes.subarray(0, 65_536).toString('latin1'));
  for (const meta of head.all('meta')) {
    const charset =
      attribute(meta, 'charset') ??
      (attribute(meta, 'http-equiv')?.toLowerCase() === 'content-type'
        ? headerCharset(attribute(meta, 'content') ?? null)
        : undefined);
    if (charset) return /^utf-?16/i.test(charset.trim()) ? 'utf-8' : charset;
  }
  return undefined;
}
