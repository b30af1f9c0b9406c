import { ServiceError } from '@reelsmith/contracts';

interface Waiter {
  account: string;
  start: () => void;
  refuse: (error: ServiceError) => void;
}

const busy = () => new ServiceError('service_unavailable', 'Every render worker is busy with previews. Retry shortly.');

/**
 * At most `running` previews render at once in this worker and at most `waiting` wait for a
 * turn; past that a preview is refused as `service_unavailable` (retryable), so a burst cannot
 * pile up work whose callers will have given up long before it runs.
 *
 * Accounts take turns: a freed slot goes to the waiting account with the fewest previews
 * running here (round robin among equals), and when the queue is full an account
 * holding fewer places than the busiest one takes the busiest one's newest place, which is
 * refused instead. So a few accounts at their gateway limit cannot keep another one out.
 */
export class PreviewSlots {
  private readonly active = new Map<string, number>();
  private readonly queue: Waiter[] = [];
  /** When each account with places here last started a preview (round robin among equals). */
  private readonly lastTurn = new Map<string, number>();
  private activeTotal = 0;
  private turns = 0;

  constructor(
    private readonly running: number,
    private readonly waiting: number,
  ) {}

  async run<T>(account: string, work: () => Promise<T>): Promise<T> {
    if (this.activeTotal < this.running && this.queue.length === 0) this.enter(account);
    else await this.waitForTurn(account);
    try {
      return await work();
    } finally {
      this.leave(account);
    }
  }

  private waitForTurn(account: string): Promise<void> {
    if (this.queue.length >= this.waiting && !this.shedForNewcomer(account)) return Promise.reject(busy());
    // In arrival order, so the first waiter found among equals is the one waiting longest.
    return new Promise<void>((start, refuse) => {
      this.queue.push({ account, start, refuse });
    });
  }

  /** Refuses the busiest account's newest waiter when that account holds more places than `account` would. */
  private shedForNewcomer(account: string): boolean {
    let victim: Waiter | undefined;
    for (const waiter of this.queue) {
      if (!victim || this.places(waiter.account) > this.places(victim.account)) victim = waiter;
      else if (waiter.account === victim.account) victim = waiter;
    }
    if (!victim || this.places(victim.account) <= this.places(account) + 1) return false;
    this.queue.splice(this.queue.indexOf(victim), 1);
    victim.refuse(busy());
    return true;
  }

  private places(account: string): number {
    return (this.active.get(account) ?? 0) + this.queue.filter((waiter) => waiter.account === account).length;
  }

  private enter(account: string): void {
    this.active.set(account, (this.active.get(account) ?? 0) + 1);
    this.lastTurn.set(account, this.turns++);
    this.activeTotal++;
  }

  private leave(account: string): void {
    const left = (this.active.get(account) ?? 1) - 1;
    if (left === 0) this.active.delete(account);
    else this.active.set(account, left);
    if (left === 0 && !this.queue.some((waiter) => waiter.account === account)) this.lastTurn.delete(account);
    this.activeTotal--;
    const next = this.nextWaiter();
    if (!next) return;
    this.queue.splice(this.queue.indexOf(next), 1);
    this.enter(next.account);
    next.start();
  }

  /**
   * The first waiter of the account with the fewest previews running here; among equals, the
   * account whose last turn is oldest (one that never had a turn first), then arrival order.
   */
  private nextWaiter(): Waiter | undefined {
    let next: Waiter | undefined;
    for (const waiter of this.queue) if (!next || this.goesBefore(waiter.account, next.account)) next = waiter;
    return next;
  }

  private goesBefore(account: string, other: string): boolean {
    const running = this.active.get(account) ?? 0;
    const otherRunning = this.active.get(other) ?? 0;
    if (running !== otherRunning) return running < otherRunning;
    return (this.lastTurn.get(account) ?? -1) < (this.lastTurn.get(other) ?? -1);
  }
}
