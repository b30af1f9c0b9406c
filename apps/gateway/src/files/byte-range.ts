import type { ByteRange } from '@reelsmith/storage';

/**
 * The single byte range of a `Range: bytes=…` header (`a-b`, `a-`, `-n`), resolved against
 * the object's size; undefined when absent or not satisfiable, `'invalid'` when malformed.
 * Multiple ranges are served as the whole object, as RFC 9110 allows.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [, first, last] = match;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
