import type pg from 'pg';
import type { DataSource } from 'typeorm';

/** A statement PostgreSQL parses and plans once per connection, then only binds and runs. */
export interface PreparedStatement {
  /** Unique in the app: a connection knows the statement by this name. */
  name: string;
  text: string;
}

/**
 * Runs a prepared statement on the connection pool beneath TypeORM (its PostgreSQL driver's
 * `master`). For the few hottest reads: an unnamed statement, which is all TypeORM sends, is
 * parsed and planned again on every call, and that was over a third of what PostgreSQL spent
 * on reading one product. Errors are pg's own (with `code`), which `isDatabaseUnavailable`
 * reads as it reads TypeORM's.
 */
export async function queryPrepared<Row extends pg.QueryResultRow>(
  dataSource: DataSource,
  statement: PreparedStatement,
  values: unknown[],
): Promise<Row[]> {
  const pool = (dataSource.driver as unknown as { master: pg.Pool }).master;
  return (await pool.query<Row>({ ...statement, values })).rows;
}
