import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { OutputProfile } from '@reelsmith/contracts';
import { prepareComposition, type CompositionRequest } from '../composition/composition.js';
import { composingArgs, runFfmpeg } from '../composition/ffmpeg-runner.js';
import { encodedSound } from '../composition/encoded-sound.js';
import { VIDEO_LABEL, buildFilterGraph } from '../composition/filter-graph.js';
import { runTogether } from '../composition/run-together.js';
import {
  H264_ARGS,
  PROFILE_SOUND_ARGS,
  VOICE_ENCODING,
  lengthArgs,
  profileEncoderArgs,
  profileVideoArgs,
  type VideoEncoding,
} from './encoder-args.js';
import { PROFILE_LIMITS, type ProfileLimits } from './output-limits.js';
import { makeFifos, runCompanion } from './format-branches.js';
import { profilePath, type OutputFiles } from './output-plan.js';

/** The limits one encode for several profiles of a size must meet: each figure the strictest of theirs. */
export function groupLimits(group: readonly OutputProfile[]): ProfileLimits {
  const all = group.map((profile) => PROFILE_LIMITS[profile]);
  return {
    ...all[0]!,
    maxLevel: Math.min(...all.map((limits) => limits.maxLevel)),
    maxVideoBitrate: Math.min(...all.map((limits) => limits.maxVideoBitrate)),
    durationSeconds: {
      min: Math.max(...all.map((limits) => limits.durationSeconds.min)),
      max: Math.min(...all.map((limits) => limits.durationSeconds.max)),
    },
  };
}

/**
 * The video's own encode: the render's x264 settings and the voice's AAC; or, when its layout is
 * a profile group's too (`serves`), within that group's limits and with their sound, so the
 * profiles' files are copies of it (copyForProfiles).
 */
export function videoEncoding(fps: number, serves?: readonly OutputProfile[]): VideoEncoding {
  if (!serves) return { video: [...H264_ARGS, '-r', String(fps)], sound: VOICE_ENCODING };
  return { video: profileVideoArgs(groupLimits(serves)), sound: PROFILE_SOUND_ARGS };
}

/** The video's MP4, encoded for `group` (videoEncoding), copied as each profile's file. */
export async function copyForProfiles(
  videoPath: string,
  group: readonly OutputProfile[],
  files: OutputFiles,
): Promise<void> {
  await Promise.all(group.map((profile) => copyFile(videoPath, profilePath(files, profile))));
}

export interface ProfileRun {
  ffmpegPath: string;
  timeoutMs?: number;
  niceness?: number;
  signal?: AbortSignal;
  onProgress?: (percent: number) => void;
}

/**
 * Composes the template once for profiles of one frame size (the layout fitted clear of all
 * their interfaces, at their frame and rate), encodes it once within the strictest of their
 * limits, and copies the file for each of them.
 */
export async function renderProfileGroup(
  group: readonly OutputProfile[],
  base: CompositionRequest,
  files: OutputFiles,
  run: ProfileRun,
): Promise<void> {
  const workDir = join(base.workDir, `profile-${group[0]}`);
  await mkdir(workDir, { recursive: true });
  const composition = await prepareComposition({
    ...base,
    profiles: group,
    workDir,
    captionsPath: undefined,
    signal: run.signal,
  });
  const { template, timeline, pictures, spec } = composition;
  // Its sound encoded beside it, as the video's is (encoded-sound.ts).
  const sound = await encodedSound(composition, PROFILE_SOUND_ARGS, {
    fifo: join(workDir, 'sound.nut'),
    graphHears: false,
  });
  await makeFifos(sound ? [sound.companion] : []);
  const encoded = profilePath(files, group[0]!);
  const args = [
    ...(await composingArgs(
      { pictures, audioArgs: sound?.inputArgs ?? [] },
      buildFilterGraph(sound?.spec ?? spec),
      join(workDir, 'video.graph'),
    )),
    ...profileEncoderArgs(groupLimits(group), { video: VIDEO_LABEL, audio: sound?.stream }),
    ...lengthArgs(template.fps, timeline.totalFrames, sound !== undefined),
    encoded,
  ];
  const options = { timeoutMs: run.timeoutMs, niceness: run.niceness };
  await runTogether(
    [
      (signal) =>
        runFfmpeg(args, {
          ...options,
          ffmpegPath: run.ffmpegPath,
          signal,
          durationSeconds: template.duration_seconds,
          onProgress: run.onProgress,
        }),
      ...(sound
        ? [(signal: AbortSignal) => runCompanion(sound.companion, run.ffmpegPath, { ...options, signal })]
        : []),
    ],
    run.signal,
  );
  await Promise.all(group.slice(1).map((profile) => copyFile(encoded, profilePath(files, profile))));
}
