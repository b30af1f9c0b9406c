/**
 * Ends a jest run with plain lines that any CI can read: the time each tier took, the ten
 * slowest files with the CPU each used, its apps and ffmpeg included (where to look when the run
 * grows: on two cores CPU, not waiting, is what makes the suite long), then
 * `Tests: N passed, N failed`, and last each failure with the head of its message (in
 * `npm test`'s lanes, each failed check of `npm run check` too): a CI that keeps only the tail
 * of a long run's output still says what failed and why.
 * Written at exit so that they follow jest's own summary. In a lane of `npm test`
 * (scripts/run-tests.mjs, REELSMITH_TEST_LANE set) the run's figures go to a file instead,
 * and the runner prints one summary of all lanes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { treeCpuSeconds } from './process-tree-cpu.mjs';

const SLOWEST = 10;
/** Lines of a failure's message kept in the summary: the assertion and the top of its stack. */
const FAILURE_LINES = 12;
/** At most this many failures are repeated in the summary; the rest are in the output above. */
const FAILURES_SHOWN = 5;

/** Where a run's figures are kept: every file's time, to compare two runs file by file. */
export const figuresPath = (rootDir, lane) =>
  join(rootDir, '.reelsmith', lane ? `test-figures-${lane}.json` : 'test-figures.json');

/** The summary's lines for the figures of one run or of several lanes put together. */
export function summaryLines({ files, passed, failed, skipped, failures = [] }) {
  const tiers = new Map();
  const cpu = new Map();
  for (const file of files) {
    tiers.set(file.tier, (tiers.get(file.tier) ?? 0) + file.seconds);
    cpu.set(file.tier, (cpu.get(file.tier) ?? 0) + (file.cpuSeconds ?? 0));
  }
  const perTier = (figures, unit) =>
    [...figures].map(([tier, value]) => `${tier} ${value.toFixed(0)} ${unit}`).join(', ');
  return [
    `Time per tier (its files added up): ${perTier(tiers, 's')}`,
    `CPU per tier (its files' processes): ${perTier(cpu, 'CPU-s')}`,
    `Slowest files (wall, CPU):`,
    ...[...files]
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, SLOWEST)
      .map(
        (file) =>
          `  ${file.seconds.toFixed(1).padStart(6)} s ${(file.cpuSeconds ?? 0).toFixed(1).padStart(6)} CPU-s  ${file.tier.padEnd(11)} ${file.path}`,
      ),
    `Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
    ...failures
      .slice(0, FAILURES_SHOWN)
      .flatMap((failure) => [
        `FAILED ${failure.path} › ${failure.name}`,
        ...failure.message.map((line) => `    ${line}`),
      ]),
  ];
}

// Jest's messages carry colour codes; the summary is read as plain text.
// eslint-disable-next-line no-control-regex
const plain = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** The head of a failure's message, without colours or blank lines. */
const messageHead = (message) =>
  plain(message)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, FAILURE_LINES);

/** Each failed test of a file (jest's result for it), or the file itself when it could not run. */
export function failuresOfFile(file, path) {
  const tests = file.testResults
    .filter((test) => test.status === 'failed')
    .map((test) => ({ path, name: test.fullName, message: messageHead(test.failureMessages.join('\n')) }));
  if (tests.length > 0 || !file.testExecError) return tests;
  return [
    { path, name: '(the file did not run)', message: messageHead(file.failureMessage ?? file.testExecError.message) },
  ];
}

/** Lines of a failed check's output repeated in the summary. */
const CHECK_FAILURE_LINES = 8;

/**
 * Collects the checks that failed from `npm run check`'s output: each `✗ <check>` line and the
 * head of the output printed right after it, for the summary to repeat.
 */
export function failedChecksCollector() {
  const failed = [];
  let current;
  const onLine = (line) => {
    if (line.startsWith('✗ ')) failed.push((current = [line.slice(2)]));
    else if (line.startsWith('✓ ')) current = undefined;
    else if (current && line.trim() && current.length <= CHECK_FAILURE_LINES) current.push(line);
  };
  return { failed, onLine };
}

/** Lines of a lane's output repeated when it ends without its figures (its jest run broke). */
const LANE_TAIL_LINES = 40;

/**
 * Keeps the last lines of a lane's output, fed line by line: when its jest run ends without
 * figures (a setup that threw, a crash), they are what says why, and a CI log cut to its tail
 * would otherwise have lost them under the other lanes' output.
 */
export function laneTail() {
  const lines = [];
  const onLine = (line) => {
    lines.push(plain(line));
    if (lines.length > LANE_TAIL_LINES) lines.shift();
  };
  return { lines, onLine };
}

export default class SummaryReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    /** Test file path → the tree's CPU when it started; exact because the files run one at a time. */
    this.cpuAtStart = new Map();
  }

  onTestFileStart(test) {
    this.cpuAtStart.set(test.path, treeCpuSeconds());
  }

  onTestFileResult(test, result) {
    result.cpuSeconds = treeCpuSeconds() - this.cpuAtStart.get(test.path);
  }

  onRunComplete(_contexts, results) {
    const path = (file) => relative(this.rootDir, file.testFilePath);
    const figures = {
      files: results.testResults.map((file) => ({
        path: path(file),
        tier: file.displayName?.name ?? '',
        seconds: (file.perfStats.end - file.perfStats.start) / 1000,
        cpuSeconds: file.cpuSeconds,
      })),
      passed: results.numPassedTests,
      failed: results.numFailedTests,
      skipped: results.numPendingTests + results.numTodoTests,
      failures: results.testResults.flatMap((file) => failuresOfFile(file, path(file))),
    };
    const lane = process.env.REELSMITH_TEST_LANE;
    mkdirSync(join(this.rootDir, '.reelsmith'), { recursive: true });
    writeFileSync(figuresPath(this.rootDir, lane), JSON.stringify(figures, null, 1));
    if (lane) return;
    process.once('exit', () => process.stderr.write(`\n${summaryLines(figures).join('\n')}\n`));
  }
}
