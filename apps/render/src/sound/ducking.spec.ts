import { DUCKING, duck, type SpeechWindow } from './ducking.js';

const RATE = 1000;
const options = { ...DUCKING, sampleRate: RATE, seconds: 6 };
const db = (gain: number) => 20 * Math.log10(gain);
/** The gain `duck` gives each frame: a mono signal of ones, ducked. */
function duckingGains(windows: SpeechWindow[]): Float32Array {
  const gains = new Float32Array(options.seconds * RATE).fill(1);
  duck(gains, 1, windows, options);
  return gains;
}

describe(duck.name, () => {
  const gains = duckingGains([{ startSeconds: 1, endSeconds: 2 }]);
  const at = (seconds: number) => gains[Math.round(seconds * RATE)]!;

  it('lowers the music by 12 dB (at least the 9 the contract asks) while the voice speaks', () => {
    expect(db(at(1))).toBeCloseTo(-12);
    expect(db(at(1.5))).toBeCloseTo(-12);
    expect(db(at(2))).toBeCloseTo(-12);
    expect(db(at(0.5))).toBe(0);
  });

  it('goes down just before the voice and comes back within 0.6 s after it', () => {
    expect(db(at(1 - DUCKING.attackSeconds))).toBeCloseTo(0);
    expect(db(at(0.93))).toBeLessThan(-3);
    expect(db(at(2.3))).toBeLessThan(-1);
    expect(db(at(2 + DUCKING.releaseSeconds))).toBeCloseTo(0);
    expect(DUCKING.releaseSeconds).toBeLessThanOrEqual(0.6);
  });

  it('stays down between two phrases closer than a release and an attack', () => {
    const sentence = duckingGains([
      { startSeconds: 3.5, endSeconds: 4 },
      { startSeconds: 1, endSeconds: 2 },
      { startSeconds: 2.4, endSeconds: 3 },
    ]);
    for (const seconds of [2.1, 2.2, 2.3]) expect(db(sentence[seconds * RATE]!)).toBeCloseTo(-12);
    // Half a second apart: within the 0.6 s a release and an attack take, so still down.
    expect(db(sentence[3.2 * RATE]!)).toBeCloseTo(-12);
    expect(db(sentence[5 * RATE]!)).toBeCloseTo(0);
  });
});
