import { createLogger } from '@reelsmith/config';
import { MessageBus, startService } from '@reelsmith/messaging';
import { ServiceHarness } from '@reelsmith/testing';
import { AppModule, CATALOG_SERVICE_NAME } from '../src/app.module.js';
import { loadCatalogConfig } from '../src/config.js';

/** The catalog service in-process (libs/testing ServiceHarness) and a bus to ask it. */
export class CatalogHarness {
  private constructor(
    readonly service: ServiceHarness,
    readonly bus: MessageBus,
  ) {}

  static async start(env: Record<string, string> = {}): Promise<CatalogHarness> {
    const service = await ServiceHarness.start({
      name: CATALOG_SERVICE_NAME,
      env,
      databaseEnv: 'CATALOG_DATABASE',
      portEnv: 'CATALOG_HTTP_PORT',
      start: (startEnv) => {
        const config = loadCatalogConfig(startEnv);
        return startService(AppModule.forRoot(config), {
          name: CATALOG_SERVICE_NAME,
          natsUrl: config.NATS_URL,
          httpPort: config.CATALOG_HTTP_PORT,
          logger: createLogger(CATALOG_SERVICE_NAME, 'silent'),
        });
      },
    });
    return new CatalogHarness(service, MessageBus.connect(service.nats.url, 'catalog-test'));
  }

  get app() {
    return this.service.app;
  }

  async stop(): Promise<void> {
    await this.bus.onApplicationShutdown();
    await this.service.stop();
  }
}
