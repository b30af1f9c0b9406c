// The migration job's entry point (`node dist/migrate.js`): see runMigrationJob.
import { runMigrationJob } from '@reelsmith/database';
import { videosMigrations } from './migrations/index.js';

await runMigrationJob({
  databaseEnv: 'VIDEOS_DATABASE',
  defaultDatabase: 'reelsmith_videos',
  migrations: videosMigrations,
});
