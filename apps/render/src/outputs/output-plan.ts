import { join } from 'node:path';
import type { OutputFormat, OutputProfile, OutputRequest } from '@reelsmith/contracts';
import { profilesBySize } from '@reelsmith/templates';
import { H264_ARGS, lengthArgs, webmEncoderArgs } from './encoder-args.js';
import { fifoInputArgs, fifoOutputArgs, type FormatBranch } from './format-branches.js';
import {
  firstGifStep,
  gifFrame,
  gifFrameFilter,
  gifMuxerArgs,
  GIF_PALETTE_FILTER,
  GIF_STEPS,
  type GifFrame,
} from './gif-encode.js';
import { SEGMENT_KEYFRAME_ARGS, hlsLadder, type HlsRung } from './hls-ladder.js';

/** Where a video's outputs are written, and what its HLS files are named after. */
export interface OutputFiles {
  dir: string;
  /** The render's scratch folder: the companions' FIFOs. */
  scratchDir: string;
  /** The master playlist is `<hlsStem>.m3u8`; its rungs and segments are named after it. */
  hlsStem: string;
}

export const webmPath = (files: OutputFiles) => join(files.dir, 'video.webm');
export const gifPath = (files: OutputFiles) => join(files.dir, 'video.gif');
export const profilePath = (files: OutputFiles, profile: OutputProfile) => join(files.dir, `${profile}.mp4`);

/** How the requested outputs are made. */
export interface OutputPlan {
  requested: readonly OutputRequest[];
  formats: ReadonlySet<OutputFormat>;
  /** Profiles of one frame size share one layout, one composition and one encode. */
  profileGroups: OutputProfile[][];
}

export function planOutputs(requested: readonly OutputRequest[]): OutputPlan {
  // Each made once, should one be named twice (the API refuses that; a copy onto itself would fail).
  const profiles = [...new Set(requested.flatMap((output) => (output.profile ? [output.profile] : [])))];
  const formats = new Set(requested.flatMap((output) => (output.format ? [output.format] : [])));
  return { requested, formats, profileGroups: profilesBySize(profiles) };
}

/** The video's own picture: what the formats are made from. */
export interface MainVideo {
  width: number;
  height: number;
  fps: number;
  totalFrames: number;
  durationSeconds: number;
  hasSound: boolean;
}

/**
 * A rung of the HLS ladder and the file its picture is encoded in: a picture-only MP4 in the
 * scratch folder, or none for the rung of the MP4's own size, which is the MP4's own stream.
 */
export interface HlsRungSource {
  rung: HlsRung;
  picturePath?: string;
}

/** The GIF as first encoded, beside the video: its step and frame. */
export interface GifPlan {
  step: number;
  frame: GifFrame;
}

/** The WebM: the composed picture and sound, raw, to a companion that encodes VP9 and Opus. */
function webmBranch(video: MainVideo, files: OutputFiles, length: string[]): FormatBranch {
  const fifo = join(files.scratchDir, 'webm.nut');
  return {
    args: (labels) => fifoOutputArgs(labels, video.fps, length, fifo),
    companion: {
      fifo,
      args: [
        ...fifoInputArgs(fifo),
        ...webmEncoderArgs(video.fps, { video: '0:v', audio: video.hasSound ? '0:a' : undefined }),
        webmPath(files),
      ],
    },
  };
}

/**
 * The HLS rungs of another size than the MP4, largest first, each scaled from the smallest
 * larger picture already scaled down (the 360p from the 720p), its picture encoded in the run.
 * `scaled` are the rungs scaled down, which a smaller picture may start from; a rung larger than
 * the MP4 is scaled up from the composed picture itself, and nothing starts from it.
 */
