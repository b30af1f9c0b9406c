import type { Language } from '@reelsmith/contracts';
/**
 * The fixed words a video shows in its own language: the phrases a template may use
 * ({{phrase.<key>}}; the loader checks the key, so every language has every phrase) and the
 * watermark. Reviewed per language in docs/languages.md: calls to action in the imperative or
 * infinitive a shop's button uses there, one form of address per language, badges as nouns or
 * the standalone form shops print, no spaces between Thai, Chinese or Japanese words.
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
  fr: {
    shop_now: 'Acheter maintenant',
    only: 'Seulement',
    new: 'Nouveau',
    limited_offer: 'Offre limitée',
    discover: 'Découvrez',
  },
  it: { shop_now: 'Acquista ora', only: 'Solo', new: 'Novità', limited_offer: 'Offerta limitata', discover: 'Scopri' },
  pt: { shop_now: 'Compre agora', only: 'Apenas', new: 'Novo', limited_offer: 'Oferta limitada', discover: 'Descubra' },
  ja: { shop_now: '今すぐ購入', only: 'わずか', new: '新登場', limited_offer: '期間限定', discover: '詳しく見る' },
  nl: { shop_now: 'Koop nu', only: 'Slechts', new: 'Nieuw', limited_offer: 'Tijdelijk aanbod', discover: 'Ontdek' },
  sv: { shop_now: 'Köp nu', only: 'Endast', new: 'Nyhet', limited_offer: 'Begränsat erbjudande', discover: 'Upptäck' },
  da: { shop_now: 'Køb nu', only: 'Kun', new: 'Nyhed', limited_offer: 'Begrænset tilbud', discover: 'Opdag' },
  no: { shop_now: 'Kjøp nå', only: 'Kun', new: 'Nyhet', limited_offer: 'Begrenset tilbud', discover: 'Oppdag' },
  fi: { shop_now: 'Osta nyt', only: 'Vain', new: 'Uutuus', limited_offer: 'Rajoitettu tarjous', discover: 'Tutustu' },
  pl: { shop_now: 'Kup teraz', only: 'Tylko', new: 'Nowość', limited_offer: 'Oferta limitowana', discover: 'Odkryj' },
  cs: { shop_now: 'Koupit nyní', only: 'Jen', new: 'Novinka', limited_offer: 'Omezená nabídka', discover: 'Objevte' },
  sk: { shop_now: 'Kúpiť teraz', only: 'Len', new: 'Novinka', limited_offer: 'Obmedzená ponuka', discover: 'Objavte' },
  hr: { shop_now: 'Kupi odmah', only: 'Samo', new: 'Novo', limited_offer: 'Ograničena ponuda', discover: 'Otkrij' },
  ro: { shop_now: 'Cumpără acum', only: 'Doar', new: 'Nou', limited_offer: 'Ofertă limitată', discover: 'Descoperă' },
  hu: {
    shop_now: 'Vásárolj most',
    only: 'Csak',
    new: 'Újdonság',
    limited_offer: 'Korlátozott ajánlat',
    discover: 'Fedezd fel',
  },
  tr: { shop_now: 'Hemen al', only: 'Sadece', new: 'Yeni', limited_offer: 'Sınırlı süreli fırsat', discover: 'Keşfet' },
  id: {
    shop_now: 'Beli sekarang',
    only: 'Hanya',
    new: 'Baru',
    limited_offer: 'Penawaran terbatas',
    discover: 'Temukan',
  },
  ms: { shop_now: 'Beli sekarang', only: 'Hanya', new: 'Baharu', limited_offer: 'Tawaran terhad', discover: 'Terokai' },
  vi: { shop_now: 'Mua ngay', only: 'Chỉ', new: 'Mới', limited_offer: 'Ưu đãi có hạn', discover: 'Khám phá' },
  ru: {
    shop_now: 'Купить',
    only: 'Всего',
    new: 'Новинка',
    limited_offer: 'Предложение ограничено',
    discover: 'Узнать больше',
  },
  uk: {
    shop_now: 'Купити',
    only: 'Лише',
    new: 'Новинка',
    limited_offer: 'Пропозиція обмежена',
    discover: 'Дізнатися більше',
  },
  bg: { shop_now: 'Купете сега', only: 'Само', new: 'Ново', limited_offer: 'Ограничена оферта', discover: 'Открийте' },
  el: {
    shop_now: 'Αγοράστε τώρα',
    only: 'Μόνο',
    new: 'Νέο',
    limited_offer: 'Περιορισμένη προσφορά',
    discover: 'Ανακαλύψτε',
  },
  ar: { shop_now: 'تسوّق الآن', only: 'فقط', new: 'جديد', limited_offer: 'عرض محدود', discover: 'اكتشف' },
  fa: { shop_now: 'همین حالا بخرید', only: 'فقط', new: 'جدید', limited_offer: 'فرصت محدود', discover: 'کشف کنید' },
  he: { shop_now: 'קנו עכשיו', only: 'רק', new: 'חדש', limited_offer: 'מבצע לזמן מוגבל', discover: 'גלו עוד' },
  hi: { shop_now: 'अभी खरीदें', only: 'सिर्फ़', new: 'नया', limited_offer: 'सीमित ऑफ़र', discover: 'और जानें' },
  th: { shop_now: 'ซื้อเลย', only: 'เพียง', new: 'ใหม่', limited_offer: 'ข้อเสนอมีจำกัด', discover: 'ดูเพิ่มเติม' },
  zh: { shop_now: '立即购买', only: '仅需', new: '新品', limited_offer: '限时优惠', discover: '了解更多' },
  ko: { shop_now: '지금 구매하기', only: '단돈', new: '신제품', limited_offer: '한정 특가', discover: '자세히 보기' },
};

// Our name stays in Latin letters in every language; where a language would inflect it after a
// preposition, the wording leaves it as it is (Hungarian's credit line, Turkish `ile`).
const WATERMARKS: Record<Language, string> = {
  en: 'Made with Reelsmith',
  de: 'Erstellt mit Reelsmith',
  es: 'Hecho con Reelsmith',
  fr: 'Créé avec Reelsmith',
  it: 'Creato con Reelsmith',
  pt: 'Feito com Reelsmith',
  nl: 'Gemaakt met Reelsmith',
  sv: 'Skapad med Reelsmith',
  da: 'Lavet med Reelsmith',
  no: 'Laget med Reelsmith',
  fi: 'Tehty Reelsmithillä',
  pl: 'Stworzone w Reelsmith',
  cs: 'Vytvořeno pomocí Reelsmith',
  sk: 'Vytvorené pomocou Reelsmith',
  hr: 'Izrađeno uz Reelsmith',
  ro: 'Creat cu Reelsmith',
  hu: 'Készítette: Reelsmith',
  tr: 'Reelsmith ile yapıldı',
  id: 'Dibuat dengan Reelsmith',
  ms: 'Dibuat dengan Reelsmith',
  vi: 'Được tạo bằng Reelsmith',
  ru: 'Сделано в Reelsmith',
  uk: 'Створено в Reelsmith',
  bg: 'Създадено с Reelsmith',
  el: 'Φτιαγμένο με Reelsmith',
  ar: 'صُنع باستخدام Reelsmith',
  fa: 'ساخته‌شده با Reelsmith',
  he: 'נוצר באמצעות Reelsmith',
  hi: 'Reelsmith से बनाया गया',
  th: 'สร้างด้วย Reelsmith',
  zh: '由 Reelsmith 制作',
  ja: 'Reelsmithで作成',
  ko: 'Reelsmith로 제작',
};

export const PHRASE_KEYS = Object.keys(ENGLISH) as PhraseKey[];

export function isPhraseKey(value: string): value is PhraseKey {
  return Object.hasOwn(ENGLISH, value);
}

export function phrase(language: Language, key: PhraseKey): string {
  return PHRASES[language][key];
}

/** The watermark of a non-premium account's videos ("Made with Reelsmith"), in the video's language. */
export function watermarkText(language: Language): string {
  return WATERMARKS[language];
}
