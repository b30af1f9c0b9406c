import { integratedLoudness, normalizeLoudness } from './loudness.js';
import { truePeak } from './true-peak.js';

const RATE = 48_000;
const sine = (frequency: number, amplitude: number, seconds: number) =>
  Float32Array.from(
    { length: Math.round(seconds * RATE) },
    (_, i) => amplitude * Math.sin((2 * Math.PI * frequency * i) / RATE),
  );

describe('loudness (BS.1770)', () => {
  it("reads a 1 kHz sine at −20 dBFS as −20 LUFS, as EBU Tech 3341's first test does", () => {
    // A 1 kHz tone of amplitude A reads −3.01 + 20·log10(A) LUFS: −20 dBFS RMS is A = 0.1·√2.
    expect(integratedLoudness(sine(1000, 0.1 * Math.SQRT2, 2), RATE)).toBeCloseTo(-20, 1);
  });

  it('gates out silence: a tone with twice its length of silence after it reads about as the tone alone', () => {
    const tone = sine(1000, 0.1, 2);
    const withSilence = new Float32Array(tone.length * 3);
    withSilence.set(tone);
    // Ungated, the silence would take 4.8 LU off; only the blocks across the tone's end count.
    expect(Math.abs(integratedLoudness(withSilence, RATE) - integratedLoudness(tone, RATE))).toBeLessThan(0.5);
  });

  it('finds the peak between the samples (4× oversampled)', () => {
    // A sine at a quarter of the rate, sampled 45° off its crests: every sample is at 0.707.
    const samples = Float32Array.from({ length: 400 }, (_, i) => Math.sin((Math.PI / 2) * i + Math.PI / 4));
    expect(Math.max(...samples.map(Math.abs))).toBeCloseTo(Math.SQRT1_2, 3);
    expect(truePeak(samples)).toBeGreaterThan(-0.5);
  });

  it('brings a quiet voice to −14 LUFS and limits its peaks to the ceiling', () => {
    // Speech-like: quiet with short loud bursts, a crest far above the 12 dB the target leaves.
    const samples = sine(300, 0.05, 2).map((value, i) => (i % 4800 < 200 ? value * 18 : value));
    expect(truePeak(samples)).toBeGreaterThan(-1);
    const result = normalizeLoudness(samples, RATE, { integratedLufs: -14, ceilingDbtp: -2 });
    expect(result.inputLufs).toBeLessThan(-17);
    expect(result.integratedLufs).toBeCloseTo(-14, 0);
    expect(integratedLoudness(result.samples, RATE)).toBeCloseTo(result.integratedLufs, 3);
    expect(truePeak(result.samples)).toBeLessThanOrEqual(-2 + 1e-6);
  });

  it("reports an unlimited result's true peak as measured, from the input's peaks and the gain", () => {
    const quiet = sine(440, 0.01, 2);
    const result = normalizeLoudness(quiet, RATE, { integratedLufs: -14, ceilingDbtp: -2 });
    // A sine's crest is 3 dB: at −14 LUFS its peaks stay well under the ceiling, nothing is limited.
    expect(result.truePeakDbtp).toBeLessThan(-8);
    expect(result.truePeakDbtp).toBeCloseTo(truePeak(result.samples), 4);
    expect(result.integratedLufs).toBeCloseTo(-14, 1);
  });

  it('adds the channels of interleaved stereo, as BS.1770 weighs left and right', () => {
    const mono = sine(1000, 0.1 * Math.SQRT2, 2);
    const stereo = new Float32Array(mono.length * 2);
    mono.forEach((sample, i) => stereo.fill(sample, 2 * i, 2 * i + 2));
    // The same tone in both channels carries twice the power: 3 LU louder than in one.
    expect(integratedLoudness(stereo, RATE, 2)).toBeCloseTo(integratedLoudness(mono, RATE) + 3.01, 1);
    const loudRight = stereo.map((sample, i) => (i % 2 === 1 ? sample * 8 : sample));
    expect(truePeak(loudRight, 2)).toBeCloseTo(truePeak(mono) + 20 * Math.log10(8), 1);
    const result = normalizeLoudness(loudRight, RATE, { integratedLufs: -14, ceilingDbtp: -1 }, 2);
    expect(integratedLoudness(result.samples, RATE, 2)).toBeCloseTo(-14, 0);
    expect(truePeak(result.samples, 2)).toBeLessThanOrEqual(-1 + 1e-6);
  });
});
