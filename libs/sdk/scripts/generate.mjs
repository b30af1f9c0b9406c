#!/usr/bin/env node
// Generates the SDK's types from the gateway's OpenAPI document (openapi.json, kept in step with
// what the gateway serves by test/e2e/openapi.e2e-spec.ts). With --check it writes nothing and
// fails when the committed types differ from what the document generates (`npm run check`).
import { readFile, writeFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';

const sdk = new URL('..', import.meta.url);
const target = new URL('src/generated/openapi.ts', sdk);
const header =
  '// Generated from openapi.json by `npm run -w @reelsmith/sdk generate` (openapi-typescript). Do not edit.\n\n';

const document = JSON.parse(await readFile(new URL('openapi.json', sdk), 'utf8'));
const generated = header + astToString(await openapiTS(document, { alphabetize: true }));

if (process.argv.includes('--check')) {
  const committed = await readFile(target, 'utf8').catch(() => '');
  if (committed !== generated) {
    console.error('libs/sdk/src/generated/openapi.ts is out of date: run `npm run -w @reelsmith/sdk generate`');
    process.exit(1);
  }
} else {
  await writeFile(target, generated);
}
