import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runProcess } from '@reelsmith/media';
import { RenderError } from '../composition/render-error.js';
import { normalizeLoudness, type LoudnessTarget, type NormalizedLoudness } from '../voiceover/loudness.js';
import { encodeWav, toInt16 } from '../voiceover/wav.js';
import { DUCKING, duckingGains, type SpeechWindow } from './ducking.js';
import { musicBed } from './music-bed.js';

/** What a video's music asks for: a local file of ours and how it is laid under the video. */
export interface MusicRequest {
  path: string;
  volumeDb: number;
  fadeInSeconds: number;
  fadeOutSeconds: number;
}

/** Where and how the sound is worked: the video's length, the scratch folder, ffmpeg's run. */
export interface SoundWork {
  seconds: number;
  workDir: string;
  ffmpegPath?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface SoundtrackRequest extends SoundWork {
  music: MusicRequest;
  /**
   * The music already laid (`layMusic`, run beside the drawing, so its decode is off the
   * render's path); laid here when absent.
   */
  bed?: Float32Array;
  /** The voice-over's WAV on the video's clock, and when it speaks; none for a silent video. */
  voice?: { path: string; speech: readonly SpeechWindow[] };
  target: LoudnessTarget;
}

/** Music is mixed in stereo at 48 kHz: the voice (mono, 22.05 kHz) is brought up to it. */
const SAMPLE_RATE = 48_000;
const CHANNELS = 2;

/** Any audio file as interleaved 48 kHz stereo floats, decoded by ffmpeg into a file of ours. */
async function decoded(path: string, name: string, work: SoundWork): Promise<Float32Array> {
  const raw = join(work.workDir, `${name}.f32`);
  // prettier-ignore
  await runProcess(work.ffmpegPath ?? 'ffmpeg', [
    '-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-i', path,
    '-t', String(work.seconds), '-map', '0:a:0', '-ac', String(CHANNELS), '-ar', String(SAMPLE_RATE),
    '-f', 'f32le', raw,
  ], { signal: work.signal, timeoutMs: work.timeoutMs });
  const bytes = await readFile(raw);
  return new Float32Array(bytes.buffer, bytes.byteOffset, Math.floor(bytes.length / 4));
}

/** The music decoded and laid under the whole video: looped or cut, faded, at its volume. */
export async function layMusic(music: MusicRequest, work: SoundWork): Promise<Float32Array> {
  const track = await decoded(music.path, 'music', work);
  // A track that probes as sound but decodes to nothing (cut off in its first frame) would be
  // silence brought up to the target: an infinite gain.
  if (track.length === 0) throw new RenderError('render_failed', 'The music holds no sound that can be decoded.');
  return musicBed(track, { ...music, sampleRate: SAMPLE_RATE, channels: CHANNELS, seconds: work.seconds });
}

/**
 * The video's soundtrack: the music looped or cut to the video, faded, at its volume, lowered
 * under the voice (DUCKING), the voice over it, the whole brought to the loudness target. A WAV
 * in the scratch folder; the encode only copies it in.
 */
export async function mixSoundtrack(
  request: SoundtrackRequest,
): Promise<{ path: string; loudness: Omit<NormalizedLoudness, 'samples'> }> {
  const frames = Math.round(request.seconds * SAMPLE_RATE);
  const [bed, voice] = await Promise.all([
    request.bed ?? layMusic(request.music, request),
    request.voice ? decoded(request.voice.path, 'voice', request) : Promise.resolve(undefined),
  ]);
  const gains = duckingGains(request.voice?.speech ?? [], {
    ...DUCKING,
    sampleRate: SAMPLE_RATE,
    seconds: request.seconds,
  });
  const mix = new Float32Array(frames * CHANNELS);
  for (let frame = 0; frame < frames; frame++) {
    for (let c = 0; c < CHANNELS; c++) {
      const i = frame * CHANNELS + c;
      mix[i] = bed[i]! * gains[frame]! + (voice?.[i] ?? 0);
    }
  }
  const { samples, ...loudness } = normalizeLoudness(mix, SAMPLE_RATE, request.target, CHANNELS);
  const path = join(request.workDir, 'soundtrack.wav');
  await writeFile(path, encodeWav({ sampleRate: SAMPLE_RATE, channels: CHANNELS, samples: toInt16(samples) }));
  return { path, loudness };
}
