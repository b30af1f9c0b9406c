#!/usr/bin/env node
// `npm test`: the whole suite as three jest runs side by side, one per lane, each running its
// files one at a time. Much of a lane's time is spent waiting on processes its files started
// (stacks booting, apps restarting, renders), so the other lanes use the cores meanwhile; within
// a lane nothing changes, so the e2e files still have the shared stack to themselves. The lanes
// use one private PostgreSQL. Beside them, at the lowest priority, a fourth lane runs
// `npm run check` (lint, types, formatting, boundaries): the checks take the CPU the lanes leave
// idle, about a fifth of two cores. Last and alone, the test that plants violations in the tree
// for those checks to refuse: nothing may lint or build the tree while it writes into it. With
// arguments (`npm test -- <file or jest flags>`) it is one plain jest run.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { jestNodeArgs, root } from './jest-command.mjs';
import { failedChecksCollector, figuresPath, laneTail, summaryLines } from './jest-summary-reporter.mjs';
import { ensureTestPostgres, stopTestPostgres } from './test-postgres.mjs';

/** The planted-violations test: last and alone, after the lanes and the checks (it writes into the tree). */
const PLANTING_TEST = 'test/deploy/checks.spec.ts';

/** Jest's arguments per lane: each lane adds up to about a third of the suite's time (the README's table). */
const LANES = {
  journeys: ['--selectProjects', 'e2e'],
  services: ['--selectProjects', 'integration', 'fuzz'],
  machines: ['--selectProjects', 'deploy', 'faults', 'unit', '--testPathIgnorePatterns', PLANTING_TEST],
  checks: ['--selectProjects', 'deploy', '--runTestsByPath', PLANTING_TEST],
};

/** Lowest priority for `npm run check`: it must not slow the lanes, whose tests wait on timers. */
const NICE = ['nice', '-n', '19'];

/** A Node script of ours, its output piped; `nice` runs it at the lowest priority. */
function node(args, { env = {}, stdio = ['ignore', 'pipe', 'pipe'], nice = false } = {}) {
  const command = [process.execPath, ...args];
  const [program, ...argv] = nice ? [...NICE, ...command] : command;
  return spawn(program, argv, { cwd: root, env: { ...process.env, ...env }, stdio });
}

const jest = (args, options) => node(jestNodeArgs(['--runInBand', ...args]), options);

/** Passes a lane's output on line by line, each line marked with its lane (and given to `onLine`). */
function prefixLines(stream, lane, out, onLine = () => {}) {
  let rest = '';
  const write = (line) => {
    out.write(`[${lane}] ${line}\n`);
    onLine(line);
  };
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    lines.forEach(write);
  });
  stream.on('end', () => rest && write(rest));
}

const exitCode = (child) =>
  new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1))));

/** How a process ended, in words: its exit code or the signal that ended it. */
const howItEnded = (child) => (child.signalCode ? `killed by ${child.signalCode}` : `exit code ${child.exitCode}`);

/** A lane's jest run, its output marked with the lane's name and its last lines kept. */
function startLane(name, args) {
  rmSync(figuresPath(root, name), { force: true });
  const child = jest(args, { env: { REELSMITH_TEST_LANE: name } });
  const tail = laneTail();
  prefixLines(child.stdout, name, process.stdout, tail.onLine);
  prefixLines(child.stderr, name, process.stderr, tail.onLine);
  return { name, child, tail };
}

/** `npm run check` at the lowest priority, its output marked as the checks lane's. */
function runChecks(started, onLine) {
  const check = node([join(root, 'scripts', 'check.mjs')], { nice: true });
  started.push(check);
  prefixLines(check.stdout, 'checks', process.stdout, onLine);
  prefixLines(check.stderr, 'checks', process.stderr);
  return exitCode(check);
}

async function runLanes() {
  await ensureTestPostgres();
  const lanes = ['journeys', 'services', 'machines'].map((name) => startLane(name, LANES[name]));
  const children = lanes.map((lane) => lane.child);
  const stop = () => children.forEach((child) => child.kill('SIGTERM'));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const checks = failedChecksCollector();
  const codes = await Promise.all([...children.map(exitCode), runChecks(children, checks.onLine)]);
  // The planted-violations test writes into the tree, so it runs alone, last: beside the lanes
  // it broke a build that `npm start`'s test ran at the same moment (a planted file in the SDK).
  const planting = startLane('checks', LANES.checks);
  lanes.push(planting);
  children.push(planting.child);
  codes.push(await exitCode(planting.child));
  stopTestPostgres();

  const withFigures = lanes.filter((lane) => existsSync(figuresPath(root, lane.name)));
  const figures = withFigures.map((lane) => JSON.parse(readFileSync(figuresPath(root, lane.name), 'utf8')));
  const total = {
    files: figures.flatMap((lane) => lane.files),
    passed: figures.reduce((sum, lane) => sum + lane.passed, 0),
    failed: figures.reduce((sum, lane) => sum + lane.failed, 0),
    skipped: figures.reduce((sum, lane) => sum + lane.skipped, 0),
    failures: figures.flatMap((lane) => lane.failures ?? []),
  };
  process.stderr.write(`\n${summaryLines(total).join('\n')}\n`);
  for (const [name, ...output] of checks.failed) {
    process.stderr.write([`FAILED check: ${name}`, ...output.map((line) => `    ${line}`)].join('\n') + '\n');
  }
  const withoutFigures = lanes.filter((lane) => !withFigures.includes(lane));
  for (const lane of withoutFigures) {
    const heading = `The ${lane.name} lane ended without its figures (${howItEnded(lane.child)}); its last lines:`;
    process.stderr.write([heading, ...lane.tail.lines.map((line) => `    ${line}`)].join('\n') + '\n');
  }
  if (codes.some((code) => code !== 0))
    process.stderr.write('A lane failed (a test lane or the checks): see its output above.\n');
  return codes.some((code) => code !== 0) || withoutFigures.length > 0 ? 1 : 0;
}

const args = process.argv.slice(2);
if (args.length > 0) process.exit(await exitCode(jest(args, { stdio: 'inherit' })));
process.exit(await runLanes());
