import { cutPoints, ELLIPSIS, shortenedAt } from './text-shortening.js';

/**
 * Fits a text into a box: wraps it at word boundaries (between characters for CJK) and picks
 * the largest font size at which every line fits, down to the element's minimum. Text that
 * still does not fit at the minimum is shortened at a word boundary, preferably a clause's end,
 * never inside a word or a quantity ("350 ml"), and ends with an ellipsis, so no glyph is ever
 * clipped by the box. Pure: the caller supplies the measurements (canvas in production).
 */

export interface LineMetrics {
  /** Horizontal extent of the drawn line, including overhanging glyphs. */
  width: number;
  /** Extent above and below the baseline, whichever is larger of the font's and the glyphs'. */
  ascent: number;
  descent: number;
}

export type MeasureLine = (line: string, sizePx: number) => LineMetrics;

export interface TextLayoutRequest {
  text: string;
  locale: string;
  maxWidth: number;
  maxHeight: number;
  maxSize: number;
  minSize: number;
  maxLines?: number;
  /** Line advance as a multiple of the font size. */
  lineHeight: number;
  /** Evens out the lines (captions): as narrow as the text allows without another line. */
  balance?: boolean;
}

export interface TextLayout {
  /** The text drawn: the request's, or its shortened form with an ellipsis. */
  text: string;
  sizePx: number;
  lines: string[];
  /** Baseline-to-baseline distance. */
  advance: number;
  ascent: number;
  descent: number;
  /** Widest line. */
  width: number;
  /** From the first line's top to the last line's bottom. */
  height: number;
  truncated: boolean;
}

