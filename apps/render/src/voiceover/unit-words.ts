import type { Language } from '@reelsmith/templates';

/**
 * Units of measure as words: espeak-ng 1.51 spells `ml`, `kg`, `cm` letter by letter in nearly
 * every language ("em el"), in English where the voice has no letter names of its own, and says
 * nothing for `%` in some. Each word is the form a shop's ad reads after a number (the plural,
 * or the genitive plural where the language counts with it). Measured per voice (`espeak-ng -x`):
 * an entry is left out where the voice already says the unit right.
 */
type Unit = 'ml' | 'l' | 'g' | 'kg' | 'cm' | 'mm' | '%';

const metric = (ml: string, l: string, g: string, kg: string, cm: string, mm: string) => ({ ml, l, g, kg, cm, mm });

const UNIT_WORDS: Record<Language, Partial<Record<Unit, string>>> = {
  en: metric('milliliters', 'liters', 'grams', 'kilograms', 'centimeters', 'millimeters'),
  de: metric('Milliliter', 'Liter', 'Gramm', 'Kilogramm', 'Zentimeter', 'Millimeter'),
  es: metric('mililitros', 'litros', 'gramos', 'kilos', 'centímetros', 'milímetros'),
  fr: { ml: 'millilitres', l: 'litres', g: 'grammes' },
  it: metric('millilitri', 'litri', 'grammi', 'chili', 'centimetri', 'millimetri'),
  pt: metric('mililitros', 'litros', 'gramas', 'quilos', 'centímetros', 'milímetros'),
  nl: metric('milliliter', 'liter', 'gram', 'kilo', 'centimeter', 'millimeter'),
  sv: metric('milliliter', 'liter', 'gram', 'kilo', 'centimeter', 'millimeter'),
  da: metric('milliliter', 'liter', 'gram', 'kilo', 'centimeter', 'millimeter'),
  no: metric('milliliter', 'liter', 'gram', 'kilo', 'centimeter', 'millimeter'),
  fi: metric('millilitraa', 'litraa', 'grammaa', 'kiloa', 'senttimetriä', 'millimetriä'),
  pl: metric('mililitrów', 'litrów', 'gramów', 'kilogramów', 'centymetrów', 'milimetrów'),
  cs: metric('mililitrů', 'litrů', 'gramů', 'kilogramů', 'centimetrů', 'milimetrů'),
  sk: metric('mililitrov', 'litrov', 'gramov', 'kilogramov', 'centimetrov', 'milimetrov'),
  hr: metric('mililitara', 'litara', 'grama', 'kilograma', 'centimetara', 'milimetara'),
  ro: { l: 'litri', g: 'grame' },
  hu: metric('milliliter', 'liter', 'gramm', 'kilogramm', 'centiméter', 'milliméter'),
  tr: metric('mililitre', 'litre', 'gram', 'kilogram', 'santimetre', 'milimetre'),
  id: metric('mililiter', 'liter', 'gram', 'kilogram', 'sentimeter', 'milimeter'),
  ms: { ml: 'mililiter', l: 'liter', g: 'gram', kg: 'kilogram' },
  vi: metric('mi li lít', 'lít', 'gam', 'ki lô gam', 'xen ti mét', 'mi li mét'),
  ru: metric('миллилитров', 'литров', 'граммов', 'килограммов', 'сантиметров', 'миллиметров'),
  uk: { ...metric('мілілітрів', 'літрів', 'грамів', 'кілограмів', 'сантиметрів', 'міліметрів'), '%': 'відсотків' },
  bg: metric('милилитра', 'литра', 'грама', 'килограма', 'сантиметра', 'милиметра'),
  el: metric('χιλιοστόλιτρα', 'λίτρα', 'γραμμάρια', 'κιλά', 'εκατοστά', 'χιλιοστά'),
  ar: { ...metric('مليلتر', 'لتر', 'غرام', 'كيلوغرام', 'سنتيمتر', 'مليمتر'), '%': 'بالمئة' },
  fa: metric('میلی‌لیتر', 'لیتر', 'گرم', 'کیلوگرم', 'سانتی‌متر', 'میلی‌متر'),
  // As phonemes: unpointed Hebrew words come out as bare consonants (hebrew-numbers.ts).
  he: metric("[[milil'iteQ]]", "[[l'iteQ]]", "[[gQ'am]]", "[[kilogQ'am]]", "[[sentim'eteQ]]", "[[milim'eteQ]]"),
  hi: metric('मिलीलीटर', 'लीटर', 'ग्राम', 'किलोग्राम', 'सेंटीमीटर', 'मिलीमीटर'),
  th: { ...metric('มิลลิลิตร', 'ลิตร', 'กรัม', 'กิโลกรัม', 'เซนติเมตร', 'มิลลิเมตร'), '%': 'เปอร์เซ็นต์' },
  zh: metric('毫升', '升', '克', '公斤', '厘米', '毫米'),
  ja: { ...metric('ミリリットル', 'リットル', 'グラム', 'キログラム', 'センチ', 'ミリ'), '%': 'パーセント' },
  ko: { ...metric('밀리리터', '리터', '그램', '킬로그램', '센티미터', '밀리미터'), '%': '퍼센트' },
};

// A number, then a unit that is a word of its own: `350 ml`, `2kg`, `50 %`; not `5 liters`, `3 gold`.
const MEASURE = /(\p{Nd}(?:[\p{Nd}.,]*\p{Nd})?)[\s\u00A0\u202F]?(ml|mL|l|L|g|kg|cm|mm|%)(?![\p{L}\p{N}])/gu;

/** `350 ml` → `350 Milliliter`; Chinese reads a percentage as 百分之 before the number. */
export function spokenUnits(text: string, language: Language): string {
  const words = UNIT_WORDS[language];
  return text.replace(MEASURE, (match, number: string, unit: string) => {
    if (language === 'zh' && unit === '%') return `百分之${number}`;
    const word = words[unit.toLowerCase() as Unit];
    if (!word) return match;
    const joined = language === 'zh' || language === 'ja';
    return joined ? `${number}${word}` : `${number} ${word}`;
  });
}
