import { DataSource, type DataSourceOptions, type MixedList, type EntitySchema } from 'typeorm';
import { databaseUrl, ensureDatabase } from './database-url.js';

export interface ServiceDatabaseOptions {
  /** Server URL without a database, e.g. postgres://postgres@127.0.0.1:5432 */
  serverUrl: string;
  /** The service's own database, e.g. reelsmith_catalog. */
  database: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  /** Connections kept by this process. */
  poolSize?: number;
}

export function dataSourceOptions(options: ServiceDatabaseOptions): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl(options.serverUrl, options.database),
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    poolSize: options.poolSize ?? 10,
    extra: {
      // Fail fast while PostgreSQL restarts instead of queueing requests for ever.
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    },
  };
}

/** Arbitrary constant shared by every replica: only one of them migrates at a time. */
const MIGRATION_LOCK_KEY = 727_384_1;

/**
 * Creates the service's database when missing, connects, and applies pending migrations
 * under an advisory lock so replicas starting together do not migrate twice.
 */
export async function openServiceDatabase(options: ServiceDatabaseOptions): Promise<DataSource> {
  await ensureDatabase(options.serverUrl, options.database);
  const dataSource = new DataSource(dataSourceOptions(options));
  await dataSource.initialize();
  await runMigrationsLocked(dataSource);
  return dataSource;
}

export async function runMigrationsLocked(dataSource: DataSource): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await runner.release();
  }
}

/**
 * SQL that would bring the schema in line with the entities; empty when the migrations
 * describe the entities exactly. Tests assert it is empty so drift cannot land.
 */
export async function pendingSchemaChanges(dataSource: DataSource): Promise<string[]> {
  const sql = await dataSource.driver.createSchemaBuilder().log();
  return sql.upQueries.map((query) => query.query);
}
