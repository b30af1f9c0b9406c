export interface PollOptions {
  timeoutMs?: number;
  intervalMs?: number;
  description?: string;
  /** Errors of this class end the wait at once instead of being retried. */
  abortOn?: new (...args: never[]) => Error;
}

/** Polls `probe` until it returns a value other than undefined; tests wait for outcomes, never for time. */
export async function pollUntil<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  options: PollOptions = {},
): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      if (options.abortOn && error instanceof options.abortOn) throw error;
      lastError = error;
    }
    if (Date.now() > deadline) {
      const reason = lastError instanceof Error ? `; last error: ${lastError.message}` : '';
      throw new Error(`Timed out waiting for ${options.description ?? 'condition'}${reason}`);
    }
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 100));
  }
}
