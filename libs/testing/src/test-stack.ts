import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
// The light modules, not the libraries' barrels (TypeORM, Nest, pino): every test file loads this one.
import { databaseUrl } from '@reelsmith/database/database-url';
import { dropTestDatabase, testDatabaseName } from '@reelsmith/database/test-database';
import { appManifests, type AppManifest } from '@reelsmith/config/app-manifest';
import { Reelsmith, type ReelsmithOptions } from '@reelsmith/sdk';
import { freePort } from './free-port.js';
import { metricSample } from './metrics.js';
import { testTemplatesDir } from './test-templates.js';
import { TestNatsServer, type NatsServerAddress, type TestNatsServerOptions } from './nats-server.js';
import { pollUntil } from './poll-until.js';
import { TEST_POSTGRES_URL } from './postgres.js';

class StartupError extends Error {}

/** Lines of an app's log added to the error of a start that failed: its last words say why. */
const LOG_TAIL_LINES = 20;

/**
 * The error of an app that did not start, with the end of its log: the log folder is a
 * temporary one, gone with the machine of a CI run that printed only the error.
 */
function withLogTail(error: unknown, logFile: string): Error {
  const message = error instanceof Error ? error.message : String(error);
  let tail: string[];
  try {
    tail = readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-LOG_TAIL_LINES);
  } catch {
    return error instanceof Error ? error : new Error(message);
  }
  return new Error([message, `the last lines of ${logFile}:`, ...tail.map((line) => `  ${line}`)].join('\n'));
}

/**
 * The apps a video needs from its request to its end (every app but webhooks), for a stack of
 * a file's own that neither sends nor tests webhooks: each app left out is one less to boot.
 */
export const VIDEO_APPS = ['gateway', 'catalog', 'videos', 'billing', 'render'] as const;

export interface TestStackOptions {
  /** Environment of one app only, by app name (over the stack's). */
  appEnv?: Record<string, Record<string, string>>;
  /** The private NATS server's configuration (users and their permissions, say). */
  nats?: TestNatsServerOptions;
  /** Only these apps run (a benchmark of one service, say); default every app. */
  apps?: readonly string[];
  /**
   * Where an app runs from, and node's arguments there (an image's layout and CMD, say), by
   * app name; default its folder of the repository and `dist/main.js`.
   */
  launch?: Record<string, AppLaunch>;
}

export interface AppLaunch {
  dir: string;
  args: string[];
}

// An app boots in seconds; on a machine shared by many test runs it has taken over a minute.
const START_TIMEOUT_MS = 120_000;
/**
 * V8's compiled code for the apps' modules, kept between the processes of a run and between runs:
 * a test run boots about a hundred app processes, and compiling their modules was a fifth of a
 * boot's CPU (a stack's boot 16 → 13 CPU-seconds).
 */
const COMPILE_CACHE_DIR = join(tmpdir(), 'reelsmith-node-compile-cache');
// Long enough for a render worker to finish its job when asked to stop.
const STOP_TIMEOUT_MS = 90_000;

interface RunningApp {
  manifest: AppManifest;
  port: number;
  process?: ChildProcess;
  /** Further instances of the app, each on its own port (see `startReplica`). */
  replicas: Array<{ process: ChildProcess; port: number }>;
}

/** Where a running stack is, for `TestStack.attach` in another process (the shared e2e stack). */
export interface StackAddress {
  nats: NatsServerAddress;
  logDir: string;
  adminToken: string;
  postgresUrl: string;
  /** Each app's HTTP port, by app name. */
  ports: Record<string, number>;
  /** Each app's throw-away database, by app name. */
  databases: Record<string, string>;
}

const NOT_OURS = 'the shared e2e stack cannot be stopped or scaled by a test: start a TestStack of your own';

/** How an app's process ended: its exit code, or the signal that killed it. */
export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** One line of an app's structured (JSON) log. */
export interface LogRecord {
  level?: string;
  msg?: string;
  message?: string;
  request_id?: string;
  pid?: number;
  [field: string]: unknown;
}

/**
 * Every app of the repository, built (dist/) and running as separate processes against a
 * private NATS server and throw-away databases: the system as a client meets it.
 */
