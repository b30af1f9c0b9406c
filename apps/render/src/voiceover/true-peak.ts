/**
 * True peaks (BS.1770): each frame's largest magnitude with the signal 4× oversampled, computed
 * only where it could matter. Oversampling costs 36 multiplications a sample and channel; no
 * interpolated value can exceed the largest sample around it times the interpolator's summed
 * tap magnitudes, so a block of frames whose bound stays under what is asked is never
 * oversampled. The answers are the exact ones, only fewer are computed.
 */

// Math's functions read once: inside jest's vm context every lookup of a global in a
// per-sample loop costs far more than the arithmetic around it.
const { abs, max, min } = Math;

// 4× oversampling with a windowed-sinc interpolator of 12 taps per phase, the size of BS.1770's
// reference filter. Phase 0 is the sample itself.
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
/** No interpolated value is larger than this times the largest of the 12 samples it is made of. */
const OVERSHOOT = Math.max(...PHASES.map((taps) => taps.reduce((sum, tap) => sum + abs(tap), 0)));
/** Frames screened together; more than a window's reach, so a block's bound needs only its neighbours. */
const BLOCK = 16;

export class OversampledPeaks {
  readonly frames: number;
  /** Per block, the largest sample magnitude in it (every channel). */
  private readonly blockMax: Float32Array;

  constructor(
    private readonly samples: Float32Array,
    private readonly channels: number,
  ) {
    this.frames = Math.floor(samples.length / channels);
    this.blockMax = new Float32Array(Math.ceil(this.frames / BLOCK));
    for (let b = 0; b < this.blockMax.length; b++) {
      let highest = 0;
      const end = min(this.frames, (b + 1) * BLOCK) * channels;
      for (let i = b * BLOCK * channels; i < end; i++) highest = max(highest, abs(samples[i]!));
      this.blockMax[b] = highest;
    }
  }

  get blocks(): number {
    return this.blockMax.length;
  }

  /** The frames of block `b`: [first, end). */
  blockFrames(b: number): [number, number] {
    return [b * BLOCK, min(this.frames, (b + 1) * BLOCK)];
  }

  /** No peak of block `b`'s frames, nor of the frame before it, is above this. */
  bound(b: number): number {
    const around = max(this.blockMax[b]!, b > 0 ? this.blockMax[b - 1]! : 0, this.blockMax[b + 1] ?? 0);
    return OVERSHOOT * around;
  }

  /** Frame k's oversampled peak (the instants k to k+3/4), the loudest of its channels. */
  at(k: number): number {
    let peak = 0;
    for (let c = 0; c < this.channels; c++) peak = max(peak, this.channelPeak(k, c));
    return peak;
  }

  /** The highest peak of all, linear (0 for silence). */
  highest(): number {
    let highest = 0;
    for (const magnitude of this.blockMax) highest = max(highest, magnitude);
    for (let b = 0; b < this.blocks; b++) {
      if (this.bound(b) <= highest) continue;
      const [first, end] = this.blockFrames(b);
      for (let k = first; k < end; k++) highest = max(highest, this.at(k));
    }
    return highest;
  }

  private channelPeak(k: number, c: number): number {
    const { samples, channels, frames } = this;
    let peak = abs(samples[k * channels + c]!);
    const first = k - HALF_TAPS + 1;
    const inside = first >= 0 && first + 2 * HALF_TAPS <= frames;
    for (const taps of PHASES) {
      let value = 0;
      if (inside) for (let j = 0; j < taps.length; j++) value += taps[j]! * samples[(first + j) * channels + c]!;
      else
        for (let j = 0; j < taps.length; j++) {
          const frame = first + j;
          if (frame >= 0 && frame < frames) value += taps[j]! * samples[frame * channels + c]!;
        }
      if (value > peak) peak = value;
      else if (-value > peak) peak = -value;
    }
    return peak;
  }
}

/** The true peak in dBTP (−Infinity for silence), over every channel. */
export function truePeak(samples: Float32Array, channels = 1): number {
  return 20 * Math.log10(new OversampledPeaks(samples, channels).highest());
}
