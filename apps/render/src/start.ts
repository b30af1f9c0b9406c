import type { INestApplication } from '@nestjs/common';
import { createLogger } from '@reelsmith/config';
import { natsCredentialsOf, startService } from '@reelsmith/messaging';
import { AppModule, RENDER_SERVICE_NAME } from './app.module.js';
import { checkFfmpegCapabilities } from './composition/index.js';
import { loadRenderConfig } from './config.js';

/** Boots the render worker from an environment: main.ts passes the process's, tests their own. */
export async function startRender(env: NodeJS.ProcessEnv = process.env): Promise<INestApplication> {
  const config = loadRenderConfig(env);
  const logger = createLogger(RENDER_SERVICE_NAME, config.LOG_LEVEL);
  // A worker without the codecs and filters it needs would fail every job: refuse to start.
  await checkFfmpegCapabilities('ffmpeg', config.RENDER_TOOL_TIMEOUT * 1000).catch((error: unknown) => {
    logger.fatal({ err: error }, 'ffmpeg cannot render Reelsmith videos on this machine');
    throw error;
  });
  return startService(AppModule.forRoot(config), {
    name: RENDER_SERVICE_NAME,
    natsUrl: config.NATS_URL,
    natsCredentials: natsCredentialsOf(config),
    httpPort: config.RENDER_HTTP_PORT,
    logger,
  });
}
