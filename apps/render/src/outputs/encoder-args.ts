import type { ProfileLimits } from './output-limits.js';
import { PROFILE_AUDIO } from './output-limits.js';

/** A short ffmpeg run of ours (a remux, a GIF): errors only, on stderr, nothing read from stdin. */
export const QUIET_FFMPEG_ARGS = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'];

/** The MP4's picture: x264's veryfast preset at CRF 23 (render-speed decision), High, yuv420p. */
export const H264_ARGS = [
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-crf',
  '23',
  '-profile:v',
  'high',
  '-pix_fmt',
  'yuv420p',
];

/**
 * The voice-over as AAC at espeak-ng's own 22.05 kHz (resampling to 48 kHz added samples, not
 * sound) with the fast coder: together half of the audio's CPU time, inaudible on synthetic speech.
 */
export const VOICE_ENCODING = ['-c:a', 'aac', '-aac_coder', 'fast', '-b:a', '128k'];

/** How the video's own MP4 encodes its picture and its sound (after each stream's `-map`). */
export interface VideoEncoding {
  video: string[];
  sound: string[];
}

/**
 * The VBV a profile is encoded with: 80 % of its cap over a one-second buffer, so that even the
 * buffer's initial fill spread over a 5 s video keeps the average under the cap — the cap is
 * met by construction, and the check confirms it.
 */
export function vbvArgs(limits: ProfileLimits): string[] {
  const rate = Math.floor(limits.maxVideoBitrate * 0.8);
  return ['-maxrate', String(rate), '-bufsize', String(rate)];
}

/**
 * The sound every profile takes: AAC-LC, 48 kHz, stereo (a mono voice spread at −3 dB per side),
 * with the fast coder the video's own sound has: the default twoloop coder took 45 % more CPU for
 * no better sound (a chord over pink noise at 128 kb/s: SNR 33.0 dB twoloop, 34.4 dB fast).
 */
// prettier-ignore
export const PROFILE_SOUND_ARGS = [
  '-c:a', 'aac', '-aac_coder', 'fast', '-b:a', '128k', '-ar', String(PROFILE_AUDIO.sampleRate), '-ac', String(PROFILE_AUDIO.channels),
];

/** A profile's picture: H.264 High at its level, within its VBV, at its rate. */
export function profileVideoArgs(limits: ProfileLimits): string[] {
  // prettier-ignore
  return [...H264_ARGS, '-level:v', (limits.maxLevel / 10).toFixed(1), ...vbvArgs(limits), '-r', String(limits.fps)];
}

/** A profile's streams: its picture, its sound (encoded beside it) copied, the moov box first. */
export function profileEncoderArgs(limits: ProfileLimits, labels: { video: string; audio?: string }): string[] {
  // prettier-ignore
  return [
    '-map', labels.video, ...profileVideoArgs(limits),
    ...(labels.audio ? ['-map', labels.audio, '-c:a', 'copy'] : []),
    '-movflags', '+faststart',
  ];
}

/**
 * How far the WebM's sound is lowered before Opus: Opus's decoded peaks overshoot the mix's
 * −2 dBTP ceiling by 0.3–1.2 dB (all 36 of the ad check's videos: 12 languages × 3 templates,
 * voice-over), which put 2 of them over the −1 dBTP the check allows, where AAC stays within
 * 0.3 dB. One dB keeps every one of them at −1.9 dBTP or under, at −15.1 to −15.3 LUFS (the check
 * allows −14 ± 2).
 */
export const OPUS_HEADROOM_DB = 1;

/**
 * The WebM: VP9 in libvpx's realtime mode (cpu-used 8, row-based threads), as costly as the
 * MP4's x264 already; blocks that barely change left as they are (`static-thresh`: 15–20 % less
 * CPU on our mostly still frames, SSIM 0.9942 against 0.9943); constant quality at CRF 35; Opus
 * at 48 kHz, its only rate near ours, with OPUS_HEADROOM_DB of headroom.
 */
export function webmEncoderArgs(fps: number, labels: { video: string; audio?: string }): string[] {
  // prettier-ignore
  return [
    '-map', labels.video,
    '-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-row-mt', '1', '-crf', '35', '-b:v', '0',
    '-static-thresh', '100',
    '-pix_fmt', 'yuv420p', '-r', String(fps),
    ...(labels.audio
      ? ['-map', labels.audio, '-filter:a', `volume=-${OPUS_HEADROOM_DB}dB`, '-c:a', 'libopus', '-b:a', '96k', '-ar', '48000']
      : []),
    '-f', 'webm',
  ];
}

/**
 * Where an encode stops: at the last frame; with sound, at the video's length instead, which
 * bounds both streams alike. `-frames:v` closes the file as that frame is written and drops the
 * sound still queued behind it (0.3 s at 6 fps: a fade-out cut short, the track ending early).
 */
export function lengthArgs(fps: number, totalFrames: number, withAudio: boolean): string[] {
  return withAudio ? ['-t', String(totalFrames / fps)] : ['-frames:v', String(totalFrames)];
}
