import { WakeUp } from './wake-up.js';

describe(WakeUp.name, () => {
  it('ends a sleep early when woken', async () => {
    const wakeUp = new WakeUp();
    const started = Date.now();
    const sleeping = wakeUp.sleep(60_000);
    wakeUp.wake();
    expect(await sleeping).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('keeps a wake that came while nobody slept, unless cleared', async () => {
    const wakeUp = new WakeUp();
    wakeUp.wake();
    expect(await wakeUp.sleep(60_000)).toBe(true);
    wakeUp.wake();
    wakeUp.clear();
    const started = Date.now();
    expect(await wakeUp.sleep(50)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(40);
  });
});
