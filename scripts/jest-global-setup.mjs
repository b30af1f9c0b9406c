// `npm test` on a machine where no PostgreSQL answers at the default address (or with
// REELSMITH_PRIVATE_SERVICES=1): a private cluster in .reelsmith/test-postgres for this run,
// handed to the tests as POSTGRES_URL. An explicit POSTGRES_URL is always kept. NATS needs
// nothing here: every integration and e2e file starts its own nats-server already.
import { join } from 'node:path';
import { DEFAULT_POSTGRES_URL, PrivatePostgres, reachable } from './private-services.mjs';

const root = new URL('..', import.meta.url).pathname;

export default async function globalSetup() {
  if (process.env.POSTGRES_URL) return;
  const forced = process.env.REELSMITH_PRIVATE_SERVICES === '1';
  if (!forced && (await reachable(DEFAULT_POSTGRES_URL, 5432))) return;
  const postgres = new PrivatePostgres(join(root, '.reelsmith', 'test-postgres'));
  // As many connections as the machine's development cluster: e2e files start every app.
  process.env.POSTGRES_URL = await postgres.start({ maxConnections: 600 });
  console.log(`\n[reelsmith] tests use a private PostgreSQL at ${process.env.POSTGRES_URL} (${postgres.dir})`);
  globalThis.reelsmithPrivatePostgres = postgres;
}
