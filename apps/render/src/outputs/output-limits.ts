import type { OutputProfile } from '@reelsmith/contracts';
import { PROFILE_DURATIONS, PROFILE_FRAMES } from '@reelsmith/templates';

/**
 * What a platform takes, as its published upload and ad specs say (the sources are in
 * docs/decisions/publish-profiles.md): H.264 High in yuv420p at a fixed 30 fps, AAC-LC at
 * 48 kHz stereo, the moov box first, a duration range and a bitrate cap. Where a platform
 * publishes a recommended bitrate rather than a ceiling, that recommendation is our cap.
 */
export interface ProfileLimits {
  width: number;
  height: number;
  fps: number;
  /** H.264's level × 10: High at 4.2 at most (what every platform decodes on phones). */
  maxLevel: number;
  durationSeconds: { min: number; max: number };
  /** The video stream's bits per second at most; the encode's VBV `-maxrate`. */
  maxVideoBitrate: number;
}

/** Every platform here caps the level at 4.2 and takes 30 fps. */
const MAX_LEVEL = 42;
/** YouTube's recommended bitrate for 1080p at 30 fps (SDR), the lowest ceiling the platforms name. */
const CAP_1080P30 = 8_000_000;

const limits = (profile: OutputProfile): ProfileLimits => {
  const { width, height, fps } = PROFILE_FRAMES[profile];
  const durationSeconds = PROFILE_DURATIONS[profile];
  return { width, height, fps, maxLevel: MAX_LEVEL, durationSeconds, maxVideoBitrate: CAP_1080P30 };
};

export const PROFILE_LIMITS: Readonly<Record<OutputProfile, ProfileLimits>> = {
  tiktok: limits('tiktok'),
  reels: limits('reels'),
  shorts: limits('shorts'),
  youtube: limits('youtube'),
  meta_feed: limits('meta_feed'),
};

/** The sound every profile carries when the video has sound: AAC-LC, 48 kHz, stereo. */
export const PROFILE_AUDIO = { codec: 'aac', profile: 'LC', sampleRate: 48_000, channels: 2 } as const;

/** The loudness every output with sound must have: streaming's −14 LUFS, a true peak under −1 dBTP. */
export const LOUDNESS_LIMITS = { integratedLufs: -14, toleranceLu: 2, maxTruePeakDbtp: -1 } as const;

/** A GIF is for e-mail and chat: at most this many bytes. */
export const GIF_MAX_BYTES = 8 * 1024 * 1024;
