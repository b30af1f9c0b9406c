import { z } from 'zod';

/** Raised at start-up when an environment variable is missing or malformed. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Validates the process environment against an app's schema once, at boot.
 * The first bad variable stops the app with a message naming it.
 */
export function loadEnv<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.output<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`);
  throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
}

/** `"true"` / `"false"` (any case) to a boolean; anything else is rejected. */
export const envBoolean = (fallback: boolean) =>
  z
    .enum(['true', 'false', 'TRUE', 'FALSE', 'True', 'False'])
    .default(fallback ? 'true' : 'false')
    .transform((value) => value.toLowerCase() === 'true');

export const envPort = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);

/** A PostgreSQL database name: plain lowercase identifier, so it never needs quoting. */
export const envDatabaseName = (fallback: string) =>
  z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .default(fallback);

export const envUrl = (fallback: string, protocols: readonly string[]) =>
  z
    .string()
    .default(fallback)
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.join(' or ')}//`,
    );

/** Settings every Reelsmith app reads. */
export const commonEnv = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NATS_URL: envUrl('nats://127.0.0.1:4222', ['nats:', 'tls:']),
  /**
   * The app's NATS user and password, when not in NATS_URL; or NATS_CREDS_FILE, a `.creds` file
   * (user JWT and nkey seed). One way only: libs/messaging refuses a mix at start.
   */
  NATS_USER: z.string().min(1).optional(),
  NATS_PASSWORD: z.string().min(1).optional(),
  NATS_CREDS_FILE: z.string().min(1).optional(),
  POSTGRES_URL: envUrl('postgres://postgres@127.0.0.1:5432', ['postgres:', 'postgresql:']),
  /**
   * `run`: create and migrate the app's database at start (its role owns it). `skip`: a runtime
   * role without DDL rights; the migration job (`node dist/migrate.js`) migrates beforehand.
   */
  DATABASE_MIGRATIONS: z.enum(['run', 'skip']).default('run'),
  /**
   * Seconds an event handed to an instance may go unacknowledged before JetStream hands it to
   * another: how long a crash delays the events it held. Handlers take milliseconds; render jobs
   * have their own, heartbeat-extended RENDER_ACK_WAIT.
   */
  EVENT_ACK_WAIT: z.coerce.number().int().min(2).max(3_600).default(30),
};

export const commonEnvSchema = z.object(commonEnv);
export type CommonEnv = z.output<typeof commonEnvSchema>;
