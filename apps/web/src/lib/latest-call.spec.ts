import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { LatestCall, type Outcome } from './latest-call.js';

describe(LatestCall.name, () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  /** A call whose answers the test releases by hand, in any order. */
  function harness() {
    const pending: Array<{ argument: string; signal: AbortSignal; answer: (value: string) => void }> = [];
    const delivered: Outcome<string>[] = [];
    const call = new LatestCall<string, string>(
      (argument, signal) => new Promise((resolve) => pending.push({ argument, signal, answer: resolve })),
      (outcome) => delivered.push(outcome),
      400,
    );
    return { call, pending, delivered };
  }

  it('calls once, with the newest argument, after the pause', () => {
    const { call, pending } = harness();
    call.schedule('a');
    jest.advanceTimersByTime(300);
    call.schedule('ab');
    jest.advanceTimersByTime(300);
    call.schedule('abc');
    expect(pending).toHaveLength(0);
    jest.advanceTimersByTime(400);
    expect(pending.map(({ argument }) => argument)).toEqual(['abc']);
  });

  it('keeps one call in flight: a newer argument waits for it, and only its answer is delivered', async () => {
    const { call, pending, delivered } = harness();
    call.schedule('old');
    jest.advanceTimersByTime(400);
    call.schedule('newer');
    jest.advanceTimersByTime(400);
    call.schedule('newest');
    jest.advanceTimersByTime(400);
    // The server is still making the first: nothing more is asked, and it is not aborted.
    expect(pending.map(({ argument, signal }) => [argument, signal.aborted])).toEqual([['old', false]]);
    pending[0]!.answer('old answer');
    await jest.runAllTimersAsync();
    expect(pending.map(({ argument }) => argument)).toEqual(['old', 'newest']);
    expect(delivered).toEqual([]);
    pending[1]!.answer('newest answer');
    await jest.runAllTimersAsync();
    expect(delivered).toEqual([{ ok: true, value: 'newest answer' }]);
  });

  it('delivers the answer in flight when nothing newer was scheduled', async () => {
    const { call, pending, delivered } = harness();
    call.schedule('only');
    jest.advanceTimersByTime(400);
    pending[0]!.answer('its answer');
    await jest.runAllTimersAsync();
    expect(delivered).toEqual([{ ok: true, value: 'its answer' }]);
  });

  it('aborts the call in flight on cancel and delivers nothing of it', async () => {
    const { call, pending, delivered } = harness();
    call.schedule('gone');
    jest.advanceTimersByTime(400);
    call.cancel();
    expect(pending[0]!.signal.aborted).toBe(true);
    pending[0]!.answer('late answer');
    await jest.runAllTimersAsync();
    expect(delivered).toEqual([]);
  });

  it('delivers a failure, and nothing after cancel', async () => {
    const delivered: Outcome<string>[] = [];
    const call = new LatestCall<string, string>(
      () => Promise.reject(new Error('refused')),
      (outcome) => delivered.push(outcome),
      10,
    );
    call.schedule('x');
    await jest.advanceTimersByTimeAsync(10);
    expect(delivered).toEqual([{ ok: false, error: new Error('refused') }]);
    call.schedule('y');
    call.cancel();
    await jest.advanceTimersByTimeAsync(10);
    expect(delivered).toHaveLength(1);
  });
});
