import 'reflect-metadata';
import { createLogger } from '@reelsmith/config';
import { startService, natsCredentialsOf } from '@reelsmith/messaging';
import { AppModule, CATALOG_SERVICE_NAME } from './app.module.js';
import { loadCatalogConfig } from './config.js';

const config = loadCatalogConfig();
const logger = createLogger(CATALOG_SERVICE_NAME, config.LOG_LEVEL);

await startService(AppModule.forRoot(config), {
  name: CATALOG_SERVICE_NAME,
  natsUrl: config.NATS_URL,
  natsCredentials: natsCredentialsOf(config),
  httpPort: config.CATALOG_HTTP_PORT,
  logger,
});
