import { WakeUp } from './wake-up.js';

describe(WakeUp.name, () => {
  it('ends a sleep early when woken', async () => {
    const wakeUp = new WakeUp();
    const started = Date.now();
    const sleeping = wakeUp.sleep(60_000);
    wakeUp.wake();
    await sleeping;
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('keeps a wake that came while nobody slept, unless cleared', async () => {
    const wakeUp = new WakeUp();
    wakeUp.wake();
    await wakeUp.sleep(60_000);
    wakeUp.wake();
    wakeUp.clear();
    const started = Date.now();
    await wakeUp.sleep(50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(40);
  });
});
