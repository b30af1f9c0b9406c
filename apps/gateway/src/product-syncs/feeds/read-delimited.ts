import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import {
  FeedInvalidError,
  attributeName,
  splitImageList,
  type FeedReader,
  type FeedRecord,
  type UnreadableRowListener,
} from './feed-record.js';
import { slicesOf } from './push-parse.js';

/**
 * A CSV or Merchant Center TSV feed, read as a stream with csv-parse: the header names the
 * attributes (`image link`, `g:image_link` and `image_link` alike) and must name `id`; quotes may
 * hold delimiters and line breaks; a row that cannot be read (a quote never closed) is reported and
 * skipped. Rows with fewer or more cells than the header are read as far as they go. A long row
 * is read whole (the feed's 50 MB bound it) and refused by the field limits. csv-parse's
 * `max_record_size` is not used: past it, the skipped row swallowed the rows after it.
 */
export function readDelimited(bytes: Buffer, delimiter: ',' | '\t', onUnreadable: UnreadableRowListener): FeedReader {
  let row = 0;
  const parser = Readable.from(slicesOf(bytes)).pipe(
    parse({
      delimiter,
      bom: true,
      columns: (header: string[]) => {
        const attributes = header.map(attributeName);
        if (!attributes.includes('id')) throw new FeedInvalidError(noIdColumn(header, delimiter));
        return attributes;
      },
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_records_with_error: true,
      on_skip: (error) => {
        onUnreadable(++row, error?.message ?? 'The row could not be read.');
        return undefined;
      },
      on_record: (cells: Record<string, string | undefined>): FeedRecord => {
        row += 1;
        const { additional_image_link: additional, ...values } = cells;
        return { row, values, additionalImages: additional ? splitImageList(additional) : [] };
      },
    }),
  );
  return { records: parser, columnOf: (attribute) => attribute };
}

/** Why a header without `id` cannot be a feed; most often a file separated by something else. */
function noIdColumn(header: string[], delimiter: string): string {
  const shown = header.join(delimiter === '\t' ? ' ⇥ ' : delimiter).slice(0, 120);
  const separator = delimiter === '\t' ? 'tabs' : 'commas';
  return `The header row names no id column (it reads: ${shown}). Is the feed separated by ${separator}?`;
}
