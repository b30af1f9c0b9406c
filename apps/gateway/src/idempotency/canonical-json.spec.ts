import { canonicalJson } from './canonical-json.js';

describe(canonicalJson.name, () => {
  it('writes the same text for objects whose keys come in another order, at every depth', () => {
    expect(canonicalJson({ b: 2, a: { d: [1, { z: 1, y: 2 }], c: 'x' } })).toBe(
      canonicalJson({ a: { c: 'x', d: [1, { y: 2, z: 1 }] }, b: 2 }),
    );
    expect(canonicalJson({ b: 2, a: 1 })).toBe('{"a":1,"b":2}');
  });

  it('keeps the order of arrays and tells different values apart', () => {
    expect(canonicalJson([1, 2])).not.toBe(canonicalJson([2, 1]));
    expect(canonicalJson({ a: '1' })).not.toBe(canonicalJson({ a: 1 }));
    expect(canonicalJson({ a: null })).not.toBe(canonicalJson({}));
  });
});
