// The migration job's entry point (`node dist/migrate.js`): see runMigrationJob.
import { runMigrationJob } from '@reelsmith/database';
import { webhooksMigrations } from './migrations/index.js';

await runMigrationJob({
  databaseEnv: 'WEBHOOKS_DATABASE',
  defaultDatabase: 'reelsmith_webhooks',
  migrations: webhooksMigrations,
});
