import { describe, expect, it } from '@jest/globals';
import { feedContentTypeOf } from './feed-files.js';

describe(feedContentTypeOf.name, () => {
  it('sends each feed as the type its name says, and refuses others', () => {
    expect(feedContentTypeOf('catalog.CSV')).toBe('text/csv');
    expect(feedContentTypeOf('merchant-center.txt')).toBe('text/tab-separated-values');
    expect(feedContentTypeOf('feed.xml')).toBe('application/xml');
    expect(feedContentTypeOf('products.json')).toBe('application/json');
    expect(feedContentTypeOf('photo.png')).toBeUndefined();
    expect(feedContentTypeOf('no-extension')).toBeUndefined();
  });
});
