/** SQLSTATE classes and codes that mean "the database is unreachable right now", not a bug. */
const TRANSIENT_SQLSTATES = ['57P01', '57P02', '57P03', '53300'];
const TRANSIENT_NODE_CODES = ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'];
const TRANSIENT_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
];

/**
 * Whether an error comes from PostgreSQL being down or restarting. Callers answer such
 * errors as `service_unavailable` (retry later) instead of an internal error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const candidate = current as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (code.startsWith('08') || TRANSIENT_SQLSTATES.includes(code) || TRANSIENT_NODE_CODES.includes(code)) return true;
    if (
      typeof candidate.message === 'string' &&
      TRANSIENT_MESSAGES.some((pattern) => pattern.test(candidate.message as string))
    ) {
      return true;
    }
    current = candidate.driverError ?? candidate.cause;
  }
  return false;
}
