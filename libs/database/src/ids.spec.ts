import { isId, newId } from './ids.js';

describe('newId', () => {
  it('prefixes ids with their type', () => {
    expect(newId('prod')).toMatch(/^prod_[0-9A-HJKMNP-TV-Z]{26}$/);
  });

  it('makes ids that sort in creation order, even within one millisecond', () => {
    const ids = Array.from({ length: 1000 }, () => newId('vid'));
    expect([...ids].sort()).toEqual(ids);
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
