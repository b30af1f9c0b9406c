import type { Language } from '@reelsmith/contracts';
/**
 * The fixed words a template may show ({{phrase.<key>}}), per supported language. A template
 * can only use keys of this table (the loader checks), so every language has every phrase.
 */

export type { Language };

const ENGLISH = {
  shop_now: 'Shop now',
  only: 'Only',
  new: 'New',
  limited_offer: 'Limited offer',
  discover: 'Discover',
};
export type PhraseKey = keyof typeof ENGLISH;

// Typed by the English keys, so a language missing a phrase does not compile.
const PHRASES: Record<Language, Record<PhraseKey, string>> = {
  en: ENGLISH,
  de: { shop_now: 'Jetzt kaufen', only: 'Nur', new: 'Neu', limited_offer: 'Nur für kurze Zeit', discover: 'Entdecken' },
  es: { shop_now: 'Comprar ahora', only: 'Solo', new: 'Nuevo', limited_offer: 'Oferta limitada', discover: 'Descubre' },
  fr: { shop_now: 'Acheter', only: 'Seulement', new: 'Nouveau', limited_offer: 'Offre limitée', discover: 'Découvrez' },
  it: { shop_now: 'Acquista ora', only: 'Solo', new: 'Novità', limited_offer: 'Offerta limitata', discover: 'Scopri' },
  pt: { shop_now: 'Compre agora', only: 'Apenas', new: 'Novo', limited_offer: 'Oferta limitada', discover: 'Descubra' },
  ja: { shop_now: '今すぐ購入', only: 'わずか', new: '新登場', limited_offer: '期間限定', discover: '詳しく見る' },
};

export function isPhraseKey(value: string): value is PhraseKey {
  return Object.hasOwn(ENGLISH, value);
}

export function phrase(language: Language, key: PhraseKey): string {
  return PHRASES[language][key];
}
