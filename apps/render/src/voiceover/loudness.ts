/**
 * Loudness by ITU-R BS.1770-4 (EBU R128), measured in Node on the soundtrack's samples: the
 * whole track is known before the encode, so one gain (and a peak limit) applied to the samples
 * replaces a second ffmpeg pass. Samples are interleaved; espeak-ng's voice is one channel, a
 * mix with music two (each channel weighs 1, as BS.1770 weighs left and right).
 */

// Math's functions read once: inside jest's vm context every lookup of a global in a
// per-sample loop costs far more than the arithmetic around it.
const { abs, max, min } = Math;

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

/** One channel of interleaved samples (the samples themselves when there is one). */
function channel(samples: Float32Array, channels: number, c: number): Float32Array {
  if (channels === 1) return samples;
  const out = new Float32Array(Math.floor(samples.length / channels));
  for (let i = 0; i < out.length; i++) out[i] = samples[i * channels + c]!;
  return out;
}

/**
 * The K-weighted signal's energy in each 100 ms step (the gating blocks' hop), channels added:
 * both stages run in one pass, and nothing the size of the signal is allocated but a channel.
 */
function stepEnergies(samples: Float32Array, sampleRate: number, step: number, channels: number): Float64Array {
  const [{ b: s, a: sa }, { b: h, a: ha }] = kWeighting(sampleRate);
  const energies = new Float64Array(Math.floor(samples.length / channels / step));
  for (let c = 0; c < channels; c++) {
    const one = channel(samples, channels, c);
    let x1 = 0;
    let x2 = 0;
    let y1 = 0;
    let y2 = 0;
    let z1 = 0;
    let z2 = 0;
    for (let k = 0, i = 0; k < energies.length; k++) {
      let energy = 0;
      for (const end = i + step; i < end; i++) {
        const x = one[i]!;
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

/** Integrated loudness in LUFS: 400 ms blocks every 100 ms, gated at −70 LUFS and 10 LU below. */
export function integratedLoudness(samples: Float32Array, sampleRate: number, channels = 1): number {
  const step = Math.round(STEP_SECONDS * sampleRate);
  const stepsPerBlock = Math.round(BLOCK_SECONDS / STEP_SECONDS);
  const energies = stepEnergies(samples, sampleRate, step, channels);
  const blocks: number[] = [];
  for (let first = 0; first + stepsPerBlock <= energies.length; first++) {
    let energy = 0;
    for (let j = 0; j < stepsPerBlock; j++) energy += energies[first + j]!;
    const power = energy / (step * stepsPerBlock);
    if (lufs(power) > ABSOLUTE_GATE_LUFS) blocks.push(power);
  }
  if (blocks.length === 0) return -Infinity;
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const relativeGate = lufs(mean(blocks)) + RELATIVE_GATE_LU;
  const gated = blocks.filter((power) => lufs(power) > relativeGate);
  return lufs(mean(gated));
}

// True peak: 4× oversampling with a windowed-sinc interpolator of 12 taps per phase, the size of
// BS.1770's reference filter. Phase 0 is the sample itself.
const OVERSAMPLING = 4;
const HALF_TAPS = 6;
const PHASES = Array.from({ length: OVERSAMPLING - 1 }, (_, p) => {
  const offset = (p + 1) / OVERSAMPLING;
  const taps = Array.from({ length: 2 * HALF_TAPS }, (_, j) => {
    const t = j - HALF_TAPS + 1 - offset;
    const window = 0.5 * (1 + Math.cos((Math.PI * t) / (HALF_TAPS + 0.5)));
    return (Math.sin(Math.PI * t) / (Math.PI * t)) * window;
  });
  const sum = taps.reduce((a, b) => a + b, 0);
  return Float64Array.from(taps.map((tap) => tap / sum));
});

/**
 * The largest magnitude of the signal between and at each sample pair k, k+1 (4× oversampled):
 * `peaks[k]` covers the instants k to k+3/4.
 */
function oversampledPeaks(samples: Float32Array): Float32Array {
  const peaks = new Float32Array(samples.length);
  const n = samples.length;
  for (let k = 0; k < n; k++) {
    let peak = abs(samples[k]!);
    const first = k - HALF_TAPS + 1;
    const inside = first >= 0 && first + 2 * HALF_TAPS <= n;
    for (const taps of PHASES) {
      let value = 0;
      if (inside) for (let j = 0; j < taps.length; j++) value += taps[j]! * samples[first + j]!;
      else for (let j = 0; j < taps.length; j++) value += taps[j]! * (samples[first + j] ?? 0);
      if (value > peak) peak = value;
      else if (-value > peak) peak = -value;
    }
    peaks[k] = peak;
  }
  return peaks;
}

const toDb = (amplitude: number) => 20 * Math.log10(amplitude);
const fromDb = (db: number) => Math.pow(10, db / 20);

/** Each frame's oversampled peak, the loudest of its channels. */
function framePeaks(samples: Float32Array, channels: number): Float32Array {
  const peaks = oversampledPeaks(channel(samples, channels, 0));
  for (let c = 1; c < channels; c++) {
    const other = oversampledPeaks(channel(samples, channels, c));
    for (let i = 0; i < peaks.length; i++) peaks[i] = max(peaks[i]!, other[i]!);
  }
  return peaks;
}

/** The true peak in dBTP (−Infinity for silence), over every channel. */
export function truePeak(samples: Float32Array, channels = 1): number {
  return toDb(framePeaks(samples, channels).reduce((highest, peak) => max(highest, peak), 0));
}

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
 * The gain of each sample that keeps the oversampled signal, `peaks` × `gain`, under `ceiling`
 * (linear): what each sample needs is held over ±`radius` samples, then averaged over the same
 * ±radius, so every sample's gain is at most what it needs and changes smoothly (a look-ahead
 * limiter). Null when nothing reaches the ceiling.
 */
function limiterGains(peaks: Float32Array, gain: number, ceiling: number, radius: number): Float32Array | null {
  const needed = new Float32Array(peaks.length);
  let any = false;
  for (let i = 0; i < peaks.length; i++) {
    // The peak between k and k+1 needs k+1 lowered too.
    const peak = gain * max(peaks[i]!, i > 0 ? peaks[i - 1]! : 0);
    needed[i] = peak > ceiling ? ceiling / peak : 1;
    if (peak > ceiling) any = true;
  }
  if (!any) return null;
  const held = minWithin(needed, radius);
  // Running sums over the held gains, padded with the first and last: each of those holds the
  // gains of the samples within radius of its end, so an average near an end stays under them.
  const width = 2 * radius + 1;
  const sums = new Float64Array(peaks.length + 2 * radius + 1);
  for (let j = 0; j < peaks.length + 2 * radius; j++) {
    const value = held[min(peaks.length - 1, max(0, j - radius))]!;
    sums[j + 1] = sums[j]! + value;
  }
  const gains = new Float32Array(peaks.length);
  for (let i = 0; i < peaks.length; i++) gains[i] = (sums[i + width]! - sums[i]!) / width;
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
 * some loudness away, so the gain is corrected (secant steps) and applied again; the oversampled
 * peaks scale with the gain, so they are computed once, and once more to check the result.
 */
export function normalizeLoudness(
  input: Float32Array,
  sampleRate: number,
  target: LoudnessTarget,
  channels = 1,
): NormalizedLoudness {
  const inputLufs = integratedLoudness(input, sampleRate, channels);
  if (!Number.isFinite(inputLufs)) {
    return { samples: input, inputLufs, integratedLufs: inputLufs, truePeakDbtp: truePeak(input, channels), gainDb: 0 };
  }
  const ceiling = fromDb(target.ceilingDbtp);
  const radius = Math.max(1, Math.round(LIMITER_SECONDS * sampleRate));
  const peaks = framePeaks(input, channels);
  const apply = (gainDb: number) => {
    const gain = fromDb(gainDb);
    const gains = limiterGains(peaks, gain, ceiling, radius);
    const samples = gains
      ? input.map((sample, i) => sample * gain * gains[(i / channels) | 0]!)
      : input.map((sample) => sample * gain);
    return { samples, lufs: integratedLoudness(samples, sampleRate, channels), gainDb, limited: gains !== null };
  };
  let previous = { samples: input, lufs: inputLufs, gainDb: 0, limited: false };
  let current = apply(target.integratedLufs - inputLufs);
  for (let pass = 1; pass < PASSES && Math.abs(current.lufs - target.integratedLufs) > CLOSE_ENOUGH_LU; pass++) {
    const slope = (current.lufs - previous.lufs) / (current.gainDb - previous.gainDb);
    // Limiting flattens the curve: never trust a slope below a tenth of a decibel per decibel.
    const step = (target.integratedLufs - current.lufs) / Math.max(0.1, Number.isFinite(slope) ? slope : 1);
    previous = current;
    current = apply(current.gainDb + step);
  }
  // The gain's turns can leave a hair over the ceiling between samples: scaled under it. Unlimited,
  // the samples are the input times one gain, and so are their oversampled peaks (a linear
  // filter): measured again only when the limiter changed them (a second pass, a third of the mix).
  let peakDb = current.limited
    ? truePeak(current.samples, channels)
    : toDb(peaks.reduce((highest, peak) => max(highest, peak), 0)) + current.gainDb;
  if (peakDb > target.ceilingDbtp) {
    const scale = fromDb(target.ceilingDbtp - peakDb);
    current.samples = current.samples.map((sample) => sample * scale);
    current.lufs += target.ceilingDbtp - peakDb;
    peakDb = target.ceilingDbtp;
  }
  return {
    samples: current.samples,
    inputLufs,
    integratedLufs: current.lufs,
    truePeakDbtp: peakDb,
    gainDb: current.gainDb,
  };
}
