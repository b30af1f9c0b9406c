import 'reflect-metadata';
import { createLogger } from '@reelsmith/config';
import { startService, natsCredentialsOf } from '@reelsmith/messaging';
import { AppModule, BILLING_SERVICE_NAME } from './app.module.js';
import { loadBillingConfig } from './config.js';

const config = loadBillingConfig();
const logger = createLogger(BILLING_SERVICE_NAME, config.LOG_LEVEL);

await startService(AppModule.forRoot(config), {
  name: BILLING_SERVICE_NAME,
  natsUrl: config.NATS_URL,
  natsCredentials: natsCredentialsOf(config),
  httpPort: config.BILLING_HTTP_PORT,
  logger,
});