// Scripts written without spaces, where a line may break between any two characters.
const BREAK_ANYWHERE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303F\uFF00-\uFFEF]/u;
// Scripts written without spaces between words: a line may break between two words that
// Intl.Segmenter finds (Thai "ซื้อ|เลย|ตอน|นี้"), never inside one.
const UNSPACED_WORDS = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
// A space a line may break after: not the no-break ones in `19,90 €` or `« Nord »`.
const BREAKING_SPACE_AT_END = /(?![\u00A0\u202F\u2007])\s$/u;
// A number keeps the short word after it on its line: "350 ml", "1,5 kg", "350 мл", "2 ×" are
// read as one, and a line that ends on "350" with "ml," starting the next reads as a name cut
// mid-quantity. Short means a unit's length (three letters or signs at most: mAh, кг, מ"ל, €).
const NUMBER_AND_SPACE_AT_END = /\p{Nd}[^\S\u00A0\u202F\u2007]$/u;
const UNIT_LIKE = /^[\p{L}\p{M}\p{Sc}\p{Sm}%°"'״׳]{1,3}$/u;

/** Whether `segment` is a unit that must stay on the line of the number `text` ends with. */
export function unitOfNumberBefore(text: string, segment: string): boolean {
  return NUMBER_AND_SPACE_AT_END.test(text) && UNIT_LIKE.test(segment);
}

// A compound joined by a hyphen may break after it ("Keramik-|Reisebecher"), between letters
// only: a box too narrow for the whole compound otherwise cuts one of its words between letters.
const LETTER_AND_HYPHEN_AT_END = /\p{L}[-\u2010]$/u;
const LETTER_AT_START = /^\p{L}/u;
// Punctuation that must not start a line (kinsoku) or end one.
const NO_LINE_START = /^[、。，．・：；？！）」』】〕〉》ー々〜,.!?:;)\]}%]/u;
const NO_LINE_END = /[（「『【〔〈《([{]$/u;

// A word segmenter per locale, and the units of each paragraph: fitting a text tries many sizes
// and boxes of the same words (validation tries 33 languages' long content in every box), and
// making a segmenter costs more than segmenting. Bounded: emptied when full.
const WORD_SEGMENTERS = new Map<string, Intl.Segmenter>();
const UNITS = new Map<string, readonly string[]>();
const UNITS_LIMIT = 20_000;

/** The process's word segmenter for a locale (made once: making one costs more than segmenting). */
export function wordSegmenter(locale: string): Intl.Segmenter {
  let segmenter = WORD_SEGMENTERS.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
    WORD_SEGMENTERS.set(locale, segmenter);
  }
  return segmenter;
}

/** Splits a paragraph into units a line may end after; trailing spaces stay on their unit. */
export function breakUnits(paragraph: string, locale: string): readonly string[] {
  const key = `${locale}|${paragraph}`;
  let units = UNITS.get(key);
  if (!units) {
    units = unitsOf(paragraph, locale);
    if (UNITS.size >= UNITS_LIMIT) UNITS.clear();
    UNITS.set(key, units);
  }
  return units;
}

function unitsOf(paragraph: string, locale: string): string[] {
  const units: string[] = [];
  let current = '';
  for (const { segment } of wordSegmenter(locale).segment(paragraph)) {
    const isSpace = segment.trim() === '';
    const afterSpace = BREAKING_SPACE_AT_END.test(current);
    const betweenCjk = BREAK_ANYWHERE.test(segment) || BREAK_ANYWHERE.test(current.slice(-1));
    const betweenWords = UNSPACED_WORDS.test(segment[0]!) && UNSPACED_WORDS.test(current.slice(-1));
    const afterHyphen = LETTER_AND_HYPHEN_AT_END.test(current) && LETTER_AT_START.test(segment);
    const unitAfterNumber = unitOfNumberBefore(current, segment);
    const mayBreak =
      current !== '' &&
      !isSpace &&
      (afterSpace || betweenCjk || betweenWords || afterHyphen) &&
      !unitAfterNumber &&
      !NO_LINE_START.test(segment) &&
      !NO_LINE_END.test(current);
    if (mayBreak) {
      units.push(current);
      current = '';
    }
    current += segment;
  }
  if (current !== '') units.push(current);
  return units;
}

function graphemes(text: string, locale: string): string[] {
  return [...new Intl.Segmenter(locale, { granularity: 'grapheme' }).segment(text)].map((g) => g.segment);
}

/** Splits on newlines and collapses runs of blanks; empty paragraphs disappear. */
function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((p) => p.replace(/[\t ]+/g, ' ').trim())
    .filter((p) => p !== '');
}

class Wrapper {
  private readonly widths = new Map<string, number>();
  /** Whether the last wrap had to break a word between its letters. */
  brokeWord = false;

  constructor(
    private readonly request: TextLayoutRequest,
    private readonly measure: MeasureLine,
    private readonly sizePx: number,
  ) {}

  width(line: string): number {
    let width = this.widths.get(line);
    if (width === undefined) {
      width = this.measure(line, this.sizePx).width;
      this.widths.set(line, width);
    }
    return width;
  }

  fitsWidth(line: string): boolean {
    return this.width(line.trimEnd()) <= this.request.maxWidth;
  }

  /** Wraps the text into lines; stops once it has `limit` lines, the most that could fit. */
  wrap(limit: number): string[] {
    const lines: string[] = [];
    const { locale } = this.request;
    paragraphs: for (const paragraph of paragraphsOf(this.request.text)) {
      let line = '';
      for (const unit of breakUnits(paragraph, locale)) {
        if (this.fitsWidth(line + unit)) {
          line += unit;
          continue;
        }
        if (line !== '') lines.push(line.trimEnd());
        line = '';
        // A unit wider than the box (a long word or URL) is broken between characters.
        const fits = this.fitsWidth(unit);
        if (!fits) this.brokeWord = true;
        for (const character of fits ? [unit] : graphemes(unit, locale)) {
          if (line !== '' && !this.fitsWidth(line + character)) {
            lines.push(line.trimEnd());
            line = '';
          }
          line += character;
        }
        if (lines.length >= limit) break paragraphs;
      }
      if (line.trim() !== '') lines.push(line.trimEnd());
      if (lines.length >= limit) break;
    }
    return lines.slice(0, limit);
  }

  /** Shortens a line until it fits with an ellipsis after it. */
  withEllipsis(line: string): string {
    const characters = graphemes(line, this.request.locale);
    while (characters.length > 0 && !this.fitsWidth(`${characters.join('').trimEnd()}${ELLIPSIS}`)) characters.pop();
    return `${characters.join('').trimEnd()}${ELLIPSIS}`;
  }
}

function measureBlock(
  lines: string[],
  sizePx: number,
  request: TextLayoutRequest,
  measure: MeasureLine,
  truncated: boolean,
): TextLayout {
  const metrics = lines.map((line) => measure(line, sizePx));
  const ascent = Math.max(...metrics.map((m) => m.ascent));
  const descent = Math.max(...metrics.map((m) => m.descent));
  // Tall scripts (Arabic marks, stacked diacritics) get more room than the nominal line height.
  const advance = Math.max(sizePx * request.lineHeight, ascent + descent);
  return {
    text: truncated ? lines.join(' ') : request.text,
    sizePx,
    lines,
    advance,
    ascent,
    descent,
    width: Math.max(...metrics.map((m) => m.width)),
    height: ascent + advance * (lines.length - 1) + descent,
    truncated,
  };
}

/**
 * The most lines that could fit: lines are at least `lineHeight` apart. Wrapping stops there,
 * which keeps a 5,000-character description from being wrapped whole at every size tried.
 */
function lineLimit(sizePx: number, request: TextLayoutRequest): number {
  const byHeight = Math.floor(request.maxHeight / (sizePx * request.lineHeight)) + 1;
  return Math.min(byHeight, request.maxLines ?? byHeight);
}

/** The text at this size if it fits; with `wholeWords`, only if no word had to be broken. */
function layoutAt(
  sizePx: number,
  request: TextLayoutRequest,
  measure: MeasureLine,
  wholeWords: boolean,
): TextLayout | null {
  const limit = lineLimit(sizePx, request);
  const wrapper = new Wrapper(request, measure, sizePx);
  const lines = wrapper.wrap(limit + 1);
  if (lines.length === 0 || lines.length > limit || (wholeWords && wrapper.brokeWord)) return null;
  const layout = measureBlock(lines, sizePx, request, measure, false);
  const fits = layout.height <= request.maxHeight && layout.width <= request.maxWidth;
  return fits ? layout : null;
}

/**
 * The last resort, for a text whose first word alone does not fit (a 60-letter word): keeps the
 * lines that fit at the minimum size and ends the last one with an ellipsis.
 */
function truncateAt(sizePx: number, request: TextLayoutRequest, measure: MeasureLine): TextLayout {
  const wrapper = new Wrapper(request, measure, sizePx);
  const lines = wrapper.wrap(lineLimit(sizePx, request));
  for (let count = lines.length; count > 1; count--) {
    const kept = [...lines.slice(0, count - 1), wrapper.withEllipsis(lines[count - 1]!)];
    const layout = measureBlock(kept, sizePx, request, measure, true);
    if (layout.height <= request.maxHeight) return layout;
  }
  return measureBlock([wrapper.withEllipsis(lines[0] ?? '')], sizePx, request, measure, true);
}

/**
 * The same lines at the same size, wrapped as narrow as they go: a search for the smallest
 * width that needs no more lines, so two lines come out about even instead of a full line and
 * a word.
 */
function balanced(layout: TextLayout, request: TextLayoutRequest, measure: MeasureLine): TextLayout {
  if (layout.lines.length < 2 || layout.truncated) return layout;
  let best = layout;
  let low = layout.width / layout.lines.length;
  let high = layout.width;
  while (high - low > 1) {
    const width = (low + high) / 2;
    const narrower = layoutAt(layout.sizePx, { ...request, maxWidth: width }, measure, true);
    if (narrower && narrower.lines.length === layout.lines.length) {
      best = narrower;
      high = width;
    } else {
      low = width;
    }
  }
  return best;
}

/**
 * Whether a short text (a name, a headline: two or three lines of one paragraph) leaves one
 * word alone on its last line ("Hand-glazed ceramic travel / mug", "手工上釉陶瓷旅行 / 杯"): a
 * widow, which evening out the lines at the same size takes away.
 */
function endsInWidow(layout: TextLayout, request: TextLayoutRequest): boolean {
  if (layout.truncated || layout.lines.length < 2 || layout.lines.length > 3) return false;
  if (paragraphsOf(request.text).length !== 1) return false;
  return breakUnits(layout.lines.at(-1)!, request.locale).length === 1;
}

/**
 * Whether layoutText would draw the text whole (at some size from the maximum down to the
 * minimum) rather than shortened: it fits at the minimum size, the one wrap that decides it.
 */
export function fitsWhole(request: TextLayoutRequest, measure: MeasureLine): boolean {
  return layoutAt(Math.floor(request.minSize), request, measure, false) !== null;
}

export function layoutText(request: TextLayoutRequest, measure: MeasureLine): TextLayout {
  const layout = fittedLayout(request, measure);
  return request.balance || endsInWidow(layout, request) ? balanced(layout, request, measure) : layout;
}

function fittedLayout(request: TextLayoutRequest, measure: MeasureLine): TextLayout {
  if (paragraphsOf(request.text).length === 0) throw new Error('layoutText needs a non-empty text');
  return largestFit(request, measure) ?? shortenedLayout(request, measure);
}

/**
 * The text shortened as little as it must be to fit at the minimum size: the longest prefix
 * that ends at a cut point, or the longest that ends a clause when it keeps at least half as
 * much. Fitting only gets easier as the prefix shrinks, so a binary search finds it.
 */
function shortenedLayout(request: TextLayoutRequest, measure: MeasureLine): TextLayout {
  const minSize = Math.floor(request.minSize);
  const points = cutPoints(request.text, request.locale);
  const fits = (index: number) =>
    layoutAt(minSize, { ...request, text: shortenedAt(request.text, points[index]!) }, measure, true) !== null;
  let low = 0;
  let high = points.length - 1;
  let longest = -1;
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    if (fits(middle)) {
      longest = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  if (longest < 0) return truncateAt(minSize, request, measure);
  const clause = points
    .slice(0, longest + 1)
    .reverse()
    .find((point) => point.clause);
  const chosen = clause && clause.end * 2 >= points[longest]!.end ? clause : points[longest]!;
  const text = shortenedAt(request.text, chosen);
  return { ...largestFit({ ...request, text }, measure)!, text, truncated: true };
}

/** The text whole at the largest size that fits, or null when it does not fit at the minimum. */
function largestFit(request: TextLayoutRequest, measure: MeasureLine): TextLayout | null {
  const minSize = Math.floor(request.minSize);
  // A smaller size beats a word broken between its letters ("Керамическа|я"), which is kept
  // for words that no size down to the minimum holds whole (a long URL).
  const wholeWords = layoutAt(minSize, request, measure, true) !== null;
  let best = layoutAt(minSize, request, measure, wholeWords);
  if (!best) return null;
  // Binary search for the largest whole pixel size that still fits.
  let low = minSize + 1;
  let high = Math.floor(request.maxSize);
  while (low <= high) {
    const size = Math.floor((low + high) / 2);
    const layout = layoutAt(size, request, measure, wholeWords);
    if (layout) {
      best = layout;
      low = size + 1;
    } else {
      high = size - 1;
    }
  }
  return best;
}