export class TestStack {
  private readonly apps = new Map<string, RunningApp>();
  /** Each app's throw-away database, by app name. */
  private readonly databases = new Map<string, string>();
  /** Connection pools of `query`, by app name. */
  private readonly pools = new Map<string, pg.Pool>();
  private env: Record<string, string> = {};
  private appEnv: Record<string, Record<string, string>> = {};
  private launch: Record<string, AppLaunch> = {};
  /** The PostgreSQL server the stack's databases live on (POSTGRES_URL in `extraEnv` picks one). */
  private postgresUrl = TEST_POSTGRES_URL;

  private constructor(
    readonly nats: TestNatsServer,
    private readonly logDir: string,
    readonly adminToken = `test-admin-token-${Math.random().toString(36).slice(2)}`,
    /** Whether this object started the apps (and so may stop them), or only uses them. */
    private readonly owned = true,
  ) {}

  /**
   * The stack another process started (see `address`): its API, databases, metrics and logs,
   * for a test that only uses them. Stopping, starting or scaling its apps throws.
   */
  static attach(address: StackAddress): TestStack {
    const stack = new TestStack(TestNatsServer.attach(address.nats), address.logDir, address.adminToken, false);
    stack.postgresUrl = address.postgresUrl;
    for (const manifest of appManifests()) {
      const port = address.ports[manifest.name];
      if (port !== undefined) stack.apps.set(manifest.name, { manifest, port, replicas: [] });
    }
    for (const [app, database] of Object.entries(address.databases)) stack.databases.set(app, database);
    return stack;
  }

  /** The folder the apps keep files in (STORAGE_DIR, the filesystem driver): tests look at what is stored. */
  get storageDir(): string {
    return join(this.logDir, 'storage');
  }

  /** Where this stack is, for `TestStack.attach`. */
  get address(): StackAddress {
    return {
      nats: this.nats.address,
      logDir: this.logDir,
      adminToken: this.adminToken,
      postgresUrl: this.postgresUrl,
      ports: Object.fromEntries([...this.apps].map(([name, app]) => [name, app.port])),
      databases: Object.fromEntries(this.databases),
    };
  }

