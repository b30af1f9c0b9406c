#!/usr/bin/env node
// `npm run check`: declared dependencies, formatting, the SDK's generated code, type checks,
// boundaries and lint. The steps are independent and each uses one core, so they run two at
// a time (longest first) once the workspaces are built, which type checks and type-aware lint
// need (they read the libraries' declarations from dist/). Each step prints one line when it
// ends, and its output when it failed; the check fails if any step does.
import { spawn } from 'node:child_process';

const CONCURRENCY = 2;
const BUILD = 'turbo run build --output-logs=errors-only';
/** Longest first, so that the short ones fill in beside the long ones. */
const STEPS = [
  // One process: its type-aware rules read one program for all Node workspaces, which two
  // processes would each build.
  ['lint', 'eslint . --max-warnings 0'],
  ['type checks', 'turbo run typecheck --output-logs=errors-only'],
  ['formatting', 'prettier --check . --log-level warn'],
  ['boundaries', 'npm run --silent check:boundaries'],
  ["the SDK's generated code", 'npm run --silent -w @reelsmith/sdk check:generated'],
  ['declared dependencies', 'node scripts/check-dependencies.mjs'],
];

/** Runs one shell command, its output kept; resolves with how it ended. */
function run(name, command) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', command], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? '✓' : '✗'} ${name} (${seconds} s)\n`);
      if (code !== 0) process.stdout.write(`${output.trimEnd()}\n`);
      resolve(code === 0);
    });
  });
}

if (!(await run('build', BUILD))) process.exit(1);
const queue = [...STEPS];
const lanes = Array.from({ length: CONCURRENCY }, async () => {
  let passed = true;
  for (let step = queue.shift(); step; step = queue.shift()) passed = (await run(...step)) && passed;
  return passed;
});
process.exit((await Promise.all(lanes)).every(Boolean) ? 0 : 1);
