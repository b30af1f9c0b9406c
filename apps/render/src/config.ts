import { accessSync, constants, statSync } from 'node:fs';
import { z } from 'zod';
import { OUTPUT_PROFILES } from '@reelsmith/contracts';
import { commonEnv, envBoolean, envPort, loadEnv } from '@reelsmith/config';
import { STORAGE_INCOMPLETE, storageEnv, storageSettingsAreComplete } from '@reelsmith/storage';

export const renderEnvSchema = z
  .object({
    ...commonEnv,
    ...storageEnv,
    RENDER_HTTP_PORT: envPort(3105),
    ALLOW_PRIVATE_URLS: envBoolean(false),
    /**
     * Seconds a worker may go without a heartbeat before JetStream gives its job to another
     * worker. Workers beat every few seconds while rendering, so this bounds how long a
     * killed worker's job waits.
     */
    RENDER_ACK_WAIT: z.coerce.number().int().min(2).max(3_600).default(60),
    /**
     * Deliveries of one render job before JetStream gives up on it and the video fails
     * (`render_failed`): a job that crashed or failed that many workers is poison.
     */
    RENDER_MAX_DELIVER: z.coerce.number().int().min(1).max(100).default(3),
    /** ffmpeg's budget per render: this many seconds, plus RENDER_FFMPEG_TIMEOUT_PER_SECOND per second of video. */
    RENDER_FFMPEG_TIMEOUT_BASE: z.coerce.number().min(1).max(86_400).default(60),
    RENDER_FFMPEG_TIMEOUT_PER_SECOND: z.coerce.number().min(0).max(3_600).default(10),
    /**
     * Seconds each run of espeak-ng may take, plus one per second of video, and the
     * budget of the ffmpeg capability check at start.
     */
    RENDER_TOOL_TIMEOUT: z.coerce.number().min(1).max(3_600).default(30),
    /**
     * The CPU priority (`nice`, 0–19) of full renders' ffmpeg: a render is a batch job, so
     * still previews (waited for by a person) and the other services go first on shared cores.
     */
    RENDER_NICENESS: z.coerce.number().int().min(0).max(19).default(10),
    /** Still previews rendered at once by one worker, and how many more may wait for a turn. */
    PREVIEW_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
    PREVIEW_QUEUE: z.coerce.number().int().min(0).max(1_000).default(8),
    /** Seconds a product picture downloaded for previews is reused, and the cache's size on disk. */
    PREVIEW_IMAGE_CACHE_TTL: z.coerce.number().int().min(0).max(86_400).default(600),
    PREVIEW_IMAGE_CACHE_MB: z.coerce.number().int().min(1).max(100_000).default(256),
    /**
     * A folder of ONNX voices (Piper or Kokoro), one folder per voice (docs/decisions/voices.md):
     * each becomes the voice `neural-<folder>`. None by default: no weights ship with Reelsmith.
     */
    VOICE_MODELS_DIR: z.string().min(1).refine(isReadableDirectory, 'must be a readable directory').optional(),
    /** Seconds between an idle worker's asks for batch work (docs/decisions/batches.md). */
    RENDER_IDLE_ASK_INTERVAL: z.coerce.number().min(0.1).max(60).default(1),
    /** Where renders write their scratch files. */
    RENDER_WORK_DIR: z.string().min(1).optional(),
    /** Megabytes of decoded music kept on the scratch disk, a track per file (sound/music-cache.ts). */
    RENDER_MUSIC_CACHE_MB: z.coerce.number().int().min(1).max(100_000).default(512),
    /**
     * Tests only: a publish profile whose checks are made to fail (its output is expected at
     * 29 fps), so a test can show a failed check failing the video and refunding it. Refused
     * at boot unless NODE_ENV is `test`: no other build can break a profile.
     */
    RENDER_TEST_BROKEN_PROFILE: z.enum(OUTPUT_PROFILES).optional(),
  })
  .refine(storageSettingsAreComplete, STORAGE_INCOMPLETE)
  .refine((env) => env.RENDER_TEST_BROKEN_PROFILE === undefined || env.NODE_ENV === 'test', {
    message: 'RENDER_TEST_BROKEN_PROFILE is for tests only (NODE_ENV=test)',
    path: ['RENDER_TEST_BROKEN_PROFILE'],
  });

function isReadableDirectory(path: string): boolean {
  try {
    accessSync(path, constants.R_OK | constants.X_OK);
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

export type RenderConfig = z.output<typeof renderEnvSchema>;
export const RENDER_CONFIG = Symbol('RENDER_CONFIG');

export const loadRenderConfig = (env: NodeJS.ProcessEnv = process.env): RenderConfig => loadEnv(renderEnvSchema, env);
