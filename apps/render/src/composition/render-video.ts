import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { VideoWarning } from '@reelsmith/contracts';
import type { TemplateDefinition } from '@reelsmith/templates';
import { mp4VideoTrack } from '@reelsmith/media';
import type { Cue } from '../captions/webvtt.js';
import { prepareComposition } from './composition.js';
import { AUDIO_LABEL, buildFilterGraph, VIDEO_LABEL, type GraphSpec } from './filter-graph.js';
import { filterGraphArgs, runFfmpeg } from './ffmpeg-runner.js';
import { asRenderError } from './render-error.js';
import { checkedRenderInput, type RenderInput } from './render-input.js';
import { runTogether } from './run-together.js';
import { writeStillFrame } from './still-frame.js';

/**
 * The voice-over as AAC at espeak-ng's own 22.05 kHz (resampling to 48 kHz added samples, not
 * sound) with the fast coder: together half of the audio's CPU time, inaudible on synthetic speech.
 */
const VOICE_ENCODING = ['-c:a', 'aac', '-aac_coder', 'fast', '-b:a', '128k'];

// How much lower the thumbnail's ffmpeg runs than the video's: the video goes first.
const THUMBNAIL_NICENESS = 10;

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
  /** Read from the written MP4's header, not taken from the template. */
  durationSeconds: number;
  width: number;
  height: number;
  /** True when the video carries a voice-over (AAC); a video without one has no audio stream. */
  hasAudio: boolean;
  /** The WebVTT captions of the voice-over; null when the video does not speak. */
  captionsPath: string | null;
  /** The captions' cues, on the video's clock (empty when it does not speak). */
  cues: Cue[];
  /** What the render had to change (`text_shortened`, …); empty when nothing. */
  warnings: VideoWarning[];
}

function encoderArgs(template: TemplateDefinition, totalFrames: number, spec: GraphSpec, videoPath: string): string[] {
  // prettier-ignore
  return [
    '-map', VIDEO_LABEL,
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-profile:v', 'high', '-pix_fmt', 'yuv420p',
    '-r', String(template.fps), ...lengthArgs(template, totalFrames, spec),
    ...(spec.audio ? ['-map', AUDIO_LABEL, ...VOICE_ENCODING] : []),
    '-movflags', '+faststart', videoPath,
  ];
}

/**
 * Where the encode stops: at the last frame; with sound, at the video's length instead, which
 * bounds both streams alike. `-frames:v` closes the file as that frame is written and drops the
 * sound still queued behind it (0.3 s at 6 fps: a fade-out cut short, the track ending early).
 */
function lengthArgs(template: TemplateDefinition, totalFrames: number, spec: GraphSpec): string[] {
  return spec.audio ? ['-t', String(totalFrames / template.fps)] : ['-frames:v', String(totalFrames)];
}

/** The length and frame size of the MP4 as written, read from its video track. */
async function measureVideo(path: string): Promise<Pick<RenderVideoResult, 'durationSeconds' | 'width' | 'height'>> {
  const { width, height, durationSeconds } = await mp4VideoTrack(path);
  if (!width || !height || !(durationSeconds > 0)) {
    throw new Error('the output has no video track of positive size and length');
  }
  return { durationSeconds: Math.round(durationSeconds * 1000) / 1000, width, height };
}

/**
 * Renders one video: the template's scenes with the product's picture and texts, animated by
 * ffmpeg, encoded as H.264/yuv420p MP4 with faststart, plus a JPEG thumbnail at half size; with
 * a voice-over, its WebVTT captions, burned into the picture too when user_prompt.captions is true.
 */
export async function renderVideo(request: RenderVideoRequest): Promise<RenderVideoResult> {
  const { template, language, signal } = request;
  const { userPrompt, binaries, timeouts, voice } = checkedRenderInput(request);

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
    const { timeline, pictures, audioArgs, spec, spoken, cues, warnings } = await prepareComposition({
      template,
      product: request.product,
      imagePath: request.imagePath,
      assets: request.assets ?? [],
      music: request.music,
      userPrompt,
      language,
      watermark: request.watermark,
      workDir,
      withAudio: true,
      captionsPath,
      voice,
      voiceTimeoutMs: timeouts.voiceMs,
      ffmpegTimeoutMs: timeouts.ffmpegMs,
      signal,
    });
    signal?.throwIfAborted();

    const args = [
      '-y',
      // x264's threads already fill the cores; slice-threading the filters too only adds
      // hand-overs between them on every frame (about a sixth of the square template's time).
      '-filter_complex_threads',
      '1',
      ...pictures.flat(),
      ...audioArgs,
      ...(await filterGraphArgs(buildFilterGraph(spec), join(workDir, 'video.graph'))),
      ...encoderArgs(template, timeline.totalFrames, spec, videoPath),
    ];
    const run = { ffmpegPath: binaries.ffmpeg, timeoutMs: timeouts.ffmpegMs };
    const niceness = request.niceness ?? 0;
    // The thumbnail is composed beside the video, at a lower priority, from the same pictures
    // and chains run over its one frame (still-graph.ts): a tenth of a second of CPU, and no
    // step after the encode. A branch of the video's own graph cost more: ffmpeg 5.1 then held
    // every frame before the thumbnail's (about 400 page faults each).
    await runTogether(
      [
        (both) =>
          runFfmpeg(args, {
            ...run,
            signal: both,
            niceness,
            durationSeconds: template.duration_seconds,
            // The last percent is kept for when both files are complete.
            onProgress: (value) => progress(Math.min(99, value)),
          }),
        (both) =>
          writeStillFrame(pictures, spec, thumbnailPath, {
            ...run,
            scratchDir: workDir,
            signal: both,
            niceness: Math.min(19, niceness + THUMBNAIL_NICENESS),
          }),
      ],
      signal,
    );
    const measured = await measureVideo(videoPath);
    progress(100);
    return {
      videoPath,
      thumbnailPath,
      ...measured,
      hasAudio: spec.audio !== undefined,
      captionsPath: spoken ? captionsPath : null,
      cues,
      warnings,
    };
  } catch (error) {
    await Promise.all([videoPath, thumbnailPath, captionsPath].map((path) => rm(path, { force: true })));
    throw asRenderError(error, signal, 'The video could not be rendered');
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
