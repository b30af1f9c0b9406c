import { z } from 'zod';
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
    /** Where renders write their scratch files. */
    RENDER_WORK_DIR: z.string().min(1).optional(),
  })
  .refine(storageSettingsAreComplete, STORAGE_INCOMPLETE);

export type RenderConfig = z.output<typeof renderEnvSchema>;
export const RENDER_CONFIG = Symbol('RENDER_CONFIG');

export const loadRenderConfig = (env: NodeJS.ProcessEnv = process.env): RenderConfig => loadEnv(renderEnvSchema, env);
