// No Math.abs in these loops: inside jest's vm context each lookup of the global Math costs
// as much as the arithmetic around it a hundred times over.
const distance = (x: number, y: number) => (x > y ? x - y : y - x);

/** The mean absolute difference of two equally long runs of 8-bit samples (grey levels). */
export function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += distance(a[i]!, b[i]!);
  return sum / a.length;
}

/** The largest absolute difference between two equally long runs of 8-bit samples. */
export function largestDifference(a: Buffer, b: Buffer): number {
  let largest = 0;
  for (let i = 0; i < a.length; i++) {
    const difference = distance(a[i]!, b[i]!);
    if (difference > largest) largest = difference;
  }
  return largest;
}
