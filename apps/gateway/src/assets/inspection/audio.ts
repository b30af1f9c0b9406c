import { parseBuffer } from 'music-metadata';
import type { AssetMetadata } from '@reelsmith/contracts';
import { assetInvalid } from './asset-invalid.js';
import { riffIsComplete } from './images.js';

/** The contract's limit on music: ten minutes. */
export const MAX_AUDIO_SECONDS = 600;

const CONTAINERS: Record<string, RegExp> = {
  'audio/mpeg': /^MPEG$/,
  'audio/wav': /^WAVE$/,
  'audio/mp4': /^(M4A|mp4|isom|iso\d|mp4\d)\b/i,
};

/**
 * A sound's length, measured by parsing it (music-metadata, in JavaScript: the gateway image has
 * no ffprobe): an MP3's frames (or its Xing/VBRI header), a WAV's data chunk, an MP4's track
 * headers. A file that yields no duration is not the sound it claims to be; an MP4 must hold
 * sound and no picture.
 */
export async function inspectAudio(
  bytes: Buffer,
  contentType: string,
): Promise<Extract<AssetMetadata, { kind: 'audio' }>> {
  let format;
  try {
    ({ format } = await parseBuffer(
      bytes,
      { mimeType: contentType, size: bytes.length },
      {
        duration: true,
        skipCovers: true,
      },
    ));
  } catch {
    throw assetInvalid(`The file is not a readable ${contentType} sound.`);
  }
  const duration = format.duration;
  const container = format.container ?? '';
  if (
    !CONTAINERS[contentType]!.test(container) ||
    duration === undefined ||
    !Number.isFinite(duration) ||
    duration <= 0
  ) {
    throw assetInvalid(`The file is not a readable ${contentType} sound.`);
  }
  if (format.hasVideo || format.hasAudio === false) throw assetInvalid('The file must hold sound only.');
  if (contentType === 'audio/wav' && !riffIsComplete(bytes)) {
    throw assetInvalid('The sound is cut short: its file ends too early.');
  }
  if (duration > MAX_AUDIO_SECONDS) {
    throw assetInvalid(
      `The sound lasts ${Math.round(duration)} s; at most ${MAX_AUDIO_SECONDS} s (10 minutes) are accepted.`,
    );
  }
  return { kind: 'audio', duration_seconds: Math.round(duration * 1000) / 1000 };
}
