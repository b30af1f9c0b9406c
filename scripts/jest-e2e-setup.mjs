// The e2e tier's shared stack: every app started once for the run, used by each e2e file that
// calls sharedStack() (libs/testing). Runs only when e2e files are in the run. Project-level
// setups run before the root one, so the run's PostgreSQL is ensured here first.
import { performance } from 'node:perf_hooks';
import { ensureTestPostgres, stopTestPostgres } from './test-postgres.mjs';

export default async function e2eSetup() {
  await ensureTestPostgres();
  try {
    // Imported only now: the library reads POSTGRES_URL when it loads.
    const { startSharedStack } = await import('@reelsmith/testing');
    const started = performance.now();
    globalThis.reelsmithSharedStack = await startSharedStack();
    // How close a start comes to the apps' start timeout on a busy machine.
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`[reelsmith] the e2e tier's shared stack is up in ${seconds} s`);
  } catch (error) {
    // jest runs no teardown after a failed setup: leave no cluster running.
    stopTestPostgres();
    throw error;
  }
}
