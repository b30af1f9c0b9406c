import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { appendFile, mkdir, open, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Decoded music on the worker's disk, by the content of the file it came from: a shop or a batch
 * lays one track under many videos, and its decode is an ffmpeg run (≈ 0.25 CPU-s, most of it the
 * process start) that a read of the cached samples replaces. Shared by the renders of every
 * worker process on the disk, and safe under them and under crashes: an entry is written under a
 * temporary name and renamed into place whole; a reader that loses a race with eviction sees a
 * miss. Past `maxBytes` the least recently used entries go (a hit touches the file's mtime).
 *
 * An entry is the interleaved float samples, then the seconds they were decoded for (a float64):
 * fewer samples than that means the whole track is there; a longer request decodes again.
 */
export interface MusicCacheOptions {
  dir: string;
  maxBytes: number;
}

/** Decodes the first `seconds` of the track into `rawPath` as interleaved 32-bit floats. */
export type DecodeInto = (rawPath: string, seconds: number) => Promise<void>;

/** How the samples are laid out: interleaved 32-bit floats. */
export interface PcmFormat {
  sampleRate: number;
  channels: number;
}

const TRAILER_BYTES = 8;
/**
 * An entry that ends this much before the seconds it was decoded for holds the whole track; one
 * within it may only be the resampler's rounding (it is decoded again rather than looped early).
 */
const SHORT_SECONDS = 0.05;
const TEMPORARY = '.partial-';
/** A temporary file this old was left by a crashed render. */
const ABANDONED_MS = 10 * 60_000;

export class MusicCache {
  constructor(private readonly options: MusicCacheOptions) {}

  /**
   * The first `seconds` of the track at `path`, or all of it when it is shorter: from the
   * cache, else decoded by `decode` and kept.
   */
  async samples(path: string, seconds: number, format: PcmFormat, decode: DecodeInto): Promise<Float32Array> {
    const entry = join(this.options.dir, `${await contentHash(path)}-${format.sampleRate}x${format.channels}.f32`);
    const cached = await readEntry(entry, seconds, format);
    if (cached) {
      const now = new Date();
      await utimes(entry, now, now).catch(() => undefined);
      return cached;
    }
    await mkdir(this.options.dir, { recursive: true });
    const partial = `${entry}${TEMPORARY}${randomBytes(6).toString('hex')}`;
    try {
      await decode(partial, seconds);
      const trailer = Buffer.alloc(TRAILER_BYTES);
      trailer.writeDoubleLE(seconds);
      await appendFile(partial, trailer);
      const samples = await readEntry(partial, seconds, format);
      if (!samples) throw new Error('the decoded music could not be read back');
      await rename(partial, entry);
      await this.evict(entry);
      return samples;
    } finally {
      await rm(partial, { force: true });
    }
  }

  /** Removes the least recently used entries past the budget (never `kept`), and abandoned partial files. */
  private async evict(kept: string): Promise<void> {
    const now = Date.now();
    const files = await Promise.all(
      (await readdir(this.options.dir)).map(async (name) => {
        const path = join(this.options.dir, name);
        const facts = await stat(path).catch(() => null);
        return facts && { path, name, bytes: facts.size, used: facts.mtimeMs };
      }),
    );
    const entries = [];
    for (const file of files) {
      if (!file) continue;
      if (!file.name.includes(TEMPORARY)) entries.push(file);
      else if (now - file.used > ABANDONED_MS) await rm(file.path, { force: true });
    }
    let total = entries.reduce((sum, file) => sum + file.bytes, 0);
    for (const file of entries.sort((a, b) => a.used - b.used)) {
      if (total <= this.options.maxBytes) break;
      if (file.path === kept) continue;
      await rm(file.path, { force: true });
      total -= file.bytes;
    }
  }
}

/** SHA-256 of the file's bytes, read in small chunks (a copy of the whole file costs page faults). */
async function contentHash(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * The samples of an entry for `seconds`, read into an array of their own; null when the entry
 * is missing or not whole, or was decoded for less and does not hold the whole track.
 */
async function readEntry(path: string, seconds: number, format: PcmFormat): Promise<Float32Array | null> {
  const frameBytes = format.channels * 4;
  const bytesFor = (s: number) => Math.round(s * format.sampleRate) * frameBytes;
  const file = await open(path, 'r').catch(() => null);
  if (!file) return null;
  try {
    const { size } = await file.stat();
    const stored = size - TRAILER_BYTES;
    if (stored < 0 || stored % frameBytes !== 0) return null;
    const trailer = Buffer.alloc(TRAILER_BYTES);
    await file.read(trailer, 0, TRAILER_BYTES, stored);
    const decodedFor = trailer.readDoubleLE(0);
    const whole = stored < bytesFor(decodedFor - SHORT_SECONDS);
    if (!(decodedFor >= seconds) && !whole) return null;
    const bytes = Math.min(stored, bytesFor(seconds));
    const samples = new Float32Array(bytes / 4);
    const { bytesRead } = await file.read(new Uint8Array(samples.buffer), 0, bytes, 0);
    return bytesRead === bytes ? samples : null;
  } finally {
    await file.close();
  }
}
