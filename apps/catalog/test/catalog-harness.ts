import type { INestApplication } from '@nestjs/common';
import { ClientNats } from '@nestjs/microservices';
import { createLogger } from '@reelsmith/config';
import { createTestDatabase, dropTestDatabase } from '@reelsmith/database';
import { MessageBus, natsClientOptions, startService } from '@reelsmith/messaging';
import { TEST_POSTGRES_URL, TestNatsServer, freePort } from '@reelsmith/testing';
import { AppModule, CATALOG_SERVICE_NAME } from '../src/app.module.js';
import { loadCatalogConfig, type CatalogConfig } from '../src/config.js';

/** The catalog service in-process against a private NATS and a throw-away database. */
export class CatalogHarness {
  private constructor(
    readonly app: INestApplication,
    readonly bus: MessageBus,
    readonly nats: TestNatsServer,
    readonly config: CatalogConfig,
  ) {}

  static async start(): Promise<CatalogHarness> {
    const nats = await TestNatsServer.start();
    const database = await createTestDatabase(TEST_POSTGRES_URL, 'catalog');
    const config = loadCatalogConfig({
      NATS_URL: nats.url,
      POSTGRES_URL: TEST_POSTGRES_URL,
      CATALOG_DATABASE: database,
      CATALOG_HTTP_PORT: String(await freePort()),
      LOG_LEVEL: 'silent',
    });
    const app = await startService(AppModule.forRoot(config), {
      name: CATALOG_SERVICE_NAME,
      natsUrl: config.NATS_URL,
      httpPort: config.CATALOG_HTTP_PORT,
      logger: createLogger(CATALOG_SERVICE_NAME, 'silent'),
    });
    const client = new ClientNats(natsClientOptions({ url: nats.url, name: 'catalog-test' }).options ?? {});
    return new CatalogHarness(app, new MessageBus(client), nats, config);
  }

  async stop(): Promise<void> {
    await this.bus.onApplicationShutdown();
    await this.app.close();
    await this.nats.dispose();
    await dropTestDatabase(TEST_POSTGRES_URL, this.config.CATALOG_DATABASE);
  }
}
