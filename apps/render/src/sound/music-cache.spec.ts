import { readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { temporaryDir } from '../test-support/fixtures.js';
import { MusicCache } from './music-cache.js';

/** A "track" of `trackSeconds` at 10 frames a second, one channel: frame n holds n. */
const FORMAT = { sampleRate: 10, channels: 1 };

describe(MusicCache.name, () => {
  let dir: string;
  let remove: () => Promise<void>;
  let decodes: number[];
  beforeEach(async () => {
    ({ dir, remove } = await temporaryDir());
    decodes = [];
  });
  afterEach(() => remove());

  const decoder = (trackSeconds: number) => async (raw: string, seconds: number) => {
    decodes.push(seconds);
    const frames = Math.round(Math.min(seconds, trackSeconds) * FORMAT.sampleRate);
    await writeFile(raw, Buffer.from(Float32Array.from({ length: frames }, (_, n) => n).buffer));
  };
  const track = async (name: string) => {
    const path = join(dir, name);
    await writeFile(path, name);
    return path;
  };
  const cacheIn = (maxBytes = 1_000_000) => new MusicCache({ dir: join(dir, 'cache'), maxBytes });

  it('decodes a track once and reads it back for the next render, by its content', async () => {
    const cache = cacheIn();
    const first = await cache.samples(await track('a.mp3'), 3, FORMAT, decoder(10));
    expect(Array.from(first)).toEqual(Array.from({ length: 30 }, (_, n) => n));
    const again = await cache.samples(await track('a.mp3'), 2, FORMAT, decoder(10));
    expect(Array.from(again)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(decodes).toEqual([3]);
    // The same bytes under another name are the same track.
    await cache.samples(join(dir, 'a.mp3'), 1, FORMAT, decoder(10));
    expect(decodes).toEqual([3]);
  });

  it('decodes again for a longer video, unless it holds the whole track', async () => {
    const cache = cacheIn();
    const long = await track('long.mp3');
    await cache.samples(long, 2, FORMAT, decoder(10));
    expect(await cache.samples(long, 4, FORMAT, decoder(10))).toHaveLength(40);
    expect(decodes).toEqual([2, 4]);
    const short = await track('short.mp3');
    await cache.samples(short, 4, FORMAT, decoder(1.5));
    expect(await cache.samples(short, 8, FORMAT, decoder(1.5))).toHaveLength(15);
    expect(decodes).toEqual([2, 4, 4]);
  });

  it('keeps nothing of a failed decode, and evicts the least recently used past its budget', async () => {
    const cache = cacheIn(2 * (40 * 4 + 8));
    const failing = async () => {
      throw new Error('not sound');
    };
    await expect(cache.samples(await track('bad.mp3'), 4, FORMAT, failing)).rejects.toThrow('not sound');
    expect(await readdir(join(dir, 'cache'))).toEqual([]);
    const [a, b, c] = await Promise.all(['a', 'b', 'c'].map((name) => track(`${name}.mp3`)));
    const entries = () => readdir(join(dir, 'cache'));
    await cache.samples(a!, 4, FORMAT, decoder(10));
    const [entryOfA] = await entries();
    await cache.samples(b!, 4, FORMAT, decoder(10));
    const entryOfB = (await entries()).find((name) => name !== entryOfA)!;
    // `b` used longest ago: it is the one to go when `c` comes in.
    const past = new Date(Date.now() - 60_000);
    await utimes(join(dir, 'cache', entryOfB), past, past);
    await cache.samples(c!, 4, FORMAT, decoder(10));
    expect(await entries()).toHaveLength(2);
    expect(await entries()).not.toContain(entryOfB);
    decodes = [];
    await cache.samples(a!, 4, FORMAT, decoder(10));
    await cache.samples(b!, 4, FORMAT, decoder(10));
    expect(decodes).toEqual([4]);
  });
});
