#!/usr/bin/env node
// `npm start`: builds every app, starts them against PostgreSQL and NATS on localhost (or,
// when none answer there or with `-- --private-services`, against a PostgreSQL cluster and a
// nats-server of its own, kept in .reelsmith/), makes sure a development account exists and
// prints how to call the API.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PrivateNats, PrivatePostgres, chooseServices, reachable, reservePorts } from './private-services.mjs';

const root = new URL('..', import.meta.url).pathname;
// REELSMITH_STATE_DIR lets a test run a second, isolated `npm start` from the same clone.
const stateDir = process.env.REELSMITH_STATE_DIR ?? join(root, '.reelsmith');
const forcePrivate = process.argv.includes('--private-services');
const logDir = join(stateDir, 'logs');
const statePath = join(stateDir, 'dev.json');
mkdirSync(logDir, { recursive: true });

const say = (message) => console.log(`[reelsmith] ${message}`);

const children = [];
const privateServers = [];
let stopping = false;

async function stopPrivateServers() {
  for (const server of privateServers.splice(0).reverse()) {
    try {
      await server.stop();
    } catch (error) {
      console.error(`[reelsmith] could not stop a private server: ${error.message}`);
    }
  }
}

async function fail(message) {
  console.error(`[reelsmith] ${message}`);
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map(exited));
  await stopPrivateServers();
  process.exit(1);
}

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  say('stopping…');
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map(exited));
  // The apps first: they drain their work into PostgreSQL and NATS before those go away.
  await stopPrivateServers();
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

const exited = (child) =>
  new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve),
  );

function build() {
  say('building…');
  const result = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) return fail('the build failed; see above.');
}

const state = existsSync(statePath) ? JSON.parse(readFileSync(statePath, 'utf8')) : {};
const saveState = () => writeFileSync(statePath, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });

function installSystemPackages() {
  const result = spawnSync('bash', [join(root, 'scripts/install-system-packages.sh')], { stdio: 'inherit' });
  if (result.status !== 0)
    return fail('could not install the Debian packages above; install them and run npm start again.');
}

await installSystemPackages();
await build();
const { appManifests } = await import('@reelsmith/config');

const services = await chooseServices({ forcePrivate });
const describe = (service, name) =>
  service.source === 'explicit' ? `${name} at ${service.url} (set in the environment)` : `${name} at ${service.url}`;
for (const [service, name, port] of [
  [services.postgres, 'PostgreSQL', 5432],
  [services.nats, 'NATS', 4222],
]) {
  if (service.source === 'explicit' && !(await reachable(service.url.replace(/^nats:/, 'http:'), port)))
    await fail(
      `${name} is not reachable at ${service.url}. Start it (or unset the variable), then run npm start again.`,
    );
}
// A private PostgreSQL or NATS must not take a port an app is about to listen on.
reservePorts(appManifests(root).map((app) => Number(process.env[app.portEnv] ?? app.defaultPort)));
if (services.postgres.source === 'private') {
  const postgresDir = join(stateDir, 'postgres');
  const postgres = new PrivatePostgres(postgresDir);
  try {
    services.postgres.url = await postgres.start();
  } catch (error) {
    await fail(`could not start a private PostgreSQL in ${postgres.dir}: ${error.stderr || error.message}`);
  }
  privateServers.push(postgres);
  say(
    `${forcePrivate ? '' : 'nothing answers at the default PostgreSQL address; '}started a private PostgreSQL at ${services.postgres.url} (data in ${postgres.dir}${postgres.dir === postgresDir ? '' : `, as the postgres user cannot reach ${postgresDir}`})`,
  );
} else say(`using ${describe(services.postgres, 'PostgreSQL')}`);
if (services.nats.source === 'private') {
  const nats = new PrivateNats(join(stateDir, 'nats'));
  try {
    services.nats.url = await nats.start(createWriteStream(join(logDir, 'nats-server.log'), { flags: 'a' }));
  } catch (error) {
    await fail(`could not start a private nats-server in ${nats.dir}: ${error.message}`);
  }
  privateServers.push(nats);
  say(
    `${forcePrivate ? '' : 'nothing answers at the default NATS address; '}started a private nats-server (JetStream) at ${services.nats.url} (data in ${nats.dir})`,
  );
} else say(`using ${describe(services.nats, 'NATS')}`);
const natsUrl = services.nats.url;
const postgresUrl = services.postgres.url;

const gatewayPort = Number(process.env.GATEWAY_PORT ?? 3000);
// Every app writes links to the gateway (video, checkout, webhook and API-doc URLs): unless told
// otherwise, they point at the port the gateway really listens on.
const publicUrl = process.env.PUBLIC_BASE_URL ?? `http://localhost:${gatewayPort}`;

state.admin_token = process.env.ADMIN_TOKEN ?? state.admin_token ?? `adm_${randomBytes(24).toString('base64url')}`;
saveState();
const env = {
  ...process.env,
  ADMIN_TOKEN: state.admin_token,
  NATS_URL: natsUrl,
  POSTGRES_URL: postgresUrl,
  PUBLIC_BASE_URL: publicUrl,
  // Rendered files outlive restarts, beside the rest of the local state.
  STORAGE_DIR: process.env.STORAGE_DIR ?? join(stateDir, 'storage'),
};

async function waitReady(app, port) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const response = await fetch(`http://127.0.0.1:${port}/health/ready`).catch(() => undefined);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await fail(`${app.name} did not become ready; see ${join(logDir, `${app.name}.log`)}`);
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

const baseUrl = `${publicUrl}/v1`;
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
    await fail(`could not create the development account: ${response.status} ${await response.text()}`);
  const created = await response.json();
  state.api_key = created.api_key;
  state.account_id = created.account.id;
  saveState();
  say('created a development account');
}

console.log(`
Reelsmith is running.

  Dashboard       ${publicUrl}/   (sign in with the key below)
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
