/**
 * Plans when each line of the spoken script is said, from how long its speech measured: pure
 * arithmetic, so the same plan can be checked for every template, language and product.
 */

/** The voice's pace, as a multiple of its natural rate: never slower or faster than these. */
export const SLOWEST_RATE = 0.9;
export const FASTEST_RATE = 1.25;
/** Rates are chosen in steps of this, so a line is synthesised at few distinct rates. */
export const RATE_STEP = 0.05;

export interface PlannedLine {
  /** Lines of one group share a pace (a scene's lines); undefined: the older, scene-less lines. */
  group?: number;
  /** 1 is kept to the last; higher numbers are dropped first. */
  priority: number;
  /** Seconds of the video the line's speech must stay inside. */
  from: number;
  to: number;
  /** How long the line's speech lasts at a rate (measured, or estimated from a measurement). */
  seconds: (rate: number) => number;
}

export interface PlanLimits {
  videoSeconds: number;
  /** The speech starts no sooner than this. */
  earliestStart: number;
  /** The last word ends at least this long before the video does. */
  tailSeconds: number;
  /** The least pause between two lines. */
  minPause: number;
  /** The longest silence the plan tries to stay under, by pacing. */
  maxSilence: number;
}

export interface VoicePlan {
  /** Indexes of the lines spoken, in order. */
  kept: number[];
  /** Indexes of the lines left out, because they did not fit. */
  dropped: number[];
  /** Per line (by index; undefined for a dropped one): its rate and the second its speech starts. */
  rates: Array<number | undefined>;
  starts: Array<number | undefined>;
  /** The longest stretch without speech, video start and end included. */
  longestSilence: number;
}

const quantize = (rate: number, round: (x: number) => number) =>
  Math.min(FASTEST_RATE, Math.max(SLOWEST_RATE, round(rate / RATE_STEP - 1e-9) * RATE_STEP));
const groupKey = (line: PlannedLine) => line.group ?? -1;

interface Span {
  from: number;
  to: number;
  seconds: number;
}

/**
 * Whether the spans can be laid in order with every silence at most `maxGap` (and every pause at
 * least `limits.minPause`); if so, their start seconds. The reachable starts of each span form
 * an interval, carried forward; the starts are then chosen backwards, each in the middle of what
 * its successor allows, so the silences come out even.
 */
function place(spans: Span[], limits: PlanLimits, maxGap: number): number[] | { failedAt: number } {
  const end = limits.videoSeconds - limits.tailSeconds;
  const ranges: Array<[number, number]> = [];
  let lo = limits.earliestStart;
  let hi = maxGap;
  for (const [i, span] of spans.entries()) {
    if (i > 0) {
      const before = spans[i - 1]!;
      lo = ranges[i - 1]![0] + before.seconds + limits.minPause;
      hi = ranges[i - 1]![1] + before.seconds + maxGap;
    }
    lo = Math.max(lo, span.from);
    hi = Math.min(hi, span.to - span.seconds, end - span.seconds);
    if (lo > hi + 1e-9) return { failedAt: i };
    ranges.push([lo, hi]);
  }
  if (spans.length === 0) return limits.videoSeconds <= maxGap ? [] : { failedAt: 0 };
  const last = spans.length - 1;
  const lastLo = Math.max(ranges[last]![0], limits.videoSeconds - maxGap - spans[last]!.seconds);
  if (lastLo > ranges[last]![1] + 1e-9) return { failedAt: last };
  const starts = new Array<number>(spans.length);
  starts[last] = (lastLo + ranges[last]![1]) / 2;
  for (let i = last - 1; i >= 0; i--) {
    const next = starts[i + 1]! - spans[i]!.seconds;
    const low = Math.max(ranges[i]![0], next - maxGap);
    const high = Math.min(ranges[i]![1], next - limits.minPause);
    starts[i] = (low + Math.max(low, high)) / 2;
  }
  return starts;
}

interface Placement {
  starts: number[];
  longestSilence: number;
}

/**
 * The placement with the shortest longest silence, found by bisection; when nothing fits, the
 * position of the first span that cannot be placed.
 */
function placeEvenly(spans: Span[], limits: PlanLimits): Placement | { failedAt: number } {
  const any = place(spans, limits, limits.videoSeconds);
  if (!Array.isArray(any)) return any;
  let low = limits.minPause;
  let high = limits.videoSeconds;
  let starts = any;
  for (let i = 0; i < 30; i++) {
    const mid = (low + high) / 2;
    const attempt = place(spans, limits, mid);
    if (Array.isArray(attempt)) [high, starts] = [mid, attempt];
    else low = mid;
  }
  return { starts, longestSilence: longestSilence(spans, starts, limits.videoSeconds) };
}

const placed = (result: Placement | { failedAt: number }): result is Placement => 'starts' in result;

