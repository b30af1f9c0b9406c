import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { templateBodyOf, type Reelsmith, type Template } from '@reelsmith/sdk';
import { BUILT_IN_TEMPLATES_DIR } from '@reelsmith/templates/built-in-dir';

/**
 * Frames a second of the templates a test stack renders. Everything else is the built-in
 * template's: sizes, scenes, texts, timing and voice, so layouts and speech are the real ones;
 * a video costs a fifth of the encode. Full-rate renders are render's integration tier and bench/.
 */
export const TEST_TEMPLATE_FPS = 6;

/**
 * A folder (CATALOG_TEMPLATES_DIR) of the built-in templates at TEST_TEMPLATE_FPS, named after
 * its contents: made once, then shared by every stack and process of the run.
 */
export function testTemplatesDir(): string {
  const files = readdirSync(BUILT_IN_TEMPLATES_DIR).filter((file) => file.endsWith('.template.json'));
  const variants = files.sort().map((file) => {
    const template = JSON.parse(readFileSync(join(BUILT_IN_TEMPLATES_DIR, file), 'utf8')) as Record<string, unknown>;
    return { file, text: `${JSON.stringify({ ...template, fps: TEST_TEMPLATE_FPS }, null, 2)}\n` };
  });
  const key = createHash('sha256').update(JSON.stringify(variants)).digest('hex').slice(0, 16);
  const dir = join(tmpdir(), `reelsmith-test-templates-${key}`);
  if (existsSync(dir)) return dir;
  // Written aside and renamed into place, so a process never reads a half-written folder.
  const draft = mkdtempSync(`${dir}-draft-`);
  for (const { file, text } of variants) writeFileSync(join(draft, file), text);
  try {
    renameSync(draft, dir);
  } catch (error) {
    rmSync(draft, { recursive: true, force: true });
    if (!existsSync(dir)) throw error;
  }
  return dir;
}

/**
 * A copy of the square built-in template at one frame a second, in the account `rs` acts for:
 * for videos whose picture no test looks at (crashes, credits), where the pipeline is under test
 * and not the render. Its renders cost about a third of a TEST_TEMPLATE_FPS one.
 */
export async function oneFrameASecondTemplate(rs: Reelsmith): Promise<Template> {
  const square = (await rs.templates.list({ limit: 100 })).data.find((template) => template.width === template.height)!;
  return rs.templates.create({
    ...templateBodyOf(await rs.templates.retrieve(square.id)),
    name: 'One frame a second',
    fps: 1,
  });
}
