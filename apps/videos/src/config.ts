import { z } from 'zod';
import { commonEnv, envDatabaseName, envPort, loadEnv } from '@reelsmith/config';

export const videosEnvSchema = z.object({
  ...commonEnv,
  VIDEOS_HTTP_PORT: envPort(3102),
  VIDEOS_DATABASE: envDatabaseName('reelsmith_videos'),
  /**
   * Seconds a render may go without progress, from when a worker took it, before the video
   * fails with `timeout`.
   */
  RENDER_STALL_TIMEOUT: z.coerce.number().int().min(5).max(86_400).default(300),
  /** Seconds a charged video may wait for a free render worker before it fails with `timeout`. */
  RENDER_QUEUE_TIMEOUT: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 86_400)
    .default(3_600),
  /** How often the watchdog looks for stalled videos, in seconds. */
  WATCHDOG_INTERVAL: z.coerce.number().min(0.5).max(3_600).default(15),
  /**
   * How many batch videos may wait in the render queue, untaken, at once: they are released
   * only when idle workers ask, and this bounds a burst of asks (docs/decisions/batches.md).
   */
  BATCH_RELEASE_AHEAD: z.coerce.number().int().min(1).max(1_000).default(4),
});

export type VideosConfig = z.output<typeof videosEnvSchema>;
export const VIDEOS_CONFIG = Symbol('VIDEOS_CONFIG');

export const loadVideosConfig = (env: NodeJS.ProcessEnv = process.env): VideosConfig => loadEnv(videosEnvSchema, env);
