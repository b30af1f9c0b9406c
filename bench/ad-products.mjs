// The products the ad checks show in every language: a one-word name and one of 200 characters
// with quantities inside, a description, and a price in the language's market's currency
// (bench/contact-sheet.mjs draws them, bench/ad-audio.mjs listens to them).
export const LANGUAGES = ['en', 'de', 'fr', 'ru', 'el', 'ar', 'fa', 'he', 'hi', 'th', 'zh', 'ja'];

/** Per language a one-word name and one of 200 characters with quantities inside. */
export const LONG_NAMES = {
  en: 'Hand-glazed ceramic travel mug, 350 ml, double-walled with a bamboo lid (set of 2 × 1,5 kg gift box) – dishwasher safe, keeps coffee hot for six hours, made in small batches in Portugal',
  de: 'Handglasierter Keramik-Reisebecher, 350 ml, doppelwandig mit Bambusdeckel (Set mit 2 × 1,5 kg Geschenkbox) – spülmaschinenfest, hält Kaffee sechs Stunden heiß, in Portugal gefertigt',
  fr: 'Mug de voyage en céramique émaillée main, 350 ml, double paroi avec couvercle en bambou (coffret de 2 × 1,5 kg) – lavable au lave-vaisselle, garde le café chaud six heures',
  ru: 'Керамическая дорожная кружка ручной глазуровки, 350 мл, с двойными стенками и бамбуковой крышкой (набор 2 × 1,5 кг) – можно мыть в посудомоечной машине, держит тепло шесть часов',
  el: 'Κεραμική κούπα ταξιδιού με χειροποίητο σμάλτο, 350 ml, διπλού τοιχώματος με καπάκι από μπαμπού (σετ 2 × 1,5 kg) – πλένεται στο πλυντήριο πιάτων, κρατά τον καφέ ζεστό',
  ar: 'كوب سفر من السيراميك مزجج يدويًا، 350 مل، بجدار مزدوج وغطاء من الخيزران (مجموعة 2 × 1,5 كغ) – آمن في غسالة الصحون، يحافظ على حرارة القهوة ست ساعات، صنع في البرتغال',
  fa: 'ماگ سفری سرامیکی با لعاب دست‌ساز، ۳۵۰ میلی‌لیتر، دوجداره با درپوش بامبو (ست ۲ × ۱٫۵ کیلوگرم) – قابل شستشو در ماشین ظرفشویی، قهوه را شش ساعت گرم نگه می‌دارد',
  he: 'ספל נסיעות קרמי בזיגוג ידני, 350 מ"ל, דופן כפולה עם מכסה במבוק (סט של 2 × 1,5 ק"ג) – מתאים למדיח כלים, שומר על הקפה חם שש שעות, מיוצר בפורטוגל בסדרות קטנות',
  hi: 'हाथ से ग्लेज़ किया गया सिरेमिक ट्रैवल मग, 350 ml, दोहरी दीवार और बांस का ढक्कन (2 × 1,5 kg का सेट) – डिशवॉशर में धोने योग्य, कॉफ़ी को छह घंटे गर्म रखता है',
  th: 'แก้วเดินทางเซรามิกเคลือบด้วยมือ 350 มล. ผนังสองชั้นพร้อมฝาไม้ไผ่ (ชุด 2 × 1,5 กก.) – ล้างในเครื่องล้างจานได้ เก็บความร้อนของกาแฟได้หกชั่วโมง ผลิตในโปรตุเกส',
  zh: '手工上釉陶瓷旅行杯，350毫升，双层杯壁配竹盖（2 × 1,5 公斤礼盒套装）——可用洗碗机清洗，咖啡保温六小时，葡萄牙小批量手工制作，送礼自用两相宜，限量发售',
  ja: '手作業で釉薬をかけた陶器のトラベルマグ、350ml、竹のふた付き二重構造（2 × 1,5 kgギフトセット）――食洗機対応、コーヒーを六時間温かく保ちます、ポルトガルの小さな工房で製造',
};
/**
 * What the long name says after its dash (benefits: "dishwasher safe, keeps coffee hot…"), as a
 * shop's description reads: a text of its own, neither a copy of the name nor cut mid-clause.
 */
export function descriptionOf(language) {
  const benefits = LONG_NAMES[language].split(/\s–\s|——|――/u)[1].trim();
  return benefits.charAt(0).toLocaleUpperCase(language) + benefits.slice(1);
}

export const SHORT_NAME = {
  en: 'Mug',
  de: 'Becher',
  fr: 'Mug',
  ru: 'Кружка',
  el: 'Κούπα',
  ar: 'كوب',
  fa: 'ماگ',
  he: 'ספל',
  hi: 'मग',
  th: 'แก้ว',
  zh: '杯子',
  ja: 'マグ',
};
export const PRICES = {
  en: 'usd',
  de: 'eur',
  fr: 'eur',
  ru: 'rub',
  el: 'eur',
  ar: 'sar',
  fa: 'irr',
  he: 'ils',
  hi: 'inr',
  th: 'thb',
  zh: 'cny',
  ja: 'jpy',
};

/** The product of a language, with its short or its long name. */
export function adProduct(language, name) {
  return { name, description: descriptionOf(language), price: { amount: 7990, currency: PRICES[language] } };
}
