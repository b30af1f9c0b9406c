import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { dropTestDatabase, testDatabaseName } from '@reelsmith/database';
import { expectNpmCiAccepts } from './npm-ci-check.js';
import {
  TEST_POSTGRES_URL,
  TestFileServer,
  TestNatsServer,
  TestShop,
  TestStack,
  freePort,
  pollUntil,
  testPicture,
  VIDEO_APPS,
} from '@reelsmith/testing';

/**
 * No Docker engine runs on these machines, so this test carries out the Dockerfile's steps
 * itself: the build stage's RUN commands, in order, on the build context (the repository less
 * .dockerignore), then the runtime stage's COPY --from=build into a fresh folder, then the
 * image's CMD from its WORKDIR — and the app must work from what the image would hold
 * (production dependencies only). For two apps, whose images differ most: the gateway (the
 * most libs, and the dashboard it serves from another app's folder) and the render worker
 * (native canvas bindings, and the Debian packages only its image installs).
 */
const root = join(import.meta.dirname, '..', '..');

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
  ignored.push(
    /^Dockerfile$/,
    /^\.dockerignore$/,
    /^docker-compose\.yml$/,
    /^compose\//,
    /^k8s\//,
    /(^|\/)\.env(\..*)?$/,
  );
  for (const file of files) {
    if (ignored.some((pattern) => pattern.test(file)) || !existsSync(join(root, file))) continue;
    mkdirSync(dirname(join(to, file)), { recursive: true });
    cpSync(join(root, file), join(to, file));
  }
}

/** A RUN step's command without its BuildKit cache mounts, which only speed a step up. */
const withoutCacheMounts = (args: string) => args.replace(/--mount=\S+\s*/g, '');

/** Runs a stage's RUN steps in `cwd`, as the image build would. */
function runSteps(instructions: Stage['instructions'], cwd: string, env: Record<string, string>): void {
  for (const { op, args } of instructions) {
    if (op !== 'RUN') continue;
    execFileSync('sh', ['-ec', withoutCacheMounts(args)], {
      cwd,
      env: { ...process.env, ...env, TURBO_TELEMETRY_DISABLED: '1', NPM_CONFIG_UPDATE_NOTIFIER: 'false' },
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: 900_000,
    });
  }
}

/** The runtime stage's COPY --from=build steps into `runtime`; answers the CMD's working directory and arguments. */
function layOutRuntime(stage: Stage, app: string, build: string, runtime: string): { dir: string; args: string[] } {
  let dir = runtime;
  for (const { op, args } of stage.instructions) {
    const expanded = args.replace(/\$\{APP\}/g, app);
    if (op === 'COPY' && expanded.startsWith('--from=build ')) {
      const [from, to] = expanded.replace('--from=build ', '').split(/\s+/);
      linkCopy(join(build, from!.replace(/^\/app\/?/, '')), join(runtime, to!));
    }
    if (op === 'WORKDIR') dir = join(runtime, expanded.replace(/^\/app\/?/, ''));
  }
  const cmd = JSON.parse(stage.instructions.findLast((i) => i.op === 'CMD')!.args) as string[];
  expect(cmd[0]).toBe('node');
  return { dir, args: cmd.slice(1) };
}

/**
 * Copies a tree as hard links, the way a layer shares files with the one below it: node_modules
 * is copied four times, and copying its bytes made this file's time depend on the disk. Files a
 * later step rewrites in place (npm's lockfiles) are given copies of their own, so no step
 * changes another's tree.
 */
function linkCopy(from: string, to: string, ownCopies: string[] = []): void {
  mkdirSync(dirname(to), { recursive: true });
  execFileSync('cp', ['-al', from, to]);
  for (const file of ownCopies.filter((name) => existsSync(join(to, name)))) {
    execFileSync('cp', ['--remove-destination', join(from, file), join(to, file)]);
  }
}

/**
 * The shared layer's `npm ci`, checked rather than repeated: the check `npm ci` makes in the
 * image's context (its manifests against the lockfile), and the tree it would unpack is the
 * repository's own, which `npm ci` made from the same lockfile (.ci/run). Unpacking those 590 MB
 * again took 48 CPU-s, most of this file's.
 */
