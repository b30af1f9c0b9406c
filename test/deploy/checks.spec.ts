import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';

const root = join(import.meta.dirname, '..', '..');
const run = promisify(execFile);

/**
 * Plants files into the tree for the length of `check` (given the first file's path) and removes
 * them again, whatever happens. Names are unique to this run, so a failed run never leaves a file
 * another run trips over; `PLANTED` in a source is the run's name too, so planted files can import
 * each other.
 */
async function planted<T>(files: Record<string, string>, check: (path: string) => Promise<T>): Promise<T> {
  const name = `__planted_${process.pid}`;
  const paths = Object.keys(files).map((path) => path.replace('PLANTED', name));
  try {
    for (const [path, source] of Object.entries(files)) {
      await writeFile(join(root, path.replace('PLANTED', name)), source.replaceAll('PLANTED', name));
    }
    return await check(paths[0]!);
  } finally {
    await Promise.all(paths.map((path) => rm(join(root, path), { force: true })));
  }
}

/** The dependency-cruiser rules the file breaks, as `npm run check:boundaries` reports them. */
async function boundaryViolations(file: string): Promise<string[]> {
  const result = await run(
    join(root, 'node_modules/.bin/depcruise'),
    [file, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
    { cwd: root, maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stdout: string }) => error);
  const report = JSON.parse(result.stdout) as { summary: { violations: Array<{ rule: { name: string } }> } };
  return [...new Set(report.summary.violations.map((violation) => violation.rule.name))];
}

/** The ESLint rules the file breaks, as `npm run lint` (part of `npm run check`) reports them. */
async function lintProblems(file: string): Promise<string[]> {
  const [result] = await new ESLint({ cwd: root }).lintFiles([file]);
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

// Each rule of .dependency-cruiser.cjs has its planting here (docs/checks.md). The planted imports use
// double quotes, so scripts/check-dependencies.mjs does not take them for this file's own.
describe('npm run check refuses what the architecture forbids', () => {
  it.each([
    [
      'an app importing another app by path',
      'apps/catalog/src/PLANTED.ts',
      'export { loadBillingConfig } from "../../billing/src/config.js";\n',
      'apps-never-import-apps',
    ],
    [
      "an app importing another app's package",
      'apps/videos/src/PLANTED.ts',
      'export { renderVideo } from "@reelsmith/render/composition";\n',
      'apps-never-import-apps',
    ],
    [
      'a lib importing an app',
      'libs/messaging/src/PLANTED.ts',
      'export { loadCatalogConfig } from "../../../apps/catalog/src/config.js";\n',
      'libs-never-import-apps',
    ],
    [
      'the contracts importing one of our libs',
      'libs/contracts/src/PLANTED.ts',
      'export { createLogger } from "@reelsmith/config";\n',
      'contracts-import-nothing-of-ours',
    ],
    [
      'the database lib importing the wire contract',
      'libs/database/src/PLANTED.ts',
      'export { ServiceError } from "@reelsmith/contracts";\n',
      'database-knows-no-wire-contract',
    ],
    [
      "an e2e test reaching into an app's sources",
      'test/e2e/PLANTED.ts',
      'export { renderVideo } from "../../apps/render/src/composition/index.js";\n',
      'tests-reach-apps-through-entry-points',
    ],
    [
      "a test reaching into another lib's sources",
      'test/e2e/PLANTED.ts',
      'export { pollUntil } from "../../libs/testing/src/poll-until.js";\n',
      'libs-through-their-entry',
    ],
    [
      'a committed migration calling library code',
      'apps/catalog/src/migrations/PLANTED.ts',
      'export { OutboxMessageEntity } from "@reelsmith/messaging";\n',
      'migrations-are-history',
    ],
    [
      'the SDK importing a Node built-in',
      'libs/sdk/src/PLANTED.ts',
      'export { readFileSync } from "node:fs";\n',
      'sdk-runs-in-browsers',
    ],
    [
      'the SDK importing one of our libs',
      'libs/sdk/src/PLANTED.ts',
      'export { LANGUAGES } from "@reelsmith/contracts";\n',
      'sdk-stands-alone',
    ],
    [
      'the dashboard importing one of our libs other than the SDK',
      'apps/web/src/PLANTED.ts',
      'export { LANGUAGES } from "@reelsmith/contracts";\n',
      'dashboard-talks-only-to-the-sdk',
    ],
    [
      'the dashboard importing a Node built-in',
      'apps/web/src/PLANTED.ts',
      'export { readFileSync } from "node:fs";\n',
      'dashboard-runs-in-browsers',
    ],
    [
      'a module importing a controller',
      'apps/gateway/src/videos/PLANTED.ts',
      'export { VideosController } from "./videos.controller.js";\n',
      'adapters-are-wired-not-imported',
    ],
    [
      'a feature importing the auth guard for its request type',
      'apps/gateway/src/videos/PLANTED.ts',
      'export { AuthGuard } from "../accounts/auth.guard.js";\n',
      'adapters-are-wired-not-imported',
    ],
    [
      "an app's source importing its test support",
      'apps/render/src/renders/PLANTED.ts',
      'export * from "../test-support/fixtures.js";\n',
      'app-sources-never-import-tests',
    ],
    [
      "the gateway's HTTP plumbing importing a feature",
      'apps/gateway/src/http/PLANTED.ts',
      'export { videoSchema } from "../videos/videos.schemas.js";\n',
      'gateway-http-knows-no-feature',
    ],
    [
      "billing's ledger importing the top-ups",
      'apps/billing/src/ledger/PLANTED.ts',
      'export * from "../top-ups/top-ups.service.js";\n',
      'billing-ledger-is-the-bottom',
    ],
    [
      'the render engine importing the render worker',
      'apps/render/src/composition/PLANTED.ts',
      'export * from "../renders/render-worker.js";\n',
      'render-engine-knows-no-worker',
    ],
    [
      'a dashboard component importing a page',
      'apps/web/src/components/PLANTED.ts',
      'export * from "../pages/videos.js";\n',
      'dashboard-pages-on-top',
    ],
  ])('refuses %s', async (_label, path, source, rule) => {
    expect(await planted({ [path]: source }, boundaryViolations)).toContain(rule);
  });

  it('refuses two modules importing each other', async () => {
    const cycle = {
      'apps/catalog/src/PLANTED.ts': 'export { b } from "./PLANTED-b.js";\nexport const a = 1;\n',
      'apps/catalog/src/PLANTED-b.ts': 'export { a } from "./PLANTED.js";\nexport const b = 2;\n',
    };
    expect(await planted(cycle, boundaryViolations)).toContain('no-circular');
  });

  it('accepts the tree as it is', async () => {
    expect(await boundaryViolations('apps')).toEqual([]);
  });

  it('refuses a floating promise', async () => {
    const source = 'export function start(work: () => Promise<void>): void {\n  work();\n}\n';
    expect(await planted({ 'apps/catalog/src/PLANTED.ts': source }, lintProblems)).toContain(
      '@typescript-eslint/no-floating-promises',
    );
  });
});
