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
 * Where rendered videos, thumbnails and captions live, and the files accounts upload (assets).
 * Keys are plain relative paths such as `videos/vid_…_<token>.mp4`; the gateway serves rendered
 * files at `/v1/files/<key>`, a stable address (isServedKey), and never an asset.
 */
export interface ObjectStorage {
  put(key: string, sourcePath: string, contentType: string): Promise<void>;
  /** As `put`, from bytes in memory (an upload already read and checked). */
  putBytes(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Removes the object; removing one that is not there is no error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The object's size in bytes, or undefined when there is no such object. */
  size(key: string): Promise<number | undefined>;
  /** Undefined when there is no such object. A range past the end is clamped to it. */
  get(key: string, range?: ByteRange): Promise<StoredObject | undefined>;
}

const SERVED_KEY = /^(videos|thumbnails|captions)\/[A-Za-z0-9_]+\.(mp4|jpg|vtt)$/;
/** A video's outputs: a publish profile's MP4, a WebM, a GIF. */
const OUTPUT_KEY = /^outputs\/[A-Za-z0-9_]+\.(mp4|webm|gif)$/;
/** A video's HLS ladder: the master playlist, its variant playlists and their segments, side by side. */
const HLS_KEY = /^hls\/[A-Za-z0-9_]+\.(m3u8|ts)$/;
const RENDERED_KEYS = [SERVED_KEY, OUTPUT_KEY, HLS_KEY];
const ULID = '[0-9A-HJKMNP-TV-Z]{26}';
/** An account's upload: `assets/<account id>/<asset id>`, nothing a client names. */
const ASSET_KEY = new RegExp(`^assets/acct_${ULID}/asset_${ULID}$`);
/** A voice's sample (`GET /voices/:id/sample`): the voice id and a digest of what it says. */
const VOICE_SAMPLE_KEY = /^voice-samples\/[a-z0-9][a-z0-9-]{0,79}_[0-9a-f]{16}\.wav$/;

/** What each kind of file is served as, by its extension. */
const CONTENT_TYPES = new Map([
  ['mp4', 'video/mp4'],
  ['jpg', 'image/jpeg'],
  // WebVTT is UTF-8 by definition; saying so keeps browsers from guessing.
  ['vtt', 'text/vtt; charset=utf-8'],
  ['wav', 'audio/wav'],
  ['webm', 'video/webm'],
  ['gif', 'image/gif'],
  ['m3u8', 'application/vnd.apple.mpegurl'],
  ['ts', 'video/mp2t'],
]);

/** Keys come from our own ids, but a key is also what a client puts in a URL: accept only our shapes. */
export function isValidKey(key: string): boolean {
  return isServedKey(key) || ASSET_KEY.test(key) || VOICE_SAMPLE_KEY.test(key);
}

/** Where a voice's sample is kept; `digest` (16 hex digits) changes with what the sample says. */
export function voiceSampleKey(voiceId: string, digest: string): string {
  return `voice-samples/${voiceId}_${digest}.wav`;
}

/**
 * The keys `/v1/files/<key>` may serve without an API key: rendered files (a video, its
 * thumbnail and captions, its outputs and HLS ladder). Assets are an
 * account's own and are never served there.
 */
export function isServedKey(key: string): boolean {
  return RENDERED_KEYS.some((shape) => shape.test(key));
}

/** Where an account's asset is stored. */
export function assetKey(accountId: string, assetId: string): string {
  return `assets/${accountId}/${assetId}`;
}

/** The Content-Type a stored file is served with, from its key's extension. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES.get(key.slice(key.lastIndexOf('.') + 1)) ?? 'application/octet-stream';
}
