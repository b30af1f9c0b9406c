// Renders every built-in template with a voice-over and burned-in captions in languages of
// seven scripts (Latin, Arabic, Hebrew, Japanese, Chinese, Devanagari, Thai) and keeps, per
// language and format, the frames in the middle of a caption of each scene side by side in
// docs/stills/captions/<format>-<language>.jpg (half size). Run with
// `node scripts/node22.mjs bench/caption-stills.mjs` after `npm run build`.
import { spawnSync } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { loadTemplates, previewTemplate, timelineOf } from '@reelsmith/templates';
import { renderVideo } from '@reelsmith/render/composition';
import { writeDemoProductImage } from './demo-product.mjs';

const DOCS = new URL('../docs/stills/captions/', import.meta.url).pathname;
const WORK = new URL('./out/caption-stills/', import.meta.url).pathname;

/** A product and the texts a shop in that language would give it. */
const SHOPS = {
  de: {
    product: { name: 'Aurum Vitamin-C-Serum für strahlende Haut', price: { amount: 4900, currency: 'eur' } },
    headline: 'Strahlende Haut in nur zwei Wochen',
  },
  ar: {
    product: { name: 'سيروم أوروم بفيتامين سي', price: { amount: 18900, currency: 'sar' } },
    headline: 'بشرة مشرقة في أسبوعين فقط، بدون أي عطر',
  },
  he: {
    product: { name: 'סרום אורום עם ויטמין סי', price: { amount: 17900, currency: 'ils' } },
    headline: 'עור זוהר תוך שבועיים בלבד, ללא בישום',
  },
  ja: {
    product: { name: 'オーラム ビタミンC美容液', price: { amount: 4900, currency: 'jpy' } },
    headline: 'たった二週間で、輝くような素肌へ。香料は一切使っていません',
  },
  zh: {
    product: { name: '奥鲁姆维生素C精华液', price: { amount: 32900, currency: 'cny' } },
    headline: '只需两周，肌肤焕发光彩，不含任何香精',
  },
  hi: {
    product: { name: 'ऑरम विटामिन सी सीरम', price: { amount: 149900, currency: 'inr' } },
    headline: 'सिर्फ दो हफ्तों में दमकती त्वचा, बिना किसी खुशबू के',
  },
  th: {
    product: { name: 'เซรั่มวิตามินซีออรัม', price: { amount: 59000, currency: 'thb' } },
    headline: 'ผิวกระจ่างใสภายในสองสัปดาห์ ไม่มีน้ำหอม',
  },
};

const FORMATS = { '1080x1920': 'vertical', '1080x1080': 'square', '1920x1080': 'landscape' };

function ffmpeg(args) {
  const result = spawnSync('ffmpeg', ['-v', 'error', '-y', ...args]);
  if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr}`);
}

await rm(DOCS, { recursive: true, force: true });
await mkdir(DOCS, { recursive: true });
await mkdir(WORK, { recursive: true });
const imagePath = join(WORK, 'product.jpg');
await writeDemoProductImage(imagePath, 800);

for (const template of await loadTemplates()) {
  const format = FORMATS[`${template.width}x${template.height}`];
  // Half size, full length: the captions scale with the frame's short side.
  const small = previewTemplate(template, {
    width: template.width / 2,
    height: template.height / 2,
    durationSeconds: template.duration_seconds,
  });
  const timeline = timelineOf(small);
  const secondScene = (timeline.sceneFrames[0] - timeline.transitionFrames) / small.fps;
  for (const [language, shop] of Object.entries(SHOPS)) {
    const outputDir = join(WORK, `${format}-${language}`);
    const result = await renderVideo({
      template: small,
      product: { ...shop.product, description: '' },
      imagePath,
      userPrompt: { headline: shop.headline, voiceover: true, captions: true },
      language,
      watermark: true,
      outputDir,
    });
    // The middle of the longest cue of each scene.
    const picks = [
      (cue) => cue.endSeconds < secondScene,
      (cue) => cue.startSeconds > secondScene + timeline.transitionFrames / small.fps,
    ].map((inScene) => {
      const cues = result.cues.filter(inScene);
      const cue = cues.reduce((a, b) => (b.text.length > a.text.length ? b : a), cues[0]);
      return cue && (cue.startSeconds + cue.endSeconds) / 2;
    });
    const times = picks.filter((t) => t !== undefined);
    const frames = times.map((t, i) => {
      const path = join(outputDir, `frame${i}.png`);
      ffmpeg(['-ss', t.toFixed(3), '-i', result.videoPath, '-frames:v', '1', path]);
      return path;
    });
    const still = join(DOCS, `${format}-${language}.jpg`);
    const stack = frames.length > 1 ? ['-filter_complex', `hstack=inputs=${frames.length}`] : [];
    ffmpeg([...frames.flatMap((f) => ['-i', f]), ...stack, '-q:v', '4', still]);
    console.log(`${still}  ${result.cues.length} cues, frames at ${times.map((t) => t.toFixed(2)).join(', ')} s`);
  }
}
