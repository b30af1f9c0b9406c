import type { INestApplication } from '@nestjs/common';
import { createLogger } from '@reelsmith/config';
import { natsCredentialsOf, startService } from '@reelsmith/messaging';
import { AppModule, CATALOG_SERVICE_NAME } from './app.module.js';
import { loadCatalogConfig } from './config.js';

/** Boots the catalog service from an environment: main.ts passes the process's, tests their own. */
export function startCatalog(env: NodeJS.ProcessEnv = process.env): Promise<INestApplication> {
  const config = loadCatalogConfig(env);
  return startService(AppModule.forRoot(config), {
    name: CATALOG_SERVICE_NAME,
    natsUrl: config.NATS_URL,
    natsCredentials: natsCredentialsOf(config),
    httpPort: config.CATALOG_HTTP_PORT,
    logger: createLogger(CATALOG_SERVICE_NAME, config.LOG_LEVEL),
  });
}
