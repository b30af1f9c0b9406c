import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appManifests } from './app-manifest.js';

function repository(apps: Record<string, { reelsmith?: object; main?: boolean }>): string {
  const root = mkdtempSync(join(tmpdir(), 'reelsmith-manifests-'));
  writeFileSync(join(root, 'turbo.json'), '{}');
  for (const [name, { reelsmith, main }] of Object.entries(apps)) {
    mkdirSync(join(root, 'apps', name, 'src'), { recursive: true });
    writeFileSync(
      join(root, 'apps', name, 'package.json'),
      JSON.stringify({ name, ...(reelsmith ? { reelsmith } : {}) }),
    );
    if (main) writeFileSync(join(root, 'apps', name, 'src', 'main.ts'), '');
  }
  return root;
}

const runs = (startOrder: number) => ({ portEnv: 'PORT', defaultPort: 1, startOrder });

describe('appManifests', () => {
  it('lists the apps that run as processes, in start order', () => {
    const root = repository({
      gateway: { reelsmith: runs(90), main: true },
      catalog: { reelsmith: runs(10), main: true },
    });
    expect(appManifests(root).map((app) => app.name)).toEqual(['catalog', 'gateway']);
  });

  it('passes over an app of static files (no main.ts, no reelsmith block)', () => {
    const root = repository({ gateway: { reelsmith: runs(90), main: true }, web: {} });
    expect(appManifests(root).map((app) => app.name)).toEqual(['gateway']);
  });

  it('refuses an app with a main.ts that does not say how it runs', () => {
    const root = repository({ worker: { main: true } });
    expect(() => appManifests(root)).toThrow('apps/worker/package.json has no "reelsmith" block');
  });
});
