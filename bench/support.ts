/** Helpers shared by the benchmarks: percentiles and how a duration is printed. */

/** The p-th percentile (0-100) of `xs` (nearest rank, rounded down; `xs` is not changed). */
export const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

/** The median of `xs` (the upper one for an even count; `xs` is not changed). */
export const median = (xs: number[]) => pct(xs, 50);

/** A duration in milliseconds, one decimal: "12.3 ms". */
export const ms = (x: number) => `${x.toFixed(1)} ms`;
