import type { FeedContentType } from '@reelsmith/sdk';

/** A feed is at most this large (the API's limit). */
export const MAX_FEED_BYTES = 50 * 1024 * 1024;
export const ACCEPTED_FEEDS =
  '.csv,.tsv,.txt,.xml,.json,text/csv,text/tab-separated-values,application/xml,application/json';

const BY_EXTENSION: Record<string, FeedContentType> = {
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  // Merchant Center's own exports of a TSV feed end in .txt.
  txt: 'text/tab-separated-values',
  xml: 'application/xml',
  json: 'application/json',
};

/** The Content-Type a feed file is sent as, by its name (browsers know no type for .tsv); undefined when none fits. */
export function feedContentTypeOf(fileName: string): FeedContentType | undefined {
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return extension ? BY_EXTENSION[extension] : undefined;
}
