import { SUPPORTED_LANGUAGES } from '@reelsmith/contracts';
import { phrase } from './phrases.js';

describe('phrases', () => {
  it('has every phrase in every supported language', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      for (const key of ['shop_now', 'only', 'new', 'limited_offer', 'discover'] as const) {
        expect(phrase(language, key).trim()).not.toBe('');
      }
    }
  });

  it('speaks the viewer language', () => {
    expect(phrase('de', 'shop_now')).toBe('Jetzt kaufen');
    expect(phrase('ja', 'new')).toBe('新登場');
  });
});
