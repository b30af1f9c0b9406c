/**
 * Loudness by ITU-R BS.1770-4 (EBU R128), measured in Node on the soundtrack's samples: the
 * whole track is known before the encode, so one gain (and a peak limit) applied to the samples
 * replaces a second ffmpeg pass. Samples are interleaved; espeak-ng's voice is one channel, a
 * mix with music two (each channel weighs 1, as BS.1770 weighs left and right).
 */

import { OversampledPeaks, truePeak } from './true-peak.js';

// Math's functions read once: inside jest's vm context every lookup of a global in a
// per-sample loop costs far more than the arithmetic around it.
const { max, min } = Math;

const ABSOLUTE_GATE_LUFS = -70;
const RELATIVE_GATE_LU = -10;
const BLOCK_SECONDS = 0.4;
const STEP_SECONDS = 0.1;

interface Biquad {
  b: [number, number, number];
  a: [number, number];
}

/**
 * The K-weighting filter's two stages (a high shelf for the head, a high pass), computed for any
 * sample rate from the analogue prototype as libebur128 does; at 48 kHz they are BS.1770's table.
 */
function kWeighting(sampleRate: number): [Biquad, Biquad] {
  let k = Math.tan((Math.PI * 1681.974450955533) / sampleRate);
  let q = 0.7071752369554196;
  const vh = Math.pow(10, 3.999843853973347 / 20);
  const vb = Math.pow(vh, 0.4996667741545416);
  let a0 = 1 + k / q + k * k;
  const shelf: Biquad = {
    b: [(vh + (vb * k) / q + k * k) / a0, (2 * (k * k - vh)) / a0, (vh - (vb * k) / q + k * k) / a0],
    a: [(2 * (k * k - 1)) / a0, (1 - k / q + k * k) / a0],
  };
  k = Math.tan((Math.PI * 38.13547087602444) / sampleRate);
  q = 0.5003270373238773;
  a0 = 1 + k / q + k * k;
  const highPass: Biquad = { b: [1, -2, 1], a: [(2 * (k * k - 1)) / a0, (1 - k / q + k * k) / a0] };
  return [shelf, highPass];
}

const lufs = (meanSquare: number) => -0.691 + 10 * Math.log10(meanSquare);

/**
 * The K-weighted signal's energy in each 100 ms step (the gating blocks' hop), channels added:
 * both stages run in one pass over the interleaved samples, nothing the size of the signal allocated.
 */
function stepEnergies(samples: Float32Array, sampleRate: number, step: number, channels: number): Float64Array {
  const [{ b: s, a: sa }, { b: h, a: ha }] = kWeighting(sampleRate);
  const energies = new Float64Array(Math.floor(samples.length / channels / step));
  for (let c = 0; c < channels; c++) {
    let x1 = 0;
    let x2 = 0;
    let y1 = 0;
    let y2 = 0;
    let z1 = 0;
    let z2 = 0;
    for (let k = 0, i = c; k < energies.length; k++) {
      let energy = 0;
      for (const end = i + step * channels; i < end; i += channels) {
        const x = samples[i]!;
        const y = s[0] * x + s[1] * x1 + s[2] * x2 - sa[0] * y1 - sa[1] * y2;
        const z = h[0] * y + h[1] * y1 + h[2] * y2 - ha[0] * z1 - ha[1] * z2;
        x2 = x1;
        x1 = x;
        y2 = y1;
        y1 = y;
        z2 = z1;
        z1 = z;
        energy += z * z;
      }
      energies[k] = energies[k]! + energy;
    }
  }
  return energies;
}

/**
 * Integrated loudness from the steps' energies, scaled by `power` (a gain squared: the signal
 * times one gain has exactly its energies times the square). 400 ms blocks every 100 ms, gated
 * at −70 LUFS and 10 LU below.
 */
