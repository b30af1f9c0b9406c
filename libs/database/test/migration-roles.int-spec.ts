import { afterAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  PendingMigrationsError,
  databaseUrl,
  dropTestDatabase,
  openServiceDatabase,
  runMigrationJob,
  testDatabaseName,
  type MigrationJobOptions,
} from '../src/index.js';

// The server the tests use (the run's private cluster when `npm test` made one); not
// @reelsmith/testing's constant, which depends on this package.
const TEST_POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';

class CreateWidgets1700000000000 implements MigrationInterface {
  name = 'CreateWidgets1700000000000';
  async up(runner: QueryRunner): Promise<void> {
    await runner.query('CREATE TABLE widgets (id serial PRIMARY KEY, name text NOT NULL)');
  }
  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE widgets');
  }
}

class AddWidgetColour1700000000001 implements MigrationInterface {
  name = 'AddWidgetColour1700000000001';
  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE widgets ADD COLUMN colour text');
  }
  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE widgets DROP COLUMN colour');
  }
}

/** The server URL as another role (the test cluster trusts local connections). */
function asRole(serverUrl: string, role: string): string {
  const url = new URL(serverUrl);
  url.username = role;
  url.password = '';
  return url.toString();
}

async function admin<T>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl(TEST_POSTGRES_URL, 'postgres') });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('migrations under the owner role, services under a runtime role without DDL', () => {
  const database = testDatabaseName('migrations');
  const role = `reelsmith_runtime_test_${randomBytes(4).toString('hex')}`;
  const env = { POSTGRES_URL: TEST_POSTGRES_URL, WIDGETS_DATABASE: database, DATABASE_RUNTIME_ROLE: role };
  const job = (migrations: MigrationJobOptions['migrations']) =>
    runMigrationJob({ databaseEnv: 'WIDGETS_DATABASE', defaultDatabase: 'unused', migrations }, env);

  afterAll(async () => {
    await dropTestDatabase(TEST_POSTGRES_URL, database);
    await admin(`DROP ROLE IF EXISTS ${role}`);
  });

  it('the job migrates and grants; the runtime role reads and writes but cannot change the schema', async () => {
    await admin(`CREATE ROLE ${role} LOGIN`);
    await job([CreateWidgets1700000000000]);

    const runtime = await openServiceDatabase({
      serverUrl: asRole(TEST_POSTGRES_URL, role),
      database,
      entities: [],
      migrations: [CreateWidgets1700000000000],
      migrationMode: 'skip',
    });
    try {
      await runtime.query(`INSERT INTO widgets (name) VALUES ('first')`);
      await runtime.query(`UPDATE widgets SET name = 'renamed'`);
      expect(await runtime.query('SELECT name FROM widgets')).toEqual([{ name: 'renamed' }]);
      await expect(runtime.query('CREATE TABLE intruder (id int)')).rejects.toMatchObject({ code: '42501' });
      await expect(runtime.query('ALTER TABLE widgets ADD COLUMN x int')).rejects.toMatchObject({ code: '42501' });
      await expect(runtime.query('DROP TABLE widgets')).rejects.toMatchObject({ code: '42501' });
    } finally {
      await runtime.destroy();
    }
  });

  it('a runtime role refuses to start while a migration is pending, and starts once the job ran', async () => {
    const open = () =>
      openServiceDatabase({
        serverUrl: asRole(TEST_POSTGRES_URL, role),
        database,
        entities: [],
        migrations: [CreateWidgets1700000000000, AddWidgetColour1700000000001],
        migrationMode: 'skip',
      });
    await expect(open()).rejects.toThrow(PendingMigrationsError);

    // A second run of the job applies only the new migration; the grant covers the old table.
    await job([CreateWidgets1700000000000, AddWidgetColour1700000000001]);
    const runtime = await open();
    try {
      await runtime.query(`INSERT INTO widgets (name, colour) VALUES ('second', 'blue')`);
      expect(await runtime.query(`SELECT count(*)::int AS n FROM widgets`)).toEqual([{ n: 2 }]);
    } finally {
      await runtime.destroy();
    }
  });

  it('the job names a bad variable', async () => {
    await expect(
      runMigrationJob(
        { databaseEnv: 'WIDGETS_DATABASE', defaultDatabase: 'unused', migrations: [] },
        { ...env, DATABASE_RUNTIME_ROLE: 'Robert"); DROP' },
      ),
    ).rejects.toThrow(/DATABASE_RUNTIME_ROLE/);
  });
});
