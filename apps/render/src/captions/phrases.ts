import { unitOfNumberBefore } from '../drawing/text-layout.js';

/**
 * The longest caption, in columns: one subtitle line by the usual rule (42 characters), two
 * lines once burned into a phone-sized frame. East Asian wide characters take two columns, so
 * a Japanese or Chinese caption holds 21 characters.
 */
export const MAX_CAPTION_COLUMNS = 42;

const WIDE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303F\uFF01-\uFF60\uFFE0-\uFFE6]/u;
// A phrase that ends at a clause or sentence break reads (and is spoken) best: worth a phrase
// half again (or half as long) as the even share.
const CLAUSE_END = /[,;:.!?、，；：。！？،؛؟।—–…]$/u;
const CLAUSE_BONUS = 0.25;

/** How many columns a text takes on a caption line: grapheme by grapheme, wide ones twice. */
export function columns(text: string, locale = 'en'): number {
  let count = 0;
  for (const { segment } of new Intl.Segmenter(locale, { granularity: 'grapheme' }).segment(text)) {
    count += WIDE.test(segment) ? 2 : 1;
  }
  return count;
}

// Never at the start of a caption: closing and trailing punctuation, the long-vowel and
// repetition marks of Japanese.
const NO_PHRASE_START = /^[\p{Pe}\p{Pf}\p{Po}ー々〜%]/u;
const BREAKING_SPACE_AT_END = /(?![\u00A0\u202F\u2007])\s$/u;

/**
 * The pieces a caption may be cut between: words, by Intl.Segmenter's word granularity, so Thai,
 * Japanese and Chinese split between words, not between letters, and every other language after a
 * (breaking) space, but never between a number and its unit ("350 ml", read and said as one).
 * Spaces and punctuation stay with the word before them. A word wider than a
 * whole caption stays whole: the caption then takes two lines, and no word is spoken in halves.
 */
function captionUnits(text: string, locale: string): string[] {
  const units: string[] = [];
  let current = '';
  let lastWordLike = false;
  for (const { segment, isWordLike } of new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)) {
    const mayBreak =
      current !== '' &&
      segment.trim() !== '' &&
      !NO_PHRASE_START.test(segment) &&
      !unitOfNumberBefore(current, segment) &&
      (BREAKING_SPACE_AT_END.test(current) || (lastWordLike && isWordLike === true));
    if (mayBreak) {
      units.push(current);
      current = '';
    }
    current += segment;
    lastWordLike = isWordLike === true;
  }
  if (current !== '') units.push(current);
  return units;
}

/**
 * Splits what is said into caption-sized phrases: at most `maxColumns` each, as few as will
 * do, and among those cuts the most even, preferring phrases that end at a comma or full stop.
 * Breaks fall only between words (captionUnits), so each phrase is also a piece espeak-ng can
 * speak on its own. Whitespace, newlines included,
 * collapses to single spaces.
 */
export function captionPhrases(text: string, locale: string, maxColumns = MAX_CAPTION_COLUMNS): string[] {
  const clean = text.replace(/\s+/gu, ' ').trim();
  if (clean === '') return [];
  if (columns(clean, locale) <= maxColumns) return [clean];

  const units = captionUnits(clean, locale);
  const starts = [0];
  for (const unit of units) starts.push(starts.at(-1)! + columns(unit, locale));
  // A phrase's columns: its units, less the space that trails the last one.
  const width = (from: number, to: number) =>
    starts[to]! - starts[from]! - (units[to - 1]!.length - units[to - 1]!.trimEnd().length);

  // As few phrases as will do (first fit is optimal for that), then the most even cut of that many.
  let fewest = 0;
  for (let from = 0; from < units.length; fewest++) {
    let to = from + 1;
    while (to < units.length && width(from, to + 1) <= maxColumns) to++;
    from = to;
  }
  const target = width(0, units.length) / fewest;
  const badness = (from: number, to: number) => {
    const off = (width(from, to) - target) / target;
    const endsClause = to < units.length && CLAUSE_END.test(units[to - 1]!.trimEnd());
    return off * off - (endsClause ? CLAUSE_BONUS : 0);
  };
  // best[to]: the least bad way to cut units[0, to) into `count` phrases.
  const best: Array<{ count: number; bad: number; from: number } | undefined> = [{ count: 0, bad: 0, from: 0 }];
  for (let to = 1; to <= units.length; to++) {
    for (let from = to - 1; from >= 0 && (from === to - 1 || width(from, to) <= maxColumns); from--) {
      const before = best[from];
      if (!before || before.count + 1 > fewest) continue;
      const candidate = { count: before.count + 1, bad: before.bad + badness(from, to), from };
      const current = best[to];
      if (
        !current ||
        candidate.count < current.count ||
        (candidate.count === current.count && candidate.bad < current.bad)
      )
        best[to] = candidate;
    }
  }
  const phrases: string[] = [];
  for (let to = units.length; to > 0; to = best[to]!.from)
    phrases.unshift(units.slice(best[to]!.from, to).join('').trim());
  return phrases.filter((phrase) => phrase !== '');
}
