#!/usr/bin/env node
// Builds the dashboard into dist/: index.html, and the script, style sheet, icon and pictures
// under assets/ with a content hash in each name (the gateway serves those as immutable).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import * as esbuild from 'esbuild';

const root = import.meta.dirname;
const dist = join(root, 'dist');
rmSync(dist, { recursive: true, force: true });
mkdirSync(join(dist, 'assets'), { recursive: true });

const result = await esbuild.build({
  absWorkingDir: root,
  entryPoints: { app: 'src/main.tsx' },
  outdir: 'dist/assets',
  entryNames: '[name]-[hash]',
  // An imported picture becomes a file beside the script, named by its content, and its URL.
  loader: { '.jpg': 'file' },
  assetNames: '[name]-[hash]',
  publicPath: '/assets',
  bundle: true,
  format: 'esm',
  // The browsers of the last few years: ES2022, nesting-free CSS.
  target: ['es2022', 'chrome109', 'edge109', 'firefox115', 'safari16'],
  jsx: 'automatic',
  minify: true,
  legalComments: 'eof',
  define: { 'process.env.NODE_ENV': '"production"' },
  metafile: true,
  logLevel: 'warning',
});

const outputs = Object.entries(result.metafile.outputs);
const [script, entry] = outputs.find(([, output]) => output.entryPoint === 'src/main.tsx');
const styles = entry.cssBundle;
if (!styles) throw new Error('esbuild produced no style sheet');

const icon = readFileSync(join(root, 'src', 'favicon.svg'));
const iconName = `favicon-${createHash('sha256').update(icon).digest('hex').slice(0, 8)}.svg`;
writeFileSync(join(dist, 'assets', iconName), icon);

const asset = (path) => `/assets/${basename(path)}`;
const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light" />
    <title>Reelsmith dashboard</title>
    <link rel="icon" type="image/svg+xml" href="/assets/${iconName}" />
    <link rel="stylesheet" href="${asset(styles)}" />
    <script type="module" src="${asset(script)}"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript>The Reelsmith dashboard needs JavaScript. The API itself is at /v1 (see /v1/docs).</noscript>
  </body>
</html>
`;
writeFileSync(join(dist, 'index.html'), html);

const sizes = outputs
  .filter(([path]) => !path.endsWith('.map'))
  .map(([path, output]) => `${basename(path)} ${(output.bytes / 1024).toFixed(1)} KiB`);
console.log(`dashboard built: ${sizes.join(', ')}`);
