import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  fillPlaceholders,
  resolvePalette,
  timelineOf,
  validateUserPrompt,
  type Language,
  type TemplateDefinition,
  type Timeline,
} from '@reelsmith/templates';
import { ProcessFailedError, probeMedia, type ProbeOptions } from '@reelsmith/media';
import { drawCaptions } from '../captions/caption-layers.js';
import { captionSpans, type Rect } from '../captions/caption-layout.js';
import { captionPhrases } from '../captions/phrases.js';
import { buildCues, formatWebVtt, type Cue } from '../captions/webvtt.js';
import { synthesizeVoiceover } from '../voiceover/espeak-voiceover.js';
import { contentLookup, type ProductContent } from './content.js';
import { AUDIO_LABEL, buildFilterGraph, THUMBNAIL_LABEL, VIDEO_LABEL, type GraphSpec } from './filter-graph.js';
import { runFfmpeg } from './ffmpeg-runner.js';
import { loadProductImage } from './product-image.js';
import { RenderError } from './render-error.js';
import { prepareSceneInputs, writePictureInput, type PictureInput } from './scene-inputs.js';

export interface RenderBinaries {
  ffmpeg: string;
  ffprobe: string;
  espeak: string;
}

export interface RenderVideoRequest {
  template: TemplateDefinition;
  product: ProductContent;
  /** The product picture (JPEG, PNG or WebP), already downloaded by the caller. */
  imagePath: string;
  userPrompt?: Record<string, unknown>;
  language: Language;
  /** Adds "Made with Reelsmith" (videos of non-premium accounts). */
  watermark: boolean;
  /** Receives video.mp4, thumbnail.jpg and, for a video that speaks, captions.vtt; created when missing. */
  outputDir: string;
  /** Where the scratch files go (a folder of their own is made inside); default: the system's. */
  scratchDir?: string;
  /** 0–100, each value at most once, increasing. */
  onProgress?: (percent: number) => void;
  /** Aborting kills ffmpeg; the render then rejects with the signal's reason. */
  signal?: AbortSignal;
  binaries?: Partial<RenderBinaries>;
  /** Budgets of the programs it runs; each is killed past its own (a `render_failed`). */
  timeouts?: ProcessTimeouts;
}

