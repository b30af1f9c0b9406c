/**
 * The numbers and repeated pictures every chain of the filter graph is written with: only
 * numbers and input indexes, checked, never text of the user's.
 */

/** A number as ffmpeg reads it; refuses NaN and infinities rather than emit a broken graph. */
export function num(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`filter graph got a non-finite number: ${value}`);
  return Number.isInteger(value) ? String(value) : value.toFixed(6).replace(/0+$/, '');
}

export function int(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`filter graph needs an integer, got ${value}`);
  return String(value);
}

/**
 * Frame n gets timestamp n in a 1/fps time base. A still image arrives in a 1/25 time base, where
 * N/(30*TB) rounds several frames onto one timestamp; overlay's frame sync then stalls the graph.
 */
export function frameClock(fps: number, first = 0): string {
  return `settb=1/${int(fps)},setpts=N${first > 0 ? `+${int(first)}` : ''}`;
}

/**
 * Which frames of a scene to compose: `count` of them from its frame `first`. A video composes
 * all of them; a still only the one it shows (or, inside a transition, the crossing up to it).
 */
export interface FrameWindow {
  first: number;
  count: number;
}

/**
 * One picture repeated over a window of a scene, converted (and sized, or passed through
 * `once`: filters of our own) once, before the loop.
 */
export function repeated(
  input: number,
  pixelFormat: 'yuv420p' | 'yuva420p',
  window: FrameWindow,
  fps: number,
  stretchTo?: { width: number; height: number },
  once: string[] = [],
): string {
  // Nearest neighbour keeps a plain colour exactly that colour.
  const stretch = stretchTo ? [`scale=${int(stretchTo.width)}:${int(stretchTo.height)}:flags=neighbor`] : [];
  const prepared = [`format=${pixelFormat}`, ...stretch, ...once].join(',');
  return `[${int(input)}:v]${prepared},loop=loop=${int(window.count - 1)}:size=1,${frameClock(fps, window.first)}`;
}
