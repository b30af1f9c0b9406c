import type { INestApplication } from '@nestjs/common';
import { createLogger } from '@reelsmith/config';
import { natsCredentialsOf, startService } from '@reelsmith/messaging';
import { AppModule, WEBHOOKS_SERVICE_NAME } from './app.module.js';
import { loadWebhooksConfig } from './config.js';

/** Boots the webhooks service from an environment: main.ts passes the process's, tests their own. */
export function startWebhooks(env: NodeJS.ProcessEnv = process.env): Promise<INestApplication> {
  const config = loadWebhooksConfig(env);
  return startService(AppModule.forRoot(config), {
    name: WEBHOOKS_SERVICE_NAME,
    natsUrl: config.NATS_URL,
    natsCredentials: natsCredentialsOf(config),
    httpPort: config.WEBHOOKS_HTTP_PORT,
    logger: createLogger(WEBHOOKS_SERVICE_NAME, config.LOG_LEVEL),
  });
}
