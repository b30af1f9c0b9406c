import { upsample } from './resample.js';

const sine = (frequency: number, rate: number, frames: number) =>
  Float32Array.from({ length: frames }, (_, i) => Math.sin((2 * Math.PI * frequency * i) / rate));

describe(upsample.name, () => {
  it.each([22_050, 24_000, 32_000, 16_000])('brings a tone at %i Hz to 48 kHz as the same tone', (rate) => {
    const out = upsample(sine(1000, rate, rate), rate, 48_000, 0.5);
    expect(out).toHaveLength(48_000);
    const expected = sine(1000, 48_000, 48_000);
    // Away from the ends, where the filter's window reaches past the signal.
    let worst = 0;
    for (let i = 100; i < 47_900; i++) worst = Math.max(worst, Math.abs(out[i]! - 0.5 * expected[i]!));
    expect(worst).toBeLessThan(1e-3);
  });

  it('reads 16-bit samples as they are, and refuses to bring a rate down', () => {
    const int16 = Int16Array.from(sine(500, 22_050, 2205), (value) => Math.round(value * 16_384));
    const out = upsample(int16, 22_050, 48_000, 1 / 32_768);
    expect(Math.max(...out.subarray(100, 4700))).toBeCloseTo(0.5, 2);
    expect(() => upsample(int16, 48_000, 22_050)).toThrow();
  });
});
