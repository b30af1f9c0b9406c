#!/usr/bin/env node
// `npm start`: builds every app, starts them against PostgreSQL and NATS on localhost,
// makes sure a development account exists and prints how to call the API.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const stateDir = join(root, '.reelsmith');
const logDir = join(stateDir, 'logs');
const statePath = join(stateDir, 'dev.json');
mkdirSync(logDir, { recursive: true });

const say = (message) => console.log(`[reelsmith] ${message}`);

function fail(message) {
  console.error(`[reelsmith] ${message}`);
  process.exit(1);
}

function build() {
  say('building…');
  const result = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) fail('the build failed; see above.');
}

function reachable(url, fallbackPort) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port || fallbackPort), hostname);
    socket.setTimeout(2000);
    const settle = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => settle(true));
    socket.once('error', () => settle(false));
    socket.once('timeout', () => settle(false));
  });
}

const state = existsSync(statePath) ? JSON.parse(readFileSync(statePath, 'utf8')) : {};
const saveState = () => writeFileSync(statePath, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });

function installSystemPackages() {
  const result = spawnSync('bash', [join(root, 'scripts/install-system-packages.sh')], { stdio: 'inherit' });
  if (result.status !== 0) fail('could not install the Debian packages above; install them and run npm start again.');
}

installSystemPackages();
build();
const { appManifests } = await import('@reelsmith/config');

const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const postgresUrl = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
if (!(await reachable(postgresUrl, 5432))) {
  fail(`PostgreSQL is not reachable at ${postgresUrl}. Start it (or set POSTGRES_URL), then run npm start again.`);
}
if (!(await reachable(natsUrl.replace(/^nats:/, 'http:'), 4222))) {
  fail(`NATS is not reachable at ${natsUrl}. Start nats-server with JetStream (-js), then run npm start again.`);
}

state.admin_token = process.env.ADMIN_TOKEN ?? state.admin_token ?? `adm_${randomBytes(24).toString('base64url')}`;
saveState();
const env = {
  ...process.env,
  ADMIN_TOKEN: state.admin_token,
  NATS_URL: natsUrl,
  POSTGRES_URL: postgresUrl,
  // Rendered files outlive restarts, beside the rest of the local state.
  STORAGE_DIR: process.env.STORAGE_DIR ?? join(stateDir, 'storage'),
};

const children = [];
let stopping = false;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  say('stopping…');
  for (const child of children) child.kill('SIGTERM');
  Promise.all(
    children.map(
      (child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve))),
    ),
  ).then(() => process.exit(code));
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

async function waitReady(app, port) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const response = await fetch(`http://127.0.0.1:${port}/health/ready`).catch(() => undefined);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  fail(`${app.name} did not become ready; see ${join(logDir, `${app.name}.log`)}`);
}

for (const app of appManifests(root)) {
  const port = Number(env[app.portEnv] ?? app.defaultPort);
  const log = createWriteStream(join(logDir, `${app.name}.log`), { flags: 'a' });
  const child = spawn(process.execPath, ['dist/main.js'], { cwd: app.dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  child.stderr.on('data', (chunk) => process.stderr.write(`[${app.name}] ${chunk}`));
  child.once('exit', (code) => {
    if (!stopping) {
      console.error(`[reelsmith] ${app.name} exited with code ${code}; see ${join(logDir, `${app.name}.log`)}`);
      stopAll(1);
    }
  });
  children.push(child);
  await waitReady(app, port);
  say(`${app.name} is ready on port ${port}`);
}

const gatewayPort = Number(env.GATEWAY_PORT ?? 3000);
const baseUrl = `${env.PUBLIC_BASE_URL ?? `http://localhost:${gatewayPort}`}/v1`;
const localUrl = `http://127.0.0.1:${gatewayPort}/v1`;

async function keyWorks(key) {
  if (!key) return false;
  const response = await fetch(`${localUrl}/products?limit=1`, { headers: { authorization: `Bearer ${key}` } });
  return response.ok;
}

if (!(await keyWorks(state.api_key))) {
  const response = await fetch(`${localUrl}/admin/accounts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${state.admin_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Development account', language: 'en' }),
  });
  if (response.status !== 201)
    fail(`could not create the development account: ${response.status} ${await response.text()}`);
  const created = await response.json();
  state.api_key = created.api_key;
  state.account_id = created.account.id;
  saveState();
  say('created a development account');
}

console.log(`
Reelsmith is running.

  Base URL        ${baseUrl}
  API docs        ${baseUrl}/docs
  API key         ${state.api_key}   (account ${state.account_id})
  Admin token     ${state.admin_token}
  Logs            ${logDir}/<app>.log
  Saved in        ${statePath}

Try it:
  curl -s ${baseUrl}/products -H "Authorization: Bearer ${state.api_key}"

Press Ctrl+C to stop.
`);
