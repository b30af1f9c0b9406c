import { stat } from 'node:fs/promises';
import { runProcess, type RunOptions } from '@reelsmith/media';
import { QUIET_FFMPEG_ARGS } from './encoder-args.js';
import { GIF_MAX_BYTES } from './output-limits.js';

/** A GIF's size and rate: its short side, frames per second. */
export interface GifStep {
  shortSide: number;
  fps: number;
}

/** Tried in order until the GIF fits in GIF_MAX_BYTES: each step about half the pixels a second of the one before. */
export const GIF_STEPS: readonly GifStep[] = [
  { shortSide: 480, fps: 12.5 },
  { shortSide: 360, fps: 10 },
  { shortSide: 270, fps: 8 },
  { shortSide: 180, fps: 5 },
];

/**
 * A GIF's bytes per pixel and frame, a little above what our templates measured (the vertical
 * template's 12 s at 480×854 and 12.5 fps: 2.6 MB, 0.042): the first step is the largest this
 * expects to fit, so a long video is not encoded at every step on its way down.
 */
const BYTES_PER_PIXEL_FRAME = 0.05;
/** The estimate aims this far under the limit. */
const ESTIMATE_MARGIN = 0.9;

export interface GifFrame {
  width: number;
  height: number;
  fps: number;
}

interface VideoFrame extends GifFrame {
  durationSeconds: number;
}

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

/** A step's frame for a video of this size, never larger than the video nor faster than it. */
export function gifFrame(step: GifStep, video: GifFrame): GifFrame {
  const scale = Math.min(1, step.shortSide / Math.min(video.width, video.height));
  return { width: even(video.width * scale), height: even(video.height * scale), fps: Math.min(step.fps, video.fps) };
}

/** The first step expected to fit (the last when none is). */
export function firstGifStep(video: VideoFrame): number {
  const fits = GIF_STEPS.findIndex((step) => {
    const { width, height, fps } = gifFrame(step, video);
    return width * height * fps * video.durationSeconds * BYTES_PER_PIXEL_FRAME <= GIF_MAX_BYTES * ESTIMATE_MARGIN;
  });
  return fits === -1 ? GIF_STEPS.length - 1 : fits;
}

/** The GIF's frames from a picture: its rate and size; `frames` ends the stream after that many. */
export function gifFrameFilter(frame: GifFrame, frames?: number): string {
  const { width, height, fps } = frame;
  const trim = frames === undefined ? '' : `trim=end_frame=${frames},`;
  return `${trim}fps=${fps},scale=${width}:${height}:flags=bilinear`;
}

/**
 * From the GIF's frames to its pixels: one palette for the whole GIF from its frames'
 * differences (palettegen `stats_mode=diff`), an ordered dither (compresses far better than
 * error diffusion), only each frame's changed rectangle re-written. Every frame waits in
 * memory for the palette, which needs the last.
 */
export const GIF_PALETTE_FILTER =
  'split[gif_a][gif_b];[gif_a]palettegen=stats_mode=diff[gif_p];' +
  '[gif_b][gif_p]paletteuse=dither=bayer:bayer_scale=5:diff_mode=rectangle';

/** The GIF muxer's arguments: loop forever. */
export const gifMuxerArgs = (path: string) => ['-loop', '0', '-f', 'gif', path];

/**
 * The GIF remade from the encoded MP4 at the steps after `afterStep`, until it fits. Returns
 * the frame of the last step tried: when even that is too large, the file stays, and its check fails.
 */
export async function stepDownGif(
  mp4Path: string,
  video: GifFrame,
  afterStep: number,
  outputPath: string,
  run: RunOptions & { ffmpegPath: string },
): Promise<GifFrame | undefined> {
  const { ffmpegPath, ...options } = run;
  let frame: GifFrame | undefined;
  for (const step of GIF_STEPS.slice(afterStep + 1)) {
    frame = gifFrame(step, video);
    // prettier-ignore
    await runProcess(ffmpegPath, [
      ...QUIET_FFMPEG_ARGS, '-i', mp4Path,
      '-filter_complex', `${gifFrameFilter(frame)},${GIF_PALETTE_FILTER}`, ...gifMuxerArgs(outputPath),
    ], options);
    if ((await stat(outputPath)).size <= GIF_MAX_BYTES) break;
  }
  return frame;
}
