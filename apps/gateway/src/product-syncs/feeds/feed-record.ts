/** The Merchant Center attributes a sync reads; every format is read into these. */
export type FeedAttribute =
  'id' | 'title' | 'description' | 'link' | 'image_link' | 'additional_image_link' | 'price' | 'sale_price' | 'brand';

/** One data row (CSV/TSV line, RSS item, Atom entry, Shopify product) as text per attribute. */
export interface FeedRecord {
  /** Data rows counted from 1. */
  row: number;
  values: Partial<Record<Exclude<FeedAttribute, 'additional_image_link'>, string>>;
  /** Each further image apart, whatever the format listed them in. */
  additionalImages: string[];
}

/** A format's rows, and what the format calls each attribute (for errors). */
export interface FeedReader {
  records: AsyncIterable<FeedRecord>;
  columnOf: (attribute: FeedAttribute) => string;
}

/** Told of each row the format itself could not read; the reading goes on. */
export type UnreadableRowListener = (row: number, message: string) => void;

/** A feed that cannot be read at all (not XML, no header, not a products.json): nothing was synced. */
export class FeedInvalidError extends Error {
  override name = 'FeedInvalidError';
}

/**
 * Merchant Center lists further images with commas; a comma is also legal inside a URL (image
 * CDNs put them in transformations), so a list is cut only where a comma starts a new URL.
 */
export function splitImageList(text: string): string[] {
  return text
    .split(/,\s*(?=https?:\/\/)/i)
    .map((url) => url.trim())
    .filter((url) => url.length > 0);
}

/** A header as Merchant Center allows it (`Image Link`, `g:image_link`) → `image_link`. */
export function attributeName(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/^g:/, '')
    .replace(/[\s-]+/g, '_');
}