function hlsBranches(
  video: MainVideo,
  files: OutputFiles,
  length: string[],
): { sources: HlsRungSource[]; branches: FormatBranch[]; scaled: { rung: HlsRung; branch: FormatBranch }[] } {
  const branches: FormatBranch[] = [];
  const scaled: { rung: HlsRung; branch: FormatBranch }[] = [];
  const ladder = hlsLadder(video.width, video.height);
  const sources = new Map<HlsRung, HlsRungSource>();
  for (const rung of [...ladder].reverse()) {
    if (rung.width === video.width && rung.height === video.height) {
      sources.set(rung, { rung });
      continue;
    }
    const picturePath = join(files.scratchDir, `hls_${rung.name}.mp4`);
    const branch: FormatBranch = {
      filter: `scale=${rung.width}:${rung.height}:flags=bilinear`,
      from: smallestCovering(scaled, rung),
      silent: true,
      // prettier-ignore
      args: (labels) => [
        '-map', labels.video, ...H264_ARGS, '-r', String(video.fps), ...SEGMENT_KEYFRAME_ARGS,
        ...length, '-f', 'mp4', picturePath,
      ],
    };
    branches.push(branch);
    if (rung.width <= video.width && rung.height <= video.height) scaled.push({ rung, branch });
    sources.set(rung, { rung, picturePath });
  }
  return { sources: ladder.map((rung) => sources.get(rung)!), branches, scaled };
}

/** Of the pictures scaled so far, the smallest at least as large as `frame` each way, if any. */
function smallestCovering(
  scaled: readonly { rung: HlsRung; branch: FormatBranch }[],
  frame: { width: number; height: number },
): FormatBranch | undefined {
  const covering = scaled.filter(({ rung }) => rung.width >= frame.width && rung.height >= frame.height);
  return covering.sort((a, b) => a.rung.width * a.rung.height - b.rung.width * b.rung.height)[0]?.branch;
}

/**
 * The GIF at the first step expected to fit: its frames scaled in the video's run (from a rung's
 * picture when one is large enough), its palette in a companion.
 */
function gifBranch(
  video: MainVideo,
  files: OutputFiles,
  from: (frame: GifFrame) => FormatBranch | undefined,
): { branch: FormatBranch; gif: GifPlan } {
  const step = firstGifStep(video);
  const fifo = join(files.scratchDir, 'gif.nut');
  const frame = gifFrame(GIF_STEPS[step]!, video);
  const branch: FormatBranch = {
    filter: gifFrameFilter(frame, video.totalFrames),
    from: from(frame),
    silent: true,
    args: (labels) => fifoOutputArgs(labels, frame.fps, [], fifo),
    companion: {
      fifo,
      args: [...fifoInputArgs(fifo), '-filter_complex', `[0:v]${GIF_PALETTE_FILTER}`, ...gifMuxerArgs(gifPath(files))],
    },
  };
  return { branch, gif: { step, frame } };
}

/**
 * The formats made from the video's split picture. The WebM and the GIF by companions (their
 * encoders would run in turn with the composition in the video's ffmpeg): VP9 and Opus; the
 * GIF at the first step expected to fit, its frames scaled in the video's run, its palette in
 * the companion (made from the MP4 instead, it cost a decode of every frame after the encode).
 * The HLS rungs of another size than the MP4 are scaled and their pictures encoded in the
 * video's run (x264 encodes on threads of its own), without sound: after the run every rung is
 * segmented with the MP4's own AAC copied in (`hlsRungs`), so the sound is encoded once, not
 * once more per rung on the run's main thread, and every rung sounds alike byte for byte. The
 * rung of the MP4's own size is the MP4's stream itself, so the MP4 gets keyframes on the
 * segment boundaries as every rung does.
 */
export function formatBranches(
  plan: OutputPlan,
  video: MainVideo,
  files: OutputFiles,
): { branches: FormatBranch[]; gif?: GifPlan; hlsRungs?: HlsRungSource[]; mainArgs: string[] } {
  const length = lengthArgs(video.fps, video.totalFrames, video.hasSound);
  const branches: FormatBranch[] = [];
  if (plan.formats.has('webm')) branches.push(webmBranch(video, files, length));
  const hls = plan.formats.has('hls') ? hlsBranches(video, files, length) : undefined;
  let gif: GifPlan | undefined;
  if (plan.formats.has('gif')) {
    const made = gifBranch(video, files, (frame) => smallestCovering(hls?.scaled ?? [], frame));
    branches.push(made.branch);
    gif = made.gif;
  }
  if (!hls) return { branches, gif, mainArgs: [] };
  branches.push(...hls.branches);
  return { branches, gif, hlsRungs: hls.sources, mainArgs: SEGMENT_KEYFRAME_ARGS };
}
