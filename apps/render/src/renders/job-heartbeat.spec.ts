import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { startHeartbeat } from './job-heartbeat.js';

describe(startHeartbeat.name, () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('extends the deadline while the job runs, and never again once it is abandoned', () => {
    const extend = jest.fn();
    const abandon = new AbortController();
    const stop = startHeartbeat(extend, { intervalMs: 5_000, budgetMs: 600_000, signal: abandon.signal });

    jest.advanceTimersByTime(15_000);
    expect(extend).toHaveBeenCalledTimes(3);
    abandon.abort();
    jest.advanceTimersByTime(60_000);
    expect(extend).toHaveBeenCalledTimes(3);
    stop();
  });

  it('stops once the job has run past its budget, and says so', () => {
    const extend = jest.fn();
    const overBudget = jest.fn();
    startHeartbeat(extend, {
      intervalMs: 5_000,
      budgetMs: 12_000,
      signal: new AbortController().signal,
      onOverBudget: overBudget,
    });

    jest.advanceTimersByTime(120_000);
    expect(extend).toHaveBeenCalledTimes(2);
    expect(overBudget).toHaveBeenCalledTimes(1);
  });
});
