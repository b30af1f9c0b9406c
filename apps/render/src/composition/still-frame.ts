import { join } from 'node:path';
import { filterGraphArgs, runFfmpeg, type FfmpegRunOptions } from './ffmpeg-runner.js';
import type { GraphSpec } from './filter-graph.js';
import { buildStillGraph, STILL_LABEL, withUsedInputsOnly } from './still-graph.js';

/**
 * Composes the thumbnail's frame of `spec` (and only that frame) and writes it as a JPEG at the
 * thumbnail's size: a still preview, and a video's thumbnail. `pictures` are the composition's
 * picture inputs (a still has no sound); ffmpeg is given only those the frame shows.
 */
export async function writeStillFrame(
  pictures: ReadonlyArray<readonly string[]>,
  spec: GraphSpec,
  jpegPath: string,
  options: Pick<FfmpegRunOptions, 'ffmpegPath' | 'signal' | 'timeoutMs' | 'niceness'> & { scratchDir: string },
): Promise<void> {
  const { graph, used } = withUsedInputsOnly(buildStillGraph(spec));
  // prettier-ignore
  const args = [
    '-y', ...used.flatMap((input) => pictures[input]!), ...(await filterGraphArgs(graph, join(options.scratchDir, 'still.graph'))),
    // -update: one picture, never an image-sequence pattern, whatever the path contains.
    '-map', STILL_LABEL, '-frames:v', '1', '-update', '1', '-q:v', '3', jpegPath,
  ];
  await runFfmpeg(args, { ...options, durationSeconds: 1 / spec.fps });
}
