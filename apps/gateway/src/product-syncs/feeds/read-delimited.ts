import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import {
  attributeName,
  splitImageList,
  type FeedReader,
  type FeedRecord,
  type UnreadableRowListener,
} from './feed-record.js';

/** A line longer than this is no product row (and would hold the parser's buffer). */
const MAX_ROW_BYTES = 1024 * 1024;

/**
 * A CSV or Merchant Center TSV feed, read as a stream with csv-parse: the header names the
 * attributes (`image link`, `g:image_link` and `image_link` alike), quotes may hold delimiters and
 * line breaks, a row that cannot be read (a quote never closed, an over-long row) is reported and
 * skipped. Rows with fewer or more cells than the header are read as far as they go.
 */
export function readDelimited(bytes: Buffer, delimiter: ',' | '\t', onUnreadable: UnreadableRowListener): FeedReader {
  let row = 0;
  const parser = Readable.from(chunksOf(bytes)).pipe(
    parse({
      delimiter,
      bom: true,
      columns: (header: string[]) => header.map(attributeName),
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_records_with_error: true,
      max_record_size: MAX_ROW_BYTES,
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

/** The buffer as a stream of slices, so the parser works (and yields) a slice at a time. */
function* chunksOf(bytes: Buffer, size = 64 * 1024): Generator<Buffer> {
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
}
