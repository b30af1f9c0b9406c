import { randomBytes } from 'node:crypto';
import type { OutputRequest, VideoFiles } from '@reelsmith/contracts';

/**
 * Where a new video's files will be stored. The keys carry 128 random bits besides the id,
 * so knowing (or guessing) a video's id does not give the addresses of its files, which are
 * served without an API key. The captions key is always chosen; the worker stores captions
 * there only when the video speaks, and says so in `render.completed`. Requested outputs get
 * keys of the same token (outputKey).
 */
export function newVideoFiles(videoId: string, outputs: readonly OutputRequest[] = []): VideoFiles {
  const name = `${videoId}_${randomBytes(16).toString('hex')}`;
  return {
    video_key: `videos/${name}.mp4`,
    thumbnail_key: `thumbnails/${name}.jpg`,
    captions_key: `captions/${name}.vtt`,
    ...(outputs.length > 0 && { outputs: outputs.map((output) => ({ ...output, key: outputKey(name, output) })) }),
  };
}

/**
 * An output's key, from the video's file name (`<id>_<token>`): a profile's MP4 is named after
 * its profile; an HLS key is the master playlist, whose variant playlists and segments the
 * worker writes beside it (`hls/<id>_<token>_720p.m3u8`, `hls/<id>_<token>_720p_0.ts`).
 */
function outputKey(name: string, output: OutputRequest): string {
  if (output.profile !== undefined) return `outputs/${name}_${output.profile}.mp4`;
  return output.format === 'hls' ? `hls/${name}.m3u8` : `outputs/${name}.${output.format}`;
}
