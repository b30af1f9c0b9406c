import { MessageBus } from '@reelsmith/messaging';
import { ServiceHarness } from '@reelsmith/testing';
import { startCatalog } from '../src/start.js';
import { CATALOG_SERVICE_NAME } from '../src/app.module.js';

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
      start: startCatalog,
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
