#!/usr/bin/env node
// Every workspace must declare the packages its sources import: turbo orders builds by the
// declared dependencies, so an undeclared lib builds too late on a clean clone.
import { builtinModules } from 'node:module';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const builtins = new Set(builtinModules);
const importPattern = /from '([^.'][^']*)'/g;
let problems = 0;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.spec.ts') ? [path] : [];
  });
}

for (const group of ['apps', 'libs']) {
  for (const name of readdirSync(join(root, group))) {
    const dir = join(root, group, name);
    if (!existsSync(join(dir, 'package.json')) || !existsSync(join(dir, 'src'))) continue;
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const declared = new Set(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }));
    const imported = new Set();
    for (const file of sourceFiles(join(dir, 'src'))) {
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(importPattern)) {
        if (specifier.startsWith('node:')) continue;
        const parts = specifier.split('/');
        const pkg = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
        if (!builtins.has(pkg)) imported.add(pkg);
      }
    }
    const missing = [...imported].filter((pkg) => !declared.has(pkg) && pkg !== manifest.name);
    if (missing.length > 0) {
      problems += 1;
      console.error(`${group}/${name}/package.json does not declare: ${missing.join(', ')}`);
    }
  }
}
process.exit(problems > 0 ? 1 : 0);
