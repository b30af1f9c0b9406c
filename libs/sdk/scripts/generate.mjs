#!/usr/bin/env node
// Generates the SDK's types from the gateway's OpenAPI document (openapi.json, kept in step with
// what the gateway serves by test/e2e/openapi.e2e-spec.ts), and copies the contracts' money rules
// (libs/contracts/src/v1/money.ts) and outputs with their prices (outputs.ts) so the SDK ships
// them without depending on the private contracts package. With --check it writes nothing and fails when a committed file differs from
// what it would generate (`npm run check`).
import { readFile, writeFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';

const sdk = new URL('..', import.meta.url);
const notice = (source, how) =>
  `// Generated from ${source} by \`npm run -w @reelsmith/sdk generate\`${how}. Do not edit.\n\n`;

const document = JSON.parse(await readFile(new URL('openapi.json', sdk), 'utf8'));
const contract = (name) => readFile(new URL(`../contracts/src/v1/${name}`, sdk), 'utf8');
const files = [
  [
    'src/generated/openapi.ts',
    notice('openapi.json', ' (openapi-typescript)') + astToString(await openapiTS(document, { alphabetize: true })),
  ],
  ['src/generated/money.ts', notice('libs/contracts/src/v1/money.ts', '') + (await contract('money.ts'))],
  ['src/generated/outputs.ts', notice('libs/contracts/src/v1/outputs.ts', '') + (await contract('outputs.ts'))],
];

for (const [path, generated] of files) {
  const target = new URL(path, sdk);
  if (process.argv.includes('--check')) {
    const committed = await readFile(target, 'utf8').catch(() => '');
    if (committed !== generated) {
      console.error(`libs/sdk/${path} is out of date: run \`npm run -w @reelsmith/sdk generate\``);
      process.exitCode = 1;
    }
  } else {
    await writeFile(target, generated);
  }
}
