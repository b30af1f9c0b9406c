/**
 * Where a text may be shortened: after a whole word (Intl.Segmenter's word granularity, which
 * finds the words of Thai, Japanese and Chinese too), never inside a word and never inside a
 * quantity — a number with its unit or factors ("350 ml", "2 × 1,5 kg") is one unit. A cut
 * just before a comma, semicolon, colon, dash or parenthesis ends a clause, which reads best.
 */

export interface CutPoint {
  /** The shortened text is `text.slice(0, end)`, trimmed, then an ellipsis. */
  end: number;
  /** The cut ends a clause. */
  clause: boolean;
}

export const ELLIPSIS = '…';

const DIGIT = /\p{Nd}/u;
// A unit after a number: a short run of letters or a sign (ml, kg, GB, mAh, 毫升, %, °C).
const UNIT = /^[\p{L}\p{Sc}%°′″µ]{1,4}\.?$/u;
const CURRENCY = /^[\p{Sc}%]$/u;
const FACTOR = /^[x×*]$/iu;
// What may stand between the parts of a quantity: spaces and factor signs only.
const QUANTITY_GAP = /^[\s\u00A0\u202F×x*/+-]*$/iu;
const CLAUSE_START = /^[\s\u00A0]*([,;:،؛、，；：]|[-–—](?=\s)|[(（[])/u;

interface Word {
  start: number;
  end: number;
  text: string;
}

function wordsOf(text: string, locale: string): Word[] {
  return [...new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)]
    .filter((s) => s.isWordLike || DIGIT.test(s.segment) || CURRENCY.test(s.segment))
    .map((s) => ({ start: s.index, end: s.index + s.segment.length, text: s.segment }));
}

/** Whether `next` belongs to the same quantity as `previous` ("350" "ml", "2" "×" "1,5"). */
function sameQuantity(text: string, previous: Word, next: Word): boolean {
  if (!QUANTITY_GAP.test(text.slice(previous.end, next.start))) return false;
  const number = (w: Word) => DIGIT.test(w.text);
  if (number(previous)) return number(next) || UNIT.test(next.text) || FACTOR.test(next.text);
  return FACTOR.test(previous.text) && number(next);
}

/** Every place the text may be cut, shortest first; none inside a word or a quantity. */
export function cutPoints(text: string, locale: string): CutPoint[] {
  const words = wordsOf(text, locale);
  const points: CutPoint[] = [];
  words.forEach((word, i) => {
    const next = words[i + 1];
    if (!next) return;
    // Inside a quantity, unless the text itself puts a clause mark there.
    if (sameQuantity(text, word, next)) return;
    const clause = CLAUSE_START.test(text.slice(word.end, next.start));
    points.push({ end: word.end, clause });
  });
  return points;
}

// What may not end a shortened text: spaces, clause marks, dashes (the Japanese ―― too) and
// opening brackets, which would dangle before the ellipsis ("safe,…", "Geschenkbox) –…").
const DANGLING = /[\s\u00A0\u202F,;:،؛、，；：\-‐‑–—―([（［「『【]+$/u;
const CLOSING: Readonly<Record<string, string>> = {
  '(': ')',
  '[': ']',
  '（': '）',
  '［': '］',
  '「': '」',
  '『': '』',
  '【': '】',
};

/** The brackets `text` opens and does not close, closed, innermost first. */
function closersOf(text: string): string {
  const open: string[] = [];
  for (const character of text) {
    if (CLOSING[character]) open.push(CLOSING[character]);
    else if (character === open.at(-1)) open.pop();
  }
  return open.reverse().join('');
}

/**
 * The text cut at `point`, ending cleanly: trailing spaces, clause marks, dashes and opening
 * brackets dropped, then the ellipsis, then the brackets the kept part left open, closed
 * ("Mug (set of 2…)"), so no parenthesis is left hanging.
 */
export function shortenedAt(text: string, point: CutPoint): string {
  const kept = text.slice(0, point.end).replace(DANGLING, '');
  return `${kept}${ELLIPSIS}${closersOf(kept)}`;
}

// The end shortenedAt gives a text: the ellipsis and the brackets it closed.
const SHORTENED_END = /…[)\]）］」』】]*$/u;
// The mark a clause ends with: a spoken piece keeps it ("Keramiktasse Nord,"), the clause a
// text draws from the same words (`:clause`) does not.
const CLAUSE_END = /[\s,;:،؛、，；：–—]+$/u;

/** A text as it reads: no ellipsis or clause mark at its end, no bidi marks, one kind of space, capitals. */
function plainWords(text: string, locale: string): string {
  // Intl's prices carry bidi marks and no-break spaces that the spoken (caption) text may not.
  return text
    .replace(SHORTENED_END, '')
    .replace(/[\u200E\u200F\u061C]/gu, '')
    .replace(/[\s\u00A0\u202F]+/gu, ' ')
    .trim()
    .replace(CLAUSE_END, '')
    .toLocaleUpperCase(locale);
}

/**
 * Whether two strings read alike, an ellipsis (and what it closed), a clause's closing mark and
 * case aside. Compared in capitals: a text drawn in capitals loses the accents Greek writes in
 * lower case.
 */
export function sameWords(a: string, b: string, locale: string): boolean {
  return plainWords(a, locale) === plainWords(b, locale);
}

/**
 * Whether `shown` reads as `text` or as its start up to the end of a word: a text that draws a
 * line's first clause, or the line shortened ("Keramiktasse Nord" of "Keramiktasse Nord,
 * spülmaschinenfest"), shows what saying the line starts with.
 */
export function showsStartOf(shown: string, text: string, locale: string): boolean {
  const start = plainWords(shown, locale);
  const whole = plainWords(text, locale);
  if (start === '' || !whole.startsWith(start)) return false;
  if (start.length === whole.length) return true;
  const segments = new Intl.Segmenter(locale, { granularity: 'word' }).segment(whole);
  return [...segments].some((segment) => segment.isWordLike && segment.index + segment.segment.length === start.length);
}
