import { setImmediate as nextTurn } from 'node:timers/promises';

/** A parser fed slice by slice; whatever each slice completes it puts in `completed`. */
export interface PushParser<T> {
  write(slice: Buffer): void;
  end(): void;
  completed: T[];
}

/** How much of a feed a parser takes at once: its items, not the feed, are what is held. */
const SLICE_BYTES = 64 * 1024;

/**
 * The items a push parser finds in `bytes`, fed a slice at a time and handed on as each slice
 * completes them, so memory holds one slice's items however long the feed; other requests run
 * between slices.
 */
export async function* pushParse<T>(bytes: Buffer, parser: PushParser<T>): AsyncGenerator<T> {
  for (const slice of slicesOf(bytes)) {
    parser.write(slice);
    yield* parser.completed.splice(0);
    await nextTurn();
  }
  parser.end();
  yield* parser.completed.splice(0);
}

/** The buffer as consecutive slices (views, not copies). */
export function* slicesOf(bytes: Buffer, size = SLICE_BYTES): Generator<Buffer> {
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
}

/**
 * The items of two passes: the first only reads the document through, since one found broken near
 * its end must be refused before its first rows are written (a 400 changes nothing); the second
 * hands them on. Each pass holds one slice's items.
 */
export async function* checkedFirst<T>(items: () => AsyncIterable<T>): AsyncGenerator<T> {
  for await (const item of items()) void item;
  yield* items();
}
