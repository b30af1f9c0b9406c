import { Batcher, type LoadBatch } from './batcher.js';

/** A `loadBatch` that records each batch and answers every key with its upper case, or an Error for `missing*`. */
function recordingLoader(): { batches: string[][]; load: LoadBatch<string, string> } {
  const batches: string[][] = [];
  return {
    batches,
    load: (keys) => {
      batches.push(keys);
      return Promise.resolve(
        keys.map((key) => (key.startsWith('missing') ? new Error(`no ${key}`) : key.toUpperCase())),
      );
    },
  };
}

const nextRound = () => new Promise((resolve) => setImmediate(resolve));

describe(Batcher.name, () => {
  it('loads the keys asked for in the same round in one batch, in order, and answers each caller its own value', async () => {
    const loader = recordingLoader();
    const batcher = new Batcher(loader.load, 100);

    const values = await Promise.all(['a', 'b', 'c'].map((key) => batcher.load(key)));

    expect(values).toEqual(['A', 'B', 'C']);
    expect(loader.batches).toEqual([['a', 'b', 'c']]);
  });

  it('starts a new batch for keys asked for in a later round, while the first is still out', async () => {
    const loader = recordingLoader();
    let answerFirst!: () => void;
    let calls = 0;
    const batcher = new Batcher<string, string>(async (keys) => {
      calls += 1;
      if (calls === 1) await new Promise<void>((resolve) => (answerFirst = resolve));
      return loader.load(keys);
    }, 100);

    const first = batcher.load('a');
    await nextRound();
    const second = batcher.load('b');

    await expect(second).resolves.toBe('B');
    answerFirst();
    await expect(first).resolves.toBe('A');
    expect(loader.batches).toEqual([['b'], ['a']]);
  });

  it("rejects only the caller whose key failed, and answers the batch's other callers", async () => {
    const batcher = new Batcher(recordingLoader().load, 100);

    const results = await Promise.allSettled(['a', 'missing', 'b'].map((key) => batcher.load(key)));

    expect(results).toEqual([
      { status: 'fulfilled', value: 'A' },
      { status: 'rejected', reason: new Error('no missing') },
      { status: 'fulfilled', value: 'B' },
    ]);
  });

  it('rejects every caller with the error of a batch that failed as a whole', async () => {
    const failure = new Error('no reply');
    const batcher = new Batcher<string, string>(() => Promise.reject(failure), 100);

    const results = await Promise.allSettled(['a', 'b'].map((key) => batcher.load(key)));

    expect(results).toEqual([
      { status: 'rejected', reason: failure },
      { status: 'rejected', reason: failure },
    ]);
  });

  it('rejects every caller when a batch is answered with the wrong number of results', async () => {
    const batcher = new Batcher<string, string>(() => Promise.resolve(['A']), 100);

    const results = await Promise.allSettled(['a', 'b'].map((key) => batcher.load(key)));

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });

  it('sends a batch out as soon as it reaches the maximum size, and gathers the next keys in another', async () => {
    const loader = recordingLoader();
    const batcher = new Batcher(loader.load, 2);

    const loads = ['a', 'b', 'c', 'd', 'e'].map((key) => batcher.load(key));
    expect(loader.batches).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);

    expect(await Promise.all(loads)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(loader.batches).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });
});
