import { readFile, writeFile } from 'node:fs/promises';
import { exists, temporaryDir } from '../test-support/fixtures.js';
import { ProductImageCache } from './product-image-cache.js';

describe(ProductImageCache.name, () => {
  let dir: string;
  let remove: () => Promise<void>;
  let clock: number;
  let fetched: string[];
  let failNext: boolean;

  beforeEach(async () => {
    ({ dir, remove } = await temporaryDir());
    clock = 0;
    fetched = [];
    failNext = false;
  });
  afterEach(() => remove());

  const cache = (maxBytes = 1_000) =>
    new ProductImageCache({
      root: dir,
      ttlMs: 60_000,
      maxBytes,
      now: () => clock,
      fetch: async (url, path) => {
        fetched.push(url);
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (failNext) {
          failNext = false;
          throw new Error('unreachable');
        }
        await writeFile(path, `picture of ${url}`.padEnd(100, '.'));
      },
    });

  it('downloads a URL once for concurrent and repeated uses, and again once it has expired', async () => {
    const images = cache();
    const read = (url: string) => images.withImage(url, (path) => readFile(path, 'utf8'));
    const [a, b] = await Promise.all([read('https://shop/a.png'), read('https://shop/a.png')]);
    expect(a).toBe(b);
    await read('https://shop/a.png');
    expect(fetched).toEqual(['https://shop/a.png']);
    clock += 60_000;
    await read('https://shop/a.png');
    expect(fetched).toEqual(['https://shop/a.png', 'https://shop/a.png']);
  });

  it('never caches a failed download', async () => {
    const images = cache();
    failNext = true;
    await expect(images.withImage('https://shop/a.png', async () => 'used')).rejects.toThrow('unreachable');
    await expect(images.withImage('https://shop/a.png', async () => 'used')).resolves.toBe('used');
    expect(fetched).toHaveLength(2);
  });

  it('evicts the least recently used pictures past its size, but never a file a render is reading', async () => {
    const images = cache(250);
    let inUse = '';
    let release!: () => void;
    const reading = images.withImage('https://shop/old.png', async (path) => {
      inUse = path;
      await new Promise<void>((resolve) => (release = resolve));
      return readFile(path, 'utf8');
    });
    await images.withImage('https://shop/b.png', async () => undefined);
    await images.withImage('https://shop/c.png', async () => undefined);
    expect(await exists(inUse)).toBe(true);
    release();
    expect(await reading).toContain('old.png');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await exists(inUse)).toBe(false);

    await images.withImage('https://shop/c.png', async () => undefined);
    expect(fetched).toEqual(['https://shop/old.png', 'https://shop/b.png', 'https://shop/c.png']);
  });

  it('removes every picture when cleared', async () => {
    const images = cache();
    const path = await images.withImage('https://shop/a.png', async (p) => p);
    await images.clear();
    expect(await exists(path)).toBe(false);
  });
});
