import type { INestApplication } from '@nestjs/common';
import { createLogger } from '@reelsmith/config';
import { natsCredentialsOf, startService } from '@reelsmith/messaging';
import { AppModule, BILLING_SERVICE_NAME } from './app.module.js';
import { loadBillingConfig } from './config.js';

/**
 * Boots the billing service from an environment: main.ts passes the process's, tests their own
 * (and may hand it a logger whose lines they read).
 */
export function startBilling(
  env: NodeJS.ProcessEnv = process.env,
  logger?: ReturnType<typeof createLogger>,
): Promise<INestApplication> {
  const config = loadBillingConfig(env);
  return startService(AppModule.forRoot(config), {
    name: BILLING_SERVICE_NAME,
    natsUrl: config.NATS_URL,
    natsCredentials: natsCredentialsOf(config),
    httpPort: config.BILLING_HTTP_PORT,
    logger: logger ?? createLogger(BILLING_SERVICE_NAME, config.LOG_LEVEL),
  });
}
