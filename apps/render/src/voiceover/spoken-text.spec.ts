import { spokenText, spokenTexts } from './spoken-text.js';

describe(spokenText.name, () => {
  it('reads a fixed phrase the way espeak-ng gets it right', () => {
    expect(spokenText('今すぐ購入', 'ja')).toBe('いますぐこうにゅう');
    expect(spokenText('קנו עכשיו', 'he')).toBe("[[kn'u 'aXSav]]");
  });

  it('reads the phrase only as a word of its own', () => {
    expect(spokenText('اكتشف', 'ar')).toBe('اِكْتَشِفْ');
    expect(spokenText('اكتشفوا', 'ar')).toBe('اكتشفوا');
    expect(spokenText('Jetzt kaufen', 'de')).toBe('Jetzt kaufen');
  });

  it('gives espeak-ng a price as one number, without the marks that steer right-to-left layout', () => {
    expect(spokenText('Всего 1\u00a0490\u00a0₽', 'ru')).toBe('Всего 1490 ₽');
    expect(spokenText('Nur 19,90\u00a0€', 'de')).toBe('Nur 19,90 €');
    expect(spokenText('Seulement 1\u202f234\u202f567,89\u00a0€', 'fr')).toBe('Seulement 1234567,89 €');
    expect(spokenText('فقط \u200f79\u00a0ر.س.\u200f', 'ar')).toBe('فقط 79 ر.س.');
    expect(spokenText('فقط ۴۵٬۰۰۰\u00a0ریال', 'fa')).toBe('فقط ۴۵۰۰۰ ریال');
  });

  it('says units as words of the language, not letter by letter', () => {
    expect(spokenText('Thermobecher 350 ml, 2kg', 'de')).toBe('Thermobecher 350 Milliliter, 2 Kilogramm');
    expect(spokenText('Кружка 350 мл и 1,5 l', 'ru')).toBe('Кружка 350 мл и 1,5 литров');
    expect(spokenText('50 % off', 'en')).toBe('50 % off');
    expect(spokenText('减价 50%', 'zh')).toBe('减价 百分之50');
    expect(spokenText('350ml', 'ja')).toBe('350ミリリットル');
    // Not inside a word: "5 glasses" keeps its g.
    expect(spokenText('5 glasses', 'en')).toBe('5 glasses');
  });
});

describe(spokenTexts.name, () => {
  it('reads Japanese kanji in kana, through the dictionary, and ends the line like a sentence', async () => {
    expect(await spokenTexts(['陶器のマグカップ', '今すぐ購入'], 'ja')).toEqual([
      'トウキのマグカップ',
      'いますぐこうにゅう.',
    ]);
  }, 120_000);
});
