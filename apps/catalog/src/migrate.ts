// The migration job's entry point (`node dist/migrate.js`): see runMigrationJob.
import { runMigrationJob } from '@reelsmith/database';
import { catalogMigrations } from './migrations/index.js';

await runMigrationJob({
  databaseEnv: 'CATALOG_DATABASE',
  defaultDatabase: 'reelsmith_catalog',
  migrations: catalogMigrations,
});
