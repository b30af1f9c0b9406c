import { TokenLeases, type Lease, type LeaseLimits } from './token-leases.js';

/** The shared bucket as the gateway's upsert keeps it (GCRA), on a clock the test moves. */
class FakeBucketStore {
  readonly calls: Array<{ want: number; giveBack: number }> = [];
  private readonly tats = new Map<string, number>();
  nowMs = 0;

  constructor(private readonly limits: LeaseLimits) {}

  lease = async (key: string, want: number, giveBack: number): Promise<Lease> => {
    this.calls.push({ want, giveBack });
    const interval = 1 / this.limits.ratePerSecond;
    const now = this.nowMs / 1000;
    const base = Math.max((this.tats.get(key) ?? now) - giveBack * interval, now);
    const available = Math.floor((this.limits.burst * interval - (base - now)) / interval + 1e-9);
    const granted = Math.min(want, Math.max(0, available));
    this.tats.set(key, base + granted * interval);
    return { granted, tat: base + granted * interval, now };
  };

  replica(): TokenLeases {
    return new TokenLeases(this.lease, this.limits, () => this.nowMs);
  }
}

async function allowedOf(leases: TokenLeases, requests: number): Promise<number> {
  let allowed = 0;
  for (let i = 0; i < requests; i += 1) if ((await leases.take('key')).allowed) allowed += 1;
  return allowed;
}

describe(TokenLeases.name, () => {
  it('spends a burst from leases of a tenth of it, one store round trip each', async () => {
    const store = new FakeBucketStore({ ratePerSecond: 50, burst: 100 });
    const leases = store.replica();
    expect(await allowedOf(leases, 101)).toBe(100);
    expect(store.calls.filter((call) => call.want === 10)).toHaveLength(11);
  });

  it('lets replicas sharing a bucket together allow no more than it holds', async () => {
    const store = new FakeBucketStore({ ratePerSecond: 0.1, burst: 40 });
    const [first, second] = [store.replica(), store.replica()];
    let allowed = 0;
    for (let i = 0; i < 30; i += 1) {
      for (const replica of [first, second]) if ((await replica.take('key')).allowed) allowed += 1;
    }
    expect(allowed).toBe(40);
  });

  it('reports what is left in the bucket, counting its own unspent tokens as left', async () => {
    const store = new FakeBucketStore({ ratePerSecond: 10, burst: 100 });
    const leases = store.replica();
    expect(await leases.take('key')).toMatchObject({ allowed: true, limit: 100, remaining: 99, resetSeconds: 1 });
    for (let i = 0; i < 98; i += 1) await leases.take('key');
    expect(await leases.take('key')).toMatchObject({ remaining: 0, resetSeconds: 10 });
  });

  it('refuses with Retry-After, without asking the store again until a token is due', async () => {
    const store = new FakeBucketStore({ ratePerSecond: 0.5, burst: 2 });
    const leases = store.replica();
    await allowedOf(leases, 2);
    expect(await leases.take('key')).toMatchObject({ allowed: false, remaining: 0, retryAfterSeconds: 2 });
    const asked = store.calls.length;
    store.nowMs += 1_000;
    expect(await leases.take('key')).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    expect(store.calls).toHaveLength(asked);
    store.nowMs += 1_000;
    expect((await leases.take('key')).allowed).toBe(true);
  });

  it('stops spending a lease once its tokens would have flowed back, and gives them back', async () => {
    const store = new FakeBucketStore({ ratePerSecond: 1, burst: 100 });
    const leases = store.replica();
    await allowedOf(leases, 95);
    store.nowMs += 10_001; // the last lease (10 tokens, 5 unspent) lasts 10 s
    await leases.take('key');
    expect(store.calls.at(-1)).toEqual({ want: 10, giveBack: 5 });
  });

  it('asks the store once for requests that arrive together', async () => {
    const store = new FakeBucketStore({ ratePerSecond: 50, burst: 100 });
    const leases = store.replica();
    const decisions = await Promise.all(Array.from({ length: 10 }, () => leases.take('key')));
    expect(decisions.every((decision) => decision.allowed)).toBe(true);
    expect(store.calls).toHaveLength(1);
  });

  it('passes a store failure to every waiting request, and asks again for the next', async () => {
    const store = new FakeBucketStore({ ratePerSecond: 50, burst: 100 });
    let failing = true;
    const leases = new TokenLeases(
      async (key, want, giveBack) => {
        if (failing) throw new Error('database down');
        return store.lease(key, want, giveBack);
      },
      { ratePerSecond: 50, burst: 100 },
      () => store.nowMs,
    );
    const outcomes = await Promise.allSettled([leases.take('key'), leases.take('key')]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    failing = false;
    expect((await leases.take('key')).allowed).toBe(true);
  });
});
