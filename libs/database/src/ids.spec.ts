import { isId, newId } from './ids.js';

describe('newId', () => {
  it('prefixes ids with their type', () => {
    expect(newId('prod')).toMatch(/^prod_[0-9A-HJKMNP-TV-Z]{26}$/);
  });

  it('makes ids that sort in creation order, even within one millisecond', () => {
    const ids = Array.from({ length: 1000 }, () => newId('prod'));
    expect([...ids].sort()).toEqual(ids);
  });

  it('makes video ids whose randomness does not follow from the previous id in the same millisecond', () => {
    const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
    const randomPart = (id: string) =>
      [...id.slice(-16)].reduce((value, char) => value * 32n + BigInt(CROCKFORD.indexOf(char)), 0n);
    const ids = Array.from({ length: 2000 }, () => newId('vid'));
    const sameMillisecond = ids.slice(1).flatMap((id, i) => {
      const previous = ids[i]!;
      return id.slice(4, 14) === previous.slice(4, 14) ? [randomPart(id) - randomPart(previous)] : [];
    });
    expect(sameMillisecond.length).toBeGreaterThan(0);
    // Monotonic ULIDs add one within a millisecond; random ones almost never differ by less than 2^40.
    expect(sameMillisecond.filter((difference) => difference > -(2n ** 40n) && difference < 2n ** 40n)).toEqual([]);
  });
});

describe('isId', () => {
  it('accepts an id of the right type and rejects others', () => {
    const id = newId('prod');
    expect(isId('prod', id)).toBe(true);
    expect(isId('vid', id)).toBe(false);
    expect(isId('prod', 'prod_nope')).toBe(false);
  });
});
