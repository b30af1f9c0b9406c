import { LANGUAGES, SUPPORTED_LANGUAGES, type Script } from '@reelsmith/contracts';
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

  it('supports at least 30 languages across ten scripts', () => {
    expect(SUPPORTED_LANGUAGES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(SUPPORTED_LANGUAGES.map((code) => LANGUAGES[code].script)).size).toBe(10);
  });

  // Each script's letters, as Unicode script properties name them.
  const LETTERS: Record<Script, RegExp> = {
    Latin: /\p{Script=Latin}/u,
    Cyrillic: /\p{Script=Cyrillic}/u,
    Greek: /\p{Script=Greek}/u,
    Arabic: /\p{Script=Arabic}/u,
    Hebrew: /\p{Script=Hebrew}/u,
    Devanagari: /\p{Script=Devanagari}/u,
    Thai: /\p{Script=Thai}/u,
    Han: /\p{Script=Han}/u,
    Japanese: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u,
    Hangul: /\p{Script=Hangul}/u,
  };

  it.each(SUPPORTED_LANGUAGES.filter((code) => code !== 'en'))('writes every %s phrase in its own script', (code) => {
    const { script } = LANGUAGES[code];
    for (const key of ['shop_now', 'only', 'new', 'limited_offer', 'discover'] as const) {
      const text = phrase(code, key);
      expect(text).toMatch(LETTERS[script]);
      if (script !== 'Latin') expect(text).not.toMatch(/\p{Script=Latin}/u);
    }
    // Not left in English by mistake.
    expect(phrase(code, 'shop_now')).not.toBe(phrase('en', 'shop_now'));
  });
});
