import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectNpmCiAccepts } from './npm-ci-check.js';

const root = join(import.meta.dirname, '..', '..');

interface LockedPackage {
  version?: string;
  optionalDependencies?: Record<string, string>;
}

describe('reproducible installs', () => {
  it('npm ci accepts package.json and package-lock.json as they are', async () => {
    await expectNpmCiAccepts(root);
  });

  it('the lockfile lists every platform binary of the packages that have them', () => {
    // A binary npm could not fetch is left out of the lockfile, and `npm ci` then refuses it on
    // every machine (docs/decisions/stack.md): each optional dependency must have its own entry.
    const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, LockedPackage>;
    };
    const resolves = (from: string, name: string): boolean => {
      // Node's lookup: node_modules of the dependent package, then of each enclosing one.
      for (let base = from; ;) {
        if (lock.packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
        if (!base) return false;
        const cut = base.lastIndexOf('/node_modules/');
        base = cut < 0 ? '' : base.slice(0, cut);
      }
    };
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolves(path, name))
        .map((name) => `${name} (for ${path || 'the root'})`),
    );
    // Known gap: the registry reachable here serves @napi-rs/canvas 1.1.x (apps/render) for Linux
    // only. `npm ci` accepts that (a workspace's optional binaries are not part of its check),
    // but such a lockfile installs no canvas binary on macOS or Windows (docs/decisions/stack.md).
    expect(missing.filter((name) => !name.startsWith('@napi-rs/canvas-'))).toEqual([]);
  });

  it('every place that installs or names Node uses npm ci and Node 22', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    expect(manifest.engines.node).toMatch(/^>=22\./);
    const ci = readFileSync(join(root, '.ci/run'), 'utf8');
    const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    for (const text of [ci, dockerfile, readme]) expect(text).toMatch(/^\s*(RUN .*)?npm ci\b/m);
    for (const text of [ci, dockerfile]) expect(text).not.toMatch(/^\s*(RUN )?npm install\b/m);
    expect(dockerfile).toMatch(/node:22-/);
  });
});
