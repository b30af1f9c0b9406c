#!/usr/bin/env node
// Runs one Jest tier (unit | integration | e2e) for the workspace turbo runs it in (its working
// directory), with the repository's jest.config.mjs and Node 22 (scripts/node22.mjs):
// `npm run test:unit|test:int|test:e2e` are turbo tasks, cached per package.
import { spawn } from 'node:child_process';
import { join, relative } from 'node:path';
import { jestNodeArgs, root } from './jest-command.mjs';

const [tier, ...rest] = process.argv.slice(2);
const folder = relative(root, process.cwd());
const jestArgs = jestNodeArgs([
  '--config',
  join(root, 'jest.config.mjs'),
  '--rootDir',
  root,
  '--selectProjects',
  tier,
  '--passWithNoTests',
  ...(folder === '' ? [] : [`${join(root, folder)}/`]),
  ...rest,
]);
const child = spawn(process.execPath, [join(root, 'scripts', 'node22.mjs'), ...jestArgs], {
  cwd: root,
  stdio: 'inherit',
});
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
