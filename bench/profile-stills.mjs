// Contact sheets of the publish profiles' layouts: every built-in template fitted to each
// profile's frame (TikTok, Reels and Shorts share one, as the render composes them), with the
// 200-character name, voice-over and burned-in captions, in English and Arabic, at the
// thumbnail moment and in each scene's caption. Each platform's safe area is outlined (cyan,
// yellow, green in the order TikTok, Reels, Shorts), so what crosses one shows at a glance. Written to docs/stills/profiles/<template>-<size>-<language>.jpg.
// Run with `node scripts/node22.mjs bench/profile-stills.mjs` after `npm run build`.
import { spawnSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { OUTPUT_PROFILES } from '@reelsmith/contracts';
import { loadTemplates, profileSafeArea, profilesBySize, PROFILE_FRAMES } from '@reelsmith/templates';
import { renderStill } from '@reelsmith/render/composition';
import { LONG_NAMES, adProduct } from './ad-products.mjs';
import { writeDemoProductImage } from './demo-product.mjs';

const DOCS = new URL('../docs/stills/profiles/', import.meta.url).pathname;
const WORK = new URL('./out/profile-stills/', import.meta.url).pathname;
const LANGUAGES = (process.env.LANGUAGES ?? 'en,ar').split(',');

function run(args) {
  const result = spawnSync('ffmpeg', ['-v', 'error', '-y', ...args]);
  if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr}`);
}

/** The still with each profile's safe area outlined (half size, as the still is drawn). */
function outlined(input, output, profiles) {
  const colours = ['cyan', 'yellow', 'lime'];
  const boxes = profiles.map((profile, i) => {
    const safe = profileSafeArea(profile);
    const h = (v) => Math.round(v / 2);
    return `drawbox=x=${h(safe.x)}:y=${h(safe.y)}:w=${h(safe.width)}:h=${h(safe.height)}:color=${colours[i]}@0.9:t=2`;
  });
  run(['-i', input, '-vf', boxes.join(','), '-q:v', '3', output]);
}

await rm(WORK, { recursive: true, force: true });
await mkdir(WORK, { recursive: true });
await mkdir(DOCS, { recursive: true });
const imagePath = join(WORK, 'product.jpg');
await writeDemoProductImage(imagePath, 800);

for (const template of await loadTemplates()) {
  const stem = template.name.replace(/\W+/g, '-').toLowerCase().replace(/-+$/, '');
  for (const group of profilesBySize(OUTPUT_PROFILES)) {
    for (const language of LANGUAGES) {
      const moments = [template.thumbnail_at_seconds, ...captionMoments(template)];
      const frames = [];
      for (const [i, atSeconds] of moments.entries()) {
        const still = await renderStill({
          template,
          product: adProduct(language, LONG_NAMES[language]),
          imagePath,
          userPrompt: { voiceover: true, captions: true },
          language,
          watermark: true,
          atSeconds,
          profile: group[0],
        });
        const plain = join(WORK, `${stem}-${group[0]}-${language}-${i}.jpg`);
        await writeFile(plain, still.jpeg);
        const marked = plain.replace(/\.jpg$/, '-marked.jpg');
        outlined(plain, marked, group);
        frames.push(marked);
      }
      const { width, height } = PROFILE_FRAMES[group[0]];
      const sheet = join(DOCS, `${stem}-${width}x${height}-${language}.jpg`);
      run([
        ...frames.flatMap((f) => ['-i', f]),
        '-filter_complex',
        `hstack=inputs=${frames.length}`,
        '-q:v',
        '4',
        sheet,
      ]);
      console.log(`${sheet} (${group.join(', ')})`);
    }
  }
}

/** A moment in the middle of each scene, when its caption shows. */
function captionMoments(template) {
  let start = 0;
  return template.scenes.map((scene) => {
    const middle = start + scene.duration_seconds * 0.6;
    start += scene.duration_seconds - template.transition.duration_seconds;
    return middle;
  });
}
