import pg from 'pg';
import { pollUntil } from './poll-until.js';

/**
 * An exclusive lock a test holds on tables of a service's database: whatever the service does
 * with them waits until `release()`. Puts a request or an event handler in flight on demand,
 * for as long as the test needs (a slow database, without a sleep anywhere).
 */
export class HeldTableLock {
  private released = false;

  private constructor(private readonly client: pg.Client) {}

  static async take(databaseUrl: string, tables: readonly string[]): Promise<HeldTableLock> {
    const client = new pg.Client({ connectionString: databaseUrl });
    // The database may be dropped under a lock a failed test left held.
    client.on('error', () => undefined);
    await client.connect();
    await client.query('BEGIN');
    await client.query(`LOCK TABLE ${tables.map((table) => `"${table}"`).join(', ')} IN ACCESS EXCLUSIVE MODE`);
    return new HeldTableLock(client);
  }

  /** Waits until at least `count` sessions of the database wait for a lock (the work held up). */
  async waitForWaiters(count: number): Promise<void> {
    await pollUntil(
      async () => {
        // pg_locks is read live (pg_stat_activity would be a snapshot inside this transaction).
        const { rows } = await this.client.query<{ waiting: number }>(
          `SELECT count(DISTINCT pid)::int AS waiting FROM pg_locks
           WHERE NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        );
        return rows[0]!.waiting >= count ? true : undefined;
      },
      { timeoutMs: 60_000, description: `${count} session(s) waiting for the held lock` },
    );
  }

  /** Lets the held-up work go on; once (a test's cleanup may release what the test already did). */
  async release(): Promise<void> {
    if (this.released) return;
    this.released = true;
    await this.client.query('COMMIT');
    await this.client.end();
  }
}
