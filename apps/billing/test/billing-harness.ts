import type { INestApplication } from '@nestjs/common';
import { ClientNats } from '@nestjs/microservices';
import { DataSource } from 'typeorm';
import { createLogger } from '@reelsmith/config';
import { createTestDatabase, dropTestDatabase } from '@reelsmith/database';
import { MessageBus, natsClientOptions, startService } from '@reelsmith/messaging';
import { TEST_POSTGRES_URL, TestNatsServer, freePort } from '@reelsmith/testing';
import { AppModule, BILLING_SERVICE_NAME } from '../src/app.module.js';
import { loadBillingConfig, type BillingConfig } from '../src/config.js';
import { LedgerService } from '../src/ledger/ledger.service.js';

export const PUBLIC_BASE_URL = 'http://gateway.test';

/** The billing service in-process against a private NATS and a throw-away database. */
export class BillingHarness {
  private constructor(
    readonly app: INestApplication,
    readonly bus: MessageBus,
    readonly nats: TestNatsServer,
    readonly config: BillingConfig,
    private readonly ownsDatabase: boolean,
  ) {}

  /**
   * With `sharedDatabase`, a second billing instance on another harness's database (as after
   * a redeploy with other settings); the database stays the owner's to drop.
   */
  static async start(env: Record<string, string> = {}, sharedDatabase?: string): Promise<BillingHarness> {
    const nats = await TestNatsServer.start();
    const database = sharedDatabase ?? (await createTestDatabase(TEST_POSTGRES_URL, 'billing'));
    const config = loadBillingConfig({
      NATS_URL: nats.url,
      POSTGRES_URL: TEST_POSTGRES_URL,
      BILLING_DATABASE: database,
      BILLING_HTTP_PORT: String(await freePort()),
      PUBLIC_BASE_URL,
      LOG_LEVEL: 'silent',
      ...env,
    });
    const app = await startService(AppModule.forRoot(config), {
      name: BILLING_SERVICE_NAME,
      natsUrl: config.NATS_URL,
      httpPort: config.BILLING_HTTP_PORT,
      logger: createLogger(BILLING_SERVICE_NAME, 'silent'),
    });
    const client = new ClientNats(natsClientOptions({ url: nats.url, name: 'billing-test' }).options ?? {});
    return new BillingHarness(app, new MessageBus(client), nats, config, sharedDatabase === undefined);
  }

  get ledger(): LedgerService {
    return this.app.get(LedgerService);
  }

  get dataSource(): DataSource {
    return this.app.get(DataSource);
  }

  /** The account's balance and the sum of its ledger rows, read straight from the database. */
  async books(accountId: string): Promise<{ credits: number; sum: number; rows: number }> {
    const [row] = await this.dataSource.query<Array<{ credits: number | null; sum: string | null; rows: string }>>(
      `SELECT (SELECT "credits" FROM "balances" WHERE "account_id" = $1) AS "credits",
              (SELECT sum("amount") FROM "transactions" WHERE "account_id" = $1) AS "sum",
              (SELECT count(*) FROM "transactions" WHERE "account_id" = $1) AS "rows"`,
      [accountId],
    );
    return { credits: row!.credits ?? 0, sum: Number(row!.sum ?? 0), rows: Number(row!.rows) };
  }

  async stop(): Promise<void> {
    await this.bus.onApplicationShutdown();
    await this.app.close();
    await this.nats.dispose();
    if (this.ownsDatabase) await dropTestDatabase(TEST_POSTGRES_URL, this.config.BILLING_DATABASE);
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