  static async start(extraEnv: Record<string, string> = {}, options: TestStackOptions = {}): Promise<TestStack> {
    const stack = new TestStack(
      await TestNatsServer.start(options.nats),
      await mkdtemp(join(tmpdir(), 'reelsmith-stack-')),
    );
    stack.appEnv = options.appEnv ?? {};
    stack.launch = options.launch ?? {};
    const databaseEnv: Record<string, string> = {};
    const manifests = appManifests().filter((manifest) => options.apps?.includes(manifest.name) ?? true);
    for (const manifest of manifests) {
      stack.apps.set(manifest.name, { manifest, port: await freePort(), replicas: [] });
      if (manifest.databaseEnv) {
        const name = testDatabaseName(manifest.name);
        stack.databases.set(manifest.name, name);
        databaseEnv[manifest.databaseEnv] = name;
      }
    }
    stack.postgresUrl = extraEnv.POSTGRES_URL ?? TEST_POSTGRES_URL;
    const gatewayPort = stack.apps.get('gateway')?.port ?? (await freePort());
    stack.env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      NATS_URL: stack.nats.url,
      POSTGRES_URL: stack.postgresUrl,
      ADMIN_TOKEN: stack.adminToken,
      ALLOW_PRIVATE_URLS: 'true',
      PUBLIC_BASE_URL: `http://127.0.0.1:${gatewayPort}`,
      STORAGE_DIR: stack.storageDir,
      CATALOG_TEMPLATES_DIR: testTemplatesDir(),
      // An event a killed app held comes back in seconds, not half a minute.
      EVENT_ACK_WAIT: '5',
      NODE_COMPILE_CACHE: COMPILE_CACHE_DIR,
      ...databaseEnv,
      ...extraEnv,
    };
    try {
      // Apps do not need each other to start (a missing peer is a 503, not a crash), so they
      // start together: a stack is up in the time of its slowest app.
      await Promise.all([...stack.apps.keys()].map((name) => stack.startApp(name)));
    } catch (error) {
      await stack.dispose();
      throw error;
    }
    return stack;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.apps.get('gateway')!.port}/v1`;
  }

  get rootUrl(): string {
    return `http://127.0.0.1:${this.apps.get('gateway')!.port}`;
  }

  /** The HTTP address of an app's first instance (health probes, `/metrics`). */
  urlOf(name: string): string {
    return `http://127.0.0.1:${this.appNamed(name).port}`;
  }

  /** One sample of the metrics of an app's first instance; 0 when absent (nothing counted yet). */
  async metric(app: string, name: string, labels: Record<string, string> = {}): Promise<number> {
    const text = await (await fetch(`${this.urlOf(app)}/metrics`)).text();
    return metricSample(text, name, labels) ?? 0;
  }

  /**
   * Starts one app and waits until its readiness probe answers 200. `env` is added to the app's
   * environment from then on: a stopped app comes back with other settings.
   */
  async startApp(name: string, env: Record<string, string> = {}): Promise<void> {
    if (!this.owned) throw new Error(NOT_OURS);
    this.appEnv[name] = { ...this.appEnv[name], ...env };
    const app = this.appNamed(name);
    app.process = await this.spawnInstance(app, app.port);
  }

  /** The HTTP address of every running instance of an app, the first one first. */
  urlsOf(name: string): string[] {
    const app = this.appNamed(name);
    if (!this.owned) return [`http://127.0.0.1:${app.port}`];
    const ports = [...(app.process && isRunning(app.process) ? [app.port] : [])];
    for (const replica of app.replicas) if (isRunning(replica.process)) ports.push(replica.port);
    return ports.map((port) => `http://127.0.0.1:${port}`);
  }

  /** Starts one more instance of an app beside the first, as a scaled-out deployment would. */
  async startReplica(name: string): Promise<void> {
    if (!this.owned) throw new Error(NOT_OURS);
    const app = this.appNamed(name);
    const port = await freePort();
    app.replicas.push({ process: await this.spawnInstance(app, port), port });
  }

  /**
   * The structured records the app's instances have logged so far (their JSON lines; anything
   * else an app printed is passed over). For tests of what is logged, never of what happened:
   * outcomes are read from the API, the database or /metrics.
   */
  logRecords(name: string): LogRecord[] {
    return readFileSync(join(this.logDir, `${name}.log`), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogRecord);
  }

  private async spawnInstance(app: RunningApp, port: number): Promise<ChildProcess> {
    const name = app.manifest.name;
    const log = createWriteStream(join(this.logDir, `${name}.log`), { flags: 'a' });
    const launch = this.launch[name] ?? { dir: app.manifest.dir, args: ['dist/main.js'] };
    const child = spawn(process.execPath, launch.args, {
      cwd: launch.dir,
      env: { ...process.env, ...this.env, ...this.appEnv[name], [app.manifest.portEnv]: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    try {
      await pollUntil(
        async () => {
          if (child.exitCode !== null) {
            throw new StartupError(`${name} exited with ${child.exitCode}; see ${this.logDir}/${name}.log`);
          }
          const response = await fetch(`http://127.0.0.1:${port}/health/ready`).catch(() => undefined);
          return response?.ok ? true : undefined;
        },
        {
          timeoutMs: START_TIMEOUT_MS,
          description: `${name} to be ready (logs: ${this.logDir})`,
          abortOn: StartupError,
        },
      );
    } catch (error) {
      // Not yet the app's process (dispose cannot reach it): an instance that never became
      // ready must not outlive the test run.
      await stopProcess(child, 'SIGKILL');
      throw withLogTail(error, join(this.logDir, `${name}.log`));
    }
    return child;
  }

  /**
   * Stops one app: SIGTERM by default, SIGKILL to simulate a crash. Resolves once every
   * instance has exited, with how each ended (the first instance first).
   */
  async stopApp(name: string, signal: NodeJS.Signals = 'SIGTERM'): Promise<ProcessExit[]> {
    if (!this.owned) throw new Error(NOT_OURS);
    const app = this.appNamed(name);
    const replicas = app.replicas.splice(0).map((replica) => stopProcess(replica.process, signal));
    return Promise.all([...(app.process ? [stopProcess(app.process, signal)] : []), ...replicas]);
  }

  /** Stops what this object started; an attached stack only closes its connections. */
  async dispose(): Promise<void> {
    await Promise.all([...this.pools.values()].map((pool) => pool.end()));
    this.pools.clear();
    if (!this.owned) return;
    for (const name of [...this.apps.keys()].reverse()) await this.stopApp(name);
    await this.nats.dispose();
    for (const database of this.databases.values()) await dropTestDatabase(this.postgresUrl, database);
  }

  /**
   * Runs SQL in one app's database, for faults no API can cause (a record changed behind a
   * service's back, an event put in its outbox as a redelivery would bring it).
   */
  async query<T = Record<string, unknown>>(app: string, sql: string, params: unknown[] = []): Promise<T[]> {
    return (await this.poolOf(app).query(sql, params)).rows as T[];
  }

  /** The connection URL of an app's throw-away database (benchmarks read it directly). */
  databaseUrlOf(app: string): string {
    const database = this.databases.get(app);
    if (!database) throw new Error(`${app} has no database`);
    return databaseUrl(this.postgresUrl, database);
  }

  /** A small pool per app database, so tests that query often do not pay a connection each time. */
  private poolOf(app: string): pg.Pool {
    const existing = this.pools.get(app);
    if (existing) return existing;
    const pool = new pg.Pool({
      connectionString: this.databaseUrlOf(app),
      max: 2,
      idleTimeoutMillis: 1_000,
      allowExitOnIdle: true,
    });
    // An idle connection lost while PostgreSQL restarts must not crash the test run.
    pool.on('error', () => undefined);
    this.pools.set(app, pool);
    return pool;
  }

  /** Creates an account through the admin API and returns its id and API key. */
  async createAccount(name = 'Test shop', language = 'en'): Promise<{ id: string; apiKey: string }> {
    const response = await fetch(`${this.baseUrl}/admin/accounts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name, language }),
    });
    if (response.status !== 201)
      throw new Error(`account creation answered ${response.status}: ${await response.text()}`);
    const body = (await response.json()) as { account: { id: string }; api_key: string };
    return { id: body.account.id, apiKey: body.api_key };
  }

  /**
   * The SDK for an account's API key, as its owner would build it. Retries are off unless asked
   * for: a test sees the answer the gateway gave (a 503, a 409), not what a later attempt got.
   */
  client(apiKey: string, options: Omit<ReelsmithOptions, 'apiKey' | 'baseUrl'> = {}): Reelsmith {
    return new Reelsmith({ apiKey, baseUrl: this.baseUrl, maxRetries: 0, ...options });
  }

  /** Adds credits to an account through the admin API, as an operator's grant does. */
  async grantCredits(accountId: string, amount: number, description = 'test credits'): Promise<void> {
    const response = await fetch(`${this.baseUrl}/admin/accounts/${accountId}/credits`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount, description }),
    });
    if (!response.ok) throw new Error(`the grant answered ${response.status}: ${await response.text()}`);
  }

  /** The process id of an app's first instance (benchmarks read its memory from /proc). */
  pidOf(name: string): number {
    const pid = this.appNamed(name).process?.pid;
    if (pid === undefined) throw new Error(`${name} is not running in this process's stack`);
    return pid;
  }

  private appNamed(name: string): RunningApp {
    const app = this.apps.get(name);
    if (!app) throw new Error(`No app named ${name}`);
    return app;
  }
}

/** Stops a process and waits for it; one that does not drain in time is killed, so a test run never hangs. */
function stopProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<ProcessExit> {
  if (!isRunning(child)) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise<ProcessExit>((resolve) => {
    const deadline = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', (code, exitSignal) => {
      clearTimeout(deadline);
      resolve({ code, signal: exitSignal });
    });
    child.kill(signal);
  });
}

/** Neither exited nor killed by a signal (a killed process has no exit code). */
function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}