async function installAsNpmCi(cwd: string): Promise<void> {
  await expectNpmCiAccepts(cwd);
  const trees = [
    'node_modules',
    ...['apps', 'libs'].flatMap((group) =>
      readdirSync(join(root, group)).map((name) => join(group, name, 'node_modules')),
    ),
  ];
  for (const tree of trees.filter((path) => existsSync(join(root, path)))) linkCopy(join(root, tree), join(cwd, tree));
}

/** The Debian package that holds `path` on this machine. */
function debianPackageOf(path: string): string {
  return execFileSync('dpkg-query', ['--search', path], { encoding: 'utf8' }).split(':')[0]!;
}

describe("the Dockerfile's steps, carried out for the gateway and the render worker", () => {
  const work = mkdtempSync(join(tmpdir(), 'reelsmith-image-'));
  const shared = join(work, 'shared');
  const turboCache = join(work, 'turbo-cache');
  const repositoryTurboCache = process.env.TURBO_CACHE_DIR ?? join(root, '.turbo', 'cache');
  const buildOf = (app: string) => join(work, `build-${app}`);
  const runtimeOf = (app: string) => join(work, `runtime-${app}`);
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
  const stages = parseDockerfile(dockerfile);
  const buildStage = stages.find((stage) => stage.name === 'build')!;
  const runtimeStage = stages.find((stage) => stage.name === 'runtime')!;
  // The steps before `ARG APP` make the dependency layer every app's image shares.
  const appArg = buildStage.instructions.findIndex((i) => i.op === 'ARG' && i.args === 'APP');

  afterAll(() => {
    rmSync(work, { recursive: true, force: true });
  });

  it('has a build stage and a non-root runtime stage on Node 22 slim', () => {
    expect(stages.map((stage) => stage.name)).toEqual(['manifests', 'build', 'runtime']);
    expect(runtimeStage.instructions.find((i) => i.op === 'USER')?.args).toBe('1000:1000');
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:22-bookworm-slim$/m);
    expect(appArg).toBeGreaterThan(0);
  });

  it('installs the dependencies every image shares with the steps before ARG APP', async () => {
    copyContext(shared);
    const steps = buildStage.instructions.slice(0, appArg).filter((i) => i.op === 'RUN');
    expect(steps.map((step) => withoutCacheMounts(step.args))).toEqual(['npm ci --no-audit --no-fund']);
    await installAsNpmCi(shared);
    expect(existsSync(join(shared, 'node_modules', 'typescript'))).toBe(true);
  }, 900_000);

  /** The rest of the build stage for one app, on a copy of the shared layer. */
  const buildApp = (app: string) => {
    linkCopy(shared, buildOf(app), ['package.json', 'package-lock.json', 'node_modules/.package-lock.json']);
    // One turbo cache for both builds, as BuildKit reuses a layer, seeded with the repository's
    // own (the build the tests run on compiled the same sources): what turbo finds unchanged by
    // its inputs' hashes is restored, not compiled again, and the steps still run as the
    // Dockerfile writes them. Without a cache there, everything is compiled.
    if (!existsSync(turboCache) && existsSync(repositoryTurboCache)) linkCopy(repositoryTurboCache, turboCache);
    runSteps(buildStage.instructions.slice(appArg), buildOf(app), { APP: app, TURBO_CACHE_DIR: turboCache });
    const build = buildOf(app);
    expect(existsSync(join(build, 'apps', app, 'dist', 'main.js'))).toBe(true);
    // Production dependencies only, and no sources.
    expect(existsSync(join(build, 'node_modules', 'typescript'))).toBe(false);
    expect(existsSync(join(build, 'node_modules', 'jest'))).toBe(false);
    expect(existsSync(join(build, 'apps', app, 'src'))).toBe(false);
    return build;
  };

  describe('APP=gateway', () => {
    const APP = 'gateway';
    const database = testDatabaseName('image');
    let nats: TestNatsServer;

    beforeAll(async () => {
      nats = await TestNatsServer.start();
    });

    afterAll(async () => {
      await nats?.dispose();
      await dropTestDatabase(TEST_POSTGRES_URL, database);
    });

    it('builds the gateway and the dashboard it serves, and no other app', () => {
      const build = buildApp(APP);
      expect(readdirSync(join(build, 'apps')).sort()).toEqual(['gateway', 'web']);
      expect(existsSync(join(build, 'apps', 'web', 'dist', 'index.html'))).toBe(true);
      expect(existsSync(join(build, 'apps', 'web', 'src'))).toBe(false);
    }, 900_000);

    it('starts healthy from what the runtime stage copies, with its CMD, serves the dashboard, and drains on SIGTERM', async () => {
      const { dir, args } = layOutRuntime(runtimeStage, APP, buildOf(APP), runtimeOf(APP));
      const port = await freePort();
      const child = spawn(process.execPath, args, {
        cwd: dir,
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
      expect(await exited).toBe('code 0');
    }, 300_000);
  });

  describe('APP=render', () => {
    const APP = 'render';
    const packages = /^ARG RENDER_SYSTEM_PACKAGES="([^"]+)"$/m.exec(dockerfile)![1]!.split(/\s+/);

    it('builds the render worker alone, with its native canvas binding for this platform', () => {
      const build = buildApp(APP);
      expect(readdirSync(join(build, 'apps'))).toEqual(['render']);
      const canvas = readdirSync(join(build, 'node_modules', '@napi-rs')).filter((name) => name.startsWith('canvas-'));
      expect(canvas.length).toBeGreaterThan(0);
    }, 900_000);

    it('installs the Debian packages that hold every program and font the worker uses', () => {
      // Programs the worker runs, and the font packages its font registry names.
      const programs = ['ffmpeg', 'ffprobe', 'espeak-ng', 'festival'].map((program) =>
        execFileSync('sh', ['-c', `command -v ${program}`], { encoding: 'utf8' }).trim(),
      );
      const fontPackages = [
        ...readFileSync(join(root, 'apps/render/src/drawing/fonts.ts'), 'utf8').matchAll(/debianPackage: '([^']+)'/g),
      ].map(([, name]) => name!);
      expect(fontPackages.length).toBeGreaterThan(0);
      // Festival's voices, by the folder each is read from.
      const festivalVoices = [
        ...readFileSync(join(root, 'apps/render/src/voices/festival-engine.ts'), 'utf8').matchAll(
          /directory: '([^']+)'/g,
        ),
      ].map(([, directory]) => debianPackageOf(directory!));
      expect(festivalVoices).toEqual(['festvox-us-slt-hts']);
      const needed = new Set([...programs.map(debianPackageOf), ...fontPackages, ...festivalVoices]);
      expect([...needed].filter((name) => !packages.includes(name))).toEqual([]);
      // This machine has them too, so the render below uses what the image would hold.
      for (const name of packages) {
        expect({
          name,
          status: execFileSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' }),
        }).toEqual({
          name,
          status: 'install ok installed',
        });
      }
    });

    it('renders a preview from what the runtime stage copies, with its CMD, and exits 0 on SIGTERM', async () => {
      const launch = layOutRuntime(runtimeStage, APP, buildOf(APP), runtimeOf(APP));
      const images = await TestFileServer.start({
        '/lamp.png': { body: testPicture(800, 800), contentType: 'image/png' },
      });
      // The apps a preview passes through from the repository; the worker from the image's
      // layout, whose readiness includes the ffmpeg check. A preview with voice-over and
      // captions draws with the native canvas binding, speaks with espeak-ng to time the
      // captions and composes with ffmpeg, as a video's frames are made; whole videos are the
      // e2e tests' (the same JavaScript, from the repository's layout).
      const stack = await TestStack.start(
        {},
        {
          apps: VIDEO_APPS,
          launch: { render: launch },
          appEnv: { render: { NODE_ENV: 'production', LOG_LEVEL: 'warn' } },
        },
      );
      try {
        const shop = await TestShop.open(stack, {
          credits: 100,
          imageUrl: `${images.baseUrl}/lamp.png`,
          template: 'square',
        });
        const jpeg = await shop.rs.previews.create({
          template_id: shop.template.id,
          product_id: shop.product.id,
          user_prompt: { voiceover: true, captions: true },
        });
        expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
        expect(await stack.stopApp(APP)).toEqual([{ code: 0, signal: null }]);
      } finally {
        await stack.dispose();
        await images.stop();
      }
    }, 600_000);
  });
});
