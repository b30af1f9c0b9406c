import { beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';

const root = join(import.meta.dirname, '..', '..');
const run = promisify(execFile);

/** A planted file's path: `PLANTED` becomes a name unique to this run and planting. */
const plantedPath = (path: string, index: number) => path.replace('PLANTED', `__planted_${process.pid}_${index}`);

/**
 * Plants each planting's files into the tree. Names are unique to this run, so a failed run
 * never leaves a file another run trips over; `PLANTED` in a source is its planting's name
 * too, so the files of one planting can import each other.
 */
async function plantEach(plantings: Record<string, string>[]): Promise<void> {
  for (const [index, files] of plantings.entries()) {
    for (const [path, source] of Object.entries(files)) {
      await writeFile(
        join(root, plantedPath(path, index)),
        source.replaceAll('PLANTED', plantedPath('PLANTED', index)),
      );
    }
  }
}

async function removePlanted(plantings: Record<string, string>[]): Promise<void> {
  const paths = plantings.flatMap((files, index) => Object.keys(files).map((path) => plantedPath(path, index)));
  await Promise.all(paths.map((path) => rm(join(root, path), { force: true })));
}

/** Plants files for the length of `check` (given the first file's path), then removes them. */
async function planted<T>(files: Record<string, string>, check: (path: string) => Promise<T>): Promise<T> {
  try {
    await plantEach([files]);
    return await check(plantedPath(Object.keys(files)[0]!, 0));
  } finally {
    await removePlanted([files]);
  }
}

/**
 * The dependency-cruiser rules broken from each file cruised from `paths`, as
 * `npm run check:boundaries` reports them: one run for all of them (each run parses the tree).
 */
async function boundaryViolations(paths: string[]): Promise<Map<string, string[]>> {
  const result = await run(
    join(root, 'node_modules/.bin/depcruise'),
    [...paths, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
    { cwd: root, maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stdout: string }) => error);
  const report = JSON.parse(result.stdout) as {
    summary: { violations: Array<{ from: string; rule: { name: string } }> };
  };
  const byFile = new Map<string, string[]>();
  for (const { from, rule } of report.summary.violations) {
    byFile.set(from, [...new Set([...(byFile.get(from) ?? []), rule.name])]);
  }
  return byFile;
}

/** The ESLint rules the file breaks, as `npm run lint` (part of `npm run check`) reports them. */
async function lintProblems(file: string): Promise<string[]> {
  const [result] = await new ESLint({ cwd: root }).lintFiles([file]);
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

const TABLE: Array<[label: string, path: string, source: string, rule: string]> = [
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
    "render's drawing primitives importing the composition",
    'apps/render/src/drawing/PLANTED.ts',
    'export * from "../composition/scene-layout.js";\n',
    'render-drawing-is-the-bottom',
  ],
  [
    'captions importing the composition',
    'apps/render/src/captions/PLANTED.ts',
    'export * from "../composition/content.js";\n',
    'render-captions-draw-through-drawing',
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
];

type Planting = [label: string, files: Record<string, string>, rule: string];

// Each rule of .dependency-cruiser.cjs has its planting here (docs/checks.md). The planted imports use
// double quotes, so scripts/check-dependencies.mjs does not take them for this file's own.
const PLANTINGS: Planting[] = TABLE.map(([label, path, source, rule]): Planting => [label, { [path]: source }, rule]);
PLANTINGS.push([
  'two modules importing each other',
  {
    'apps/catalog/src/PLANTED.ts': 'export { b } from "./PLANTED-b.js";\nexport const a = 1;\n',
    'apps/catalog/src/PLANTED-b.ts': 'export { a } from "./PLANTED.js";\nexport const b = 2;\n',
  },
  'no-circular',
]);

describe('npm run check refuses what the architecture forbids', () => {
  /** The rules each planting breaks, all planted at once and cruised in one run. */
  const broken = new Map<string, string[]>();

  beforeAll(async () => {
    const pathsOf = PLANTINGS.map(([, files], index) => Object.keys(files).map((path) => plantedPath(path, index)));
    await plantEach(PLANTINGS.map(([, files]) => files));
    try {
      const violations = await boundaryViolations(pathsOf.map((paths) => paths[0]!));
      PLANTINGS.forEach(([label], index) =>
        broken.set(
          label,
          pathsOf[index]!.flatMap((path) => violations.get(path) ?? []),
        ),
      );
    } finally {
      await removePlanted(PLANTINGS.map(([, files]) => files));
    }
  }, 180_000);

  it.each(PLANTINGS)('refuses %s', (label, _files, rule) => {
    expect(broken.get(label)).toContain(rule);
  });

  it('accepts the tree as it is', async () => {
    expect([...(await boundaryViolations(['apps'])).values()]).toEqual([]);
  });

  it('refuses a floating promise', async () => {
    const source = 'export function start(work: () => Promise<void>): void {\n  work();\n}\n';
    expect(await planted({ 'apps/catalog/src/PLANTED.ts': source }, lintProblems)).toContain(
      '@typescript-eslint/no-floating-promises',
    );
  });
});
