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
    RATE_LIMIT_PER_SECOND: z.coerce.number().positive().default(50),
    RATE_LIMIT_BURST: z.coerce.number().int().min(1).default(100),
    /** Per client address: requests to routes without a key, and failed authentications. */
    UNAUTHENTICATED_RATE_LIMIT_PER_SECOND: z.coerce.number().int().min(1).default(10),
    UNAUTHENTICATED_RATE_LIMIT_BURST: z.coerce.number().int().min(1).default(50),
    /**
     * Addresses or CIDR ranges of the proxies in front of the gateway, comma-separated. Only
     * their X-Forwarded-For is believed; by default nobody's is.
     */
    TRUSTED_PROXIES: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter((entry) => entry.length > 0),
      ),
    /** How often keys older than 24 h are deleted from the idempotency store. */
    IDEMPOTENCY_PURGE_INTERVAL_MS: z.coerce.number().int().min(100).default(3_600_000),
    /** A request (headers and body) that has not fully arrived after this long is cut off. */
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    /** Still previews one account may have in flight through this gateway; more answer 429. */
    PREVIEW_CONCURRENCY_PER_ACCOUNT: z.coerce.number().int().min(1).max(100).default(4),
    /** Product imports one account may have in flight through this gateway; more answer 429. */
    IMPORT_CONCURRENCY_PER_ACCOUNT: z.coerce.number().int().min(1).max(100).default(2),
    /** How long a service may take to answer before the gateway answers 503. */
    SERVICE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    /** The built dashboard served at `/`; default: the dist/ of the `@reelsmith/web` package. */
    WEB_DIST_DIR: z.string().min(1).optional(),
  })
  .refine(storageSettingsAreComplete, STORAGE_INCOMPLETE)
  .refine((env) => env.NODE_ENV !== 'production' || env.ADMIN_TOKEN !== undefined, {
    path: ['ADMIN_TOKEN'],
    message: 'is required when NODE_ENV=production',
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.ADMIN_TOKEN === undefined || isStrongToken(env.ADMIN_TOKEN), {
    path: ['ADMIN_TOKEN'],
    message:
      'is a placeholder or too weak for NODE_ENV=production: use at least 128 random bits, e.g. `openssl rand -hex 32`',
  });

const PLACEHOLDER = /^(change[-_ ]?me|replace[-_ ]?me|changeit)|^(secret|password|admin|example|placeholder|token)$/i;

/**
 * Whether a token can be a production secret: not a placeholder left in a template, and at
 * least 128 bits by the estimate "length × log2(alphabet the token draws from)" — generous to
 * the token, so a rejected one is certainly weak.
 */
export function isStrongToken(token: string): boolean {
  if (PLACEHOLDER.test(token.trim())) return false;
  const distinct = new Set(token).size;
  if (distinct < 8) return false;
  let alphabet = 0;
  if (/[a-z]/.test(token)) alphabet += 26;
  if (/[A-Z]/.test(token)) alphabet += 26;
  if (/[0-9]/.test(token)) alphabet += 10;
  if (/[^a-zA-Z0-9]/.test(token)) alphabet += 32;
  return token.length * Math.log2(alphabet) >= 128;
}

export type GatewayConfig = z.output<typeof gatewayEnvSchema>;
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

export const loadGatewayConfig = (env: NodeJS.ProcessEnv = process.env): GatewayConfig =>
  loadEnv(gatewayEnvSchema, env);
