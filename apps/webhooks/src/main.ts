import 'reflect-metadata';
import { createLogger } from '@reelsmith/config';
import { startService, natsCredentialsOf } from '@reelsmith/messaging';
import { AppModule, WEBHOOKS_SERVICE_NAME } from './app.module.js';
import { loadWebhooksConfig } from './config.js';

const config = loadWebhooksConfig();
const logger = createLogger(WEBHOOKS_SERVICE_NAME, config.LOG_LEVEL);

await startService(AppModule.forRoot(config), {
  name: WEBHOOKS_SERVICE_NAME,
  natsUrl: config.NATS_URL,
  natsCredentials: natsCredentialsOf(config),
  httpPort: config.WEBHOOKS_HTTP_PORT,
  logger,
});
