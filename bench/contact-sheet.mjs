// The ad check's contact sheet: twelve languages × the three built-in templates, a short and a
// 200-character product name, voice-over with burned-in captions, each scene once every text
// has entered. One sheet per template in docs/stills/contact/<format>.jpg (rows: languages;
// columns: short name scene 1, 2, long name scene 1, 2), made from the previews' own stills.
// Run with `npm run stills` (builds first).
import { spawnSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadTemplates } from '@reelsmith/templates';
import { renderStill } from '@reelsmith/render/composition';
import { writeDemoProductImage } from './demo-product.mjs';

const DOCS = new URL('../docs/stills/contact/', import.meta.url).pathname;
const WORK = new URL('./out/contact-sheet/', import.meta.url).pathname;
const LANGUAGES = ['en', 'de', 'fr', 'ru', 'el', 'ar', 'fa', 'he', 'hi', 'th', 'zh', 'ja'];
const FORMATS = { '1080x1920': 'vertical', '1080x1080': 'square', '1920x1080': 'landscape' };

/** Per language a one-word name and one of 200 characters with quantities inside. */
const LONG_NAMES = {
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
function descriptionOf(language) {
  const benefits = LONG_NAMES[language].split(/\s–\s|——|――/u)[1].trim();
  return benefits.charAt(0).toLocaleUpperCase(language) + benefits.slice(1);
}

const SHORT_NAME = {
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
const PRICES = {
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

function ffmpeg(args) {
  const result = spawnSync('ffmpeg', ['-v', 'error', '-y', ...args]);
  if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr}`);
}

/** Per scene, the moment just after its last text has entered. */
function settledMoments(template) {
  let start = 0;
  return template.scenes.map((scene) => {
    const entered = Math.max(...scene.texts.map((t) => t.enter.at + t.enter.duration));
    const moment = start + Math.min(scene.duration_seconds - template.transition.duration_seconds - 0.1, entered + 0.2);
    start += scene.duration_seconds - template.transition.duration_seconds;
    return moment;
  });
}

await rm(DOCS, { recursive: true, force: true });
await mkdir(DOCS, { recursive: true });
await mkdir(WORK, { recursive: true });
const imagePath = join(WORK, 'product.jpg');
await writeDemoProductImage(imagePath, 800);

for (const template of await loadTemplates()) {
  const format = FORMATS[`${template.width}x${template.height}`];
  const rows = [];
  for (const language of LANGUAGES) {
    const cells = [];
    for (const name of [SHORT_NAME[language], LONG_NAMES[language]]) {
      const product = {
        name,
        description: descriptionOf(language),
        price: { amount: 7990, currency: PRICES[language] },
      };
      for (const atSeconds of settledMoments(template)) {
        const still = await renderStill({
          template,
          product,
          imagePath,
          userPrompt: { voiceover: true, captions: true },
          language,
          watermark: true,
          atSeconds,
        });
        const path = join(WORK, `${format}-${language}-${cells.length}.jpg`);
        await writeFile(path, still.jpeg);
        cells.push(path);
      }
    }
    const row = join(WORK, `${format}-${language}.jpg`);
    ffmpeg([...cells.flatMap((c) => ['-i', c]), '-filter_complex', `hstack=inputs=${cells.length}`, row]);
    rows.push(row);
    console.log(`${format} ${language}`);
  }
  const sheet = join(DOCS, `${format}.jpg`);
  // Half-size stills, stacked, then halved again: a sheet a page can show.
  ffmpeg([
    ...rows.flatMap((r) => ['-i', r]),
    '-filter_complex',
    `vstack=inputs=${rows.length},scale=iw/2:-2`,
    '-q:v',
    '5',
    sheet,
  ]);
  console.log(sheet);
}
