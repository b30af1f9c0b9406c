// Math's functions read once: inside jest's vm context every lookup of a global in a
// per-sample loop costs far more than the arithmetic around it.
const { abs, max } = Math;

/** The mean absolute difference of two equally long runs of 8-bit samples (grey levels). */
export function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += abs(a[i]! - b[i]!);
  return sum / a.length;
}

/** The largest absolute difference between two equally long runs of 8-bit samples. */
export function largestDifference(a: Buffer, b: Buffer): number {
  let largest = 0;
  for (let i = 0; i < a.length; i++) largest = max(largest, abs(a[i]! - b[i]!));
  return largest;
}
