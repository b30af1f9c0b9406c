import type { INestApplication } from '@nestjs/common';
import { createLogger } from '@reelsmith/config';
import { natsCredentialsOf, startService } from '@reelsmith/messaging';
import { AppModule, VIDEOS_SERVICE_NAME } from './app.module.js';
import { loadVideosConfig } from './config.js';

/** Boots the videos service from an environment: main.ts passes the process's, tests their own. */
export function startVideos(env: NodeJS.ProcessEnv = process.env): Promise<INestApplication> {
  const config = loadVideosConfig(env);
  return startService(AppModule.forRoot(config), {
    name: VIDEOS_SERVICE_NAME,
    natsUrl: config.NATS_URL,
    natsCredentials: natsCredentialsOf(config),
    httpPort: config.VIDEOS_HTTP_PORT,
    logger: createLogger(VIDEOS_SERVICE_NAME, config.LOG_LEVEL),
  });
}