function longestSilence(spans: Span[], starts: number[], videoSeconds: number): number {
  let previousEnd = 0;
  let longest = 0;
  spans.forEach((span, i) => {
    longest = Math.max(longest, starts[i]! - previousEnd);
    previousEnd = starts[i]! + span.seconds;
  });
  return Math.max(longest, videoSeconds - previousEnd);
}

/**
 * Chooses which lines are said, at what pace and when: each group (scene) first at the slowest
 * natural-or-faster pace that fits its lines in its time, dropping its least important lines when
 * even 1.25× does not; then faster everywhere while the whole does not fit (calls to action wait
 * for their buttons); then slower, down to 0.9×, while a silence is longer than `maxSilence`.
 */
export function planVoice(lines: PlannedLine[], limits: PlanLimits): VoicePlan {
  const kept = new Set(lines.keys());
  const rates = new Map<number, number>();
  const groupOf = (key: number) => [...kept].filter((i) => groupKey(lines[i]!) === key);
  const spansAt = (pace: Map<number, number>) =>
    [...kept].map((i): Span => {
      const line = lines[i]!;
      return { from: line.from, to: line.to, seconds: line.seconds(pace.get(groupKey(line)) ?? 1) };
    });
  // The least important goes first; of two as important, the longer, which frees more time.
  const dropLeastImportant = (among: number[]) => {
    const [least] = [...among].sort(
      (a, b) => lines[b]!.priority - lines[a]!.priority || lines[b]!.seconds(1) - lines[a]!.seconds(1) || b - a,
    );
    if (least !== undefined) kept.delete(least);
  };
  const end = limits.videoSeconds - limits.tailSeconds;
  // A line too long for its own time even at the fastest pace can never be said: it goes first,
  // whatever its priority, so it takes no shorter line with it.
  for (const [i, line] of lines.entries()) {
    const room = Math.min(line.to, end) - Math.max(line.from, limits.earliestStart);
    if (line.seconds(FASTEST_RATE) > room) kept.delete(i);
  }

  for (const key of new Set(lines.map(groupKey))) {
    for (;;) {
      const members = groupOf(key);
      if (members.length === 0) break;
      const from = Math.max(limits.earliestStart, Math.min(...members.map((i) => lines[i]!.from)));
      const to = Math.min(end, Math.max(...members.map((i) => lines[i]!.to)));
      const room = to - from - limits.minPause * (members.length - 1);
      const natural = members.reduce((sum, i) => sum + lines[i]!.seconds(1), 0);
      // From the pace the sound alone would need, up a step at a time (pauses do not scale).
      let rate = quantize(Math.max(1, room > 0 ? natural / room : FASTEST_RATE), Math.ceil);
      const secondsAt = (pace: number) => members.reduce((sum, i) => sum + lines[i]!.seconds(pace), 0);
      while (secondsAt(rate) > room && rate < FASTEST_RATE - 1e-9) rate = quantize(rate + RATE_STEP, Math.round);
      if (secondsAt(rate) <= room) {
        rates.set(key, rate);
        break;
      }
      dropLeastImportant(members);
    }
  }
  let placement = placeEvenly(spansAt(rates), limits);
  while (kept.size > 0 && !placed(placement)) {
    const slower = [...rates].filter(([, rate]) => rate < FASTEST_RATE - 1e-9);
    if (slower.length > 0) slower.forEach(([key, rate]) => rates.set(key, quantize(rate + RATE_STEP, Math.round)));
    // The line that could not be placed, or a less important one before it, makes way.
    else dropLeastImportant([...kept].slice(0, placement.failedAt + 1));
    placement = placeEvenly(spansAt(rates), limits);
  }
  while (placed(placement) && placement.longestSilence > limits.maxSilence) {
    // Only the groups at their natural pace or slower are slowed: a sped-up one has no room.
    const slowed = new Map(
      [...rates].map(([key, rate]) => [key, rate > 1 ? rate : quantize(rate - RATE_STEP, Math.round)]),
    );
    if ([...slowed].every(([key, rate]) => rate === rates.get(key))) break;
    const candidate = placeEvenly(spansAt(slowed), limits);
    if (!placed(candidate) || candidate.longestSilence >= placement.longestSilence) break;
    slowed.forEach((rate, key) => rates.set(key, rate));
    placement = candidate;
  }
  const final = placed(placement) ? placement : { starts: [], longestSilence: limits.videoSeconds };
  const order = [...kept].sort((a, b) => a - b);
  const planRates: Array<number | undefined> = lines.map(() => undefined);
  const starts: Array<number | undefined> = lines.map(() => undefined);
  order.forEach((i, n) => {
    planRates[i] = rates.get(groupKey(lines[i]!)) ?? 1;
    starts[i] = final.starts[n];
  });
  return {
    kept: order,
    dropped: [...lines.keys()].filter((i) => !kept.has(i)),
    rates: planRates,
    starts,
    longestSilence: final.longestSilence,
  };
}
