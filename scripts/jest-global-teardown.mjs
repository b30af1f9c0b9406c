// Stops the private PostgreSQL that jest-global-setup.mjs started, if it did.
import { stopTestPostgres } from './test-postgres.mjs';

export default async function globalTeardown() {
  stopTestPostgres();
}
