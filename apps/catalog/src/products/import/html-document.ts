import { isUtf8 } from 'node:buffer';
import { TextDecoder } from 'node:util';
import { parse, parseFragment, type DefaultTreeAdapterMap } from 'parse5';

export type HtmlNode = DefaultTreeAdapterMap['node'];
export type HtmlElement = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

/** A parsed HTML page (parse5, the WHATWG parsing algorithm): elements in document order. */
export class HtmlDocument {
  readonly elements: readonly HtmlElement[];

  private constructor(root: ParentNode) {
    this.elements = [...descendants(root)];
  }

  static parse(html: string): HtmlDocument {
    return new HtmlDocument(parse(html));
  }

  /** Every element with this tag name, in document order. */
  all(tagName: string): HtmlElement[] {
    return this.elements.filter((element) => element.tagName === tagName);
  }

  first(tagName: string): HtmlElement | undefined {
    return this.elements.find((element) => element.tagName === tagName);
  }
}

function* descendants(node: ParentNode): Generator<HtmlElement> {
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue;
    yield child;
    yield* descendants(child);
  }
}

export function attribute(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** The text inside an element, as a browser's `textContent` gives it. */
export function textContent(node: HtmlNode): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  if (!('childNodes' in node)) return '';
  return node.childNodes.map(textContent).join('');
}

/** The readable text of an HTML snippet (a description that carries markup), tags and entities gone. */
export function htmlToText(html: string): string {
  const fragment = parseFragment(html);
  const blocks = new Set(['p', 'br', 'li', 'div', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
  const parts: string[] = [];
  const walk = (node: HtmlNode) => {
    if (node.nodeName === '#text') parts.push((node as DefaultTreeAdapterMap['textNode']).value);
    if ('tagName' in node && (node.tagName === 'script' || node.tagName === 'style')) return;
    if ('childNodes' in node) node.childNodes.forEach(walk);
    if ('tagName' in node && blocks.has(node.tagName)) parts.push('\n');
  };
  fragment.childNodes.forEach(walk);
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
