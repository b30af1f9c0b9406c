import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { contentTypeOf, isValidKey, type ByteRange, type ObjectStorage, type StoredObject } from './storage.js';

/** Files in a directory shared by the render workers and the gateway (a volume in clusters). */
export class FilesystemStorage implements ObjectStorage {
  constructor(private readonly root: string) {}

  put(key: string, sourcePath: string): Promise<void> {
    return this.writeAtomically(key, (partial) => copyFile(sourcePath, partial));
  }

  putBytes(key: string, bytes: Uint8Array): Promise<void> {
    return this.writeAtomically(key, (partial) => writeFile(partial, bytes));
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** Writes beside the target, then renames: readers never see a half-written file. */
  private async writeAtomically(key: string, write: (partial: string) => Promise<void>): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    const partial = `${target}.partial-${process.pid}`;
    await write(partial);
    await rename(partial, target);
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== undefined;
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | undefined> {
    const size = await this.size(key);
    if (size === undefined) return undefined;
    const contentType = contentTypeOf(key);
    if (!range) return { body: createReadStream(this.pathOf(key)), contentType, size };
    const clamped = { start: range.start, end: Math.min(range.end, size - 1) };
    return { body: createReadStream(this.pathOf(key), clamped), contentType, size, range: clamped };
  }

  async size(key: string): Promise<number | undefined> {
    try {
      return (await stat(this.pathOf(key))).size;
    } catch {
      return undefined;
    }
  }

  private pathOf(key: string): string {
    if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return join(this.root, key);
  }
}
