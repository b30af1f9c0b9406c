import { formatPrice, LANGUAGES, type Language, type LanguageInfo } from '@reelsmith/contracts';
import { isPhraseKey, phrase } from '@reelsmith/templates';

/**
 * Products as long as shops write them, in every script: what the ad check lays out in every
 * template and language, and what validation tries a template's texts with.
 */

// A 200-character name per script, with a quantity and a product of factors inside.
export const LONG_NAMES: Record<LanguageInfo['script'], string> = {
  Latin:
    'Hand-glazed ceramic travel mug, 350 ml, double-walled with a bamboo lid (set of 2 × 1,5 kg gift box) – dishwasher safe, keeps coffee hot for six hours, made in small batches in Portugal',
  Cyrillic:
    'Керамическая дорожная кружка ручной глазуровки, 350 мл, с двойными стенками и бамбуковой крышкой (набор 2 × 1,5 кг) – можно мыть в посудомоечной машине, держит тепло шесть часов',
  Greek:
    'Κεραμική κούπα ταξιδιού με χειροποίητο σμάλτο, 350 ml, διπλού τοιχώματος με καπάκι από μπαμπού (σετ 2 × 1,5 kg) – πλένεται στο πλυντήριο πιάτων, κρατά τον καφέ ζεστό',
  Arabic:
    'كوب سفر من السيراميك مزجج يدويًا، 350 مل، بجدار مزدوج وغطاء من الخيزران (مجموعة 2 × 1,5 كغ) – آمن في غسالة الصحون، يحافظ على حرارة القهوة ست ساعات، صنع في البرتغال',
  Hebrew:
    'ספל נסיעות קרמי בזיגוג ידני, 350 מ"ל, דופן כפולה עם מכסה במבוק (סט של 2 × 1,5 ק"ג) – מתאים למדיח כלים, שומר על הקפה חם שש שעות, מיוצר בפורטוגל בסדרות קטנות',
  Devanagari:
    'हाथ से ग्लेज़ किया गया सिरेमिक ट्रैवल मग, 350 ml, दोहरी दीवार और बांस का ढक्कन (2 × 1,5 kg का सेट) – डिशवॉशर में धोने योग्य, कॉफ़ी को छह घंटे गर्म रखता है',
  Thai: 'แก้วเดินทางเซรามิกเคลือบด้วยมือ 350 มล. ผนังสองชั้นพร้อมฝาไม้ไผ่ (ชุด 2 × 1,5 กก.) – ล้างในเครื่องล้างจานได้ เก็บความร้อนของกาแฟได้หกชั่วโมง ผลิตในโปรตุเกส',
  Han: '手工上釉陶瓷旅行杯，350毫升，双层杯壁配竹盖（2 × 1,5 公斤礼盒套装）——可用洗碗机清洗，咖啡保温六小时，葡萄牙小批量手工制作，送礼自用两相宜，限量发售',
  Japanese:
    '手作業で釉薬をかけた陶器のトラベルマグ、350ml、竹のふた付き二重構造（2 × 1,5 kgギフトセット）――食洗機対応、コーヒーを六時間温かく保ちます、ポルトガルの小さな工房で製造',
  Hangul:
    '손으로 유약을 바른 세라믹 여행용 머그, 350 ml, 대나무 뚜껑이 달린 이중벽 (2 × 1,5 kg 선물 세트) – 식기세척기 사용 가능, 커피를 여섯 시간 동안 따뜻하게 유지, 포르투갈 소규모 공방 제작',
};

/** Names of one word, about 60 and 120 characters, and the whole, cut at a space where there is one. */
export function namesOf(language: Language): string[] {
  const whole = LONG_NAMES[LANGUAGES[language].script];
  const upTo = (length: number) => {
    const cut = whole.lastIndexOf(' ', length);
    return (cut > length / 2 ? whole.slice(0, cut) : whole.slice(0, length)).trim();
  };
  return [whole.split(/[\s,，、]/u)[0]!, upTo(60), upTo(120), whole];
}

/** A price of six digits in euros, written as each language writes it ("1.299,90 €", "€1,299.90"). */
const LONG_PRICE = { amount: 129_990, currency: 'eur' } as const;

/**
 * What validation fills a template's placeholders with for a language: a long name that is
 * still a name (about 60 characters, which a name's box should hold whole), a description of
 * about 120 (two clauses), a six-digit price, and the language's phrases. A user_prompt value is the user's
 * own text (bounded by the template's maxLength, shown in previews): left out, as when the user
 * gives none, so that `{{user_prompt.headline|product.name}}` is tried with the name.
 */
export function sampleLookup(language: Language): (ref: string) => string | undefined {
  const [, name, description] = namesOf(language);
  return (ref) => {
    const [scope, key = ''] = ref.split('.', 2) as [string, string?];
    if (scope === 'product' && key === 'name') return name;
    if (scope === 'product' && key === 'description') return description;
    if (scope === 'product' && key === 'price_named') return formatPrice(LONG_PRICE, language, 'name');
    if (scope === 'user_prompt' && key === 'price') return formatPrice(LONG_PRICE, language);
    if (scope === 'phrase' && isPhraseKey(key)) return phrase(language, key);
    return undefined;
  };
}
