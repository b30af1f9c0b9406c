import { PHRASE_KEYS, phrase, type Language, type PhraseKey } from '@reelsmith/templates';
import { readHebrewNumbers } from './hebrew-numbers.js';
import { japaneseReading } from './japanese-reading.js';
import { spokenUnits } from './unit-words.js';

/**
 * How espeak-ng 1.51 should read a fixed phrase whose written form it misreads: Japanese kanji
 * it names one by one as "Chinese letter" (so: in kana), unpointed Hebrew it reads as bare
 * consonants (so: its phonemes, in espeak-ng's `[[…]]` notation), Arabic whose short vowels it
 * guesses wrong (so: with the vowel marks). Captions keep the written form.
 */
const READINGS: Partial<Record<Language, Partial<Record<PhraseKey, string>>>> = {
  ja: {
    shop_now: 'いますぐこうにゅう',
    new: 'しんとうじょう',
    limited_offer: 'きかんげんてい',
    discover: 'くわしくみる',
  },
  he: {
    shop_now: "[[kn'u 'aXSav]]",
    only: "[[Q'ak]]",
    limited_offer: "[[mivts'a lizm'an mugb'al]]",
    discover: "[[g'alu 'od]]",
  },
  ar: { shop_now: 'تَسَوَّقِ الْآنَ', discover: 'اِكْتَشِفْ' },
};

// Marks that only steer the layout of right-to-left text; espeak-ng skips what follows some.
const BIDI_MARKS = /[\u061C\u200E\u200F\u2066-\u2069]/gu;
// The separators Intl puts between thousands (`1 490 ₽`, Persian `۴۵٬۰۰۰`): espeak-ng reads
// the digits either side as two numbers (or says "comma"). A no-break space elsewhere
// (`19,90 €`) makes it drop the currency sign after it.
const GROUP_SEPARATOR = /(?<=\p{Nd})[\u00A0\u202F\u066C](?=\p{Nd}{3}(?!\p{Nd}))/gu;
const NO_BREAK_SPACE = /[\u00A0\u202F]/gu;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function readPhrases(text: string, language: Language): string {
  const readings = READINGS[language];
  if (!readings) return text;
  return PHRASE_KEYS.reduce((spoken, key) => {
    const reading = readings[key];
    if (!reading) return spoken;
    // Only the phrase as a word of its own, never inside a longer word.
    const word = new RegExp(`(?<![\\p{L}\\p{M}])${escape(phrase(language, key))}(?![\\p{L}\\p{M}])`, 'gu');
    return spoken.replace(word, reading);
  }, text);
}

/** Written forms (the product's price) and how each is said; the caption keeps the written one. */
export type Readings = ReadonlyArray<readonly [written: string, spoken: string]>;

const readAloud = (text: string, readings: Readings) =>
  readings.reduce((spoken, [written, said]) => spoken.replaceAll(written, said), text);

/** What espeak-ng is given to say `text` (one phrase of the voice-over) in `language`. */
export function spokenText(text: string, language: Language, readings: Readings = []): string {
  const spoken = spokenUnits(readPhrases(readAloud(text, readings), language), language)
    .replace(BIDI_MARKS, '')
    .replace(GROUP_SEPARATOR, '')
    .replace(NO_BREAK_SPACE, ' ')
    .trim();
  return language === 'he' ? readHebrewNumbers(spoken) : spoken;
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?。！？]$/u.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * What espeak-ng is given for the pieces of one line: each read as spokenText does, Japanese
 * kanji as their kana readings, and the last piece ending like a sentence.
 */
export async function spokenTexts(pieces: string[], language: Language, readings: Readings = []): Promise<string[]> {
  const spoken = await Promise.all(
    pieces.map(async (piece) => {
      const text = spokenText(piece, language, readings);
      return language === 'ja' ? japaneseReading(text) : text;
    }),
  );
  return spoken.map((text, i) => (i === spoken.length - 1 ? sentence(text) : text));
}
