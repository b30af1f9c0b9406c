import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TemplateDefinition } from '@reelsmith/templates';
import { probeMedia, type ProbeOptions } from '@reelsmith/media';
import type { Cue } from '../captions/webvtt.js';
import { prepareComposition } from './composition.js';
import { AUDIO_LABEL, buildFilterGraph, THUMBNAIL_LABEL, VIDEO_LABEL } from './filter-graph.js';
import { runFfmpeg } from './ffmpeg-runner.js';
import { asRenderError } from './render-error.js';
import { checkedRenderInput, type RenderInput } from './render-input.js';

export interface RenderVideoRequest extends RenderInput {
  /** Receives video.mp4, thumbnail.jpg and, for a video that speaks, captions.vtt; created when missing. */
  outputDir: string;
  /** 0–100, each value at most once, increasing. */
  onProgress?: (percent: number) => void;
  /** Encodes at a lower CPU priority (`nice`, 1–19), so previews and API calls go first. */
  niceness?: number;
}

export interface RenderVideoResult {
  videoPath: string;
  thumbnailPath: string;
  /** Measured with ffprobe on the written MP4, not taken from the template. */
  durationSeconds: number;
  width: number;
  height: number;
  /** True when the video carries a voice-over (AAC); a video without one has no audio stream. */
  hasAudio: boolean;
  /** The WebVTT captions of the voice-over; null when the video does not speak. */
  captionsPath: string | null;
  /** The captions' cues, on the video's clock (empty when it does not speak). */
  cues: Cue[];
}

function encoderArgs(
  template: TemplateDefinition,
  totalFrames: number,
  withAudio: boolean,
  videoPath: string,
  thumbnailPath: string,
): string[] {
  // prettier-ignore
  return [
    '-map', VIDEO_LABEL,
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-profile:v', 'high', '-pix_fmt', 'yuv420p',
    '-r', String(template.fps), '-frames:v', String(totalFrames),
    ...(withAudio ? ['-map', AUDIO_LABEL, '-c:a', 'aac', '-b:a', '128k'] : []),
    '-movflags', '+faststart', videoPath,
    // -update: one picture, never an image-sequence pattern, whatever the path contains.
    '-map', THUMBNAIL_LABEL, '-frames:v', '1', '-update', '1', '-q:v', '3', thumbnailPath,
  ];
}

/** The length and frame size of an MP4 as ffprobe reads them from its video stream. */
async function measureVideo(
  path: string,
  probe: ProbeOptions,
): Promise<Pick<RenderVideoResult, 'durationSeconds' | 'width' | 'height'>> {
  const media = await probeMedia(path, probe);
  const video = media.streams.find((stream) => stream.codec_type === 'video');
  const durationSeconds = Number(video?.duration ?? media.format.duration);
  if (!video?.width || !video.height || !(durationSeconds > 0)) {
    throw new Error('ffprobe found no video stream of positive size and length in the output');
  }
  return { durationSeconds: Math.round(durationSeconds * 1000) / 1000, width: video.width, height: video.height };
}

/**
 * Renders one video: the template's scenes with the product's picture and texts, animated by
 * ffmpeg, encoded as H.264/yuv420p MP4 with faststart, plus a JPEG thumbnail at half size; with
 * a voice-over, its WebVTT captions, burned into the picture too when user_prompt.captions is true.
 */
export async function renderVideo(request: RenderVideoRequest): Promise<RenderVideoResult> {
  const { template, language, signal } = request;
  const { userPrompt, binaries, timeouts, probe } = checkedRenderInput(request);

  let percent = -1;
  const progress = (value: number) => {
    if (value > percent) request.onProgress?.((percent = value));
  };
  progress(0);

  const outputDir = resolve(request.outputDir);
  const videoPath = join(outputDir, 'video.mp4');
  const thumbnailPath = join(outputDir, 'thumbnail.jpg');
  const captionsPath = join(outputDir, 'captions.vtt');
  await mkdir(outputDir, { recursive: true });
  const workDir = await mkdtemp(join(request.scratchDir ?? tmpdir(), 'reelsmith-render-'));
  try {
    const { timeline, inputArgs, spec, spoken, cues } = await prepareComposition({
      template,
      product: request.product,
      imagePath: request.imagePath,
      userPrompt,
      language,
      watermark: request.watermark,
      workDir,
      withAudio: true,
      captionsPath,
      espeakPath: binaries.espeak,
      espeakTimeoutMs: timeouts.espeakMs,
      probe,
      signal,
    });
    signal?.throwIfAborted();

    const args = [
      '-y',
      ...inputArgs,
      '-filter_complex',
      buildFilterGraph(spec),
      ...encoderArgs(template, timeline.totalFrames, spec.audio !== undefined, videoPath, thumbnailPath),
    ];
    await runFfmpeg(args, {
      ffmpegPath: binaries.ffmpeg,
      durationSeconds: template.duration_seconds,
      // The last percent is kept for when both files are complete.
      onProgress: (value) => progress(Math.min(99, value)),
      signal,
      timeoutMs: timeouts.ffmpegMs,
      niceness: request.niceness,
    });
    const measured = await measureVideo(videoPath, probe);
    progress(100);
    return {
      videoPath,
      thumbnailPath,
      ...measured,
      hasAudio: spec.audio !== undefined,
      captionsPath: spoken ? captionsPath : null,
      cues,
    };
  } catch (error) {
    await Promise.all([videoPath, thumbnailPath, captionsPath].map((path) => rm(path, { force: true })));
    throw asRenderError(error, signal, 'The video could not be rendered');
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
