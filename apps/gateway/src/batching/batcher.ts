/**
 * Answers each key's value, or the Error that key alone failed with, in the keys' order. A
 * rejection fails every key of the batch.
 */
export type LoadBatch<Key, Value> = (keys: Key[]) => Promise<Array<Value | Error>>;

interface Caller<Key, Value> {
  key: Key;
  resolve(value: Value): void;
  reject(error: unknown): void;
}

/**
 * Gathers the loads asked for while the event loop handles one round of I/O into one call of
 * `loadBatch` (DataLoader's idea): requests read from several sockets in the same round share one
 * round trip downstream. The batch goes out in `setImmediate`, right after that round, so no
 * timer is waited on: a lone load goes out as soon as it would have without the batcher. A batch
 * that reaches `maxBatchSize` goes out at once, and the next load starts another.
 */
export class Batcher<Key, Value> {
  private queue: Array<Caller<Key, Value>> = [];

  constructor(
    private readonly loadBatch: LoadBatch<Key, Value>,
    private readonly maxBatchSize: number,
  ) {}

  load(key: Key): Promise<Value> {
    return new Promise<Value>((resolve, reject) => {
      this.queue.push({ key, resolve, reject });
      if (this.queue.length >= this.maxBatchSize) this.dispatch();
      else if (this.queue.length === 1) setImmediate(() => this.dispatch());
    });
  }

  private dispatch(): void {
    const batch = this.queue;
    // Already gone out when it reached the maximum size.
    if (batch.length === 0) return;
    this.queue = [];
    void this.settle(batch);
  }

  private async settle(batch: Array<Caller<Key, Value>>): Promise<void> {
    let results: Array<Value | Error>;
    try {
      results = await this.loadBatch(batch.map((caller) => caller.key));
      if (results.length !== batch.length) {
        throw new Error(`a batch of ${batch.length} keys was answered with ${results.length} results`);
      }
    } catch (error) {
      for (const caller of batch) caller.reject(error);
      return;
    }
    batch.forEach((caller, index) => {
      const result = results[index]!;
      if (result instanceof Error) caller.reject(result);
      else caller.resolve(result);
    });
  }
}
