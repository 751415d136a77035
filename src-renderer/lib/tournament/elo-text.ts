/**
 * The Elo column of the standings: "+35.2 ± 80.1", "+∞" for a perfect score (the Elo difference
 * is unbounded, so no number is honest), "−∞" for no point, "—" before any game; no "± -" when
 * the error margin cannot be computed.
 */

/** The numbers of one engine the column needs. */
export interface EloFigures {
  points: number;
  games: number;
  elo: number;
  error95: number | null;
}

/** The Elo cell's text. */
export function eloText(e: EloFigures): string {
  if (e.games === 0) return '—';
  const score = e.points / e.games;
  if (score >= 1) return '+∞';
  if (score <= 0) return '−∞';
  const value = `${e.elo > 0 ? '+' : ''}${e.elo.toFixed(1)}`;
  return e.error95 === null || !Number.isFinite(e.error95)
    ? value
    : `${value} ± ${e.error95.toFixed(1)}`;
}
