import { parseByteRange } from './byte-range.js';

describe(parseByteRange.name, () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
  ])('resolves %s against a 1000-byte object', (header, expected) => {
    expect(parseByteRange(header, 1000)).toEqual(expected);
  });

  it('serves the whole object for no header, a malformed one, or several ranges', () => {
    expect(parseByteRange(undefined, 1000)).toBeUndefined();
    expect(parseByteRange('items=0-1', 1000)).toBeUndefined();
    expect(parseByteRange('bytes=0-1,5-6', 1000)).toBeUndefined();
  });

  it('refuses ranges that start past the end', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=5-2', 1000)).toBe('unsatisfiable');
  });
});
