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
import { LANGUAGES, LONG_NAMES, SHORT_NAME, adProduct } from './ad-products.mjs';
import { writeDemoProductImage } from './demo-product.mjs';

const DOCS = new URL('../docs/stills/contact/', import.meta.url).pathname;
const WORK = new URL('./out/contact-sheet/', import.meta.url).pathname;
const FORMATS = { '1080x1920': 'vertical', '1080x1080': 'square', '1920x1080': 'landscape' };

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
      const product = adProduct(language, name);
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
