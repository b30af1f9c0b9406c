import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { OutputProfile, OutputRequest, VideoWarning } from '@reelsmith/contracts';
import { mp4VideoTrack } from '@reelsmith/media';
import { PROFILE_FRAMES } from '@reelsmith/templates';
import type { Cue } from '../captions/webvtt.js';
import { lengthArgs, type VideoEncoding } from '../outputs/encoder-args.js';
import { makeFifos, runCompanion, splitForBranches, type StreamLabels } from '../outputs/format-branches.js';
import { formatBranches, planOutputs } from '../outputs/output-plan.js';
import { copyForProfiles, renderProfileGroup, videoEncoding } from '../outputs/profile-encodes.js';
import { assertOutputsPassed, finishOutputs, type RenderedOutput } from '../outputs/rendered-outputs.js';
import { framedTemplate, prepareComposition, type CompositionRequest } from './composition.js';
import { encodedSound } from './encoded-sound.js';
import { buildFilterGraph } from './filter-graph.js';
import { composingArgs, runFfmpeg } from './ffmpeg-runner.js';
import { RenderError, asRenderError } from './render-error.js';
import { checkedRenderInput, type RenderInput } from './render-input.js';
import { runTogether } from './run-together.js';
import { writeStillFrame } from './still-frame.js';

// How much lower the thumbnail's ffmpeg runs than the video's: the video goes first.
const THUMBNAIL_NICENESS = 10;

export interface RenderVideoRequest extends RenderInput {
  /** Receives video.mp4, thumbnail.jpg and, for a video that speaks, captions.vtt; created when missing. */
  outputDir: string;
  /** 0–100, each value at most once, increasing. */
  onProgress?: (percent: number) => void;
  /** Encodes at a lower CPU priority (`nice`, 1–19), so previews and API calls go first. */
  niceness?: number;
  /**
   * Publish profiles and formats made from the same render, each checked before the render
   * succeeds; written under `outputDir/outputs/`.
   */
  outputs?: readonly OutputRequest[];
  /** What the HLS files are named after (`<hlsStem>.m3u8`, `<hlsStem>_720p.m3u8`, …); default `hls`. */
  hlsStem?: string;
  /** A test build's deliberately broken profile, whose checks fail (output-expectations.ts). */
  brokenProfile?: OutputProfile;
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
  /** The requested outputs, in the order asked, each checked (every one passed: a failure throws). */
  outputs: RenderedOutput[];
}

/** The MP4's streams: its picture encoded, its sound (encoded by its companion) copied. */
function encoderArgs(encoding: VideoEncoding, labels: StreamLabels, length: string[], videoPath: string): string[] {
  // prettier-ignore
  return [
    '-map', labels.video, ...encoding.video, ...length,
    ...(labels.audio ? ['-map', labels.audio, '-c:a', 'copy'] : []),
    '-movflags', '+faststart', videoPath,
  ];
}

/**
 * One progress out of several encodes, each weighed by the pixels it composes; the last
 * percents are kept for what follows them (the outputs' finishing and checks).
 */
