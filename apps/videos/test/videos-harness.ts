import { createLogger } from '@reelsmith/config';
import { startService } from '@reelsmith/messaging';
import { ServiceHarness } from '@reelsmith/testing';
import { AppModule, VIDEOS_SERVICE_NAME } from '../src/app.module.js';
import { loadVideosConfig } from '../src/config.js';

/** The videos service in-process (libs/testing ServiceHarness). */
export function startVideos(env: Record<string, string> = {}): Promise<ServiceHarness> {
  return ServiceHarness.start({
    name: VIDEOS_SERVICE_NAME,
    databaseEnv: 'VIDEOS_DATABASE',
    portEnv: 'VIDEOS_HTTP_PORT',
    env,
    start: (startEnv) => {
      const config = loadVideosConfig(startEnv);
      return startService(AppModule.forRoot(config), {
        name: VIDEOS_SERVICE_NAME,
        natsUrl: config.NATS_URL,
        httpPort: config.VIDEOS_HTTP_PORT,
        logger: createLogger(VIDEOS_SERVICE_NAME, 'silent'),
      });
    },
  });
}
