// The stills on the dashboard's template cards: each built-in template at its thumbnail moment,
// with the demo product and the template's own defaults, scaled to card size, written into
// apps/web/src/template-stills/ with the module that names them by template id. made-from.json
// records the hash of the template file each still shows, so that a test can refuse a stale one.
// Run with `npm run stills:templates` (builds first) whenever a built-in template changes.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BUILT_IN_TEMPLATES_DIR, loadTemplates } from '@reelsmith/templates';
import { renderStill } from '@reelsmith/render/composition';
import { DEMO_PRODUCT, writeDemoProductImage } from './demo-product.mjs';

const STILLS = new URL('../apps/web/src/template-stills/', import.meta.url).pathname;
const WORK = new URL('./out/template-stills/', import.meta.url).pathname;
// Twice the card's 6.5rem (104 CSS pixels): sharp on high-density screens, under 10 KB each.
const HEIGHT = 240;

/** `square-bold` → `squareBold`, the still's name in the module. */
const identifierOf = (stem) => stem.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

function scaleToCard(input, output) {
  const args = ['-v', 'error', '-y', '-i', input, '-vf', `scale=-2:${HEIGHT}:flags=lanczos`, '-q:v', '3', output];
  const result = spawnSync('ffmpeg', args);
  if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr}`);
}

/** The module the dashboard imports: esbuild turns each still into a hashed asset's URL. */
function stillsModule(stills) {
  const imports = stills.map(({ stem }) => `import ${identifierOf(stem)} from './${stem}.jpg';`);
  const entries = stills.map(({ stem, id }) => `  ${id}: ${identifierOf(stem)},`);
  return `// Written by bench/template-stills.mjs (\`npm run stills:templates\`): edit the templates, not this.
${imports.join('\n')}

/** The URL of a still of each built-in template, by template id. */
export const TEMPLATE_STILLS: Readonly<Record<string, string>> = {
${entries.join('\n')}
};
`;
}

await rm(STILLS, { recursive: true, force: true });
await mkdir(STILLS, { recursive: true });
await mkdir(WORK, { recursive: true });
const imagePath = join(WORK, 'product.jpg');
await writeDemoProductImage(imagePath, 800);

const templates = new Map((await loadTemplates()).map((template) => [template.id, template]));
const files = (await readdir(BUILT_IN_TEMPLATES_DIR)).filter((file) => file.endsWith('.template.json')).sort();
const stills = [];
const madeFrom = {};
for (const file of files) {
  const source = await readFile(join(BUILT_IN_TEMPLATES_DIR, file));
  const template = templates.get(JSON.parse(source.toString('utf8')).id);
  const stem = file.replace(/\.template\.json$/, '');
  const still = await renderStill({ template, product: DEMO_PRODUCT, imagePath, language: 'en', watermark: false });
  const halfSize = join(WORK, `${stem}.jpg`);
  await writeFile(halfSize, still.jpeg);
  scaleToCard(halfSize, join(STILLS, `${stem}.jpg`));
  stills.push({ stem, id: template.id });
  madeFrom[file] = { still: `${stem}.jpg`, sha256: createHash('sha256').update(source).digest('hex') };
  console.log(`${file} → ${stem}.jpg`);
}
await writeFile(join(STILLS, 'template-stills.ts'), stillsModule(stills));
await writeFile(join(STILLS, 'made-from.json'), `${JSON.stringify(madeFrom, null, 2)}\n`);
