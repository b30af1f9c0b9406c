// The migration job's entry point (`node dist/migrate.js`): see runMigrationJob.
import { runMigrationJob } from '@reelsmith/database';
import { gatewayMigrations } from './migrations/index.js';

await runMigrationJob({
  databaseEnv: 'GATEWAY_DATABASE',
  defaultDatabase: 'reelsmith_gateway',
  migrations: gatewayMigrations,
});
