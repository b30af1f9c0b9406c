/** The value at percentile `p` (0–100) of numbers sorted ascending (nearest rank). */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
