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

/** Every app in apps/, in the order they should start (the gateway last). */
export function appManifests(root = repositoryRoot()): AppManifest[] {
  const appsDir = join(root, 'apps');
  return readdirSync(appsDir)
    .filter((name) => existsSync(join(appsDir, name, 'package.json')))
    .map((name) => {
      const pkg = JSON.parse(readFileSync(join(appsDir, name, 'package.json'), 'utf8')) as {
        reelsmith?: Omit<AppManifest, 'name' | 'dir'>;
      };
      if (!pkg.reelsmith) throw new Error(`apps/${name}/package.json has no "reelsmith" block`);
      return { name, dir: join(appsDir, name), ...pkg.reelsmith };
    })
    .sort((a, b) => a.startOrder - b.startOrder);
}
