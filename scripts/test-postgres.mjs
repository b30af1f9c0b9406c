// The PostgreSQL every `npm test` runs against: a private cluster in .reelsmith/test-postgres,
// started once per run with crash safety off (fsync, full_page_writes, synchronous_commit), as
// immich runs its medium tests. Throw-away databases need no durability, and the machine's own
// cluster at 127.0.0.1:5432 keeps its settings. An explicit POSTGRES_URL is always kept.
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PrivatePostgres } from './private-services.mjs';

const root = new URL('..', import.meta.url).pathname;
const reusedDir = join(root, '.reelsmith', 'test-postgres');
/** Names the process whose run uses the reused cluster; its pid, while that process lives. */
const ownerFile = join(root, '.reelsmith', 'test-postgres.owner');

/** Starts the run's cluster unless one is already chosen; sets POSTGRES_URL for the tests. */
export async function ensureTestPostgres() {
  if (process.env.POSTGRES_URL) return;
  removeAbandonedClusters();
  // A second run beside a running one (one test file while the suite runs) gets a cluster of
  // its own: starting the reused one would restart it under the first run's feet.
  const reused = !ownerIsAlive();
  const postgres = new PrivatePostgres(reused ? reusedDir : `${reusedDir}-${process.pid}`);
  // Room for the e2e files that start their own stack beside the shared one.
  process.env.POSTGRES_URL = await postgres.start({ maxConnections: 600, durability: 'none' });
  if (reused) writeFileSync(ownerFile, String(process.pid));
  console.log(`\n[reelsmith] tests use a private PostgreSQL at ${process.env.POSTGRES_URL} (${postgres.dir})`);
  globalThis.reelsmithTestPostgres = { postgres, reused };
}

/** Stops the cluster ensureTestPostgres started, if it did; a run's own extra cluster is removed. */
export function stopTestPostgres() {
  if (!globalThis.reelsmithTestPostgres) return;
  const { postgres, reused } = globalThis.reelsmithTestPostgres;
  postgres.stop();
  if (reused) rmSync(ownerFile, { force: true });
  else rmSync(postgres.dir, { recursive: true, force: true });
  globalThis.reelsmithTestPostgres = undefined;
}

function ownerIsAlive() {
  if (!existsSync(ownerFile)) return false;
  const pid = Number(readFileSync(ownerFile, 'utf8'));
  return pid !== process.pid && isAlive(pid);
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The extra clusters of runs that were killed before they could remove theirs. */
function removeAbandonedClusters() {
  const folder = dirname(reusedDir);
  if (!existsSync(folder)) return;
  for (const name of readdirSync(folder)) {
    const pid = /^test-postgres-(\d+)$/.exec(name)?.[1];
    if (!pid || isAlive(Number(pid))) continue;
    const postgres = new PrivatePostgres(join(folder, name));
    postgres.stop('immediate');
    rmSync(postgres.dir, { recursive: true, force: true });
  }
}
