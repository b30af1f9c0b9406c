/**
 * One channel brought up to a higher sample rate in Node: a polyphase windowed-sinc filter of
 * ffmpeg's own resampler's default design (32 taps, a Kaiser window of β 9, a sinc at the input's
 * Nyquist frequency when upsampling), with one phase for each output position between two input
 * samples (the exact ratio: 320 phases from espeak-ng's 22.05 kHz to 48 kHz). What an ffmpeg run
 * did for the voice, without the run: its process start cost more than the filtering.
 */

const HALF_TAPS = 16;
// Math's functions read once: inside jest's vm context every lookup of a global in a
// per-sample loop costs far more than the arithmetic around it.
const { floor } = Math;
const KAISER_BETA = 9;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The modified Bessel function I0, by its series (converges fast for the β used here). */
function besselI0(x: number): number {
  let sum = 1;
  let term = 1;
  for (let k = 1; term > sum * 1e-12; k++) {
    term *= (x / (2 * k)) ** 2;
    sum += term;
  }
  return sum;
}

/** Each phase's taps, DC gain 1; phase p interpolates p/phases of the way past an input sample. */
function polyphaseTaps(phases: number): Float64Array[] {
  const norm = besselI0(KAISER_BETA);
  return Array.from({ length: phases }, (_, p) => {
    const taps = Array.from({ length: 2 * HALF_TAPS }, (_, j) => {
      // The distance from the output instant to input sample j of the window.
      const d = HALF_TAPS - 1 - j + p / phases;
      const x = d / HALF_TAPS;
      const window = Math.abs(x) >= 1 ? 0 : besselI0(KAISER_BETA * Math.sqrt(1 - x * x)) / norm;
      const arg = Math.PI * d;
      return (d === 0 ? 1 : Math.sin(arg) / arg) * window;
    });
    const sum = taps.reduce((a, b) => a + b, 0);
    return Float64Array.from(taps, (tap) => tap / sum);
  });
}

const filters = new Map<string, Float64Array[]>();

/**
 * `signal` (one channel at `fromRate`; 16-bit samples as they are read from a WAV) at `toRate`,
 * which is at least `fromRate`, times `scale`.
 */
export function upsample(signal: Int16Array | Float32Array, fromRate: number, toRate: number, scale = 1): Float32Array {
  if (fromRate > toRate) throw new Error(`upsample: ${fromRate} Hz is above ${toRate} Hz`);
  const divisor = gcd(toRate, fromRate);
  const up = toRate / divisor;
  const down = fromRate / divisor;
  const key = `${up}/${down}`;
  let phases = filters.get(key);
  if (!phases) filters.set(key, (phases = polyphaseTaps(up)));
  const n = signal.length;
  const out = new Float32Array(Math.ceil((n * up) / down));
  for (let o = 0, position = 0; o < out.length; o++, position += down) {
    const i = floor(position / up);
    const first = i - HALF_TAPS + 1;
    const taps = phases[position - i * up]!;
    let value = 0;
    if (first >= 0 && first + 2 * HALF_TAPS <= n) {
      for (let j = 0; j < 2 * HALF_TAPS; j++) value += taps[j]! * signal[first + j]!;
    } else {
      for (let j = 0; j < 2 * HALF_TAPS; j++) {
        const k = first + j;
        if (k >= 0 && k < n) value += taps[j]! * signal[k]!;
      }
    }
    out[o] = value * scale;
  }
  return out;
}
