import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { OutputCheckFailure, OutputChecks, OutputProfile, OutputRequest } from '@reelsmith/contracts';
import { runProcess } from '@reelsmith/media';
import { RenderError } from '../composition/render-error.js';
import { QUIET_FFMPEG_ARGS } from './encoder-args.js';
import { evaluateChecks, type OutputMeasurement } from './output-checks.js';
import { stepDownGif } from './gif-encode.js';
import {
  hlsCodecs,
  hlsLadder,
  hlsMuxerArgs,
  measureRung,
  rungPlaylistName,
  writeMasterPlaylist,
  type HlsRung,
} from './hls-ladder.js';
import { measureLoudness, measureOutput, type Loudness, type MeasureOptions } from './measure-output.js';
import { GIF_MAX_BYTES } from './output-limits.js';
import {
  gifExpectation,
  hlsRungExpectation,
  profileExpectation,
  webmExpectation,
  type VideoShape,
} from './output-expectations.js';
import {
  gifPath,
  profilePath,
  webmPath,
  type GifPlan,
  type HlsRungSource,
  type OutputFiles,
  type OutputPlan,
} from './output-plan.js';

/** An output as rendered: its files on this machine, what was measured on them and how they checked. */
export type RenderedOutput = OutputRequest & {
  /** The file; for HLS the master playlist. */
  path: string;
  /** Every file the output is made of (for HLS the master, the rungs' playlists and segments). */
  files: string[];
  width: number;
  height: number;
  durationSeconds: number;
  /** All its files together. */
  bytes: number;
  checks: OutputChecks;
};

export interface FinishRequest {
  plan: OutputPlan;
  files: OutputFiles;
  /** The video's MP4 as encoded, and its shape. */
  mainPath: string;
  video: VideoShape & { hasSound: boolean };
  /** The HLS ladder's rungs and their pictures, segmented here with the MP4's sound. */
  hlsRungs?: readonly HlsRungSource[];
  /** The profiles whose file is the MP4 itself, copied (copyForProfiles). */
  mainCopies?: readonly OutputProfile[];
  /** The GIF as encoded beside the video. */
  gif?: GifPlan;
  measure: MeasureOptions;
  /** A test build's deliberately broken profile (output-expectations.ts). */
  brokenProfile?: OutputProfile;
}

/** What a file is, as measured: its frame and length. */
function shapeOf(measured: OutputMeasurement) {
  const video = measured.probe.streams.find((stream) => stream.codec_type === 'video');
  return {
    width: video?.width ?? 0,
    height: video?.height ?? 0,
    durationSeconds: Math.round(Number(measured.probe.format.duration ?? 0) * 1000) / 1000,
  };
}

/**
 * Every rung written as a VOD playlist and its segments by one ffmpeg, all copied: each rung's
 * picture (the MP4's own, or the picture-only MP4 encoded beside it) with the MP4's sound.
 */
async function segmentRungs(
  mainPath: string,
  rungs: readonly HlsRungSource[],
  hasSound: boolean,
  files: OutputFiles,
  measure: MeasureOptions,
): Promise<void> {
  const pictures = rungs.flatMap(({ picturePath }) => (picturePath ? [picturePath] : []));
  const outputs = rungs.flatMap(({ rung, picturePath }) => [
    '-map',
    picturePath ? `${1 + pictures.indexOf(picturePath)}:v:0` : '0:v:0',
    ...(hasSound ? ['-map', '0:a:0'] : []),
    '-c',
    'copy',
    ...hlsMuxerArgs(files.dir, files.hlsStem, rung.name),
  ]);
  // prettier-ignore
  await runProcess(measure.ffmpegPath, [
    ...QUIET_FFMPEG_ARGS, '-i', mainPath, ...pictures.flatMap((path) => ['-i', path]), ...outputs,
  ], { signal: measure.signal, timeoutMs: measure.timeoutMs });
}

