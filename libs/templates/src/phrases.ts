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
  nl: { shop_now: 'Koop nu', only: 'Slechts', new: 'Nieuw', limited_offer: 'Beperkte aanbieding', discover: 'Ontdek' },
  sv: { shop_now: 'Köp nu', only: 'Endast', new: 'Nyhet', limited_offer: 'Begränsat erbjudande', discover: 'Upptäck' },
  da: { shop_now: 'Køb nu', only: 'Kun', new: 'Nyhed', limited_offer: 'Begrænset tilbud', discover: 'Opdag' },
  no: { shop_now: 'Kjøp nå', only: 'Kun', new: 'Nyhet', limited_offer: 'Begrenset tilbud', discover: 'Oppdag' },
  fi: { shop_now: 'Osta nyt', only: 'Vain', new: 'Uutuus', limited_offer: 'Rajoitettu tarjous', discover: 'Tutustu' },
  pl: { shop_now: 'Kup teraz', only: 'Tylko', new: 'Nowość', limited_offer: 'Oferta limitowana', discover: 'Odkryj' },
  cs: { shop_now: 'Koupit nyní', only: 'Jen', new: 'Novinka', limited_offer: 'Omezená nabídka', discover: 'Objevte' },
  sk: { shop_now: 'Kúpiť teraz', only: 'Len', new: 'Novinka', limited_offer: 'Obmedzená ponuka', discover: 'Objavte' },
  hr: { shop_now: 'Kupi odmah', only: 'Samo', new: 'Novo', limited_offer: 'Ograničena ponuda', discover: 'Otkrijte' },
  ro: { shop_now: 'Cumpără acum', only: 'Doar', new: 'Nou', limited_offer: 'Ofertă limitată', discover: 'Descoperă' },
  hu: {
    shop_now: 'Vásárolj most',
    only: 'Csak',
    new: 'Újdonság',
    limited_offer: 'Korlátozott ajánlat',
    discover: 'Fedezd fel',
  },
  tr: { shop_now: 'Hemen al', only: 'Sadece', new: 'Yeni', limited_offer: 'Sınırlı teklif', discover: 'Keşfet' },
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
    limited_offer: 'Ограниченное предложение',
    discover: 'Узнать больше',
  },
  uk: {
    shop_now: 'Купити',
    only: 'Лише',
    new: 'Новинка',
    limited_offer: 'Обмежена пропозиція',
    discover: 'Дізнатися більше',
  },
  bg: { shop_now: 'Купи сега', only: 'Само', new: 'Ново', limited_offer: 'Ограничена оферта', discover: 'Открийте' },
  el: {
    shop_now: 'Αγοράστε τώρα',
    only: 'Μόνο',
    new: 'Νέο',
    limited_offer: 'Περιορισμένη προσφορά',
    discover: 'Ανακαλύψτε',
  },
  ar: { shop_now: 'تسوّق الآن', only: 'فقط', new: 'جديد', limited_offer: 'عرض محدود', discover: 'اكتشف' },
  fa: { shop_now: 'همین حالا بخرید', only: 'فقط', new: 'جدید', limited_offer: 'پیشنهاد محدود', discover: 'کشف کنید' },
  he: { shop_now: 'קנו עכשיו', only: 'רק', new: 'חדש', limited_offer: 'מבצע לזמן מוגבל', discover: 'גלו עוד' },
  hi: { shop_now: 'अभी खरीदें', only: 'सिर्फ़', new: 'नया', limited_offer: 'सीमित ऑफ़र', discover: 'और जानें' },
  th: { shop_now: 'ซื้อเลย', only: 'เพียง', new: 'ใหม่', limited_offer: 'ข้อเสนอมีจำกัด', discover: 'ดูเพิ่มเติม' },
  zh: { shop_now: '立即购买', only: '仅需', new: '新品', limited_offer: '限时优惠', discover: '了解更多' },
  ko: { shop_now: '지금 구매하기', only: '단돈', new: '신제품', limited_offer: '한정 특가', discover: '자세히 보기' },
};

export function isPhraseKey(value: string): value is PhraseKey {
  return Object.hasOwn(ENGLISH, value);
}

export function phrase(language: Language, key: PhraseKey): string {
  return PHRASES[language][key];
}
