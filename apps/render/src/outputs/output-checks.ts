import type { OutputCheckFailure, OutputChecks } from '@reelsmith/contracts';
import type { MediaInfo, StreamInfo } from '@reelsmith/media';
import { LOUDNESS_LIMITS } from './output-limits.js';

/** What one output file must be, for what it is for (a platform, a container). */
export interface OutputExpectation {
  video: {
    codec: string;
    /** ffprobe's profile name (`High`); unchecked when absent. */
    profile?: string;
    /** The highest level × 10; unchecked when absent. */
    maxLevel?: number;
    /** Unchecked for a GIF, whose pixels are a palette. */
    pixelFormat?: string;
    width: number;
    height: number;
    /** Frames per second exactly; unchecked when absent (a GIF's delays are centiseconds). */
    fps?: number;
    /**
     * Frames in all, ± 1: a rate and a length can both read right while frames are missing (a
     * stream stamped at another rate, every sixth frame dropped to fit).
     */
    frames: number;
    maxBitrate?: number;
  };
  /** The template's length: the output may differ by `toleranceSeconds`, and must lie within `range`. */
  duration: { seconds: number; toleranceSeconds: number; range?: { min: number; max: number } };
  /** The sound the output must carry; absent for a silent video (or a GIF). */
  audio?: { codec: string; profile?: string; sampleRate?: number; channels?: number };
  /** The moov box before the media data, so players start before the download ends. */
  faststart?: boolean;
  maxBytes?: number;
}

/** What was measured on the output file. */
export interface OutputMeasurement {
  probe: MediaInfo;
  bytes: number;
  /** For an MP4: whether moov comes before mdat. */
  faststart?: boolean;
  /** EBU R128, measured when the output has sound. */
  loudness?: { integratedLufs: number; truePeakDbtp: number };
}

const streamOf = (probe: MediaInfo, kind: 'video' | 'audio'): StreamInfo | undefined =>
  probe.streams.find((stream) => stream.codec_type === kind);

/** ffprobe's `30/1` or `30000/1001` as a number; NaN when it cannot be read. */
export function frameRateOf(rate: string | undefined): number {
  const [numerator, denominator = '1'] = (rate ?? '').split('/');
  return Number(numerator) / Number(denominator);
}

/** The output's length: the container's, else its video stream's. */
function durationOf(probe: MediaInfo): number {
  return Number(probe.format.duration ?? streamOf(probe, 'video')?.duration);
}

/** The video stream's bits per second: the stream's own figure, else the whole file's. */
function videoBitrateOf(probe: MediaInfo): number {
  return Number(streamOf(probe, 'video')?.bit_rate ?? probe.format.bit_rate);
}

const seconds = (value: number) => `${value.toFixed(2)} s`;
const mbps = (value: number) => `${(value / 1e6).toFixed(2)} Mb/s`;

/**
 * Every check one output file failed against its expectation (ffprobe, EBU R128 and file
 * figures); `passed` when none.
 */
