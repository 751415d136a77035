/**
 * Engine scores as the evaluation charts plot them: from Black's side (☗), whichever side the
 * engine was thinking for, with mates and huge scores held at the chart's edge.
 */

/** How far up or down (centipawns) the score charts reach; a mate is drawn at this edge. */
export const CHART_CP_LIMIT = 2000;

/**
 * The smallest half-range of a score chart (centipawns): a normal opening (±50–300) stays
 * readable instead of a flat line on ±2000. Chosen, not tuned: 500 is about a piece's worth.
 */
export const CHART_CP_MIN = 500;
/** The step the half-range grows by as the game's scores grow. */
export const CHART_CP_STEP = 500;

/**
 * One point of an evaluation chart: the value after `ply` plies (0 = the start position);
 * `book` when the move came from an opening book (no search: it carries the previous value).
 */
export interface EvalPoint {
  ply: number;
  value: number;
  book?: boolean;
}

/**
 * A symmetric y range that fits the game: the largest |value| rounded up to a step, at least
 * ±{@link CHART_CP_MIN} and at most ±`limit` (where mates are drawn).
 */
export function fitScoreRange(
  points: readonly EvalPoint[],
  limit = CHART_CP_LIMIT,
): [number, number] {
  const most = points.reduce((m, p) => Math.max(m, Math.abs(p.value)), 0);
  const half = Math.min(
    limit,
    Math.max(CHART_CP_MIN, Math.ceil(most / CHART_CP_STEP) * CHART_CP_STEP),
  );
  return [-half, half];
}

/** A side-to-move score as USI `info score` gives it: centipawns or moves to mate. */
export interface StmScore {
  cp?: number;
  mate?: number;
}

/**
 * Black's score in centipawns, clamped to ±CHART_CP_LIMIT (a mate sits at the edge), or null
 * without a score. `sideToMove` is the side the engine was searching for (0 Black, 1 White).
 */
export function blackChartCp(score: StmScore, sideToMove: 0 | 1): number | null {
  // Why the flip: USI scores are the side to move's; every chart in Banmen is Black's view.
  const sign = sideToMove === 0 ? 1 : -1;
  if (score.mate !== undefined) {
    // "mate -0" (being mated now) counts as losing, like any negative distance.
    const winning = score.mate > 0 || Object.is(score.mate, 0);
    return sign * (winning ? CHART_CP_LIMIT : -CHART_CP_LIMIT);
  }
  if (score.cp === undefined || !Number.isFinite(score.cp)) return null;
  return sign * Math.max(-CHART_CP_LIMIT, Math.min(CHART_CP_LIMIT, score.cp));
}
