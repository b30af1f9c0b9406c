export type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

/**
 * Calls `run` once typing pauses for `delayMs`, with the newest argument only, one call at a
 * time: a newer argument waits for the call in flight to end and is then asked, and an answer
 * overtaken by a newer argument is never delivered. The call in flight is not aborted for a
 * newer one: aborting a request does not stop the work it started on the server, so a form
 * edited quickly would hold several previews there at once and meet the account's limit (429).
 */
export class LatestCall<A, R> {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private controller: AbortController | undefined;
  private inFlight = false;
  /** The argument to ask once the call in flight ends. */
  private waiting: { argument: A } | undefined;
  /** Counts schedules and cancels: an answer is delivered only if none came after its call. */
  private generation = 0;

  constructor(
    private readonly run: (argument: A, signal: AbortSignal) => Promise<R>,
    private readonly deliver: (outcome: Outcome<R>) => void,
    private readonly delayMs: number,
  ) {}

  schedule(argument: A): void {
    clearTimeout(this.timer);
    this.generation += 1;
    this.timer = setTimeout(() => {
      this.waiting = { argument };
      this.next();
    }, this.delayMs);
  }

  /** Forgets the pending call and aborts the one in flight. */
  cancel(): void {
    clearTimeout(this.timer);
    this.generation += 1;
    this.waiting = undefined;
    this.controller?.abort();
  }

  private next(): void {
    if (this.inFlight || !this.waiting) return;
    const { argument } = this.waiting;
    this.waiting = undefined;
    this.inFlight = true;
    const controller = new AbortController();
    this.controller = controller;
    const generation = this.generation;
    const settle = (outcome: Outcome<R>) => {
      this.inFlight = false;
      if (!controller.signal.aborted && generation === this.generation) this.deliver(outcome);
      this.next();
    };
    this.run(argument, controller.signal).then(
      (value) => settle({ ok: true, value }),
      (error: unknown) => settle({ ok: false, error }),
    );
  }
}
