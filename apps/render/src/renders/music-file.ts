import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RenderRequest } from '@reelsmith/contracts';
import { probeMedia } from '@reelsmith/media';
import { PrivateAddressError, ResponseTooLargeError, safeFetch } from '@reelsmith/outbound';
import type { ObjectStorage } from '@reelsmith/storage';
import { RenderError } from '../composition/index.js';
import type { MusicRequest } from '../sound/soundtrack.js';
import { fetchAssets } from './asset-files.js';
import { MAX_IMAGE_BYTES } from './product-image.fetcher.js';

/** A music URL is fetched like a product image: 20 MB, 15 s, three redirects, public addresses only. */
const FETCH_TIMEOUT_MS = 15_000;
const PROBE_TIMEOUT_MS = 10_000;

export interface MusicFileOptions {
  storage: ObjectStorage;
  dir: string;
  allowPrivate: boolean;
  signal?: AbortSignal;
}

/**
 * The music a render lays under its video, as a file of the job's own with its levels: an asset
 * copied from storage (by the key the account's asset has, as any asset), or a URL downloaded
 * under the image rules; then probed, so a file that is not sound fails the video at once as
 * `render_failed` (refunded), never retried. None when the video has no music.
 */
export async function musicFileOf(
  music: RenderRequest['music'],
  accountId: string,
  options: MusicFileOptions,
): Promise<MusicRequest | undefined> {
  if (!music) return undefined;
  let path: string;
  if (music.asset) {
    path = (await fetchAssets(options.storage, accountId, [music.asset], options.dir))[0]!.path;
  } else {
    path = join(options.dir, 'music-download');
    await writeFile(path, await downloadMusic(music.url, options.allowPrivate));
  }
  await ensureSound(path, options.signal);
  return {
    path,
    volumeDb: music.volume_db,
    fadeInSeconds: music.fade_in_seconds,
    fadeOutSeconds: music.fade_out_seconds,
  };
}

async function downloadMusic(url: string, allowPrivate: boolean): Promise<Buffer> {
  let response;
  try {
    response = await safeFetch(url, {
      timeoutMs: FETCH_TIMEOUT_MS,
      maxBytes: MAX_IMAGE_BYTES,
      maxRedirects: 3,
      allowPrivate,
      headers: { accept: 'audio/*', 'user-agent': 'Reelsmith-Render/1.0' },
    });
  } catch (error) {
    if (error instanceof ResponseTooLargeError) throw musicFailure('The music file is larger than 20 MB.', error);
    if (error instanceof PrivateAddressError)
      throw musicFailure('The music address points to a private or local network.', error);
    throw musicFailure('The music could not be downloaded.', error);
  }
  if (response.status < 200 || response.status >= 300)
    throw musicFailure(`Downloading the music answered HTTP ${response.status}.`);
  return response.body;
}

/** The file holds a sound stream of some length, as ffprobe reads it (the decode reads it again). */
async function ensureSound(path: string, signal?: AbortSignal): Promise<void> {
  let info;
  try {
    info = await probeMedia(path, { signal, timeoutMs: PROBE_TIMEOUT_MS });
  } catch (error) {
    signal?.throwIfAborted();
    throw musicFailure('The music is not a sound file that can be read.', error);
  }
  const audio = info.streams.find((stream) => stream.codec_type === 'audio');
  const seconds = Number(audio?.duration ?? info.format.duration ?? 0);
  if (!audio || !(seconds > 0)) throw musicFailure('The music holds no sound.');
}

const musicFailure = (message: string, cause?: unknown) => new RenderError('render_failed', message, { cause });
