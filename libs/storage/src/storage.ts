import type { Readable } from 'node:stream';

/** An inclusive byte range of an object, as HTTP Range requests ask for. */
export interface ByteRange {
  start: number;
  end: number;
}

/** A stored rendered file (or the requested range of it), read back for serving. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  /** Size of the whole object. */
  size: number;
  /** The range `body` holds; absent when it holds the whole object. */
  range?: ByteRange;
}

/**
 * Where rendered videos and thumbnails live. Keys are plain relative paths such as
 * `videos/vid_…_<token>.mp4`; the gateway serves them at `/v1/files/<key>`, a stable address.
 */
export interface ObjectStorage {
  put(key: string, sourcePath: string, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The object's size in bytes, or undefined when there is no such object. */
  size(key: string): Promise<number | undefined>;
  /** Undefined when there is no such object. A range past the end is clamped to it. */
  get(key: string, range?: ByteRange): Promise<StoredObject | undefined>;
}

const SAFE_KEY = /^(videos|thumbnails)\/[A-Za-z0-9_]+\.(mp4|jpg)$/;

/** Keys come from our own ids, but a key is also what a client puts in a URL: accept only our shapes. */
export function isValidKey(key: string): boolean {
  return SAFE_KEY.test(key);
}
