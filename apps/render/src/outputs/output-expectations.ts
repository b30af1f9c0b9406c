import type { OutputProfile } from '@reelsmith/contracts';
import type { OutputExpectation } from './output-checks.js';
import type { HlsRung } from './hls-ladder.js';
import { GIF_MAX_BYTES, PROFILE_AUDIO, PROFILE_LIMITS } from './output-limits.js';

/** The video an output is made from: its frame, rate and length. */
export interface VideoShape {
  width: number;
  height: number;
  fps: number;
  durationSeconds: number;
}

/** The frames a video of this length holds at this rate. */
const framesOf = (seconds: number, fps: number) => Math.round(seconds * fps);

/** How far an output's length may stray from the template's: a frame, and AAC's priming and padding. */
const durationOf = (seconds: number, fps: number) => ({ seconds, toleranceSeconds: 0.1 + 1 / fps });

/**
 * What a profile's MP4 must be. `broken` is a test build's deliberately broken profile
 * (RENDER_TEST_BROKEN_PROFILE, honoured only under NODE_ENV=test): it is expected at 29 fps,
 * which its 30 fps encode never is, so its checks fail and the render with them.
 */
export function profileExpectation(
  profile: OutputProfile,
  durationSeconds: number,
  hasSound: boolean,
  broken?: OutputProfile,
): OutputExpectation {
  const limits = PROFILE_LIMITS[profile];
  return {
    video: {
      codec: 'h264',
      profile: 'High',
      maxLevel: limits.maxLevel,
      pixelFormat: 'yuv420p',
      width: limits.width,
      height: limits.height,
      fps: profile === broken ? limits.fps - 1 : limits.fps,
      frames: framesOf(durationSeconds, limits.fps),
      maxBitrate: limits.maxVideoBitrate,
    },
    duration: { ...durationOf(durationSeconds, limits.fps), range: limits.durationSeconds },
    audio: hasSound ? PROFILE_AUDIO : undefined,
    faststart: true,
  };
}

/** The WebM: VP9 and Opus, at the video's own frame and rate. */
export function webmExpectation(video: VideoShape, hasSound: boolean): OutputExpectation {
  return {
    video: {
      codec: 'vp9',
      pixelFormat: 'yuv420p',
      width: video.width,
      height: video.height,
      fps: video.fps,
      frames: framesOf(video.durationSeconds, video.fps),
    },
    duration: durationOf(video.durationSeconds, video.fps),
    audio: hasSound ? { codec: 'opus', sampleRate: 48_000 } : undefined,
  };
}

/** The GIF: at the frame its step chose, at most GIF_MAX_BYTES. */
export function gifExpectation(frame: { width: number; height: number; fps: number }, durationSeconds: number) {
  return {
    video: { codec: 'gif', width: frame.width, height: frame.height, frames: framesOf(durationSeconds, frame.fps) },
    duration: durationOf(durationSeconds, frame.fps),
    maxBytes: GIF_MAX_BYTES,
  } satisfies OutputExpectation;
}

/** One rung of the HLS ladder: H.264 High yuv420p at the rung's size, AAC when the video has sound. */
export function hlsRungExpectation(rung: HlsRung, video: VideoShape, hasSound: boolean): OutputExpectation {
  return {
    video: {
      codec: 'h264',
      profile: 'High',
      pixelFormat: 'yuv420p',
      width: rung.width,
      height: rung.height,
      fps: video.fps,
      frames: framesOf(video.durationSeconds, video.fps),
    },
    duration: durationOf(video.durationSeconds, video.fps),
    audio: hasSound ? { codec: 'aac', profile: 'LC' } : undefined,
  };
}