/**
 * The HLS ladder finished and checked: every rung segmented, each rung measured and checked
 * (its playlist probed through its segments), the master playlist written from what was
 * measured and checked to list every rung. `loudness` is the MP4's, which every rung's sound
 * is packet for packet; it is measured while the rungs are segmented, and settled before this
 * goes on, whatever the segmenting did.
 */
async function finishHls(
  request: FinishRequest,
  loudness: Promise<Loudness> | undefined,
): Promise<Omit<RenderedOutput, 'format' | 'profile'>> {
  const { files, video, measure } = request;
  const [segmented] = await Promise.allSettled([
    segmentRungs(request.mainPath, request.hlsRungs ?? [], video.hasSound, files, measure),
    loudness,
  ]);
  if (segmented.status === 'rejected') throw segmented.reason;
  const ladder = hlsLadder(video.width, video.height);
  const rungs = await Promise.all(
    ladder.map(async (rung) => {
      const playlist = join(files.dir, rungPlaylistName(files.hlsStem, rung.name));
      const [measured, segments] = await Promise.all([
        measureOutput(playlist, { ...measure, sound: video.hasSound, loudness }),
        measureRung(playlist),
      ]);
      const checks = evaluateChecks(hlsRungExpectation(rung, video, video.hasSound), measured);
      const level = measured.probe.streams.find((stream) => stream.codec_type === 'video')?.level ?? 0;
      return { rung, measured, segments, checks, level };
    }),
  );
  const master = await writeMasterPlaylist(
    files.dir,
    files.hlsStem,
    rungs.map(({ rung, segments, level }) => ({
      rung,
      peakBitrate: segments.peak,
      averageBitrate: segments.average,
      codecs: hlsCodecs(level, video.hasSound),
      fps: video.fps,
    })),
  );
  const failures: OutputCheckFailure[] = [
    ...(await masterFailures(master, files.hlsStem, ladder)),
    ...rungs.flatMap(({ rung, checks }) =>
      checks.failures.map((failure) => ({ ...failure, expected: `${failure.expected} (${rung.name})` })),
    ),
  ];
  const all = [master, ...rungs.flatMap(({ segments }) => segments.files)];
  const sizes = await Promise.all(all.map(async (path) => (await stat(path)).size));
  return {
    path: master,
    files: all,
    ...shapeOf(rungs.at(-1)!.measured),
    bytes: sizes.reduce((sum, size) => sum + size, 0),
    checks: { passed: failures.length === 0, failures },
  };
}

