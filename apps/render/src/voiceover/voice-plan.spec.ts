import { FASTEST_RATE, planVoice, SLOWEST_RATE, type PlannedLine } from './voice-plan.js';

const limits = { videoSeconds: 15, earliestStart: 0.4, tailSeconds: 0.5, minPause: 0.35, maxSilence: 2.8 };
/** A line whose speech lasts `seconds` at the natural rate. */
const line = (seconds: number, overrides: Partial<PlannedLine> = {}): PlannedLine => ({
  group: 0,
  priority: 1,
  from: 0,
  to: 7.6,
  seconds: (rate) => seconds / rate,
  ...overrides,
});
const ends = (lines: PlannedLine[], plan: ReturnType<typeof planVoice>) =>
  plan.kept.map((i) => plan.starts[i]! + lines[i]!.seconds(plan.rates[i]!));

describe(planVoice.name, () => {
  it('spreads a short script over the whole video, each line in its scene, no silence over the limit', () => {
    const lines = [
      line(0.6),
      line(1.2),
      line(1.5, { group: 1, from: 7.6, to: 15 }),
      line(0.9, { group: 1, from: 9.4, to: 15 }),
    ];
    const plan = planVoice(lines, limits);
    expect(plan.kept).toEqual([0, 1, 2, 3]);
    expect(plan.longestSilence).toBeLessThanOrEqual(2.8);
    plan.kept.forEach((i, n) => {
      expect(plan.starts[i]!).toBeGreaterThanOrEqual(lines[i]!.from);
      expect(ends(lines, plan)[n]!).toBeLessThanOrEqual(lines[i]!.to + 1e-9);
    });
    // The speech stopped at ~4 s of 15 before: now the last word ends near the end, but not after it.
    expect(ends(lines, plan).at(-1)!).toBeGreaterThan(12);
    expect(ends(lines, plan).at(-1)!).toBeLessThanOrEqual(14.5);
  });

  it('slows a sparse scene down, never below 0.9×', () => {
    const plan = planVoice([line(0.5), line(0.5, { group: 1, from: 7.6, to: 15 })], limits);
    expect(plan.rates.every((rate) => rate! >= SLOWEST_RATE - 1e-9)).toBe(true);
    expect(plan.rates.some((rate) => rate! < 1)).toBe(true);
  });

  it('speeds a crowded scene up just enough, never beyond 1.25×, then drops its least important line', () => {
    const fits = planVoice([line(4), line(4)], limits);
    expect(fits.kept).toEqual([0, 1]);
    expect(fits.rates[0]!).toBeGreaterThan(1);
    expect(fits.rates[0]!).toBeLessThanOrEqual(FASTEST_RATE);

    const crowded = [line(3, { priority: 2 }), line(4, { priority: 4 }), line(3, { priority: 3 })];
    const plan = planVoice(crowded, limits);
    expect(plan.dropped).toEqual([1]);
    expect(plan.kept).toEqual([0, 2]);
  });

  it('says a call to action only once its button has entered, even when that leaves a line out', () => {
    const lines = [
      line(2, { group: 1, from: 7.6, to: 15, priority: 4 }),
      line(1, { group: 1, from: 13, to: 15, priority: 1 }),
    ];
    const plan = planVoice(lines, limits);
    expect(plan.starts[1]!).toBeGreaterThanOrEqual(13);
    expect(plan.starts[1]! + 1 / plan.rates[1]!).toBeLessThanOrEqual(14.5);
  });

  it('drops a line that cannot fit at any pace, keeping the more important ones', () => {
    const lines = [line(20, { priority: 3 }), line(1, { priority: 1 })];
    const plan = planVoice(lines, limits);
    expect(plan.dropped).toEqual([0]);
    expect(plan.kept).toEqual([1]);
  });
});
