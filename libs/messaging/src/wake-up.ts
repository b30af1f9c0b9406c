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

  sleep(ms: number): Promise<void> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.resolveSleep = undefined;
        this.pending = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.resolveSleep = done;
    });
  }
}
