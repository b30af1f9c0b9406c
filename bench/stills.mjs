// Renders every built-in template at full size with a drawn demo product and writes one PNG
// per scene (taken mid-scene, after the texts have entered) into docs/stills/, plus one video
// in another language and scripts. Run with `npm run stills` (builds first).
import { spawnSync } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { loadTemplates } from '@reelsmith/templates';
import { renderVideo } from '@reelsmith/render/composition';
import { DEMO_PRODUCT, writeDemoProductImage } from './demo-product.mjs';

// Full-size PNG stills; docs/stills holds reduced JPEG copies of them for the README.
const DOCS = new URL('./out/stills-png/', import.meta.url).pathname;
const WORK = new URL('./out/stills/', import.meta.url).pathname;

// Per template: the user_prompt a shop might send (each template shows its own colours).
const PROMPTS = {
  '1080x1920': { headline: 'Glow that lasts all day', price: '$49', brand_color: '#E4572E' },
  '1080x1080': { headline: 'Your skin, but brighter', price: '$49', brand_color: '#2F5BFF' },
  '1920x1080': { headline: 'Cold-pressed vitamin C for a visible glow in two weeks.', price: '$49' },
};

const slug = (template) =>
  template.name
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '');

/** Seconds into the video of the middle of each scene. */
function sceneMiddles(template) {
  let start = 0;
  return template.scenes.map((scene) => {
    const middle = start + scene.duration_seconds / 2;
    start += scene.duration_seconds - template.transition.duration_seconds;
    return middle;
  });
}

function extractFrame(videoPath, seconds, output) {
  const result = spawnSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-ss',
    String(seconds),
    '-i',
    videoPath,
    '-frames:v',
    '1',
    output,
  ]);
  if (result.status !== 0) throw new Error(`frame extraction failed: ${result.stderr}`);
  console.log(output);
}

async function renderStills(template, name, request) {
  const result = await renderVideo({ template, imagePath, watermark: true, outputDir: join(WORK, name), ...request });
  for (const [index, seconds] of sceneMiddles(template).entries()) {
    extractFrame(result.videoPath, seconds, join(DOCS, `${name}-scene${index + 1}.png`));
  }
}

await rm(DOCS, { recursive: true, force: true });
await mkdir(DOCS, { recursive: true });
await mkdir(WORK, { recursive: true });
const imagePath = join(WORK, 'product.jpg');
await writeDemoProductImage(imagePath);

const templates = await loadTemplates();
for (const template of templates) {
  const userPrompt = PROMPTS[`${template.width}x${template.height}`];
  await renderStills(template, slug(template), { product: DEMO_PRODUCT, userPrompt, language: 'en' });
}

// Right-to-left and CJK texts with the Japanese phrases.
const vertical = templates.find((t) => t.height > t.width);
await renderStills(vertical, 'multiscript', {
  product: {
    name: 'سيروم أوروم المشرق',
    description: '二週間で肌が明るくなる、軽いビタミンC美容液。שמן טבעי, ללא בישום.',
  },
  userPrompt: { headline: 'Сияние на весь день', price: '¥6,800', brand_color: '#1E7A5A' },
  language: 'ja',
});