export function evaluateChecks(expected: OutputExpectation, measured: OutputMeasurement): OutputChecks {
  const failures: OutputCheckFailure[] = [];
  const fail = (check: string, expectedValue: string, actual: string) =>
    failures.push({ check, expected: expectedValue, actual });
  const { probe } = measured;

  const video = streamOf(probe, 'video');
  const want = expected.video;
  if (!video) {
    fail('video_codec', want.codec, 'none');
  } else {
    if (video.codec_name !== want.codec) fail('video_codec', want.codec, video.codec_name);
    if (want.profile !== undefined && video.profile !== want.profile) {
      fail('profile_level', `${want.profile}`, `${video.profile ?? 'none'}`);
    }
    if (want.maxLevel !== undefined && !((video.level ?? Infinity) <= want.maxLevel)) {
      fail('profile_level', `level ≤ ${want.maxLevel / 10}`, `level ${(video.level ?? NaN) / 10}`);
    }
    if (want.pixelFormat !== undefined && video.pix_fmt !== want.pixelFormat) {
      fail('pixel_format', want.pixelFormat, video.pix_fmt ?? 'none');
    }
    if (video.width !== want.width || video.height !== want.height) {
      fail('size', `${want.width}x${want.height}`, `${video.width ?? '?'}x${video.height ?? '?'}`);
    }
    if (want.fps !== undefined && !(Math.abs(frameRateOf(video.r_frame_rate) - want.fps) < 1e-6)) {
      fail('frame_rate', `${want.fps} fps`, video.r_frame_rate ?? 'none');
    }
    const frames = Number(video.nb_read_packets ?? video.nb_frames);
    if (!(Math.abs(frames - want.frames) <= 1)) {
      fail('frame_count', `${want.frames} ± 1`, Number.isFinite(frames) ? String(frames) : 'unknown');
    }
    const bitrate = videoBitrateOf(probe);
    if (want.maxBitrate !== undefined && !(bitrate <= want.maxBitrate)) {
      fail('bitrate', `≤ ${mbps(want.maxBitrate)}`, Number.isFinite(bitrate) ? mbps(bitrate) : 'unknown');
    }
  }

  const duration = durationOf(probe);
  const { seconds: length, toleranceSeconds, range } = expected.duration;
  if (!(Math.abs(duration - length) <= toleranceSeconds)) {
    fail('duration', `${seconds(length)} ± ${seconds(toleranceSeconds)}`, seconds(duration));
  }
  if (range && !(duration >= range.min && duration <= range.max)) {
    fail('duration_range', `${range.min}–${range.max} s`, seconds(duration));
  }

  if (expected.audio) checkAudio(expected.audio, streamOf(probe, 'audio'), measured.loudness, fail);
  if (expected.faststart && !measured.faststart) fail('faststart', 'moov before mdat', 'mdat first');
  if (expected.maxBytes !== undefined && measured.bytes > expected.maxBytes) {
    fail('file_size', `≤ ${expected.maxBytes} bytes`, `${measured.bytes} bytes`);
  }
  return { passed: failures.length === 0, failures };
}

function checkAudio(
  want: NonNullable<OutputExpectation['audio']>,
  audio: StreamInfo | undefined,
  loudness: OutputMeasurement['loudness'],
  fail: (check: string, expected: string, actual: string) => void,
): void {
  if (!audio) {
    fail('audio_codec', want.codec, 'none');
    return;
  }
  if (audio.codec_name !== want.codec) fail('audio_codec', want.codec, audio.codec_name);
  if (want.profile !== undefined && audio.profile !== want.profile) {
    fail('audio_profile', want.profile, audio.profile ?? 'none');
  }
  if (want.sampleRate !== undefined && Number(audio.sample_rate) !== want.sampleRate) {
    fail('sample_rate', `${want.sampleRate} Hz`, `${audio.sample_rate ?? '?'} Hz`);
  }
  if (want.channels !== undefined && audio.channels !== want.channels) {
    fail('channels', String(want.channels), String(audio.channels ?? '?'));
  }
  const { integratedLufs, toleranceLu, maxTruePeakDbtp } = LOUDNESS_LIMITS;
  if (!loudness) {
    fail('loudness', `${integratedLufs} ± ${toleranceLu} LUFS`, 'not measured');
    return;
  }
  if (!(Math.abs(loudness.integratedLufs - integratedLufs) <= toleranceLu)) {
    fail('loudness', `${integratedLufs} ± ${toleranceLu} LUFS`, `${loudness.integratedLufs.toFixed(1)} LUFS`);
  }
  if (!(loudness.truePeakDbtp <= maxTruePeakDbtp)) {
    fail('true_peak', `≤ ${maxTruePeakDbtp} dBTP`, `${loudness.truePeakDbtp.toFixed(1)} dBTP`);
  }
}
