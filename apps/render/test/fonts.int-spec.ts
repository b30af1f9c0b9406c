import { formatPrice, LANGUAGES, SUPPORTED_LANGUAGES } from '@reelsmith/contracts';
import { runProcess } from '@reelsmith/media';
import { phrase, PHRASE_KEYS, watermarkText } from '@reelsmith/templates';
import { renderFontFiles, templateFontFile } from '../src/drawing/fonts.js';

// The currencies of the supported languages' markets, and the two most shops quote in.
const CURRENCIES =
  'usd eur gbp brl sek dkk nok pln czk huf ron try idr myr vnd rub uah bgn sar irr ils inr thb cny jpy krw';

/** The code points a font file has glyphs for, as fontconfig reads its first face (the one canvas loads). */
async function charset(file: string): Promise<Set<number>> {
  const { stdout } = await runProcess('fc-query', ['--index', '0', '--format', '%{charset}', file]);
  const points = new Set<number>();
  for (const range of stdout.trim().split(/\s+/)) {
    const [from, to = from] = range.split('-').map((hex) => parseInt(hex, 16));
    for (let point = from!; point <= to!; point++) points.add(point);
  }
  return points;
}

// A machine check (fontconfig reads every font file the worker registers): the integration tier.
describe('render fonts', () => {
  it('draw every character of every language’s phrases, watermark and prices', async () => {
    const covered = new Set<number>();
    for (const file of renderFontFiles()) for (const point of await charset(file)) covered.add(point);
    const texts = SUPPORTED_LANGUAGES.flatMap((language) => [
      ...PHRASE_KEYS.map((key) => phrase(language, key)),
      watermarkText(language),
      ...CURRENCIES.split(' ').map((currency) => formatPrice({ amount: 1234567, currency }, language)),
    ]);
    // Spaces and the invisible joiners and direction marks are laid out, not drawn.
    const missing = texts.flatMap((text) =>
      [...text]
        .filter((char) => !/[\s\p{Cf}]/u.test(char) && !covered.has(char.codePointAt(0)!))
        .map((char) => `${char} in ${text}`),
    );
    expect(missing).toEqual([]);
  });

  // Skia falls back glyph by glyph: a Greek or Cyrillic letter missing from the template's font
  // would be drawn by the first fallback that has it, the CJK face, of another design.
  it.each(
    (['sans', 'serif'] as const).flatMap((font) => (['regular', 'bold'] as const).map((weight) => ({ font, weight }))),
  )(
    'draw every Latin, Greek and Cyrillic letter the videos show in the template font itself ($font $weight)',
    async ({ font, weight }) => {
      const covered = await charset(templateFontFile(font, weight));
      const greek = 'Κεραμική κούπα ταξιδιού με χειροποίητο σμάλτο, διπλού τοιχώματος (σετ 2 × 1,5 kg) ΐΰ';
      const alphabet = Array.from({ length: 0x03ce - 0x0386 + 1 }, (_, i) => String.fromCodePoint(0x0386 + i));
      const texts = SUPPORTED_LANGUAGES.filter((language) =>
        ['Latin', 'Greek', 'Cyrillic'].includes(LANGUAGES[language].script),
      ).flatMap((language) =>
        [...PHRASE_KEYS.map((key) => phrase(language, key)), watermarkText(language)].flatMap((text) => [
          text,
          text.toLocaleUpperCase(language),
        ]),
      );
      const missing = [...new Set([...texts, greek, greek.toLocaleUpperCase('el'), ...alphabet].join(''))].filter(
        (char) => /\p{L}/u.test(char) && !covered.has(char.codePointAt(0)!),
      );
      expect(missing).toEqual([]);
    },
  );
});
