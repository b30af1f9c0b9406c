/** Languages a video can be made in: BCP 47 primary language codes. */
export const SUPPORTED_LANGUAGES = [
  'en',
  'de',
  'es',
  'fr',
  'it',
  'pt',
  'nl',
  'sv',
  'da',
  'no',
  'fi',
  'pl',
  'cs',
  'sk',
  'hr',
  'ro',
  'hu',
  'tr',
  'id',
  'ms',
  'vi',
  'ru',
  'uk',
  'bg',
  'el',
  'ar',
  'fa',
  'he',
  'hi',
  'th',
  'zh',
  'ja',
  'ko',
] as const;

export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/**
 * The writing systems the languages use; each needs its fonts in the render image. An uploaded
 * font reports the ones its glyphs cover in these names (docs/api.md, "Assets").
 */
export const SCRIPTS = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Arabic',
  'Hebrew',
  'Devanagari',
  'Thai',
  'Han',
  'Japanese',
  'Hangul',
] as const;

export type Script = (typeof SCRIPTS)[number];

export interface LanguageInfo {
  code: Language;
  /** English name. */
  name: string;
  /** The language's own name for itself. */
  native_name: string;
  script: Script;
  /** `rtl` for Arabic, Persian and Hebrew: texts align to the right and read right to left. */
  direction: 'ltr' | 'rtl';
  /**
   * How well the voice-over speaks free text (product names, descriptions): `poor` is hard to
   * understand, `fair` understandable with mistakes. Judged in docs/languages.md.
   */
  voice_quality: VoiceQuality;
}

export type VoiceQuality = 'good' | 'fair' | 'poor';

const latin = (
  code: Language,
  name: string,
  native_name: string,
  voice_quality: VoiceQuality = 'good',
): LanguageInfo => ({
  code,
  name,
  native_name,
  script: 'Latin',
  direction: 'ltr',
  voice_quality,
});

/** Every supported language, in the order of SUPPORTED_LANGUAGES (`GET /v1/languages`). */
export const LANGUAGES: Record<Language, LanguageInfo> = {
  en: latin('en', 'English', 'English'),
  de: latin('de', 'German', 'Deutsch'),
  es: latin('es', 'Spanish', 'Español'),
  fr: latin('fr', 'French', 'Français'),
  it: latin('it', 'Italian', 'Italiano'),
  pt: latin('pt', 'Portuguese', 'Português'),
  nl: latin('nl', 'Dutch', 'Nederlands'),
  sv: latin('sv', 'Swedish', 'Svenska'),
  da: latin('da', 'Danish', 'Dansk'),
  no: latin('no', 'Norwegian', 'Norsk'),
  fi: latin('fi', 'Finnish', 'Suomi'),
  pl: latin('pl', 'Polish', 'Polski'),
  cs: latin('cs', 'Czech', 'Čeština'),
  sk: latin('sk', 'Slovak', 'Slovenčina'),
  hr: latin('hr', 'Croatian', 'Hrvatski'),
  ro: latin('ro', 'Romanian', 'Română'),
  hu: latin('hu', 'Hungarian', 'Magyar'),
  tr: latin('tr', 'Turkish', 'Türkçe'),
  id: latin('id', 'Indonesian', 'Bahasa Indonesia'),
  ms: latin('ms', 'Malay', 'Bahasa Melayu'),
  vi: latin('vi', 'Vietnamese', 'Tiếng Việt', 'fair'),
  ru: {
    code: 'ru',
    name: 'Russian',
    native_name: 'Русский',
    script: 'Cyrillic',
    direction: 'ltr',
    voice_quality: 'good',
  },
  uk: {
    code: 'uk',
    name: 'Ukrainian',
    native_name: 'Українська',
    script: 'Cyrillic',
    direction: 'ltr',
    voice_quality: 'good',
  },
  bg: {
    code: 'bg',
    name: 'Bulgarian',
    native_name: 'Български',
    script: 'Cyrillic',
    direction: 'ltr',
    voice_quality: 'good',
  },
  el: { code: 'el', name: 'Greek', native_name: 'Ελληνικά', script: 'Greek', direction: 'ltr', voice_quality: 'good' },
  ar: { code: 'ar', name: 'Arabic', native_name: 'العربية', script: 'Arabic', direction: 'rtl', voice_quality: 'fair' },
  fa: { code: 'fa', name: 'Persian', native_name: 'فارسی', script: 'Arabic', direction: 'rtl', voice_quality: 'fair' },
  he: { code: 'he', name: 'Hebrew', native_name: 'עברית', script: 'Hebrew', direction: 'rtl', voice_quality: 'poor' },
  hi: {
    code: 'hi',
    name: 'Hindi',
    native_name: 'हिन्दी',
    script: 'Devanagari',
    direction: 'ltr',
    voice_quality: 'fair',
  },
  th: { code: 'th', name: 'Thai', native_name: 'ไทย', script: 'Thai', direction: 'ltr', voice_quality: 'poor' },
  zh: {
    code: 'zh',
    name: 'Chinese (Simplified)',
    native_name: '简体中文',
    script: 'Han',
    direction: 'ltr',
    voice_quality: 'fair',
  },
  ja: {
    code: 'ja',
    name: 'Japanese',
    native_name: '日本語',
    script: 'Japanese',
    direction: 'ltr',
    voice_quality: 'fair',
  },
  ko: { code: 'ko', name: 'Korean', native_name: '한국어', script: 'Hangul', direction: 'ltr', voice_quality: 'fair' },
};

export function isLanguage(value: string): value is Language {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}
