import { ServiceHarness } from '@reelsmith/testing';
import { startVideos as startVideosApp } from '../src/start.js';
import { VIDEOS_SERVICE_NAME } from '../src/app.module.js';

/** The videos service in-process (libs/testing ServiceHarness). */
export function startVideos(env: Record<string, string> = {}): Promise<ServiceHarness> {
  return ServiceHarness.start({
    name: VIDEOS_SERVICE_NAME,
    databaseEnv: 'VIDEOS_DATABASE',
    portEnv: 'VIDEOS_HTTP_PORT',
    env,
    start: startVideosApp,
  });
}
