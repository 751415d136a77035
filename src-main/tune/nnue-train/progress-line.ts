/**
 * The trainer's one-line progress bar: share done, positions, positions per second, ETA, loss.
 */

/** h:mm:ss (or m:ss under an hour). */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '?';
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600),
    m = Math.floor((s % 3600) / 60),
    sec = s % 60;
  const two = (v: number): string => String(v).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(sec)}` : `${m}:${two(sec)}`;
}

/** 1234567 → "1.23M", 12345 → "12.3k". */
export function formatCount(n: number): string {
  if (n >= 1e6) return `${(n / 1e6).toFixed(2)}M`;
  if (n >= 1e4) return `${(n / 1e3).toFixed(1)}k`;
  return String(Math.round(n));
}

/**
 * One progress line for `done` of `total` positions after `seconds`; `runEta` (seconds left of the
 * whole run, all epochs) is shown when given.
 */
export function progressLine(
  label: string,
  done: number,
  total: number,
  seconds: number,
  loss: number,
  runEta?: number,
  width = 24,
): string {
  const share = total > 0 ? done / total : 1;
  const filled = Math.round(share * width);
  const rate = seconds > 0 ? done / seconds : 0;
  const eta = rate > 0 ? (total - done) / rate : NaN;
  return (
    `${label} [${'='.repeat(filled)}${' '.repeat(width - filled)}] ${(share * 100).toFixed(0).padStart(3)}% ` +
    `${formatCount(done)}/${formatCount(total)} pos, ${formatCount(rate)} pos/s, ` +
    `ETA ${formatDuration(eta)}${runEta !== undefined ? ` (run ${formatDuration(runEta)})` : ''}, loss ${loss.toFixed(5)}`
  );
}
