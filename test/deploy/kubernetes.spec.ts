import { beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';

const root = join(import.meta.dirname, '..', '..');

interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  [key: string]: unknown;
}

interface Container {
  name: string;
  image: string;
  command?: string[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: { httpGet?: { path: string } };
  livenessProbe?: { httpGet?: { path: string } };
  startupProbe?: unknown;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { readOnlyRootFilesystem?: boolean; allowPrivilegeEscalation?: boolean };
}

interface PodSpec {
  containers: Container[];
  terminationGracePeriodSeconds?: number;
  securityContext?: { runAsNonRoot?: boolean };
}

/** Every app that runs as a Deployment: the folders of apps/ with a `reelsmith` block. */
const apps = readdirSync(join(root, 'apps')).filter((name) => {
  const path = join(root, 'apps', name, 'package.json');
  return existsSync(path) && 'reelsmith' in JSON.parse(readFileSync(path, 'utf8'));
});
const dataApps = apps.filter(
  (name) => 'databaseEnv' in JSON.parse(readFileSync(join(root, 'apps', name, 'package.json'), 'utf8')).reelsmith,
);

/** The model class of kubernetes-models for a manifest, whose validate() checks it against the API schema. */
async function model(manifest: Manifest): Promise<{ validate(): void }> {
  const [group, version] = manifest.apiVersion.includes('/')
    ? manifest.apiVersion.split('/')
    : ['', manifest.apiVersion];
  const path = group
    ? `kubernetes-models/${group}/${version}/${manifest.kind}`
    : `kubernetes-models/v1/${manifest.kind}`;
  const module = (await import(path)) as Record<string, new (data: unknown) => { validate(): void }>;
  const Model = module[manifest.kind];
  if (!Model) throw new Error(`no schema for ${manifest.apiVersion} ${manifest.kind}`);
  return new Model(manifest);
}

/**
 * The overlays rendered by kustomize, as an operator would: from a copy of k8s/ whose
 * secrets/*.env files are made from the committed examples (the real ones are never committed).
 */
function renderOverlays(): Map<string, Manifest[]> {
  const work = mkdtempSync(join(tmpdir(), 'reelsmith-k8s-'));
  try {
    cpSync(join(root, 'k8s'), join(work, 'k8s'), { recursive: true });
    const rendered = new Map<string, Manifest[]>();
    for (const overlay of readdirSync(join(work, 'k8s', 'overlays'))) {
      const secrets = join(work, 'k8s', 'overlays', overlay, 'secrets');
      for (const example of existsSync(secrets) ? readdirSync(secrets) : []) {
        if (example.endsWith('.env.example'))
          writeFileSync(join(secrets, example.replace(/\.example$/, '')), readFileSync(join(secrets, example)));
      }
      let output: string;
      try {
        output = execFileSync('kubectl', ['kustomize', join(work, 'k8s', 'overlays', overlay)], { encoding: 'utf8' });
      } catch (error) {
        throw new Error(`kubectl kustomize k8s/overlays/${overlay} failed (is kubectl installed?): ${String(error)}`, {
          cause: error,
        });
      }
      const manifests = parseAllDocuments(output).map((document) => document.toJS() as Manifest);
      for (const secret of manifests.filter((m) => m.kind === 'Secret') as { data?: Record<string, string> }[]) {
        // kustomize wraps long base64 values over lines, which the API server's decoder skips
        // (Go's base64 ignores newlines) but the schema's "byte" format does not.
        for (const key of Object.keys(secret.data ?? {})) secret.data![key] = secret.data![key]!.replace(/\s+/g, '');
      }
      rendered.set(overlay, manifests);
    }
    return rendered;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

interface EgressRule {
  to?: unknown[];
  ports?: { protocol: string; port: number | string }[];
}

const podsNamed = (name: string) => ({ podSelector: { matchLabels: { 'app.kubernetes.io/name': name } } });

/** Any address but private, loopback, link-local (cloud metadata) and CGNAT ones, IPv4 and IPv6. */
const PUBLIC_ADDRESSES = [
  {
    ipBlock: {
      cidr: '0.0.0.0/0',
      except: [
        '0.0.0.0/8',
        '10.0.0.0/8',
        '100.64.0.0/10',
        '127.0.0.0/8',
        '169.254.0.0/16',
        '172.16.0.0/12',
        '192.168.0.0/16',
      ],
    },
  },
  { ipBlock: { cidr: '::/0', except: ['::/96', '::ffff:0:0/96', 'fc00::/7', 'fe80::/10'] } },
];

describe('Kubernetes manifests (k8s/)', () => {
  let overlays: Map<string, Manifest[]>;

  beforeAll(() => {
    overlays = renderOverlays();
  });

  it('has a dev and a prod overlay', () => {
    expect([...overlays.keys()].sort()).toEqual(['dev', 'prod']);
  });

  it('every rendered manifest validates against the Kubernetes API schemas', async () => {
    for (const [overlay, manifests] of overlays) {
      for (const manifest of manifests) {
        const where = `${overlay}: ${manifest.kind}/${manifest.metadata.name}`;
        try {
          (await model(manifest)).validate();
        } catch (error) {
          throw new Error(`${where}: ${(error as Error).message}`, { cause: error });
        }
      }
    }
  });

  it('the schema check is real: a malformed manifest fails it', async () => {
    const deployment = overlays.get('prod')!.find((m) => m.kind === 'Deployment')!;
    const broken = structuredClone(deployment) as Manifest & { spec: { template: { spec: PodSpec } } };
    (broken.spec.template.spec.containers[0] as unknown as { ports: unknown }).ports = [{ containerPort: 'http' }];
    await expect(model(broken).then((m) => m.validate())).rejects.toThrow(/containerPort/);
  });

  for (const overlay of ['dev', 'prod']) {
    describe(`overlay ${overlay}`, () => {
      const find = (kind: string, name: string) =>
        overlays.get(overlay)!.find((m) => m.kind === kind && m.metadata.name === name);
      const pod = (manifest: Manifest | undefined) =>
        (manifest as unknown as { spec: { template: { spec: PodSpec } } }).spec.template.spec;
      const secretKeys = (container: Container): string[] =>
        (container.envFrom ?? [])
          .filter((source) => source.secretRef)
          .flatMap((source) => {
            const name = source.secretRef!.name;
            const secret: (Manifest & { data?: Record<string, string> }) | undefined = overlays
              .get(overlay)!
              .find((m) => m.kind === 'Secret' && m.metadata.name === name);
            if (!secret) throw new Error(`${container.name} references a missing Secret ${source.secretRef!.name}`);
            return Object.keys(secret.data ?? {});
          });

      it('runs every app with probes from its health endpoints, requests and limits, as non-root', () => {
        for (const app of apps) {
          const deployment = find('Deployment', app);
          expect(deployment).toBeDefined();
          expect(find('Service', app)).toBeDefined();
          expect(find('PodDisruptionBudget', app)).toBeDefined();
          const spec = pod(deployment);
          expect(spec.securityContext?.runAsNonRoot).toBe(true);
          for (const container of spec.containers) {
            expect(container.readinessProbe?.httpGet?.path).toBe('/health/ready');
            expect(container.livenessProbe?.httpGet?.path).toBe('/health/live');
            expect(container.startupProbe).toBeDefined();
            expect(container.resources?.requests).toMatchObject({ cpu: expect.anything(), memory: expect.anything() });
            expect(container.resources?.limits).toMatchObject({ memory: expect.anything() });
            expect(container.securityContext).toMatchObject({
              readOnlyRootFilesystem: true,
              allowPrivilegeEscalation: false,
            });
          }
        }
      });

      it('gives render workers time to finish a render and scales them with an HPA', () => {
        expect(pod(find('Deployment', 'render')).terminationGracePeriodSeconds).toBeGreaterThanOrEqual(600);
        const hpa = find('HorizontalPodAutoscaler', 'render') as unknown as {
          spec: { scaleTargetRef: { kind: string; name: string }; maxReplicas: number };
        };
        expect(hpa.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: 'render' });
        // The HPA owns the replica count; a Deployment that sets one fights it on every apply.
        expect(
          (find('Deployment', 'render') as unknown as { spec: { replicas?: number } }).spec.replicas,
        ).toBeUndefined();
      });

      it('migrates every database in a Job under the owner role; the apps run without DDL rights', () => {
        const job = find('Job', 'migrate');
        const containers = pod(job).containers;
        expect(containers.map((c) => c.name).sort()).toEqual([...dataApps].sort());
        for (const container of containers) {
          expect(container.command).toEqual(['node', 'dist/migrate.js']);
          expect(container.image).toContain(`reelsmith/${container.name}`);
          expect(container.resources?.limits).toBeDefined();
          expect(secretKeys(container)).toEqual(['POSTGRES_URL']);
        }
        const config = find('ConfigMap', 'reelsmith-config') as unknown as { data: Record<string, string> };
        expect(config.data.DATABASE_MIGRATIONS).toBe('skip');
      });

      it('gives each app only its own secrets', () => {
        const keys = Object.fromEntries(
          apps.map((app) => [app, secretKeys(pod(find('Deployment', app)).containers[0]!)]),
        );
        expect(keys.render).not.toEqual(expect.arrayContaining(['ADMIN_TOKEN']));
        for (const forbidden of ['ADMIN_TOKEN', 'STRIPE_SECRET_KEY', 'POSTGRES_URL'])
          expect(keys.render).not.toContain(forbidden);
        for (const app of apps.filter((name) => name !== 'gateway')) expect(keys[app]).not.toContain('ADMIN_TOKEN');
        for (const app of apps.filter((name) => name !== 'billing'))
          expect(keys[app]).not.toContain('STRIPE_SECRET_KEY');
        for (const app of apps) expect(keys[app]).toContain('NATS_URL');
        for (const app of dataApps) expect(keys[app]).toContain('POSTGRES_URL');
        // No shared Secret: every Secret is one app's (or the migration Job's).
        const secrets = overlays
          .get(overlay)!
          .filter((m) => m.kind === 'Secret')
          .map((m) => m.metadata.name.replace(/-[a-z0-9]{10}$/, ''));
        expect(secrets.sort()).toEqual([...apps.map((app) => `${app}-secrets`), 'migrate-secrets'].sort());
      });

      it('never ships sandbox payments with NODE_ENV=production', () => {
        const { data } = find('ConfigMap', 'reelsmith-config') as unknown as { data: Record<string, string> };
        if (data.NODE_ENV === 'production') {
          expect(data.PAYMENT_PROVIDER).not.toBe('sandbox');
          expect(data.ALLOW_SANDBOX_PAYMENTS).toBeUndefined();
        }
      });

      it('denies all traffic to the apps but what the architecture needs', () => {
        const policies = overlays.get(overlay)!.filter((m) => m.kind === 'NetworkPolicy') as unknown as {
          metadata: { name: string };
          spec: {
            podSelector: { matchLabels?: Record<string, string>; matchExpressions?: { values: string[] }[] };
            policyTypes: string[];
            ingress?: unknown[];
          };
        }[];
        const deny = policies.find((p) => p.metadata.name === 'reelsmith-default-deny')!;
        expect(deny.spec.policyTypes.sort()).toEqual(['Egress', 'Ingress']);
        expect(deny.spec.ingress).toBeUndefined();
        expect(deny.spec.podSelector.matchExpressions![0]!.values).toEqual(
          expect.arrayContaining([...apps, 'migrate']),
        );
        // Only the gateway takes traffic from anywhere.
        const open = policies.filter((p) => p.spec.ingress?.some((rule) => !(rule as { from?: unknown }).from));
        expect(open.map((p) => p.spec.podSelector.matchLabels)).toEqual([{ 'app.kubernetes.io/name': 'gateway' }]);
      });

      it('lets the apps out only to DNS, the NATS and PostgreSQL pods, and public addresses', () => {
        const policies = overlays.get(overlay)!.filter((m) => m.kind === 'NetworkPolicy') as unknown as {
          metadata: { name: string };
          spec: { egress?: EgressRule[] };
        }[];
        const rules = policies.flatMap((policy) => (policy.spec.egress ?? []).map((rule) => ({ policy, rule })));
        for (const { policy, rule } of rules) {
          const ports = (rule.ports ?? []).map((port) => port.port);
          const name = policy.metadata.name;
          // DNS, wherever the cluster's resolver runs.
          if (ports.length > 0 && ports.every((port) => port === 53)) continue;
          // Every other rule names where it goes: no port is open to any address.
          expect({ name, to: rule.to }).toEqual({ name, to: expect.any(Array) });
          if (ports.includes(4222)) expect(rule.to).toEqual([podsNamed('nats')]);
          else if (ports.includes(5432)) expect(rule.to).toEqual([podsNamed('postgresql')]);
          else expect({ name, to: rule.to }).toEqual({ name, to: PUBLIC_ADDRESSES });
        }
        expect(rules.filter(({ rule }) => rule.ports?.some((port) => port.port === 443))).toHaveLength(1);
      });
    });
  }

  it('prod pins its images to a registry and a version', () => {
    for (const manifest of overlays.get('prod')!.filter((m) => m.kind === 'Deployment' || m.kind === 'Job')) {
      for (const container of (manifest as unknown as { spec: { template: { spec: PodSpec } } }).spec.template.spec
        .containers) {
        expect(container.image).toMatch(/^[a-z0-9.-]+\.[a-z]+\/reelsmith\/[a-z]+(:[0-9][\w.-]*|@sha256:[0-9a-f]{64})$/);
      }
    }
  });

  it('commits no Secret and no secret values: the overlays generate them from untracked files', () => {
    const tracked = execFileSync('git', ['ls-files', 'k8s'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    for (const file of tracked.filter((name) => /\.ya?ml$/.test(name) && existsSync(join(root, name)))) {
      for (const document of parseAllDocuments(readFileSync(join(root, file), 'utf8'))) {
        expect({ file, kind: (document.toJS() as Manifest | null)?.kind }).not.toEqual({ file, kind: 'Secret' });
      }
    }
    expect(tracked.filter((name) => name.endsWith('.env'))).toEqual([]);
    const ignored = execFileSync('git', ['check-ignore', 'k8s/overlays/prod/secrets/gateway.env'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(ignored.trim()).toBe('k8s/overlays/prod/secrets/gateway.env');
  });
});
