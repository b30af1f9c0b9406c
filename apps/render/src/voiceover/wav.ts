/**
 * 16-bit PCM WAV, the format espeak-ng writes: read, measured and written sample by sample, so
 * the voice-over is assembled from exactly the pieces whose speech we measured.
 */
import os from 'node:os';

export interface PcmAudio {
  sampleRate: number;
  channels: number;
  /** Interleaved 16-bit samples. */
  samples: Int16Array;
}

const HEADER_BYTES = 44;
// Samples are copied to and from WAV bytes as they lie in memory: WAV is little-endian.
if (os.endianness() !== 'LE') throw new Error('WAV samples are copied as little-endian memory');
// Math's functions read once: inside jest's vm context every lookup of a global in a
// per-sample loop costs far more than the arithmetic around it.
const { abs, max, min, round } = Math;

/** Length of a PCM WAV from its fmt and data chunks. */
export function wavDurationSeconds(wav: Buffer): number {
  const { format, data } = chunksOf(wav);
  return format.byteRate > 0 ? data.length / format.byteRate : 0;
}

/** A WAV's sample rate, from its header (the file's first bytes, up to its data chunk, suffice). */
export const wavSampleRate = (head: Buffer): number => chunksOf(head).format.sampleRate;

interface WavFormat {
  audioFormat: number;
  channels: number;
  sampleRate: number;
  byteRate: number;
  bitsPerSample: number;
}

function chunksOf(wav: Buffer): { format: WavFormat; data: Buffer } {
  if (wav.length < 12 || wav.toString('latin1', 0, 4) !== 'RIFF' || wav.toString('latin1', 8, 12) !== 'WAVE') {
    throw new Error('not a WAV file: no RIFF/WAVE header');
  }
  let format: WavFormat | undefined;
  for (let offset = 12; offset + 8 <= wav.length;) {
    const id = wav.toString('latin1', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    if (id === 'fmt ') {
      format = {
        audioFormat: wav.readUInt16LE(offset + 8),
        channels: wav.readUInt16LE(offset + 10),
        sampleRate: wav.readUInt32LE(offset + 12),
        byteRate: wav.readUInt32LE(offset + 16),
        bitsPerSample: wav.readUInt16LE(offset + 22),
      };
    }
    if (id === 'data') {
      if (!format) throw new Error('not a WAV file: data before fmt');
      // espeak-ng may leave the data size unset; the rest of the file is the data then.
      return { format, data: wav.subarray(offset + 8, offset + 8 + Math.min(size, wav.length - offset - 8)) };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('not a WAV file: no data chunk');
}

export function readWav(wav: Buffer): PcmAudio {
  const { format, data } = chunksOf(wav);
  if (format.audioFormat !== 1 || format.bitsPerSample !== 16 || format.channels < 1) {
    throw new Error(`unsupported WAV: format ${format.audioFormat}, ${format.bitsPerSample} bits`);
  }
  // The bytes copied as they are: WAV is little-endian, as every host Node runs on here.
  const samples = new Int16Array(Math.floor(data.length / 2));
  new Uint8Array(samples.buffer).set(data.subarray(0, samples.length * 2));
  return { sampleRate: format.sampleRate, channels: format.channels, samples };
}

/** A WAV's bytes with its header written, the samples' bytes left for the caller. */
function wavBuffer(sampleRate: number, channels: number, sampleCount: number): Buffer {
  const dataBytes = sampleCount * 2;
  const wav = Buffer.alloc(HEADER_BYTES + dataBytes);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'latin1');
  wav.write('fmt ', 12, 'latin1');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(channels, 22);
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * channels * 2, 28);
  wav.writeUInt16LE(channels * 2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(dataBytes, 40);
  return wav;
}

export function encodeWav(audio: PcmAudio): Buffer {
  const { sampleRate, channels, samples } = audio;
  const wav = wavBuffer(sampleRate, channels, samples.length);
  wav.set(new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength), HEADER_BYTES);
  return wav;
}

/**
 * Float samples as a 16-bit WAV, each rounded to the nearest and clipped (as `toInt16`), written
 * straight into the file's bytes: no array of 16-bit samples in between.
 */
export function floatWav(audio: { sampleRate: number; channels: number; samples: Float32Array }): Buffer {
  const { sampleRate, channels, samples } = audio;
  const wav = wavBuffer(sampleRate, channels, samples.length);
  // Buffer.alloc gives the WAV a memory of its own from offset 0: the samples start 2-aligned.
  roundInto(samples, new Int16Array(wav.buffer, wav.byteOffset + HEADER_BYTES, samples.length));
  return wav;
}

/**
 * The frames (sample instants, all channels together) between the first and the last one
 * louder than `threshold` (a fraction of full scale): where the speech in a piece starts and
 * ends. Null when nothing is that loud.
 */
export function soundBounds(audio: PcmAudio, threshold: number): { start: number; end: number } | null {
  const level = threshold * 32768;
  const { samples, channels } = audio;
  // From each end inwards: a piece is mostly the silence around its speech.
  let first = 0;
  while (first < samples.length && abs(samples[first]!) < level) first++;
  if (first === samples.length) return null;
  let last = samples.length - 1;
  while (abs(samples[last]!) < level) last--;
  return { start: Math.floor(first / channels), end: Math.floor(last / channels) + 1 };
}

/** Frames `from` to `to` (sample instants, all channels together) of `audio`, sharing its samples. */
export function sliceFrames(audio: PcmAudio, from: number, to: number): PcmAudio {
  return { ...audio, samples: audio.samples.subarray(from * audio.channels, to * audio.channels) };
}

/**
 * The stretches of at least `minFrames` frames quieter than `threshold` that have sound on
 * both sides (leading and trailing silence is not between anything), in order.
 */
export function silentGaps(
  audio: PcmAudio,
  threshold: number,
  minFrames: number,
): Array<{ start: number; end: number }> {
  const level = threshold * 32768;
  const { samples, channels } = audio;
  const gaps: Array<{ start: number; end: number }> = [];
  let lastLoud = -1;
  // Sample by sample: a frame is loud when any of its channels is.
  for (let i = 0; i < samples.length; i++) {
    if (abs(samples[i]!) < level) continue;
    const frame = (i / channels) | 0;
    if (frame === lastLoud) continue;
    if (lastLoud >= 0 && frame - lastLoud - 1 >= minFrames) gaps.push({ start: lastLoud + 1, end: frame });
    lastLoud = frame;
  }
  return gaps;
}

/** Float samples as 16-bit ones in `out`, rounded to the nearest and clipped to the format's range. */
function roundInto(samples: Float32Array, out: Int16Array): void {
  for (let i = 0; i < samples.length; i++) out[i] = max(-32768, min(32767, round(samples[i]! * 32768)));
}

/** Float samples as 16-bit ones (`roundInto`). */
export function toInt16(samples: Float32Array): Int16Array {
  const int16 = new Int16Array(samples.length);
  roundInto(samples, int16);
  return int16;
}
