import { runTogether } from './run-together.js';

/** A task that ends when told to, or rejects with its signal's reason when aborted. */
function waiting() {
  let finish!: () => void;
  let ended = false;
  const task = (signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      finish = resolve;
      signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
    }).finally(() => {
      ended = true;
    });
  return { task, finish: () => finish(), ended: () => ended };
}

describe(runTogether.name, () => {
  it('resolves once every task has', async () => {
    const a = waiting();
    const b = waiting();
    const together = runTogether([a.task, b.task]);
    a.finish();
    await Promise.resolve();
    b.finish();
    await expect(together).resolves.toBeUndefined();
    expect(a.ended() && b.ended()).toBe(true);
  });

  it('aborts the others when one fails and rejects with that failure once all have ended', async () => {
    const other = waiting();
    const failure = new Error('ffmpeg exited with 1');
    const together = runTogether([other.task, () => Promise.reject(failure)]);
    await expect(together).rejects.toBe(failure);
    expect(other.ended()).toBe(true);
  });

  it("aborts every task when the caller's signal does", async () => {
    const controller = new AbortController();
    const a = waiting();
    const b = waiting();
    const together = runTogether([a.task, b.task], controller.signal);
    controller.abort();
    await expect(together).rejects.toThrow('aborted');
    expect(a.ended() && b.ended()).toBe(true);
  });
});
