import { ConcurrencyLimit } from './concurrency-limit.js';

describe(ConcurrencyLimit.name, () => {
  it('runs at most its limit at once and the rest in the order they came, even when some fail', async () => {
    const limit = new ConcurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const releases: Array<() => void> = [];
    const tasks = Array.from({ length: 5 }, (_, index) =>
      limit.run(async () => {
        started.push(index);
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        if (index === 1) throw new Error('task 1 fails');
        return index;
      }),
    );
    const settled = Promise.allSettled(tasks);
    // Release each task as it starts, until all five have run.
    while (started.length < 5 || releases.length > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()?.();
    }
    const outcomes = await settled;
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
  });
});
