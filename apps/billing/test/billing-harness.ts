import type { createLogger } from '@reelsmith/config';
import { DataSource } from 'typeorm';
import type { EventName, EventPayload } from '@reelsmith/contracts';
import { MessageBus } from '@reelsmith/messaging';
import { ServiceHarness } from '@reelsmith/testing';
import { startBilling } from '../src/start.js';
import { BILLING_SERVICE_NAME } from '../src/app.module.js';
import { LedgerService } from '../src/ledger/ledger.service.js';

export const PUBLIC_BASE_URL = 'http://gateway.test';

/** The billing service in-process (libs/testing ServiceHarness) and a bus to ask it. */
export class BillingHarness {
  private constructor(
    readonly service: ServiceHarness,
    readonly bus: MessageBus,
  ) {}

  /**
   * With `sharedDatabase`, a second billing instance on another harness's database (as after
   * a redeploy with other settings); the database stays the owner's to drop. With a `logger`,
   * the service logs through it.
   */
  static async start(
    env: Record<string, string> = {},
    sharedDatabase?: string,
    logger?: ReturnType<typeof createLogger>,
  ): Promise<BillingHarness> {
    const service = await ServiceHarness.start({
      name: BILLING_SERVICE_NAME,
      databaseEnv: 'BILLING_DATABASE',
      portEnv: 'BILLING_HTTP_PORT',
      env: { PUBLIC_BASE_URL, ...env },
      ...(sharedDatabase === undefined ? {} : { sharedDatabase }),
      start: (startEnv) => startBilling(startEnv, logger),
    });
    return new BillingHarness(service, MessageBus.connect(service.nats.url, 'billing-test'));
  }

  get app() {
    return this.service.app;
  }

  /** The name of the database this instance runs on. */
  get database(): string {
    return this.service.env.BILLING_DATABASE ?? '';
  }

  get ledger(): LedgerService {
    return this.app.get(LedgerService);
  }

  get dataSource(): DataSource {
    return this.service.dataSource;
  }

  /** The account's balance and the sum of its ledger rows, read straight from the database. */
  async books(accountId: string): Promise<{ credits: number; sum: number; rows: number }> {
    const [row] = await this.dataSource.query<Array<{ credits: number | null; sum: string | null; rows: string }>>(
      `SELECT (SELECT "credits" FROM "balances" WHERE "account_id" = $1) AS "credits",
              (SELECT sum("amount") FROM "transactions" WHERE "account_id" = $1) AS "sum",
              (SELECT count(*) FROM "transactions" WHERE "account_id" = $1) AS "rows"`,
      [accountId],
    );
    if (!row) throw new Error('the books query returned no row');
    return { credits: row.credits ?? 0, sum: Number(row.sum ?? 0), rows: Number(row.rows) };
  }

  /** What billing has announced (its outbox) of one kind about the account, oldest first. */
  async announced<N extends EventName>(event: N, accountId: string): Promise<Array<EventPayload<N>>> {
    const rows = await this.dataSource.query<Array<{ payload: EventPayload<N> }>>(
      `SELECT "payload" FROM "outbox" WHERE "event" = $1 AND "payload"->>'account_id' = $2 ORDER BY "id"`,
      [event, accountId],
    );
    return rows.map((row) => row.payload);
  }

  async stop(): Promise<void> {
    await this.bus.onApplicationShutdown();
    await this.service.stop();
  }
}

/** A fresh account id per test, so tests never see each other's credits. */
export function newAccountId(): string {
  return `acct_TEST${Math.random().toString(36).slice(2, 14).toUpperCase().padEnd(12, '0')}`;
}

/** The ServiceError a promise rejects with, for asserting code and param. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the promise to reject');
    },
    (reason: unknown) => reason,
  );
}
