/**
 * Small helpers the benchmark scripts share. The machines are shared and noisy, so the scripts
 * report medians of several rounds and count process CPU time rather than wall time.
 */

/** The median of a list (the upper middle value when the count is even). */
export function median(xs: readonly number[]): number {
  return [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
}

/** The arithmetic mean of a non-empty list. */
export function mean(xs: readonly number[]): number {
  return xs.reduce((a, b) => a + b, 0) / xs.length;
}

/** Process CPU time (user + system) in nanoseconds. */
export function cpuNs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) * 1000;
}
