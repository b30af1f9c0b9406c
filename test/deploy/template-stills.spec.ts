import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BUILT_IN_TEMPLATES_DIR } from '@reelsmith/templates';

/** The stills the dashboard's template cards show, as bench/template-stills.mjs writes them. */
const STILLS = join(import.meta.dirname, '..', '..', 'apps', 'web', 'src', 'template-stills');
const REMAKE = 'run `npm run stills:templates` and commit what it writes';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe("the dashboard's template stills", () => {
  const madeFrom = JSON.parse(readFileSync(join(STILLS, 'made-from.json'), 'utf8')) as Record<
    string,
    { still: string; sha256: string }
  >;

  it('show every built-in template as its file is now', () => {
    const templates = readdirSync(BUILT_IN_TEMPLATES_DIR).filter((file) => file.endsWith('.template.json'));
    const current = Object.fromEntries(
      templates.map((file) => [file, sha256(readFileSync(join(BUILT_IN_TEMPLATES_DIR, file)))]),
    );
    const recorded = Object.fromEntries(Object.entries(madeFrom).map(([file, made]) => [file, made.sha256]));
    expect({ stills: recorded, fix: REMAKE }).toEqual({ stills: current, fix: REMAKE });
  });

  it('are card-sized JPEGs, light enough to load with the page', () => {
    const stills = Object.values(madeFrom).map((made) => join(STILLS, made.still));
    const notJpeg = stills.filter((path) => readFileSync(path).subarray(0, 3).toString('hex') !== 'ffd8ff');
    const over40KiB = stills.filter((path) => statSync(path).size > 40 * 1024);
    expect({ notJpeg, over40KiB }).toEqual({ notJpeg: [], over40KiB: [] });
  });
});
