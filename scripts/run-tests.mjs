#!/usr/bin/env node
// `npm test`: the whole suite as three jest runs side by side, one per lane, each running its
// files one at a time. Much of a lane's time is spent waiting on processes its files started
// (stacks booting, apps restarting, renders), so the other lanes use the cores meanwhile; within
// a lane nothing changes, so the e2e files still have the shared stack to themselves. The lanes
// use one private PostgreSQL. With arguments (`npm test -- <file or jest flags>`) it is one plain
// jest run.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { jestNodeArgs, root } from './jest-command.mjs';
import { figuresPath, summaryLines } from './jest-summary-reporter.mjs';
import { ensureTestPostgres, stopTestPostgres } from './test-postgres.mjs';

/** Tiers per lane: each lane adds up to about a third of the suite's time (the README's table). */
const LANES = {
  journeys: ['e2e'],
  services: ['integration', 'fuzz'],
  machines: ['deploy', 'faults', 'unit'],
};

const jest = (args, { env = {}, stdio = ['ignore', 'pipe', 'pipe'] } = {}) =>
  spawn(process.execPath, jestNodeArgs(['--runInBand', ...args]), {
    cwd: root,
    env: { ...process.env, ...env },
    stdio,
  });

/** Passes a lane's output on line by line, each line marked with its lane. */
function prefixLines(stream, lane, out) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const line of lines) out.write(`[${lane}] ${line}\n`);
  });
  stream.on('end', () => rest && out.write(`[${lane}] ${rest}\n`));
}

const exitCode = (child) =>
  new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1))));

async function runLanes() {
  await ensureTestPostgres();
  const children = Object.entries(LANES).map(([lane, tiers]) => {
    rmSync(figuresPath(root, lane), { force: true });
    const child = jest(['--selectProjects', ...tiers], { env: { REELSMITH_TEST_LANE: lane } });
    prefixLines(child.stdout, lane, process.stdout);
    prefixLines(child.stderr, lane, process.stderr);
    return child;
  });
  const stop = () => children.forEach((child) => child.kill('SIGTERM'));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const codes = await Promise.all(children.map(exitCode));
  stopTestPostgres();

  const lanes = Object.keys(LANES).map((lane) => figuresPath(root, lane));
  const figures = lanes.filter(existsSync).map((path) => JSON.parse(readFileSync(path, 'utf8')));
  const total = {
    files: figures.flatMap((lane) => lane.files),
    passed: figures.reduce((sum, lane) => sum + lane.passed, 0),
    failed: figures.reduce((sum, lane) => sum + lane.failed, 0),
    skipped: figures.reduce((sum, lane) => sum + lane.skipped, 0),
  };
  process.stderr.write(`\n${summaryLines(total).join('\n')}\n`);
  if (figures.length < lanes.length) process.stderr.write('A lane ended without its figures: see its output above.\n');
  return codes.some((code) => code !== 0) || figures.length < lanes.length ? 1 : 0;
}

const args = process.argv.slice(2);
if (args.length > 0) process.exit(await exitCode(jest(args, { stdio: 'inherit' })));
process.exit(await runLanes());
