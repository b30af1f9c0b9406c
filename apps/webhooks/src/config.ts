import { z } from 'zod';
import { commonEnv, envBoolean, envDatabaseName, envPort, envUrl, loadEnv } from '@reelsmith/config';

/** Svix's schedule, ≈ 27.6 h after the first try (docs/decisions/webhooks.md). */
const DEFAULT_RETRY_DELAYS = '5,300,1800,7200,18000,36000,36000';

/** `5,300,1800` → seconds after each failed attempt; fractions allowed (tests use short ones). */
const retryDelays = z
  .string()
  .default(DEFAULT_RETRY_DELAYS)
  .transform((value, context) => {
    const delays = value.split(',').map((part) => Number(part.trim()));
    if (delays.some((delay) => !Number.isFinite(delay) || delay < 0 || delay > 7 * 86_400) || delays.length > 20) {
      context.addIssue({ code: 'custom', message: 'must be up to 20 comma-separated seconds, each 0 to 604800' });
      return z.NEVER;
    }
    return delays;
  });

export const webhooksEnvSchema = z.object({
  ...commonEnv,
  WEBHOOKS_HTTP_PORT: envPort(3106),
  WEBHOOKS_DATABASE: envDatabaseName('reelsmith_webhooks'),
  /** The gateway's public address: the base of the file URLs in the video records sent. */
  PUBLIC_BASE_URL: envUrl('http://localhost:3000', ['http:', 'https:']),
  /** Deliver to private, loopback and link-local addresses too (tests, local development). */
  ALLOW_PRIVATE_URLS: envBoolean(false),
  /** Seconds after each failed attempt before the next; the schedule's length is the retry count. */
  WEBHOOK_RETRY_DELAYS: retryDelays,
  /** An attempt that has no 2xx answer within this many seconds has failed. */
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(60).default(15),
  /** Attempts in flight at once in one replica, over every receiver. */
  WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(1_000).default(64),
  /** Attempts in flight at once in one replica to one receiver (scheme, host and port). */
  WEBHOOK_TARGET_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  /**
   * Attempts in flight at once in one replica for one account, over all its receivers: an
   * account pointing endpoints at many names of one slow server cannot fill every slot.
   */
  WEBHOOK_ACCOUNT_CONCURRENCY: z.coerce.number().int().min(1).max(1_000).default(16),
  /**
   * Of `WEBHOOK_CONCURRENCY`, the slots kept for accounts with no attempt in flight: accounts
   * whose receivers hang can fill the rest, and take one each of these. By default a quarter;
   * at most all but one.
   */
  WEBHOOK_RESERVED_SLOTS: z.coerce.number().int().min(0).max(999).optional(),
  /** After this many attempts in a row that got no answer in time, an endpoint's attempts get… */
  WEBHOOK_SLOW_ENDPOINT_TIMEOUTS: z.coerce.number().int().min(1).max(1_000).default(3),
  /** …this many seconds instead of `WEBHOOK_TIMEOUT_SECONDS`, until one gets an answer. */
  WEBHOOK_SLOW_ENDPOINT_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(60).default(5),
  /**
   * An endpoint whose every attempt has failed for this many seconds, and at least
   * `WEBHOOK_DISABLE_AFTER_FAILURES` in a row, is disabled (Stripe's three days).
   */
  WEBHOOK_DISABLE_AFTER_SECONDS: z.coerce
    .number()
    .min(0)
    .max(90 * 86_400)
    .default(3 * 86_400),
  WEBHOOK_DISABLE_AFTER_FAILURES: z.coerce.number().int().min(1).max(100_000).default(20),
  /**
   * Seconds between looks at the schedule when nothing wakes the sender; new deliveries wake it
   * at once, so this only bounds how late a due retry from another replica can be noticed.
   */
  WEBHOOK_POLL_INTERVAL: z.coerce.number().min(0.05).max(60).default(1),
});

export type WebhooksConfig = z.output<typeof webhooksEnvSchema>;
export const WEBHOOKS_CONFIG = Symbol('WEBHOOKS_CONFIG');

export const loadWebhooksConfig = (env: NodeJS.ProcessEnv = process.env): WebhooksConfig =>
  loadEnv(webhooksEnvSchema, env);
