export type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

/**
 * Calls `run` once typing pauses for `delayMs`, with the newest argument only; a newer call
 * aborts the one in flight, and an answer overtaken by a newer call is never delivered.
 */
export class LatestCall<A, R> {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private controller: AbortController | undefined;

  constructor(
    private readonly run: (argument: A, signal: AbortSignal) => Promise<R>,
    private readonly deliver: (outcome: Outcome<R>) => void,
    private readonly delayMs: number,
  ) {}

  schedule(argument: A): void {
    this.cancel();
    const controller = new AbortController();
    this.controller = controller;
    this.timer = setTimeout(() => {
      this.run(argument, controller.signal).then(
        (value) => controller.signal.aborted || this.deliver({ ok: true, value }),
        (error: unknown) => controller.signal.aborted || this.deliver({ ok: false, error }),
      );
    }, this.delayMs);
  }

  /** Forgets the pending call and the one in flight. */
  cancel(): void {
    clearTimeout(this.timer);
    this.controller?.abort();
  }
}