function sharedProgress(weights: readonly number[], report: (percent: number) => void, ceiling: number) {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const done = weights.map(() => 0);
  return weights.map((weight, i) => (percent: number) => {
    done[i] = (percent * weight) / total;
    report(Math.min(ceiling, Math.floor(done.reduce((sum, value) => sum + value, 0))));
  });
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
 * a voice-over, its WebVTT captions, burned into the picture too when user_prompt.captions is
 * true. With `outputs`, the publish profiles (one composition and encode per frame size, beside
 * the video's) and the formats (from the video's own composed picture) are made and checked
 * too; an output that fails its checks fails the render.
 */
export async function renderVideo(request: RenderVideoRequest): Promise<RenderVideoResult> {
  const { template, language, signal } = request;
  const { userPrompt, binaries, timeouts, voice } = checkedRenderInput(request);
  const plan = planOutputs(request.outputs ?? []);

  let percent = -1;
  const progress = (value: number) => {
    if (value > percent) request.onProgress?.((percent = value));
  };
  progress(0);

  const outputDir = resolve(request.outputDir);
  const videoPath = join(outputDir, 'video.mp4');
  const thumbnailPath = join(outputDir, 'thumbnail.jpg');
  const captionsPath = join(outputDir, 'captions.vtt');
  const outputsDir = join(outputDir, 'outputs');
  const hlsStem = checkedHlsStem(request.hlsStem ?? 'hls');
  await mkdir(plan.requested.length ? outputsDir : outputDir, { recursive: true });
  const workDir = await mkdtemp(join(request.scratchDir ?? tmpdir(), 'reelsmith-render-'));
  try {
    const files = { dir: outputsDir, hlsStem, scratchDir: workDir };
    const composing: CompositionRequest = {
      template,
      product: request.product,
      imagePath: request.imagePath,
      assets: request.assets ?? [],
      music: request.music,
      musicCache: request.musicCache,
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
    };
    const composition = await prepareComposition(composing);
    const { timeline, pictures, spec, spoken, cues, warnings } = composition;
    signal?.throwIfAborted();

    // The profiles of the video's own frame whose layout is the video's (profile-fit.ts
    // keepsOwnLayout) are the video's own encode, copied; the others are composed apart.
    const ownGroup = plan.profileGroups.find((group) =>
      isDeepStrictEqual(framedTemplate({ ...composing, profiles: group }), composition.template),
    );
    const composedGroups = plan.profileGroups.filter((group) => group !== ownGroup);
    const encoding = videoEncoding(template.fps, ownGroup);
    const hasSound = spec.audio !== undefined;
    const main = { width: template.width, height: template.height, fps: template.fps, hasSound };
    const formats = formatBranches(
      plan,
      { ...main, totalFrames: timeline.totalFrames, durationSeconds: template.duration_seconds },
      files,
    );
    // The graph hears the sound only for the branches that take it raw (a WebM's Opus).
    const graphHears = hasSound && formats.branches.some((branch) => !branch.silent);
    const sound = await encodedSound(composition, encoding.sound, { fifo: join(workDir, 'sound.nut'), graphHears });
    const split = splitForBranches(formats.branches, graphHears);
    const companions = [
      ...(sound ? [sound.companion] : []),
      ...formats.branches.flatMap((branch) => (branch.companion ? [branch.companion] : [])),
    ];
    await makeFifos(companions);
    const graph = [buildFilterGraph(sound?.spec ?? spec), ...split.chains].join(';\n');
    const length = lengthArgs(template.fps, timeline.totalFrames, hasSound);
    const args = [
      ...(await composingArgs({ pictures, audioArgs: sound?.inputArgs ?? [] }, graph, join(workDir, 'video.graph'))),
      ...formats.mainArgs,
      ...encoderArgs(encoding, { video: split.main, audio: sound?.stream }, length, videoPath),
      ...split.args,
    ];
    const run = { ffmpegPath: binaries.ffmpeg, timeoutMs: timeouts.ffmpegMs };
    const niceness = request.niceness ?? 0;
    const [mainProgress, ...profileProgress] = sharedProgress(
      [template.width * template.height * (1 + formats.branches.length), ...profileWeights(composedGroups)],
      progress,
      // The last percent is kept for when every file is complete; more when outputs are checked after.
      plan.requested.length ? 95 : 99,
    );
    // The thumbnail is composed beside the video, at a lower priority, from the same pictures
    // and chains run over its one frame (still-graph.ts): a tenth of a second of CPU, and no
    // step after the encode. A branch of the video's own graph cost more: ffmpeg 5.1 then held
    // every frame before the thumbnail's (about 400 page faults each). The companions encode
    // their formats from the video's FIFOs as it writes them. Each profile's layout is drawn
    // while the video encodes, and encoded beside it.
    await runTogether(
      [
        (all) =>
          runFfmpeg(args, {
            ...run,
            signal: all,
            niceness,
            durationSeconds: template.duration_seconds,
            onProgress: mainProgress,
          }),
        (all) =>
          writeStillFrame(pictures, spec, thumbnailPath, {
            ...run,
            scratchDir: workDir,
            signal: all,
            niceness: Math.min(19, niceness + THUMBNAIL_NICENESS),
          }),
        ...companions.map(
          (companion) => (all: AbortSignal) =>
            runCompanion(companion, binaries.ffmpeg, { ...run, signal: all, niceness }),
        ),
        ...composedGroups.map(
          (group, i) => (all: AbortSignal) =>
            renderProfileGroup(group, composing, files, {
              ...run,
              signal: all,
              niceness,
              onProgress: profileProgress[i],
            }),
        ),
      ],
      signal,
    );
    if (ownGroup) await copyForProfiles(videoPath, ownGroup, files);
    const measured = await measureVideo(videoPath);
    const outputs = plan.requested.length
      ? await finishOutputs({
          plan,
          files,
          mainPath: videoPath,
          video: { ...main, durationSeconds: template.duration_seconds },
          hlsRungs: formats.hlsRungs,
          mainCopies: ownGroup,
          gif: formats.gif,
          measure: { ...run, ffprobePath: binaries.ffprobe, signal, niceness },
          brokenProfile: request.brokenProfile,
        })
      : [];
    assertOutputsPassed(outputs);
    progress(100);
    return {
      videoPath,
      thumbnailPath,
      ...measured,
      hasAudio: hasSound,
      captionsPath: spoken ? captionsPath : null,
      cues,
      warnings,
      outputs,
    };
  } catch (error) {
    await Promise.all([videoPath, thumbnailPath, captionsPath].map((path) => rm(path, { force: true })));
    await rm(outputsDir, { recursive: true, force: true });
    throw asRenderError(error, signal, 'The video could not be rendered');
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * The HLS files' name goes into ffmpeg's segment pattern and into playlists: letters, digits,
 * `_` and `-` only (storage keys are made of those), never a `%` ffmpeg would expand.
 */
function checkedHlsStem(stem: string): string {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(stem)) {
    throw new RenderError('render_failed', 'The HLS files cannot be named after that key.');
  }
  return stem;
}

/** Each profile group's share of the work: its frame's pixels (its rate is the profiles' 30 fps). */
function profileWeights(groups: readonly OutputProfile[][]): number[] {
  return groups.map((group) => {
    const { width, height } = PROFILE_FRAMES[group[0]!];
    return width * height;
  });
}
