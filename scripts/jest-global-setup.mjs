// Before any test file: the run's PostgreSQL (scripts/test-postgres.mjs). NATS needs nothing
// here: every integration file starts its own nats-server, and the e2e tier's shared stack is
// started by that tier's own setup (scripts/jest-e2e-setup.mjs), only when e2e files run.
import { ensureTestPostgres } from './test-postgres.mjs';

export default async function globalSetup() {
  await ensureTestPostgres();
}
