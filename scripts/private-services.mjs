// PostgreSQL and NATS of Reelsmith's own, for `npm start` and `npm test` on a machine where
// none run yet (or, with --private-services, beside the machine's own): a PostgreSQL cluster
// made with initdb and a JetStream-enabled nats-server, each storing in a folder of its own and
// listening on 127.0.0.1 only. PostgreSQL refuses to run as root, so under root (containers,
// CI) the cluster belongs to, and runs as, the `postgres` user the Debian package creates, in a
// folder that user can reach (see clusterDir).
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432';
export const DEFAULT_NATS_URL = 'nats://127.0.0.1:4222';

/** Whether something accepts TCP connections at the URL's host and port. */
export function reachable(url, fallbackPort, timeoutMs = 2000) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port || fallbackPort), hostname.replace(/^\[|\]$/g, ''));
    socket.setTimeout(timeoutMs);
    const settle = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => settle(true));
    socket.once('error', () => settle(false));
    socket.once('timeout', () => settle(false));
  });
}

/**
 * Which servers to use. An explicit POSTGRES_URL / NATS_URL is always kept; otherwise the
 * default address is used when it answers and `forcePrivate` is not set, and a private server
 * is started when it does not.
 */
export async function chooseServices({ env = process.env, forcePrivate = false, defaults = {} } = {}) {
  const postgresDefault = defaults.postgresUrl ?? DEFAULT_POSTGRES_URL;
  const natsDefault = defaults.natsUrl ?? DEFAULT_NATS_URL;
  const postgres = env.POSTGRES_URL
    ? { url: env.POSTGRES_URL, source: 'explicit' }
    : !forcePrivate && (await reachable(postgresDefault, 5432))
      ? { url: postgresDefault, source: 'machine' }
      : { url: undefined, source: 'private' };
  const nats = env.NATS_URL
    ? { url: env.NATS_URL, source: 'explicit' }
    : !forcePrivate && (await reachable(natsDefault.replace(/^nats:/, 'http:'), 4222))
      ? { url: natsDefault, source: 'machine' }
      : { url: undefined, source: 'private' };
  return { postgres, nats };
}

// Ports this process has handed out or that are meant for others: the kernel may offer a port
// it has just given (or that another process just released), and PostgreSQL, NATS and the apps
// must not be told the same one.
const handedOut = new Set();

/** Keeps freePort from choosing these ports (the apps', about to be bound). */
export function reservePorts(ports) {
  for (const port of ports) handedOut.add(port);
}

/** A free TCP port on 127.0.0.1, preferring `preferred` when it is free; never one handed out before. */
export async function freePort(preferred) {
  const tryPort = (port) =>
    new Promise((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(undefined));
      server.listen(port, '127.0.0.1', () => {
        const { port: bound } = server.address();
        server.close(() => resolve(bound));
      });
    });
  let port = preferred && (await tryPort(preferred));
  for (let attempt = 0; !port || handedOut.has(port); attempt++) {
    if (attempt === 100) throw new Error('no free TCP port on 127.0.0.1');
    port = await tryPort(0);
  }
  handedOut.add(port);
  return port;
}

