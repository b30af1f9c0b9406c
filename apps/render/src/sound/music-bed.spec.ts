import { musicBed } from './music-bed.js';

const RATE = 100;
const options = { sampleRate: RATE, channels: 2, volumeDb: 0, fadeInSeconds: 0, fadeOutSeconds: 0 };
/** A stereo "track" whose left channel counts its frames and right channel is their negative. */
const counting = (frames: number) =>
  Float32Array.from({ length: frames * 2 }, (_, i) => (i % 2 ? -1 : 1) * Math.floor(i / 2));

describe(musicBed.name, () => {
  it('loops a shorter track to the video and cuts a longer one', () => {
    const looped = musicBed(counting(30), { ...options, seconds: 1 });
    expect(looped).toHaveLength(200);
    expect([looped[0], looped[58], looped[60], looped[61], looped[198]]).toEqual([0, 29, 0, -0, 9]);
    expect(musicBed(counting(500), { ...options, seconds: 1 })).toHaveLength(200);
  });

  it('fades in and out linearly at its volume', () => {
    const flat = Float32Array.from({ length: 400 }, () => 1);
    const bed = musicBed(flat, { ...options, seconds: 2, volumeDb: -20, fadeInSeconds: 0.5, fadeOutSeconds: 1 });
    const left = (frame: number) => bed[frame * 2]!;
    expect(left(0)).toBe(0);
    expect(left(25)).toBeCloseTo(0.05);
    expect(left(75)).toBeCloseTo(0.1);
    expect(left(150)).toBeCloseTo(0.05);
    expect(left(199)).toBeCloseTo(0.001);
  });

  it('is silence when the track has no sound', () => {
    expect(musicBed(new Float32Array(0), { ...options, seconds: 1 }).every((sample) => sample === 0)).toBe(true);
  });
});
