import { LANGUAGES, SUPPORTED_LANGUAGES, type Language, type Script } from '@reelsmith/contracts';
import { phrase, PHRASE_KEYS, watermarkText, type PhraseKey } from './phrases.js';

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
// A letter of another script (letters common to all, like Japanese's long-vowel mark ー, are fine).
const foreignLetter = (script: Script) => new RegExp(`(?!${LETTERS[script].source}|\\p{Script=Common})\\p{L}`, 'u');
const BRAND_NAME = 'Reelsmith';
// Languages that write words without spaces between them.
const UNSPACED: Language[] = ['th', 'zh', 'ja'];
// Phrases that are deliberately spelt as in English (loanwords shops use); none so far.
const SAME_AS_ENGLISH: Partial<Record<Language, PhraseKey[]>> = {};

const others = SUPPORTED_LANGUAGES.filter((code) => code !== 'en');

describe('phrases', () => {
  it('supports at least 30 languages across ten scripts', () => {
    expect(SUPPORTED_LANGUAGES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(SUPPORTED_LANGUAGES.map((code) => LANGUAGES[code].script)).size).toBe(10);
  });

  it.each(SUPPORTED_LANGUAGES)('has every %s phrase, trimmed, on one line, in typographic punctuation', (code) => {
    for (const text of [...PHRASE_KEYS.map((key) => phrase(code, key)), watermarkText(code)]) {
      expect(text).toMatch(/^\S(.*\S)?$/u);
      expect(text).not.toMatch(/\s\s|[\n'"]/u);
    }
  });

  it.each(others)('writes every %s phrase in its own script and nothing else', (code) => {
    const { script } = LANGUAGES[code];
    for (const key of PHRASE_KEYS) {
      expect(phrase(code, key)).toMatch(LETTERS[script]);
      expect(phrase(code, key)).not.toMatch(foreignLetter(script));
    }
  });

  it.each(others)('translates every %s phrase rather than leaving the English', (code) => {
    for (const key of PHRASE_KEYS) {
      if (SAME_AS_ENGLISH[code]?.includes(key)) continue;
      expect(phrase(code, key).toLowerCase()).not.toBe(phrase('en', key).toLowerCase());
    }
  });

  it.each(UNSPACED)('writes %s phrases without spaces between the words', (code) => {
    for (const key of PHRASE_KEYS) expect(phrase(code, key)).not.toMatch(/\s/u);
  });

  it.each(others)('words the %s watermark in its own script around the brand name', (code) => {
    const text = watermarkText(code);
    expect(text).toContain(BRAND_NAME);
    expect(text).not.toBe(watermarkText('en'));
    const words = text.replace(BRAND_NAME, '');
    expect(words).toMatch(LETTERS[LANGUAGES[code].script]);
    expect(words).not.toMatch(foreignLetter(LANGUAGES[code].script));
  });
});
