#!/usr/bin/env node
// Node 22 LTS on machines whose `node` is older (Node 20 reached end of life on 2026-04-30;
// Debian bookworm ships 18). When the running node is too old, the registry's platform build
// of Node 22 (`node-<os>-<arch>`, the binary behind the `node` package) is installed once into
// .reelsmith/node, inside the clone: nothing machine-wide changes, so other projects and users
// keep their node. Written for old Node versions too (no newer syntax or APIs).
//
//   node scripts/node22.mjs --bin-dir   prints the directory to put first on PATH
//   node scripts/node22.mjs <args…>     runs Node 22 with <args…> (signals and exit code passed on)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';

const MAJOR = 22;
const root = new URL('..', import.meta.url).pathname;
const prefix = process.env.REELSMITH_NODE_DIR || join(root, '.reelsmith', 'node');

function binDir() {
  if (Number(process.versions.node.split('.')[0]) >= MAJOR) return dirname(process.execPath);
  const os = process.platform === 'win32' ? 'win' : process.platform;
  const pkg = `node-${os}-${process.arch}`;
  const dir = join(prefix, 'node_modules', pkg, 'bin');
  if (!existsSync(join(dir, 'node'))) {
    console.error(
      `[reelsmith] Node ${process.versions.node} is older than ${MAJOR}; installing Node ${MAJOR} into ${prefix}`,
    );
    const npm = spawnSync(
      'npm',
      ['install', '--prefix', prefix, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `${pkg}@${MAJOR}`],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (npm.status !== 0 || !existsSync(join(dir, 'node'))) {
      console.error(`[reelsmith] could not install ${pkg}@${MAJOR}; install Node ${MAJOR} and try again.`);
      process.exit(1);
    }
  }
  return dir;
}

const dir = binDir();
const args = process.argv.slice(2);
if (args[0] === '--bin-dir') {
  console.log(dir);
} else {
  // Node 22 first on PATH, so that whatever the program starts (npx, npm, node) runs on it too.
  const env = { ...process.env, PATH: `${dir}${delimiter}${process.env.PATH ?? ''}` };
  const child = spawn(join(dir, 'node'), args, { stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)));
}
