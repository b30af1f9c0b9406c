export interface HeartbeatOptions {
  intervalMs: number;
  /** The job's budget: past it the beats stop for good. */
  budgetMs: number;
  /** Aborted when the job is abandoned: the beats stop at once. */
  signal: AbortSignal;
  onOverBudget?: () => void;
}

/**
 * Beats for a job (`extend` restarts its ack deadline) while it is worked on, and stops for
 * good once it is abandoned or has run past its budget, so a job stuck where no timeout reaches
 * (an upload that never ends) goes back to JetStream after the ack deadline, and on to the dead
 * letters once it has used up its deliveries. Returns the function that stops it when the job ends.
 */
export function startHeartbeat(extend: () => void, options: HeartbeatOptions): () => void {
  const { signal } = options;
  const beats = setInterval(extend, options.intervalMs);
  const stop = () => {
    clearInterval(beats);
    clearTimeout(budget);
    signal.removeEventListener('abort', stop);
  };
  const budget = setTimeout(() => {
    stop();
    options.onOverBudget?.();
  }, options.budgetMs);
  signal.addEventListener('abort', stop, { once: true });
  if (signal.aborted) stop();
  return stop;
}
