/**
 * Ends a jest run with plain lines that any CI can read: the time each tier took, the ten
 * slowest files (where to look when the run grows), then `Tests: N passed, N failed`.
 * Written at exit so that they follow jest's own summary.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SLOWEST = 10;

export default class SummaryReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const files = results.testResults.map((file) => ({
      path: relative(this.rootDir, file.testFilePath),
      tier: file.displayName?.name ?? '',
      seconds: (file.perfStats.end - file.perfStats.start) / 1000,
    }));
    // Every file's time, for comparing two runs file by file (the ten below are only the worst).
    mkdirSync(join(this.rootDir, '.reelsmith'), { recursive: true });
    writeFileSync(join(this.rootDir, '.reelsmith', 'test-times.json'), JSON.stringify(files, null, 1));
    const tiers = new Map();
    for (const file of files) tiers.set(file.tier, (tiers.get(file.tier) ?? 0) + file.seconds);
    const lines = [
      `Time per tier (its files added up): ${[...tiers].map(([tier, seconds]) => `${tier} ${seconds.toFixed(0)} s`).join(', ')}`,
      `Slowest files:`,
      ...files
        .sort((a, b) => b.seconds - a.seconds)
        .slice(0, SLOWEST)
        .map((file) => `  ${file.seconds.toFixed(1).padStart(6)} s  ${file.tier.padEnd(11)} ${file.path}`),
    ];
    const skipped = results.numPendingTests + results.numTodoTests;
    lines.push(
      `Tests: ${results.numPassedTests} passed, ${results.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`,
    );
    process.once('exit', () => process.stderr.write(`\n${lines.join('\n')}\n`));
  }
}
