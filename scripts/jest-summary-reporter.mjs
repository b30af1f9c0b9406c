/**
 * Ends a jest run with plain lines that any CI can read: the time each tier took, the ten
 * slowest files (where to look when the run grows), then `Tests: N passed, N failed`.
 * Written at exit so that they follow jest's own summary. In a lane of `npm test`
 * (scripts/run-tests.mjs, REELSMITH_TEST_LANE set) the run's figures go to a file instead,
 * and the runner prints one summary of all lanes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SLOWEST = 10;

/** Where a run's figures are kept: every file's time, to compare two runs file by file. */
export const figuresPath = (rootDir, lane) =>
  join(rootDir, '.reelsmith', lane ? `test-figures-${lane}.json` : 'test-figures.json');

/** The summary's lines for the figures of one run or of several lanes put together. */
export function summaryLines({ files, passed, failed, skipped }) {
  const tiers = new Map();
  for (const file of files) tiers.set(file.tier, (tiers.get(file.tier) ?? 0) + file.seconds);
  return [
    `Time per tier (its files added up): ${[...tiers].map(([tier, seconds]) => `${tier} ${seconds.toFixed(0)} s`).join(', ')}`,
    `Slowest files:`,
    ...[...files]
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, SLOWEST)
      .map((file) => `  ${file.seconds.toFixed(1).padStart(6)} s  ${file.tier.padEnd(11)} ${file.path}`),
    `Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
  ];
}

export default class SummaryReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const figures = {
      files: results.testResults.map((file) => ({
        path: relative(this.rootDir, file.testFilePath),
        tier: file.displayName?.name ?? '',
        seconds: (file.perfStats.end - file.perfStats.start) / 1000,
      })),
      passed: results.numPassedTests,
      failed: results.numFailedTests,
      skipped: results.numPendingTests + results.numTodoTests,
    };
    const lane = process.env.REELSMITH_TEST_LANE;
    mkdirSync(join(this.rootDir, '.reelsmith'), { recursive: true });
    writeFileSync(figuresPath(this.rootDir, lane), JSON.stringify(figures, null, 1));
    if (lane) return;
    process.once('exit', () => process.stderr.write(`\n${summaryLines(figures).join('\n')}\n`));
  }
}
