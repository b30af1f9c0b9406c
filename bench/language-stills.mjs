// Renders the square template in languages of every supported script and keeps two frames of
// each in docs/stills/languages/ (half size, JPEG): <code>.jpg, the thumbnail, with "Only" and
// the product's price written for the language (no user_prompt price), and <code>-offer.jpg,
// the second scene's "Limited offer" and "Shop now". With the watermark of a free account, in
// the language too. Shows right-to-left layout and CJK, Devanagari and Thai shaping; a contact
// sheet of the thumbnails is docs/stills/languages.jpg, of the offers languages-offer.jpg.
// Run with `node scripts/node22.mjs bench/language-stills.mjs` after `npm run build`.
import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { loadTemplates, previewTemplate } from '@reelsmith/templates';
import { renderVideo } from '@reelsmith/render/composition';
import { writeDemoProductImage } from './demo-product.mjs';

const DOCS = new URL('../docs/stills/languages/', import.meta.url).pathname;
// Late in the second scene, once its texts have all come in.
const OFFER_AT_SECONDS = 7;
const WORK = new URL('./out/language-stills/', import.meta.url).pathname;

/** A product as a shop in that language would name and price it. */
const SHOPS = {
  fr: { name: 'Tasse en céramique «\u202fNord\u202f»', price: { amount: 1990, currency: 'eur' } },
  vi: { name: 'Cốc gốm thủ công', price: { amount: 249000, currency: 'vnd' } },
  ru: { name: 'Керамическая кружка', price: { amount: 149000, currency: 'rub' } },
  el: { name: 'Κεραμική κούπα', price: { amount: 1890, currency: 'eur' } },
  ar: { name: 'كوب سيراميك مصنوع يدويًا', price: { amount: 7900, currency: 'sar' } },
  fa: { name: 'ماگ سرامیکی دست‌ساز', price: { amount: 4500000, currency: 'irr' } },
  he: { name: 'ספל קרמיקה בעבודת יד', price: { amount: 7900, currency: 'ils' } },
  hi: { name: 'हस्तनिर्मित सिरेमिक मग', price: { amount: 149900, currency: 'inr' } },
  th: { name: 'แก้วมักเซรามิกทำมือ', price: { amount: 59000, currency: 'thb' } },
  zh: { name: '手工陶瓷马克杯', price: { amount: 12900, currency: 'cny' } },
  ja: { name: '手作りの陶器マグ', price: { amount: 1990, currency: 'jpy' } },
  ko: { name: '수제 세라믹 머그컵', price: { amount: 19900, currency: 'krw' } },
};

function ffmpeg(args) {
  const result = spawnSync('ffmpeg', ['-v', 'error', '-y', ...args]);
  if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr}`);
}

await rm(DOCS, { recursive: true, force: true });
await mkdir(DOCS, { recursive: true });
await mkdir(WORK, { recursive: true });
const imagePath = join(WORK, 'product.jpg');
await writeDemoProductImage(imagePath, 800);

const square = (await loadTemplates()).find((template) => template.width === template.height);
const small = previewTemplate(square, {
  width: square.width / 2,
  height: square.height / 2,
  durationSeconds: square.duration_seconds,
});
for (const [language, product] of Object.entries(SHOPS)) {
  const result = await renderVideo({
    template: small,
    product,
    imagePath,
    userPrompt: {},
    language,
    watermark: true,
    outputDir: join(WORK, language),
  });
  await copyFile(result.thumbnailPath, join(DOCS, `${language}.jpg`));
  const offer = join(DOCS, `${language}-offer.jpg`);
  ffmpeg(['-ss', `${OFFER_AT_SECONDS}`, '-i', result.videoPath, '-frames:v', '1', '-q:v', '3', offer]);
  console.log(join(DOCS, `${language}.jpg`), offer);
}

// The contact sheets: four per row, a quarter of the template's size each.
const codes = Object.keys(SHOPS);
const side = square.width / 3;
for (const suffix of ['', '-offer']) {
  const inputs = codes.flatMap((code) => ['-i', join(DOCS, `${code}${suffix}.jpg`)]);
  const scaled = codes.map((_, i) => `[${i}:v]scale=${side}:${side}[v${i}]`).join(';');
  const layout = codes.map((_, i) => `${(i % 4) * side}_${Math.floor(i / 4) * side}`).join('|');
  const stack = `${codes.map((_, i) => `[v${i}]`).join('')}xstack=inputs=${codes.length}:layout=${layout}`;
  const sheet = new URL(`../docs/stills/languages${suffix}.jpg`, import.meta.url).pathname;
  ffmpeg([...inputs, '-filter_complex', `${scaled};${stack}`, sheet]);
  console.log(sheet);
}
