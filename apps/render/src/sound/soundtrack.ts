import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runProcess } from '@reelsmith/media';
import { RenderError } from '../composition/render-error.js';
import { normalizeLoudness, type LoudnessTarget, type NormalizedLoudness } from '../voiceover/loudness.js';
import { floatWav, readWav } from '../voiceover/wav.js';
import { DUCKING, duck, type SpeechWindow } from './ducking.js';
import type { MusicCache } from './music-cache.js';
import { musicBed } from './music-bed.js';
import { upsample } from './resample.js';

export { MusicCache } from './music-cache.js';

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
  /** Decoded music kept across renders (music-cache.ts); none: every render decodes its own. */
  musicCache?: MusicCache;
}

export interface SoundtrackRequest extends SoundWork {
  music: MusicRequest;
  /**
   * The music already laid (`layMusic`, run beside the drawing, so its decode is off the
   * render's path); laid here when absent. The mix is made in its samples.
   */
  bed?: Float32Array;
  /** The voice-over's WAV on the video's clock, and when it speaks; none for a silent video. */
  voice?: { path: string; speech: readonly SpeechWindow[] };
  target: LoudnessTarget;
}

/** Music is mixed in stereo at 48 kHz: the voice (mono, at its engine's rate) is brought up to it. */
const SAMPLE_RATE = 48_000;
const CHANNELS = 2;

/** Decodes the first `seconds` of the music at `path` into `raw`: interleaved 48 kHz stereo floats. */
async function decodeMusic(path: string, raw: string, seconds: number, work: SoundWork): Promise<void> {
  // prettier-ignore
  await runProcess(work.ffmpegPath ?? 'ffmpeg', [
    '-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-i', path,
    '-t', String(seconds), '-map', '0:a:0', '-ac', String(CHANNELS), '-ar', String(SAMPLE_RATE),
    '-f', 'f32le', raw,
  ], { signal: work.signal, timeoutMs: work.timeoutMs });
}

/**
 * The music's samples for the video, from the worker's cache when it has them, else decoded by
 * ffmpeg into a file of ours: a tenth of a second more than the video, so that a track longer
 * than the video fills it whatever the resampler's rounding (a frame short would be looped).
 */
async function decodedMusic(path: string, work: SoundWork): Promise<Float32Array> {
  const seconds = work.seconds + 0.1;
  const format = { sampleRate: SAMPLE_RATE, channels: CHANNELS };
  const decode = (raw: string, length: number) => decodeMusic(path, raw, length, work);
  if (work.musicCache) return work.musicCache.samples(path, seconds, format, decode);
  const raw = join(work.workDir, 'music.f32');
  await decode(raw, seconds);
  const bytes = await readFile(raw);
  return new Float32Array(bytes.buffer, bytes.byteOffset, Math.floor(bytes.length / 4));
}

/**
 * The voice-over's WAV (ours: 16-bit PCM at its voice's rate) as one 48 kHz signal per channel
 * of the mix. A mono voice is the same signal in both at −3 dB, as ffmpeg's upmix put it: its
 * loudness is kept. Resampled in Node: the ffmpeg run that did it cost a process start
 * (≈ 0.2 CPU-s) on the render's path, the filtering a few hundredths.
 */
async function voiceChannels(path: string): Promise<Float32Array[]> {
  const { samples, sampleRate, channels } = readWav(await readFile(path));
  if (channels === 1) {
    const voice = upsample(samples, sampleRate, SAMPLE_RATE, Math.SQRT1_2 / 32768);
    return [voice, voice];
  }
  return Array.from({ length: CHANNELS }, (_, c) => {
    const one = samples.filter((_, i) => i % channels === Math.min(c, channels - 1));
    return upsample(one, sampleRate, SAMPLE_RATE, 1 / 32768);
  });
}

/** The music decoded and laid under the whole video: looped or cut, faded, at its volume. */
export async function layMusic(music: MusicRequest, work: SoundWork): Promise<Float32Array> {
  const track = await decodedMusic(music.path, work);
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
    request.voice ? voiceChannels(request.voice.path) : Promise.resolve([]),
  ]);
  // Mixed in the bed's own samples (it is this video's), as everything after: each fresh array
  // the video's length costs more in page faults than the arithmetic over it.
  const mix = bed;
  duck(mix, CHANNELS, request.voice?.speech ?? [], { ...DUCKING, sampleRate: SAMPLE_RATE, seconds: request.seconds });
  // The voice over it, cut at the video's end.
  voice.forEach((signal, c) => {
    const end = Math.min(frames, signal.length);
    for (let frame = 0; frame < end; frame++) mix[frame * CHANNELS + c] = mix[frame * CHANNELS + c]! + signal[frame]!;
  });
  const { samples, ...loudness } = normalizeLoudness(mix, SAMPLE_RATE, request.target, CHANNELS);
  const path = join(request.workDir, 'soundtrack.wav');
  await writeFile(path, floatWav({ sampleRate: SAMPLE_RATE, channels: CHANNELS, samples }));
  return { path, loudness };
}
