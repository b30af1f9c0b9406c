import { runFfmpeg, type FfmpegRunOptions } from './ffmpeg-runner.js';
import type { GraphSpec } from './filter-graph.js';
import { buildStillGraph, STILL_LABEL } from './still-graph.js';

/**
 * Composes the thumbnail's frame of `spec` (and only that frame) and writes it as a JPEG at the
 * thumbnail's size: a still preview, and a video's thumbnail. `pictureArgs` are the
 * composition's picture inputs (a still has no sound).
 */
export async function writeStillFrame(
  pictureArgs: readonly string[],
  spec: GraphSpec,
  jpegPath: string,
  options: Pick<FfmpegRunOptions, 'ffmpegPath' | 'signal' | 'timeoutMs' | 'niceness'>,
): Promise<void> {
  // prettier-ignore
  const args = [
    '-y', ...pictureArgs, '-filter_complex', buildStillGraph(spec),
    // -update: one picture, never an image-sequence pattern, whatever the path contains.
    '-map', STILL_LABEL, '-frames:v', '1', '-update', '1', '-q:v', '3', jpegPath,
  ];
  await runFfmpeg(args, { ...options, durationSeconds: 1 / spec.fps });
}
