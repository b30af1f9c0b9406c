import { randomBytes } from 'node:crypto';
import type { VideoFiles } from '@reelsmith/contracts';

/**
 * Where a new video's files will be stored. The keys carry 128 random bits besides the id,
 * so knowing (or guessing) a video's id does not give the addresses of its files, which are
 * served without an API key. The captions key is always chosen; the worker stores captions
 * there only when the video speaks, and says so in `render.completed`.
 */
export function newVideoFiles(videoId: string): VideoFiles {
  const token = randomBytes(16).toString('hex');
  return {
    video_key: `videos/${videoId}_${token}.mp4`,
    thumbnail_key: `thumbnails/${videoId}_${token}.jpg`,
    captions_key: `captions/${videoId}_${token}.vtt`,
  };
}
