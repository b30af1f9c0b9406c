/**
 * Hebrew numbers and currency signs as espeak-ng phonemes (`[[…]]`): espeak-ng 1.51's Hebrew
 * voice says nothing for digits or `₪`, so a price would vanish from a voice-over, and it reads
 * unpointed number words as bare consonants. Numbers are read in the counting (feminine) forms
 * with "ve" before the last part (1990: elef tsha me'ot ve-tish'im), a decimal part after
 * "nekuda"; above 999,999 digit by digit.
 */

const UNITS = ['', "aX'at", "St'ajim", "Sal'oS", "'aQba", "Xam'eS", "S'eS", "S'eva", "Sm'one", "t'eSa"];
// The short forms a unit takes before esre (the teens) and me'ot (the hundreds): shlosh esre.
const SHORT = ['', "aX'at", "St'eim", "Sl'oS", "'aQba", "Xam'eS", "S'eS", "Sv'a", "Sm'one", "tS'a"];
const TENS = ['', "'eseQ", "esQ'im", "SloS'im", "aQba'im", "XamiS'im", "SiS'im", "Siv'im", "Smon'im", "tiS'im"];
const teen = (unit: number) => `${SHORT[unit]} esQ'e`;
const hundreds = (count: number) => ['', "me'a", "mat'ajim"][count] ?? `${SHORT[count]} me'ot`;
// 1,000–10,000 have forms of their own ("the construct state"): shloshet alafim, not shalosh elef.
const THOUSANDS = [
  '',
  "'elef",
  "alp'ajim",
  "Sl'oSet alaf'im",
  "aQba'at alaf'im",
  "Xam'eSet alaf'im",
  "S'eSet alaf'im",
  "Siv'at alaf'im",
  "Smon'at alaf'im",
  "tiS'at alaf'im",
  "as'eQet alaf'im",
];
const ZERO = "'efes";
const AND = 've';
const POINT = "nekud'a";

// What the signs Intl writes around a Hebrew price are called.
const SIGNS: Record<string, string> = {
  '₪': "Skal'im",
  $: "d'olaQ",
  '€': "'eiQo",
  '£': "l'iSat",
  '¥': "j'en",
  '%': "'aXuz",
};

/** The parts of 0 < n < 1000: hundreds, tens, units (a teen is one part). */
function partsBelowThousand(n: number): string[] {
  const parts = [hundreds(Math.floor(n / 100))];
  const rest = n % 100;
  if (rest > 10 && rest < 20) parts.push(teen(rest - 10));
  else parts.push(TENS[Math.floor(rest / 10)]!, UNITS[rest % 10]!);
  return parts.filter(Boolean);
}

/** "ve" goes before the last part only, as its prefix: me'a arba'im ve-tesha. */
function joined(parts: string[]): string {
  if (parts.length < 2) return parts.join(' ');
  return `${parts.slice(0, -1).join(' ')} ${AND}${parts.at(-1)}`;
}

function digitByDigit(digits: string): string {
  return [...digits].map((digit) => (digit === '0' ? ZERO : UNITS[Number(digit)])).join(' ');
}

/** A whole number's phonemes (without the brackets). */
export function hebrewNumber(digits: string): string {
  const n = Number(digits);
  if (!Number.isSafeInteger(n) || n > 999_999) return digitByDigit(digits);
  if (n === 0) return ZERO;
  const thousands = Math.floor(n / 1000);
  const parts: string[] = [];
  if (thousands > 0 && thousands <= 10) parts.push(THOUSANDS[thousands]!);
  // 11,000 and up: the count of thousands as a number of its own, then "elef".
  if (thousands > 10) parts.push(`${joined(partsBelowThousand(thousands))} 'elef`);
  parts.push(...partsBelowThousand(n % 1000));
  return joined(parts);
}

/** A decimal part: as a number (tish'im for .90), digit by digit when it starts with 0 (.05). */
function decimals(digits: string): string {
  return digits.startsWith('0') ? digitByDigit(digits) : hebrewNumber(digits);
}

// A number as Intl writes it in Hebrew: 1,490.90 (grouping commas, a decimal point).
const NUMBER = /(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?/gu;
const SIGN = new RegExp(`[${Object.keys(SIGNS).join('')}]`, 'gu');

/** `text` with its numbers and currency signs replaced by the phonemes that say them. */
export function readHebrewNumbers(text: string): string {
  return text
    .replace(NUMBER, (_match, whole: string, fraction?: string) => {
      const spoken = hebrewNumber(whole.replaceAll(',', ''));
      return `[[${fraction ? `${spoken} ${POINT} ${decimals(fraction)}` : spoken}]]`;
    })
    .replace(SIGN, (sign) => `[[${SIGNS[sign]}]]`);
}