function gatedLoudness(energies: Float64Array, step: number, power = 1): number {
  const stepsPerBlock = Math.round(BLOCK_SECONDS / STEP_SECONDS);
  const blocks: number[] = [];
  for (let first = 0; first + stepsPerBlock <= energies.length; first++) {
    let energy = 0;
    for (let j = 0; j < stepsPerBlock; j++) energy += energies[first + j]!;
    const mean = (energy * power) / (step * stepsPerBlock);
    if (lufs(mean) > ABSOLUTE_GATE_LUFS) blocks.push(mean);
  }
  if (blocks.length === 0) return -Infinity;
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const relativeGate = lufs(mean(blocks)) + RELATIVE_GATE_LU;
  const gated = blocks.filter((block) => lufs(block) > relativeGate);
  return lufs(mean(gated));
}

const stepOf = (sampleRate: number) => Math.round(STEP_SECONDS * sampleRate);

/** Integrated loudness in LUFS (BS.1770-4). */
export function integratedLoudness(samples: Float32Array, sampleRate: number, channels = 1): number {
  const step = stepOf(sampleRate);
  return gatedLoudness(stepEnergies(samples, sampleRate, step, channels), step);
}

const toDb = (amplitude: number) => 20 * Math.log10(amplitude);
const fromDb = (db: number) => Math.pow(10, db / 20);

/** The smallest value within `radius` of each index (a monotonic queue: linear time). */
function minWithin(values: Float32Array, radius: number): Float32Array {
  const out = new Float32Array(values.length);
  const queue = new Int32Array(values.length);
  let head = 0;
  let tail = 0;
  let next = 0;
  for (let i = 0; i < values.length; i++) {
    for (; next < values.length && next <= i + radius; next++) {
      while (tail > head && values[queue[tail - 1]!]! >= values[next]!) tail--;
      queue[tail++] = next;
    }
    while (queue[head]! < i - radius) head++;
    out[i] = values[queue[head]!]!;
  }
  return out;
}

/**
 * The gain of each frame that keeps the oversampled signal, `peaks` × `gain`, under `ceiling`
 * (linear): what each frame needs is held over ±`radius` frames, then averaged over the same
 * ±radius, so every frame's gain is at most what it needs and changes smoothly (a look-ahead
 * limiter). Null when nothing reaches the ceiling; only the blocks whose bound reaches it are
 * oversampled.
 */
function limiterGains(peaks: OversampledPeaks, gain: number, ceiling: number, radius: number): Float32Array | null {
  const frames = peaks.frames;
  let needed: Float32Array | null = null;
  for (let b = 0; b < peaks.blocks; b++) {
    if (gain * peaks.bound(b) <= ceiling) continue;
    const [first, end] = peaks.blockFrames(b);
    let before = first > 0 ? peaks.at(first - 1) : 0;
    for (let i = first; i < end; i++) {
      const own = peaks.at(i);
      // The peak between k and k+1 needs k+1 lowered too.
      const peak = gain * max(own, before);
      before = own;
      if (peak <= ceiling) continue;
      needed ??= new Float32Array(frames).fill(1);
      needed[i] = ceiling / peak;
    }
  }
  if (!needed) return null;
  const held = minWithin(needed, radius);
  // The average over ±radius, the first and last held gains standing for the frames beyond the
  // ends: each holds the gains of the frames within radius of its end, so an average near an end
  // stays under them. Written over `needed`, which is read no more.
  const width = 2 * radius + 1;
  const heldAt = (j: number) => held[min(frames - 1, max(0, j))]!;
  let sum = 0;
  for (let j = -radius; j <= radius; j++) sum += heldAt(j);
  const gains = needed;
  for (let i = 0; i < frames; i++) {
    gains[i] = sum / width;
    sum += heldAt(i + radius + 1) - heldAt(i - radius);
  }
  return gains;
}

export interface LoudnessTarget {
  /** Integrated loudness to reach, LUFS. */
  integratedLufs: number;
  /** The true peak stays at or below this, dBTP. */
  ceilingDbtp: number;
}

