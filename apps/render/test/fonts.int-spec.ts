import { formatPrice, SUPPORTED_LANGUAGES } from '@reelsmith/contracts';
import { runProcess } from '@reelsmith/media';
import { phrase, PHRASE_KEYS, watermarkText } from '@reelsmith/templates';
import { renderFontFiles } from '../src/drawing/fonts.js';

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
});
