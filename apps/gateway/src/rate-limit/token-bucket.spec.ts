import { TokenBuckets } from './token-bucket.js';

describe(TokenBuckets.name, () => {
  it('allows a burst, then refuses until tokens flow back in', () => {
    let now = 0;
    const buckets = new TokenBuckets(50, 100, () => now);
    for (let i = 0; i < 100; i += 1) expect(buckets.take('key').allowed).toBe(true);
    const refused = buckets.take('key');
    expect(refused).toMatchObject({ allowed: false, remaining: 0, retryAfterSeconds: 1 });

    now += 20; // 20 ms at 50/s is one token
    expect(buckets.take('key').allowed).toBe(true);
    expect(buckets.take('key').allowed).toBe(false);
  });

  it('counts each key separately', () => {
    const buckets = new TokenBuckets(1, 1, () => 0);
    expect(buckets.take('a').allowed).toBe(true);
    expect(buckets.take('b').allowed).toBe(true);
    expect(buckets.take('a').allowed).toBe(false);
  });

  it('reports how long until the bucket is full again', () => {
    const buckets = new TokenBuckets(10, 100, () => 0);
    expect(buckets.take('key')).toMatchObject({ remaining: 99, resetSeconds: 1 });
  });
});
