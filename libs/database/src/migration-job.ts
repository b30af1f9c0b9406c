import { migrateServiceDatabase } from './data-source.js';

const ROLE_OR_DATABASE = /^[a-z_][a-z0-9_]*$/;

export interface MigrationJobOptions {
  /** The variable naming the service's database, e.g. CATALOG_DATABASE. */
  databaseEnv: string;
  defaultDatabase: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: Function[];
}

/**
 * `node dist/migrate.js` of a service: migrates its database as the owner role (POSTGRES_URL)
 * and grants DATABASE_RUNTIME_ROLE, the role the service runs as with
 * DATABASE_MIGRATIONS=skip, the right to read and write the tables. Kubernetes runs it as a
 * Job before the Deployments roll; it reads nothing else of the app's settings, so the job
 * needs none of the app's secrets.
 */
export async function runMigrationJob(
  options: MigrationJobOptions,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const serverUrl = env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
  const database = env[options.databaseEnv] ?? options.defaultDatabase;
  const runtimeRole = env.DATABASE_RUNTIME_ROLE || undefined;
  const problems = [
    /^postgres(ql)?:\/\//.test(serverUrl) ? undefined : 'POSTGRES_URL: must be a URL starting with postgres://',
    ROLE_OR_DATABASE.test(database) ? undefined : `${options.databaseEnv}: must be a lower-case database name`,
    runtimeRole === undefined || ROLE_OR_DATABASE.test(runtimeRole)
      ? undefined
      : 'DATABASE_RUNTIME_ROLE: must be a lower-case PostgreSQL role name',
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(`Invalid environment: ${problems.join('; ')}`);
  const applied = await migrateServiceDatabase({ serverUrl, database, migrations: options.migrations, runtimeRole });
  console.log(JSON.stringify({ level: 'info', time: Date.now(), database, applied, runtimeRole, msg: 'migrated' }));
}