export interface NormalizedLoudness {
  samples: Float32Array;
  /** Before: the voice as espeak-ng wrote it. */
  inputLufs: number;
  integratedLufs: number;
  truePeakDbtp: number;
  gainDb: number;
}

const LIMITER_SECONDS = 0.005;
const PASSES = 6;
const CLOSE_ENOUGH_LU = 0.1;

/**
 * One gain to the target loudness, with the peaks over the ceiling limited. The limiting takes
 * some loudness away, so the gain is corrected (secant steps) and applied again. Unlimited, the
 * result is the input times one gain: its loudness and its true peak follow from the input's
 * energies and peaks. The result may be `input` itself, scaled in place (a fresh array the
 * track's length costs more in page faults than the arithmetic): the caller hands it over.
 */
export function normalizeLoudness(
  input: Float32Array,
  sampleRate: number,
  target: LoudnessTarget,
  channels = 1,
): NormalizedLoudness {
  const step = stepOf(sampleRate);
  const energies = stepEnergies(input, sampleRate, step, channels);
  const inputLufs = gatedLoudness(energies, step);
  if (!Number.isFinite(inputLufs)) {
    return { samples: input, inputLufs, integratedLufs: inputLufs, truePeakDbtp: truePeak(input, channels), gainDb: 0 };
  }
  const ceiling = fromDb(target.ceilingDbtp);
  const radius = Math.max(1, Math.round(LIMITER_SECONDS * sampleRate));
  const peaks = new OversampledPeaks(input, channels);
  // The limited passes' samples, one array for them all.
  let limited: Float32Array | undefined;
  const apply = (gainDb: number): Pass => {
    const gain = fromDb(gainDb);
    const gains = limiterGains(peaks, gain, ceiling, radius);
    if (!gains) return { gainDb, lufs: gatedLoudness(energies, step, gain * gain), limited: false };
    limited ??= new Float32Array(input.length);
    for (let i = 0; i < input.length; i++) limited[i] = input[i]! * gain * gains[(i / channels) | 0]!;
    return { gainDb, lufs: integratedLoudness(limited, sampleRate, channels), limited: true };
  };
  let previous: Pass = { gainDb: 0, lufs: inputLufs, limited: false };
  let current = apply(target.integratedLufs - inputLufs);
  for (let pass = 1; pass < PASSES && Math.abs(current.lufs - target.integratedLufs) > CLOSE_ENOUGH_LU; pass++) {
    const slope = (current.lufs - previous.lufs) / (current.gainDb - previous.gainDb);
    // Limiting flattens the curve: never trust a slope below a tenth of a decibel per decibel.
    const step = (target.integratedLufs - current.lufs) / Math.max(0.1, Number.isFinite(slope) ? slope : 1);
    previous = current;
    current = apply(current.gainDb + step);
  }
  // The last pass's samples: the limiter's, or the input times the gain.
  const samples = current.limited ? limited! : input;
  const gain = current.limited ? 1 : fromDb(current.gainDb);
  // The gain's turns can leave a hair over the ceiling between samples: scaled under it. Unlimited,
  // the samples are the input times one gain, and so are their oversampled peaks (a linear filter).
  let peakDb = current.limited ? truePeak(samples, channels) : toDb(peaks.highest()) + current.gainDb;
  let integratedLufs = current.lufs;
  let scale = 1;
  if (peakDb > target.ceilingDbtp) {
    scale = fromDb(target.ceilingDbtp - peakDb);
    integratedLufs += target.ceilingDbtp - peakDb;
    peakDb = target.ceilingDbtp;
  }
  if (gain * scale !== 1) for (let i = 0; i < samples.length; i++) samples[i] = samples[i]! * gain * scale;
  return { samples, inputLufs, integratedLufs, truePeakDbtp: peakDb, gainDb: current.gainDb };
}

/** One gain tried: the loudness it gives, and whether the limiter changed the samples. */
interface Pass {
  gainDb: number;
  lufs: number;
  limited: boolean;
}
