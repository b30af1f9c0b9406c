// The PostgreSQL every `npm test` runs against: a private cluster in .reelsmith/test-postgres,
// started once per run with crash safety off (fsync, full_page_writes, synchronous_commit), as
// immich runs its medium tests. Throw-away databases need no durability, and the machine's own
// cluster at 127.0.0.1:5432 keeps its settings. An explicit POSTGRES_URL is always kept.
import { join } from 'node:path';
import { PrivatePostgres } from './private-services.mjs';

const root = new URL('..', import.meta.url).pathname;

/** Starts the run's cluster unless one is already chosen; sets POSTGRES_URL for the tests. */
export async function ensureTestPostgres() {
  if (process.env.POSTGRES_URL) return;
  const postgres = new PrivatePostgres(join(root, '.reelsmith', 'test-postgres'));
  // Room for the e2e files that start their own stack beside the shared one.
  process.env.POSTGRES_URL = await postgres.start({ maxConnections: 600, durability: 'none' });
  console.log(`\n[reelsmith] tests use a private PostgreSQL at ${process.env.POSTGRES_URL} (${postgres.dir})`);
  globalThis.reelsmithTestPostgres = postgres;
}

/** Stops the cluster ensureTestPostgres started, if it did. */
export function stopTestPostgres() {
  globalThis.reelsmithTestPostgres?.stop();
  globalThis.reelsmithTestPostgres = undefined;
}