/** Milliseconds each run of a program may take; none when absent. */
export interface ProcessTimeouts {
  ffmpegMs?: number;
  ffprobeMs?: number;
  espeakMs?: number;
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

const DEFAULT_BINARIES: RenderBinaries = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe', espeak: 'espeak-ng' };
// The voice starts shortly after the picture and must end before the last fade.
const VOICE_DELAY_SECONDS = 0.4;
const VOICE_TAIL_SECONDS = 0.4;

/** A raw RGBA picture we drew: its size travels in the arguments, there is nothing to probe. */
function pictureInputArgs({ path, width, height }: PictureInput): string[] {
  return ['-f', 'rawvideo', '-pixel_format', 'rgba', '-video_size', `${width}x${height}`, '-i', path];
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
 * Draws the cues into pictures placed inside the safe area, clear of the product, the
 * watermark and (where there is room) the scene's texts; they become the inputs after the
 * scene's own.
 */
async function captionInputs(
  cues: Cue[],
  template: TemplateDefinition,
  timeline: Timeline,
  scene: { inputs: PictureInput[]; spec: Omit<GraphSpec, 'audio'> },
  locale: string,
  workDir: string,
): Promise<{ inputs: PictureInput[]; captions: NonNullable<GraphSpec['captions']> }> {
  // Where the scene's pictures lie: the texts at rest, the watermark.
  const rectOf = ({ input, x, y }: { input: number; x: number; y: number }): Rect => {
    const { width, height } = scene.inputs[input]!;
    return { x, y, width, height };
  };
  const spans = captionSpans(template, timeline, {
    avoid: scene.spec.watermark ? [rectOf(scene.spec.watermark)] : [],
    texts: scene.spec.scenes.map((s) => s.texts.map(rectOf)),
  });
  const overlays = drawCaptions(cues, spans, template, locale);
  const firstInput = scene.inputs.length;
  const inputs = await Promise.all(
    overlays.map((overlay, i) => writePictureInput(workDir, `caption${i}`, overlay.layer.picture)),
  );
  const captions = overlays.map(({ layer, frames }, i) => ({ input: firstInput + i, x: layer.x, y: layer.y, frames }));
  return { inputs, captions };
}

/**
 * Renders one video: the template's scenes with the product's picture and texts, animated by
 * ffmpeg, encoded as H.264/yuv420p MP4 with faststart, plus a JPEG thumbnail at half size; with
 * a voice-over, its WebVTT captions, burned into the picture too when user_prompt.captions is true.
 */
export async function renderVideo(request: RenderVideoRequest): Promise<RenderVideoResult> {
  const { template, language, signal, timeouts = {} } = request;
  const binaries = { ...DEFAULT_BINARIES, ...request.binaries };
  const probe = { ffprobePath: binaries.ffprobe, signal, timeoutMs: timeouts.ffprobeMs };
  const userPrompt = request.userPrompt ?? {};
  const violation = validateUserPrompt(template, userPrompt);
  if (violation) throw new RenderError('render_failed', violation.message);

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
    const image = await loadProductImage(request.imagePath, probe);
    signal?.throwIfAborted();
    const timeline = timelineOf(template);
    const lookup = contentLookup(request.product, userPrompt, language);
    const scene = await prepareSceneInputs({
      template,
      timeline,
      image,
      palette: resolvePalette(template.palette, userPrompt),
      lookup,
      language,
      watermark: request.watermark,
      workDir,
    });
    signal?.throwIfAborted();

    const inputs = [...scene.inputs];
    const spec: GraphSpec = { ...scene.spec };
    const sentences = template.voiceover.flatMap((line) => fillPlaceholders(line, lookup) ?? []);
    const voice =
      userPrompt.voiceover === true
        ? await synthesizeVoiceover({
            sentences: sentences.map((sentence) => captionPhrases(sentence, language)),
            language,
            workDir,
            maxSeconds: template.duration_seconds - VOICE_DELAY_SECONDS - VOICE_TAIL_SECONDS,
            espeakPath: binaries.espeak,
            signal,
            timeoutMs: timeouts.espeakMs,
          })
        : null;
    signal?.throwIfAborted();
    const cues = voice ? buildCues(voice.phrases, VOICE_DELAY_SECONDS, template.duration_seconds) : [];
    if (voice) await writeFile(captionsPath, formatWebVtt(cues), 'utf8');
    if (voice && userPrompt.captions === true) {
      const burned = await captionInputs(cues, template, timeline, scene, language, workDir);
      inputs.push(...burned.inputs);
      spec.captions = burned.captions;
    }
    const inputArgs = inputs.flatMap(pictureInputArgs);
    if (voice) {
      inputArgs.push('-i', voice.path);
      spec.audio = {
        input: inputs.length,
        delaySeconds: VOICE_DELAY_SECONDS,
        durationSeconds: template.duration_seconds,
      };
    }

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
    });
    const measured = await measureVideo(videoPath, probe);
    progress(100);
    return {
      videoPath,
      thumbnailPath,
      ...measured,
      hasAudio: spec.audio !== undefined,
      captionsPath: voice ? captionsPath : null,
      cues,
    };
  } catch (error) {
    await Promise.all([videoPath, thumbnailPath, captionsPath].map((path) => rm(path, { force: true })));
    if (signal?.aborted) throw signal.reason;
    if (error instanceof RenderError) throw error;
    const detail = error instanceof ProcessFailedError ? error.message : String(error);
    throw new RenderError('render_failed', `The video could not be rendered: ${detail}`, { cause: error });
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
