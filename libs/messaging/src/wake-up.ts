/**
 * A loop's pause that `wake()` ends early. A wake that comes while the loop is busy is kept,
 * so the next `sleep` returns at once: no work announced mid-pass waits for the next poll.
 */
export class WakeUp {
  private pending = false;
  private resolveSleep: (() => void) | undefined;

  wake(): void {
    this.pending = true;
    this.resolveSleep?.();
  }

  /** Forgets earlier wakes: call before a pass that will see everything announced so far. */
  clear(): void {
    this.pending = false;
  }

  /** Resolves true when woken (now or by a wake kept from before), false when `ms` ran out. */
  sleep(ms: number): Promise<boolean> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const done = (woken: boolean) => {
        clearTimeout(timer);
        this.resolveSleep = undefined;
        this.pending = false;
        resolve(woken);
      };
      const timer = setTimeout(() => done(false), ms);
      this.resolveSleep = () => done(true);
    });
  }
}
