/**
 * How many engine processes this page holds, by holder (the game, the analysis, the review), in
 * `data-engines` on the root element: what the browser tests' leak guard compares with the
 * engine processes the host really runs (any more than all open pages claim is a leak).
 */
const held = new Map<string, number>();

/** Records that `holder` now holds `count` engines. */
export function claimEngines(
  holder: 'play' | 'analysis' | 'review' | 'batch' | 'practice',
  count: number,
): void {
  held.set(holder, count);
  if (typeof document === 'undefined') return;
  let sum = 0;
  for (const n of held.values()) sum += n;
  document.documentElement.dataset.engines = String(sum);
}
