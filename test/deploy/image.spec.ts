import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { TEST_POSTGRES_URL, TestNatsServer, freePort, pollUntil } from '@reelsmith/testing';
import { dropTestDatabase, testDatabaseName } from '@reelsmith/database';

/**
 * No Docker engine runs on these machines, so this test carries out the Dockerfile's steps
 * itself for one app: the build stage's RUN commands, in order, on the build context (the
 * repository less .dockerignore), then the runtime stage's COPY --from=build into a fresh
 * folder, then the image's CMD from its WORKDIR — and the app must come up healthy from what
 * the image would hold (production dependencies only).
 */
const root = join(import.meta.dirname, '..', '..');
/** The gateway: the app with the most libs, and the dashboard it serves from another app's folder. */
const APP = 'gateway';

interface Stage {
  name: string;
  instructions: { op: string; args: string }[];
}

function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  const logical = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  for (const line of logical) {
    const [, op, args] = /^(\w+)\s+(.*)$/.exec(line)!;
    if (op!.toUpperCase() === 'FROM') stages.push({ name: / AS (\w+)$/i.exec(args!)?.[1] ?? '', instructions: [] });
    else stages.at(-1)?.instructions.push({ op: op!.toUpperCase(), args: args! });
  }
  return stages;
}

/** The build context: files git would hand over, less what .dockerignore leaves out. */
function copyContext(to: string): void {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  const ignored = [
    /(^|\/)node_modules\//,
    /(^|\/)dist\//,
    /(^|\/)\.turbo\//,
    /\.tsbuildinfo$/,
    /\.log$/,
    /^\.reelsmith\//,
  ];
  ignored.push(/^Dockerfile$/, /^\.dockerignore$/, /^docker-compose\.yml$/, /^k8s\//, /(^|\/)\.env(\..*)?$/);
  for (const file of files) {
    if (ignored.some((pattern) => pattern.test(file)) || !existsSync(join(root, file))) continue;
    mkdirSync(dirname(join(to, file)), { recursive: true });
    cpSync(join(root, file), join(to, file));
  }
}

describe(`the Dockerfile's steps, carried out for APP=${APP}`, () => {
  const work = mkdtempSync(join(tmpdir(), 'reelsmith-image-'));
  const build = join(work, 'build');
  const runtime = join(work, 'runtime');
  const stages = parseDockerfile(readFileSync(join(root, 'Dockerfile'), 'utf8'));
  const database = testDatabaseName('image');
  let nats: TestNatsServer;

  beforeAll(async () => {
    nats = await TestNatsServer.start();
  });

  afterAll(async () => {
    await nats?.stop();
    await dropTestDatabase(TEST_POSTGRES_URL, database);
    rmSync(work, { recursive: true, force: true });
  });

  it('has a build stage and a non-root runtime stage on Node 22 slim', () => {
    expect(stages.map((stage) => stage.name)).toEqual(['manifests', 'build', 'runtime']);
    const runtimeStage = stages.find((stage) => stage.name === 'runtime')!;
    expect(runtimeStage.instructions.find((i) => i.op === 'USER')?.args).toBe('1000:1000');
    expect(readFileSync(join(root, 'Dockerfile'), 'utf8')).toMatch(/^ARG NODE_IMAGE=node:22-bookworm-slim$/m);
  });

  it('builds the app with the build stage RUN steps', () => {
    copyContext(build);
    for (const { op, args } of stages.find((stage) => stage.name === 'build')!.instructions) {
      if (op !== 'RUN') continue;
      // BuildKit's cache mounts only speed the step up.
      const command = args.replace(/--mount=\S+\s*/g, '');
      execFileSync('sh', ['-ec', command], {
        cwd: build,
        env: { ...process.env, APP, TURBO_TELEMETRY_DISABLED: '1', NPM_CONFIG_UPDATE_NOTIFIER: 'false' },
        stdio: ['ignore', 'ignore', 'pipe'],
        timeout: 900_000,
      });
    }
    expect(existsSync(join(build, 'apps', APP, 'dist', 'main.js'))).toBe(true);
    // Production dependencies only, and no sources.
    expect(existsSync(join(build, 'node_modules', 'typescript'))).toBe(false);
    expect(existsSync(join(build, 'node_modules', 'jest'))).toBe(false);
    expect(existsSync(join(build, 'apps', APP, 'src'))).toBe(false);
    // APP and the apps it depends on, the dashboard's built files; no other app.
    expect(readdirSync(join(build, 'apps')).sort()).toEqual(['gateway', 'web']);
    expect(existsSync(join(build, 'apps', 'web', 'dist', 'index.html'))).toBe(true);
    expect(existsSync(join(build, 'apps', 'web', 'src'))).toBe(false);
  }, 1_200_000);

  it('starts healthy from what the runtime stage copies, with its CMD, serves the dashboard, and drains on SIGTERM', async () => {
    const instructions = stages.find((stage) => stage.name === 'runtime')!.instructions;
    let workdir = runtime;
    for (const { op, args } of instructions) {
      const expanded = args.replace(/\$\{APP\}/g, APP);
      if (op === 'COPY' && expanded.startsWith('--from=build ')) {
        const [from, to] = expanded.replace('--from=build ', '').split(/\s+/);
        cpSync(join(build, from!.replace(/^\/app\/?/, '')), join(runtime, to!), {
          recursive: true,
          verbatimSymlinks: true,
        });
      }
      if (op === 'WORKDIR') workdir = join(runtime, expanded.replace(/^\/app\/?/, ''));
    }
    const cmd = JSON.parse(instructions.findLast((i) => i.op === 'CMD')!.args) as string[];
    expect(cmd[0]).toBe('node');

    const port = await freePort();
    const child = spawn(process.execPath, cmd.slice(1), {
      cwd: workdir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        NATS_URL: nats.url,
        POSTGRES_URL: TEST_POSTGRES_URL,
        GATEWAY_DATABASE: database,
        GATEWAY_PORT: String(port),
        ADMIN_TOKEN: 'image-test-admin-token-Zq8mW3xK9pL2vN7rT4yB',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<string>((resolve) =>
      child.once('exit', (code, signal) => resolve(signal ?? `code ${code}`)),
    );
    try {
      await pollUntil(
        async () => {
          if (child.exitCode !== null) throw new Error(`the app exited: ${stderr}`);
          const response = await fetch(`http://127.0.0.1:${port}/health/ready`).catch(() => undefined);
          return response?.ok ? true : undefined;
        },
        { timeoutMs: 120_000, intervalMs: 250, description: `${APP} from the image layout to be ready` },
      );
      // The dashboard comes with the gateway's image, found through its package (no WEB_DIST_DIR).
      const page = await fetch(`http://127.0.0.1:${port}/videos`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await page.text()).toMatch(/<script type="module" src="\/assets\/app-\w+\.js">/);
    } finally {
      child.kill('SIGTERM');
    }
    // Nest closes the app on SIGTERM, then re-raises the signal: a clean stop ends by SIGTERM.
    expect(await exited).toMatch(/^(SIGTERM|code 0)$/);
  }, 300_000);
});
