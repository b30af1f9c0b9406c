import { stat } from 'node:fs/promises';
import { runProcess, type RunOptions } from '@reelsmith/media';
import { GIF_MAX_BYTES } from './output-limits.js';

/** A GIF's size and rate: its short side, frames per second. */
export interface GifStep {
  shortSide: number;
  fps: number;
}

/**
 * Tried in order until the GIF fits in GIF_MAX_BYTES: each step about half the pixels a second
 * of the one before. A 12 s vertical ad is ≈ 2.6 MB at the first.
 */
export const GIF_STEPS: readonly GifStep[] = [
  { shortSide: 480, fps: 12.5 },
  { shortSide: 360, fps: 10 },
  { shortSide: 270, fps: 8 },
  { shortSide: 180, fps: 5 },
];

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

/** A step's frame for a video of this size, never larger than the video nor faster than it. */
export function gifFrame(step: GifStep, video: { width: number; height: number; fps: number }) {
  const scale = Math.min(1, step.shortSide / Math.min(video.width, video.height));
  return { width: even(video.width * scale), height: even(video.height * scale), fps: Math.min(step.fps, video.fps) };
}

/**
 * One palette for the whole GIF from its frames' differences (palettegen `stats_mode=diff`),
 * an ordered dither (compresses far better than error diffusion) and only each frame's changed
 * rectangle re-written.
 */
export function gifArgs(inputPath: string, frame: ReturnType<typeof gifFrame>, outputPath: string): string[] {
  const { width, height, fps } = frame;
  const graph =
    `fps=${fps},scale=${width}:${height}:flags=bilinear,split[a][b];` +
    `[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=bayer:bayer_scale=5:diff_mode=rectangle`;
  // prettier-ignore
  return ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-i', inputPath, '-filter_complex', graph, '-loop', '0', outputPath];
}

/**
 * The GIF made from the encoded MP4, stepping down its size and rate until it fits. Returns the
 * frame of the last step tried: when even that is too large, the file stays, and its check fails.
 */
export async function encodeGif(
  mp4Path: string,
  video: { width: number; height: number; fps: number },
  outputPath: string,
  run: RunOptions & { ffmpegPath: string },
): Promise<ReturnType<typeof gifFrame>> {
  const { ffmpegPath, ...options } = run;
  let frame = gifFrame(GIF_STEPS[0]!, video);
  for (const step of GIF_STEPS) {
    frame = gifFrame(step, video);
    await runProcess(ffmpegPath, gifArgs(mp4Path, frame, outputPath), options);
    if ((await stat(outputPath)).size <= GIF_MAX_BYTES) break;
  }
  return frame;
}
