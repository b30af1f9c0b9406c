import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** What each app's package.json says about running it (the `reelsmith` block). */
export interface AppManifest {
  name: string;
  dir: string;
  portEnv: string;
  defaultPort: number;
  databaseEnv?: string;
  startOrder: number;
}

export function repositoryRoot(from = process.cwd()): string {
  let dir = from;
  while (!existsSync(join(dir, 'turbo.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No Reelsmith repository above ${from}`);
    dir = parent;
  }
  return dir;
}

/**
 * Every app in apps/ that runs as a process, in the order they should start (the gateway
 * last). An app without a `src/main.ts` (the dashboard, static files the gateway serves) has
 * no `reelsmith` block; one with a main.ts must say how it runs.
 */
export function appManifests(root = repositoryRoot()): AppManifest[] {
  const appsDir = join(root, 'apps');
  return readdirSync(appsDir)
    .filter((name) => existsSync(join(appsDir, name, 'package.json')))
    .flatMap((name) => {
      const pkg = JSON.parse(readFileSync(join(appsDir, name, 'package.json'), 'utf8')) as {
        reelsmith?: Omit<AppManifest, 'name' | 'dir'>;
      };
      if (pkg.reelsmith) return [{ name, dir: join(appsDir, name), ...pkg.reelsmith }];
      if (existsSync(join(appsDir, name, 'src', 'main.ts')))
        throw new Error(`apps/${name}/package.json has no "reelsmith" block`);
      return [];
    })
    .sort((a, b) => a.startOrder - b.startOrder);
}
