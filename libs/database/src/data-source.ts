import { DataSource, type DataSourceOptions, type MixedList, type EntitySchema } from 'typeorm';
import { databaseUrl, ensureDatabase, quoteIdentifier } from './database-url.js';

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
  /**
   * `run` (default): create the database when missing and migrate at start, as the owner role.
   * `skip`: the runtime role of a deployment that migrates in a separate job (`dist/migrate.js`)
   * — create nothing, migrate nothing, and refuse to start while a migration is pending.
   */
  migrationMode?: MigrationMode;
}

export type MigrationMode = 'run' | 'skip';

/** Raised at start-up in `skip` mode when the database has not been migrated yet. */
export class PendingMigrationsError extends Error {
  override name = 'PendingMigrationsError';
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
  const mode = options.migrationMode ?? 'run';
  if (mode !== 'skip') await ensureDatabase(options.serverUrl, options.database);
  const dataSource = new DataSource(dataSourceOptions(options));
  await dataSource.initialize();
  try {
    if (mode === 'skip') {
      // The runtime role may not change the schema: a pending migration means the migration
      // job has not run (yet) for this version, and serving would fail on missing columns.
      if (await dataSource.showMigrations()) {
        throw new PendingMigrationsError(
          `database ${options.database} has pending migrations; run the migration job (node dist/migrate.js) first`,
        );
      }
      return dataSource;
    }
    await runMigrationsLocked(dataSource);
    return dataSource;
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
}

/**
 * The migration job's work for one service database, as the owner role: create it when
 * missing, migrate it, and let `runtimeRole` (the role the service runs as) use the tables.
 */
export async function migrateServiceDatabase(
  options: Omit<ServiceDatabaseOptions, 'entities' | 'migrationMode'> & { runtimeRole?: string },
): Promise<string[]> {
  await ensureDatabase(options.serverUrl, options.database);
  const dataSource = new DataSource(dataSourceOptions({ ...options, entities: [], poolSize: 2 }));
  await dataSource.initialize();
  try {
    const applied = await runMigrationsLocked(dataSource);
    if (options.runtimeRole) await grantDataRights(dataSource, options.runtimeRole);
    return applied;
  } finally {
    await dataSource.destroy();
  }
}

/**
 * Lets the runtime role read and write every table of the schema, and nothing else: no
 * CREATE on the schema (PostgreSQL 15 no longer grants it to PUBLIC), no DDL, no ownership.
 * Run after every migration, so tables added by it are covered too.
 */
export async function grantDataRights(dataSource: DataSource, role: string): Promise<void> {
  const quoted = quoteIdentifier(role);
  await dataSource.query(`GRANT CONNECT ON DATABASE ${quoteIdentifier(dataSource.driver.database!)} TO ${quoted}`);
  await dataSource.query(`GRANT USAGE ON SCHEMA public TO ${quoted}`);
  await dataSource.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${quoted}`);
  await dataSource.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${quoted}`);
}

/** Applies pending migrations under the advisory lock; answers the names of those applied. */
export async function runMigrationsLocked(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return (await dataSource.runMigrations({ transaction: 'each' })).map((migration) => migration.name);
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
