/** What one attempt came back with. */
export interface AttemptResult {
  statusCode: number | null;
  /** Why no status code came back (timeout, refused, blocked…); null when one did. */
  error: string | null;
  /** The receiver's `Retry-After`, in seconds from now, when it sent one. */
  retryAfterSeconds: number | null;
}

export type NextStep = { status: 'succeeded' } | { status: 'failed' } | { status: 'pending'; delaySeconds: number };

/** A receiver may push the next attempt back, but not beyond a day. */
const MAX_RETRY_AFTER_SECONDS = 24 * 60 * 60;
/** Each delay is stretched or shrunk by up to this fraction, so retries of one outage spread out. */
const JITTER = 0.1;

/**
 * What follows attempt number `attempt` (1 for the first): a 2xx ends it well; 410 Gone, a
 * manual one-off retry, or a spent schedule end it as failed; anything else is tried again
 * after the schedule's delay (with jitter), or later if the receiver's Retry-After asks.
 */
export function nextStep(
  result: AttemptResult,
  attempt: number,
  delays: readonly number[],
  options: { finalAttempt: boolean; random?: () => number },
): NextStep {
  const status = result.statusCode;
  if (status !== null && status >= 200 && status < 300) return { status: 'succeeded' };
  if (status === 410 || options.finalAttempt || attempt > delays.length) return { status: 'failed' };
  const random = options.random ?? Math.random;
  const scheduled = delays[attempt - 1]! * (1 + JITTER * (2 * random() - 1));
  const asked = result.retryAfterSeconds === null ? 0 : Math.min(result.retryAfterSeconds, MAX_RETRY_AFTER_SECONDS);
  return { status: 'pending', delaySeconds: Math.max(scheduled, asked) };
}

/** `Retry-After` as seconds from `now`: delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, (date - now) / 1000);
}
