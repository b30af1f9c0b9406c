import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect } from '@jest/globals';

const run = promisify(execFile);

/**
 * The check `npm ci` makes of the package.json files in `cwd` against its lockfile, before it
 * touches node_modules: `--dry-run` stops right after it. Fails when they disagree.
 */
export async function expectNpmCiAccepts(cwd: string): Promise<void> {
  const { stdout, stderr } = await run(
    'npm',
    ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'],
    { cwd },
  ).catch((error: { stdout: string; stderr: string }) => error);
  expect(stderr).not.toMatch(/in sync|Missing:|ERR!/);
  expect(stdout).toMatch(/up to date|added|changed/);
}