/** The folder with initdb, pg_ctl and postgres: PG_BINDIR, PATH, or Debian's newest version. */
export function postgresBinDir() {
  if (process.env.PG_BINDIR) return process.env.PG_BINDIR;
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((version) => existsSync(join(debian, version, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length > 0) return join(debian, versions[0], 'bin');
  }
  try {
    return dirname(execFileSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).trim());
  } catch {
    throw new Error('initdb was not found: install PostgreSQL (Debian: postgresql) or set PG_BINDIR');
  }
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** The user the cluster runs as under root: PostgreSQL refuses to run as root. */
function clusterUser() {
  const name = process.env.REELSMITH_POSTGRES_USER || 'postgres';
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  if (!line) throw new Error(`running as root needs a "${name}" user for PostgreSQL (Debian's postgresql creates it)`);
  const [, , uid, gid, , home] = line.split(':');
  return { name, uid: Number(uid), gid: Number(gid), home };
}

/** Whether the cluster's user may pass through every folder down to `dir` (or its nearest existing parent). */
function reachableBy(user, dir) {
  let existing = dir;
  while (!existsSync(existing)) existing = dirname(existing);
  try {
    execFileSync('runuser', ['-u', user.name, '--', 'test', '-x', existing], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Where the cluster meant for `dir` keeps its data. Under root, a clone in a folder only root may
 * enter (/root, a `mktemp -d` folder) is out of the cluster user's reach, and opening the user's
 * folders up is not ours to do: the cluster then lives in that user's home instead, in a folder
 * named after `dir`, so each clone (and each REELSMITH_STATE_DIR) keeps a cluster of its own.
 */
export function clusterDir(dir) {
  if (!isRoot()) return dir;
  const user = clusterUser();
  if (reachableBy(user, dir)) return dir;
  const key = createHash('sha256').update(resolve(dir)).digest('hex').slice(0, 16);
  return join(user.home, 'reelsmith', key);
}

/** Runs a PostgreSQL program, as the cluster's user when we are root. */
function pgCommand(program, args) {
  const path = join(postgresBinDir(), program);
  return isRoot() ? ['runuser', ['-u', clusterUser().name, '--', path, ...args]] : [path, args];
}

function runPg(program, args, options = {}) {
  const [command, commandArgs] = pgCommand(program, args);
  return execFileSync(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', ...options });
}

/**
 * How much of PostgreSQL's crash safety a cluster keeps (`start({ durability })`):
 * - `full`: the defaults, for data someone keeps (`npm start`);
 * - `process-crash`: no fsync and no full-page writes, so a committed row survives the server
 *   being killed (it is in the kernel's cache) but not the machine losing power; for tests
 *   that kill PostgreSQL and expect committed work back;
 * - `none`: also no waiting for the WAL at commit; a killed server may lose its last commits.
 *   For throw-away test databases, as immich runs its medium tests.
 */
const DURABILITY_SETTINGS = {
  full: [],
  'process-crash': ['fsync = off', 'full_page_writes = off'],
  none: ['fsync = off', 'full_page_writes = off', 'synchronous_commit = off'],
};

/**
 * A PostgreSQL cluster in `dir`, created on first use and kept between starts. Settings live
 * in `reelsmith.conf` inside it, so `pg_ctl -D dir start|stop` alone restarts it the same way.
 */
export class PrivatePostgres {
  constructor(dir) {
    this.dir = clusterDir(dir);
    this.settingsPath = join(this.dir, 'reelsmith.conf');
    this.logPath = join(this.dir, 'server.log');
  }

  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}`;
  }

  async start({ maxConnections = 200, durability = 'full' } = {}) {
    if (!existsSync(join(this.dir, 'PG_VERSION'))) this.init();
    // One left running by a crashed parent may have other settings, or another port: restart it.
    this.stop('immediate');
    const previous = existsSync(this.settingsPath)
      ? Number(/^port = (\d+)/m.exec(readFileSync(this.settingsPath, 'utf8'))?.[1])
      : undefined;
    this.port = await freePort(previous);
    writeFileSync(
      this.settingsPath,
      [
        `port = ${this.port}`,
        `listen_addresses = '127.0.0.1'`,
        `unix_socket_directories = ''`,
        `max_connections = ${maxConnections}`,
        ...DURABILITY_SETTINGS[durability],
        '',
      ].join('\n'),
    );
    if (isRoot()) chownSync(this.settingsPath, clusterUser().uid, clusterUser().gid);
    this.pgCtl('start');
    return this.url;
  }

  /** pg_ctl start|stop on this cluster (waits until it is up or down). */
  pgCtl(action, mode = 'fast') {
    if (action === 'start') {
      if (this.running()) return;
      runPg('pg_ctl', ['-D', this.dir, '-l', this.logPath, '-w', '-t', '120', 'start']);
    } else if (this.running()) {
      runPg('pg_ctl', ['-D', this.dir, '-m', mode, '-w', '-t', '120', 'stop']);
    }
  }

  running() {
    try {
      runPg('pg_ctl', ['-D', this.dir, 'status']);
      return true;
    } catch {
      return false;
    }
  }

  stop(mode = 'fast') {
    this.pgCtl('stop', mode);
  }

  init() {
    mkdirSync(this.dir, { recursive: true });
    chmodSync(this.dir, 0o700);
    if (isRoot()) {
      const user = clusterUser();
      chownSync(this.dir, user.uid, user.gid);
    }
    // Trust on 127.0.0.1 only, like the machine's development cluster: nothing listens elsewhere.
    runPg('initdb', ['-D', this.dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    writeFileSync(
      join(this.dir, 'postgresql.conf'),
      `${readFileSync(join(this.dir, 'postgresql.conf'), 'utf8')}\ninclude_if_exists = 'reelsmith.conf'\n`,
    );
  }
}

/** nats-server with JetStream storing in `dir`, a child of this process. */
export class PrivateNats {
  constructor(dir) {
    this.dir = dir;
  }

  get url() {
    return `nats://127.0.0.1:${this.port}`;
  }

  async start(logStream) {
    mkdirSync(this.dir, { recursive: true });
    const portFile = join(this.dir, 'port');
    const previous = existsSync(portFile) ? Number(readFileSync(portFile, 'utf8')) : undefined;
    this.port = await freePort(previous);
    writeFileSync(portFile, String(this.port));
    this.process = spawn(
      'nats-server',
      ['-a', '127.0.0.1', '-p', String(this.port), '-js', '-sd', join(this.dir, 'jetstream')],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    if (logStream) {
      this.process.stdout.pipe(logStream);
      this.process.stderr.pipe(logStream);
    }
    const exited = new Promise((resolve) => this.process.once('exit', resolve));
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (this.process.exitCode !== null) break;
      if (await reachable(`http://127.0.0.1:${this.port}`, this.port, 500)) return this.url;
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 100))]);
    }
    this.process.kill('SIGKILL');
    throw new Error(`nats-server did not start on port ${this.port}`);
  }

  async stop() {
    if (!this.process || this.process.exitCode !== null) return;
    const exited = new Promise((resolve) => this.process.once('exit', resolve));
    this.process.kill('SIGTERM');
    await exited;
  }
}
