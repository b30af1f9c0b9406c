import { buildFilterGraph, THUMBNAIL_LABEL, type GraphSpec } from './filter-graph.js';
import { runFfmpeg, type FfmpegRunOptions } from './ffmpeg-runner.js';

/**
 * Composes the frames of `spec` up to its thumbnail frame, and no further, and writes that frame
 * as a JPEG at the thumbnail's size: a still preview, and a video's thumbnail. `pictureArgs` are
 * the composition's picture inputs (a still has no sound).
 */
export async function writeStillFrame(
  pictureArgs: readonly string[],
  spec: GraphSpec,
  jpegPath: string,
  options: Pick<FfmpegRunOptions, 'ffmpegPath' | 'signal' | 'timeoutMs' | 'niceness'>,
): Promise<void> {
  // prettier-ignore
  const args = [
    '-y', ...pictureArgs, '-filter_complex', buildFilterGraph(spec, 'still'),
    // -update: one picture, never an image-sequence pattern, whatever the path contains.
    '-map', THUMBNAIL_LABEL, '-frames:v', '1', '-update', '1', '-q:v', '3', jpegPath,
  ];
  await runFfmpeg(args, { ...options, durationSeconds: (spec.thumbnail.frame + 1) / spec.fps });
}