/** The master playlist must list each rung, lowest first, with its bandwidth, resolution and codecs. */
async function masterFailures(path: string, stem: string, ladder: readonly HlsRung[]): Promise<OutputCheckFailure[]> {
  const variants = [...(await readFile(path, 'utf8')).matchAll(/^#EXT-X-STREAM-INF:(.*)\n(.+)$/gm)];
  const listed = variants.map(([, attributes = '', uri = '']) =>
    /BANDWIDTH=\d+/.test(attributes) && /CODECS="/.test(attributes)
      ? `${/RESOLUTION=(\d+x\d+)/.exec(attributes)?.[1] ?? '?'} ${uri.trim()}`
      : `${uri.trim()} without bandwidth or codecs`,
  );
  const wanted = ladder.map((rung) => `${rung.width}x${rung.height} ${rungPlaylistName(stem, rung.name)}`);
  return listed.join(', ') === wanted.join(', ')
    ? []
    : [{ check: 'hls_variants', expected: wanted.join(', '), actual: listed.join(', ') || 'none' }];
}

/** The GIF encoded beside the video, remade smaller from the MP4 while it is too large, and checked. */
async function finishGif(request: FinishRequest, first: GifPlan): Promise<Omit<RenderedOutput, 'format' | 'profile'>> {
  const { video, measure } = request;
  const path = gifPath(request.files);
  let frame = first.frame;
  if ((await stat(path)).size > GIF_MAX_BYTES) {
    frame =
      (await stepDownGif(request.mainPath, video, first.step, path, {
        ffmpegPath: measure.ffmpegPath,
        signal: measure.signal,
        timeoutMs: measure.timeoutMs,
        niceness: measure.niceness,
      })) ?? frame;
  }
  const measured = await measureOutput(path, measure);
  return finished(path, measured, evaluateChecks(gifExpectation(frame, video.durationSeconds), measured));
}

function finished(path: string, measured: OutputMeasurement, checks: OutputChecks) {
  return { path, files: [path], ...shapeOf(measured), bytes: measured.bytes, checks };
}

/**
 * Finishes the formats made after the encode (the HLS ladder's segments and master, the GIF)
 * and checks every output against what it is for: ffprobe, EBU R128, file figures. The
 * profiles of one encode are measured once and each checked against its own limits. The MP4's
 * loudness is measured once for every output whose sound is the MP4's, byte for byte: the HLS
 * rungs and the profiles that are the MP4 copied.
 */
export async function finishOutputs(request: FinishRequest): Promise<RenderedOutput[]> {
  const { plan, files, video, measure } = request;
  let mainLoudness: Promise<Loudness> | undefined;
  const loudnessOfMain = () => (mainLoudness ??= measureLoudness(request.mainPath, measure));
  const hls = plan.formats.has('hls') ? finishHls(request, video.hasSound ? loudnessOfMain() : undefined) : undefined;
  const gif = request.gif && finishGif(request, request.gif);
  const webm = plan.formats.has('webm')
    ? measureOutput(webmPath(files), { ...measure, sound: video.hasSound }).then((measured) =>
        finished(webmPath(files), measured, evaluateChecks(webmExpectation(video, video.hasSound), measured)),
      )
    : undefined;
  const groups = new Map(
    plan.profileGroups.flatMap((group) => {
      const copied = group.some((profile) => request.mainCopies?.includes(profile));
      const measured = measureOutput(profilePath(files, group[0]!), {
        ...measure,
        mp4: true,
        sound: video.hasSound,
        loudness: copied && video.hasSound ? loudnessOfMain() : undefined,
      });
      return group.map((profile) => [profile, measured] as const);
    }),
  );
  // Every measurement settles before this returns, so none is left reading a file being removed.
  const settled = await Promise.allSettled([hls, gif, webm, ...groups.values()]);
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return Promise.all(
    plan.requested.map(async (output): Promise<RenderedOutput> => {
      if (output.profile) {
        const measured = await groups.get(output.profile)!;
        const expected = profileExpectation(
          output.profile,
          video.durationSeconds,
          video.hasSound,
          request.brokenProfile,
        );
        return {
          ...output,
          ...finished(profilePath(files, output.profile), measured, evaluateChecks(expected, measured)),
        };
      }
      const format = output.format === 'hls' ? hls : output.format === 'gif' ? gif : webm;
      return { ...output, ...(await format!) };
    }),
  );
}

/** A short account of the outputs that failed their checks, for the video's error. */
function failedChecksMessage(outputs: readonly RenderedOutput[]): string | undefined {
  const failed = outputs.filter((output) => !output.checks.passed);
  if (failed.length === 0) return undefined;
  const described = failed.map(
    (output) =>
      `${output.profile ?? output.format} (${output.checks.failures
        .map((failure) => `${failure.check}: expected ${failure.expected}, got ${failure.actual}`)
        .join('; ')})`,
  );
  return `The outputs failed their checks: ${described.join('; ')}.`;
}

/**
 * A render whose outputs failed their checks: it fails, and carries what was measured so the
 * video's record can show each output's checks (its files are never stored).
 */
export class OutputChecksError extends RenderError {
  constructor(
    message: string,
    readonly outputs: readonly RenderedOutput[],
  ) {
    super('render_failed', message);
    this.name = 'OutputChecksError';
  }
}

/** Throws OutputChecksError when an output failed its checks. */
export function assertOutputsPassed(outputs: readonly RenderedOutput[]): void {
  const failed = failedChecksMessage(outputs);
  if (failed) throw new OutputChecksError(failed, outputs);
}
