// The migration job's entry point (`node dist/migrate.js`): see runMigrationJob.
import { runMigrationJob } from '@reelsmith/database';
import { billingMigrations } from './migrations/index.js';

await runMigrationJob({
  databaseEnv: 'BILLING_DATABASE',
  defaultDatabase: 'reelsmith_billing',
  migrations: billingMigrations,
});
