// A time in seconds times the frame rate, in floating point, lands a hair above a whole frame
// (0.9 s × 30 is 27.000000000000004): this much is rounding, not time.
const FRAME_EPSILON = 1e-6;

/** The first frame whose time is at or after `seconds`. */
export function firstFrameAt(seconds: number, fps: number): number {
  // + 0: at 0 s the ceiling is -0, which is no frame number to print.
  return Math.ceil(seconds * fps - FRAME_EPSILON) + 0;
}
