import 'reflect-metadata';
import { createLogger } from '@reelsmith/config';
import { startService, natsCredentialsOf } from '@reelsmith/messaging';
import { AppModule, VIDEOS_SERVICE_NAME } from './app.module.js';
import { loadVideosConfig } from './config.js';

const config = loadVideosConfig();
const logger = createLogger(VIDEOS_SERVICE_NAME, config.LOG_LEVEL);

await startService(AppModule.forRoot(config), {
  name: VIDEOS_SERVICE_NAME,
  natsUrl: config.NATS_URL,
  natsCredentials: natsCredentialsOf(config),
  httpPort: config.VIDEOS_HTTP_PORT,
  logger,
});
