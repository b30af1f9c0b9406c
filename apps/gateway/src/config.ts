import { z } from 'zod';
import { commonEnv, envBoolean, envDatabaseName, envPort, envUrl, loadEnv } from '@reelsmith/config';
import { STORAGE_INCOMPLETE, storageEnv, storageSettingsAreComplete } from '@reelsmith/storage';

export const gatewayEnvSchema = z
  .object({
    ...commonEnv,
    ...storageEnv,
    GATEWAY_PORT: envPort(3000),
    GATEWAY_DATABASE: envDatabaseName('reelsmith_gateway'),
    PUBLIC_BASE_URL: envUrl('http://localhost:3000', ['http:', 'https:']),
    ADMIN_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    ALLOW_PRIVATE_URLS: envBoolean(false),
    RATE_LIMIT_PER_SECOND: z.coerce.number().int().min(1).default(50),
    RATE_LIMIT_BURST: z.coerce.number().int().min(1).default(100),
    /** How long a service may take to answer before the gateway answers 503. */
    SERVICE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  })
  .refine(storageSettingsAreComplete, STORAGE_INCOMPLETE)
  .refine((env) => env.NODE_ENV !== 'production' || env.ADMIN_TOKEN !== undefined, {
    path: ['ADMIN_TOKEN'],
    message: 'is required when NODE_ENV=production',
  });

export type GatewayConfig = z.output<typeof gatewayEnvSchema>;
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

export const loadGatewayConfig = (env: NodeJS.ProcessEnv = process.env): GatewayConfig =>
  loadEnv(gatewayEnvSchema, env);
