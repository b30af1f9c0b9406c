import { SCRIPTS, type Script } from '@reelsmith/contracts';

const range = (from: number, to: number, skip: number[] = []) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index).filter((code) => !skip.includes(code));
const codes = (text: string) => [...text].map((character) => character.codePointAt(0)!);

/**
 * The letters a font must have, every one, to cover a script: each script's basic alphabet, or
 * for the scripts with thousands of characters a sample of the most common ones. A font with a
 * few Greek letters for mathematics does not cover Greek; a Latin font without its lower case
 * covers nothing. Diacritics and rare letters are left out: most fonts that draw a script's
 * basic letters draw them too, and the render falls back glyph by glyph where they do not.
 */
export const SCRIPT_SAMPLES: Record<Script, readonly number[]> = {
  Latin: [...range(0x41, 0x5a), ...range(0x61, 0x7a)], // A–Z, a–z
  Cyrillic: range(0x410, 0x44f), // А–Я, а–я
  Greek: [...range(0x391, 0x3a9, [0x3a2]), ...range(0x3b1, 0x3c9)], // Α–Ω, α–ω
  Arabic: [...range(0x621, 0x63a), ...range(0x641, 0x64a)], // hamza, alef … ghain, feh … yeh
  Hebrew: range(0x5d0, 0x5ea), // alef … tav, final forms included
  Devanagari: [...range(0x905, 0x914), ...range(0x915, 0x939)], // vowels, consonants
  Thai: range(0xe01, 0xe2e), // the 44 consonants
  Han: codes('的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年'),
  Japanese: [...range(0x3041, 0x3093), ...range(0x30a1, 0x30f3), ...codes('日本人大年中出上下生')],
  Hangul: codes('가나다라마바사아자차카타파하한국어는이을에'),
};

/** The scripts, in SCRIPTS order, whose every sample letter `hasGlyph` says the font draws. */
export function scriptsCovered(hasGlyph: (codePoint: number) => boolean): Script[] {
  return SCRIPTS.filter((script) => SCRIPT_SAMPLES[script].every(hasGlyph));
}
