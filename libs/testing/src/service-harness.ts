import type { INestApplication } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { createTestDatabase, dropTestDatabase } from '@reelsmith/database/test-database';
import { freePort } from './free-port.js';
import { TestNatsServer } from './nats-server.js';
import { TEST_POSTGRES_URL } from './postgres.js';

export interface ServiceHarnessOptions {
  /** The service's name; its throw-away database is named after it. */
  name: string;
  /** The variable that names the service's database (e.g. CATALOG_DATABASE), if it has one. */
  databaseEnv?: string;
  /** The variable that names the service's HTTP port (health checks; the gateway's API). */
  portEnv: string;
  /** More environment for the service; wins over what the harness sets. */
  env?: Record<string, string>;
  /**
   * Another harness's database (as after a redeploy with other settings): this harness uses
   * it and leaves dropping it to its owner.
   */
  sharedDatabase?: string;
  /** Starts the service from its environment the way its main.ts does, and returns it. */
  start(env: Record<string, string>): Promise<INestApplication>;
}

/**
 * One service in-process for integration tests: a private NATS, a throw-away database, the
 * app started on a free port; `stop()` undoes all three. Libs never import apps, so each
 * app's tests pass in how the app starts.
 */
export class ServiceHarness {
  private constructor(
    private current: INestApplication,
    readonly nats: TestNatsServer,
    /** The environment the service was started with. */
    readonly env: Readonly<Record<string, string>>,
    private readonly ownedDatabase: string | undefined,
    private readonly startApp: (env: Record<string, string>) => Promise<INestApplication>,
    /** TypeORM's DataSource class, the key the service's connection is registered under. */
    private readonly dataSourceClass: typeof DataSource,
  ) {}

  /** The running instance (a new one after `restart()`). */
  get app(): INestApplication {
    return this.current;
  }

  /**
   * Stops the service as a deployment would and starts it again on the same database and NATS,
   * running `whileStopped` (what happens during the outage) in between.
   */
  async restart(whileStopped?: () => Promise<void>): Promise<void> {
    await this.current.close();
    await whileStopped?.();
    this.current = await this.startApp({ ...this.env });
  }

  static async start(options: ServiceHarnessOptions): Promise<ServiceHarness> {
    // TypeORM is loaded here, by a test that starts a service (which loads it anyway), rather
    // than by every file that imports this library.
    const { DataSource } = await import('typeorm');
    const nats = await TestNatsServer.start();
    let ownedDatabase: string | undefined;
    try {
      const env: Record<string, string> = {
        NATS_URL: nats.url,
        POSTGRES_URL: TEST_POSTGRES_URL,
        LOG_LEVEL: 'silent',
        [options.portEnv]: String(await freePort()),
      };
      if (options.databaseEnv) {
        if (options.sharedDatabase === undefined) {
          ownedDatabase = await createTestDatabase(TEST_POSTGRES_URL, options.name);
        }
        env[options.databaseEnv] = options.sharedDatabase ?? ownedDatabase ?? '';
      }
      Object.assign(env, options.env);
      return new ServiceHarness(
        await options.start(env),
        nats,
        env,
        ownedDatabase,
        (startEnv) => options.start(startEnv),
        DataSource,
      );
    } catch (error) {
      await nats.dispose();
      if (ownedDatabase) await dropTestDatabase(TEST_POSTGRES_URL, ownedDatabase);
      throw error;
    }
  }

  get dataSource(): DataSource {
    return this.app.get(this.dataSourceClass);
  }

  /** SQL the entities would still need after the migrations ran: empty when they agree. */
  async pendingSchemaChanges(): Promise<string[]> {
    const { pendingSchemaChanges } = await import('@reelsmith/database');
    return pendingSchemaChanges(this.dataSource);
  }

  async stop(): Promise<void> {
    await this.app.close();
    await this.nats.dispose();
    if (this.ownedDatabase) await dropTestDatabase(TEST_POSTGRES_URL, this.ownedDatabase);
  }
}
