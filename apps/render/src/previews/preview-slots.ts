import { ServiceError } from '@reelsmith/contracts';

/**
 * At most `running` previews render at once in this worker and at most `waiting` wait for a
 * turn; past that a preview is refused at once as `service_unavailable` (retryable), so a
 * burst cannot pile up work whose callers will have given up long before it runs.
 */
export class PreviewSlots {
  private active = 0;
  private readonly queue: Array<() => void> = [];

  constructor(
    private readonly running: number,
    private readonly waiting: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.running) {
      if (this.queue.length >= this.waiting) {
        throw new ServiceError('service_unavailable', 'Every render worker is busy with previews. Retry shortly.');
      }
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.active++;
    }
    try {
      return await work();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.active--;
    }
  }
}
