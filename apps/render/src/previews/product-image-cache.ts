import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

export interface ImageCacheOptions {
  /** A folder of its own is made inside; removed by `clear()`. */
  root: string;
  /** How long a downloaded picture is reused before it is fetched again. */
  ttlMs: number;
  /** Bytes kept on disk at most; the least recently used pictures go first. */
  maxBytes: number;
  /** Downloads `url` into `path`, or throws (nothing is cached then). */
  fetch: (url: string, path: string) => Promise<void>;
  now?: () => number;
}

interface Entry {
  path: string;
  bytes: number;
  fetchedAt: number;
  /** The download, shared by every caller of the same URL while it runs. */
  ready: Promise<void>;
  /** Renders reading the file now: it is not removed under them. */
  users: number;
  /** Dropped from the cache (expired, evicted): the file goes when its last user is done. */
  dropped: boolean;
}

/**
 * Product pictures on disk by URL, so repeated previews of a product neither wait for nor
 * re-download its image. Concurrent requests for one URL share a single download; failures
 * are never cached; entries expire after `ttlMs`, and past `maxBytes` the least recently used
 * go. A file is never removed or overwritten while a render reads it: each download gets a
 * name of its own, and a dropped entry's file waits for its last user.
 */
export class ProductImageCache {
  private readonly entries = new Map<string, Entry>();
  private dir?: Promise<string>;
  private downloads = 0;
  private readonly now: () => number;

  constructor(private readonly options: ImageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Runs `use` with the local path of `url`'s picture, downloaded first unless a fresh copy is cached. */
  async withImage<T>(url: string, use: (path: string) => Promise<T>): Promise<T> {
    const entry = this.claim(url);
    try {
      await entry.ready;
      return await use(entry.path);
    } finally {
      entry.users--;
      if (entry.dropped && entry.users === 0) this.remove(entry);
    }
  }

  /** Removes every cached picture (at shutdown). */
  async clear(): Promise<void> {
    for (const [url, entry] of this.entries) this.drop(url, entry);
    const dir = this.dir;
    this.dir = undefined;
    if (dir) await rm(await dir, { recursive: true, force: true });
  }

  /** The entry of `url`, counted as used from the moment it is handed out. */
  private claim(url: string): Entry {
    const cached = this.entries.get(url);
    if (cached && this.now() - cached.fetchedAt < this.options.ttlMs) {
      // Map order is recency order: move the entry to the end.
      this.entries.delete(url);
      this.entries.set(url, cached);
      cached.users++;
      return cached;
    }
    if (cached) this.drop(url, cached);
    const entry: Entry = {
      path: '',
      bytes: 0,
      fetchedAt: this.now(),
      ready: Promise.resolve(),
      users: 1,
      dropped: false,
    };
    const name = this.fileName(url);
    entry.ready = (async () => {
      try {
        entry.path = join(await this.folder(), name);
        await this.options.fetch(url, entry.path);
        entry.bytes = (await stat(entry.path)).size;
      } catch (error) {
        this.drop(url, entry);
        throw error;
      }
      this.evictOverBudget();
    })();
    this.entries.set(url, entry);
    return entry;
  }

  private folder(): Promise<string> {
    this.dir ??= mkdir(this.options.root, { recursive: true }).then(() =>
      mkdtemp(join(this.options.root, 'image-cache-')),
    );
    return this.dir;
  }

  private fileName(url: string): string {
    return `${createHash('sha256').update(url).digest('hex').slice(0, 32)}-${++this.downloads}`;
  }

  private evictOverBudget(): void {
    let total = 0;
    for (const entry of this.entries.values()) total += entry.bytes;
    for (const [url, entry] of this.entries) {
      if (total <= this.options.maxBytes) break;
      total -= entry.bytes;
      this.drop(url, entry);
    }
  }

  private drop(url: string, entry: Entry): void {
    if (this.entries.get(url) === entry) this.entries.delete(url);
    entry.dropped = true;
    if (entry.users === 0) this.remove(entry);
  }

  private remove(entry: Entry): void {
    if (entry.path) void rm(entry.path, { force: true });
  }
}
