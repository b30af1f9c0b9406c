import { OversampledPeaks, truePeak } from './true-peak.js';

/** A deterministic pseudo-random signal: noise, with bursts of a tone at `loud` amplitude. */
function signal(frames: number, channels: number, loud: number): Float32Array {
  let seed = 12345;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 2 - 1;
  return Float32Array.from({ length: frames * channels }, (_, i) => {
    const frame = Math.floor(i / channels);
    const burst = frame % 2000 < 300 ? loud * Math.sin(frame * 2.9 + (i % channels)) : 0;
    return 0.2 * random() + burst;
  });
}

describe(OversampledPeaks.name, () => {
  it.each([
    [1, 0.3],
    [2, 0.9],
    [2, 0],
  ])('finds the same highest peak as oversampling every frame (%i channels, bursts at %f)', (channels, loud) => {
    const samples = signal(20_000, channels, loud);
    const peaks = new OversampledPeaks(samples, channels);
    let everyFrame = 0;
    for (let k = 0; k < peaks.frames; k++) everyFrame = Math.max(everyFrame, peaks.at(k));
    expect(peaks.highest()).toBe(everyFrame);
    expect(truePeak(samples, channels)).toBe(20 * Math.log10(everyFrame));
  });

  it('bounds every frame of a block and the frame before it', () => {
    const samples = signal(5_000, 2, 0.9);
    const peaks = new OversampledPeaks(samples, 2);
    for (let b = 0; b < peaks.blocks; b++) {
      const [first, end] = peaks.blockFrames(b);
      for (let k = Math.max(0, first - 1); k < end; k++) expect(peaks.at(k)).toBeLessThanOrEqual(peaks.bound(b));
    }
  });
});
