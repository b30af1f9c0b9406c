import { ReelsmithError } from '../errors.js';
import { sleep } from '../transport.js';

export interface WaitOptions {
  /** How long to wait for it to end; default 10 minutes. */
  timeoutMs?: number;
  /** How often to look; default 2 s. */
  intervalMs?: number;
  signal?: AbortSignal;
}

/**
 * Retrieves `what` until `ended` says so, then resolves with it; rejects with a `wait_timeout`
 * ReelsmithError when it has not ended in time.
 */
export async function waitUntilEnded<T extends { status: string }>(
  what: string,
  retrieve: (signal?: AbortSignal) => Promise<T>,
  ended: (resource: T) => boolean,
  { timeoutMs = 600_000, intervalMs = 2_000, signal }: WaitOptions,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const resource = await retrieve(signal);
    if (ended(resource)) return resource;
    const left = deadline - Date.now();
    if (left <= 0) {
      throw new ReelsmithError(0, {
        type: 'wait_timeout',
        message: `${what} was still ${resource.status} after ${timeoutMs} ms.`,
      });
    }
    await sleep(Math.min(intervalMs, left), signal);
  }
}
