#!/usr/bin/env node
// Every workspace must declare the packages its sources and tests import: turbo orders builds
// (and the typecheck that needs them) by the declared dependencies, so an undeclared lib builds
// too late on a clean clone. The root declares what test/ imports; bench/ is a workspace.
// Every workspace with tests also declares the tier scripts that run them (`test:unit` for
// src/**/*.spec.ts, `test:int` for test/**/*.int-spec.ts), or `npm run test:unit|test:int`
// would silently skip them.
import { builtinModules } from 'node:module';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const builtins = new Set(builtinModules);
const importPattern = /(?:from|import) '([^.'][^']*)'/g;
let problems = 0;

function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist', 'out'].includes(entry.name) ? [] : sourceFiles(path);
    return /\.(ts|mjs)$/.test(path) ? [path] : [];
  });
}

function importedPackages(files) {
  const imported = new Set();
  for (const file of files) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(importPattern)) {
      if (specifier.startsWith('node:')) continue;
      const parts = specifier.split('/');
      const pkg = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
      if (!builtins.has(pkg)) imported.add(pkg);
    }
  }
  return imported;
}

function check(label, dir, folders) {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const shipped = new Set(Object.keys({ ...manifest.dependencies }));
  const declared = new Set(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }));
  const isTest = (file) => /\.spec\.ts$/.test(file) || !file.startsWith(join(dir, 'src'));
  const files = folders.flatMap((folder) => sourceFiles(join(dir, folder)));
  const runtime = importedPackages(files.filter((file) => !isTest(file)));
  const tests = importedPackages(files.filter(isTest));
  const missing = [
    ...[...runtime].filter((pkg) => !shipped.has(pkg) && pkg !== manifest.name),
    ...[...tests].filter((pkg) => !declared.has(pkg) && pkg !== manifest.name),
  ];
  if (missing.length > 0) {
    problems += 1;
    console.error(`${label}/package.json does not declare: ${[...new Set(missing)].join(', ')}`);
  }
}

function checkTiers(label, dir) {
  const scripts = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts ?? {};
  const tiers = [
    ['test:unit', 'src', /\.spec\.ts$/],
    ['test:int', 'test', /\.int-spec\.ts$/],
  ];
  for (const [script, folder, pattern] of tiers) {
    if (scripts[script] || !sourceFiles(join(dir, folder)).some((file) => pattern.test(file))) continue;
    problems += 1;
    console.error(`${label}/package.json has ${folder}/ tests but no "${script}" script to run them`);
  }
}

for (const group of ['apps', 'libs']) {
  for (const name of readdirSync(join(root, group))) {
    const dir = join(root, group, name);
    if (!existsSync(join(dir, 'package.json'))) continue;
    check(`${group}/${name}`, dir, ['src', 'test']);
    checkTiers(`${group}/${name}`, dir);
  }
}
check('bench', join(root, 'bench'), ['.']);
check('.', root, ['test']);
process.exit(problems > 0 ? 1 : 0);
