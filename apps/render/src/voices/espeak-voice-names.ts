import type { Language } from '@reelsmith/templates';

/**
 * espeak-ng voice per supported language (Debian's espeak-ng 1.51 voice names), reviewed in
 * docs/languages.md. Portuguese speaks Brazilian, as `pt` writes its numbers in CLDR. Chinese
 * uses `cmn-latn-pinyin`: 1.51's plain `cmn` turns each character into pinyin with a tone digit
 * and then reads that as English ("li four ji two" for 立即).
 */
const VOICES: Record<Language, string> = {
  en: 'en-us',
  de: 'de',
  es: 'es',
  fr: 'fr-fr',
  it: 'it',
  pt: 'pt-br',
  nl: 'nl',
  sv: 'sv',
  da: 'da',
  no: 'nb',
  fi: 'fi',
  pl: 'pl',
  cs: 'cs',
  sk: 'sk',
  hr: 'hr',
  ro: 'ro',
  hu: 'hu',
  tr: 'tr',
  id: 'id',
  ms: 'ms',
  vi: 'vi',
  ru: 'ru',
  uk: 'uk',
  bg: 'bg',
  el: 'el',
  ar: 'ar',
  fa: 'fa',
  he: 'he',
  hi: 'hi',
  th: 'th',
  zh: 'cmn-latn-pinyin',
  ja: 'ja',
  ko: 'ko',
};

export function espeakVoiceName(language: Language): string {
  return VOICES[language];
}
