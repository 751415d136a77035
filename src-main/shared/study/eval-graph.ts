/**
 * Evaluation-graph data: Black's score and win rate at every ply of a reviewed game, as plain
 * points the renderer draws. Pure module.
 */
import { GRAPH_CP_CAP } from './study-params.ts';
import { blackWinRate, type BlackScore, type MoveLabel } from './win-rate.ts';
import type { MoveReview } from './review-types.ts';

/** One point of the graph (ply 0 = the start position). */
export interface GraphPoint {
  ply: number;
  /** Black's score in centipawns, clamped to ±GRAPH_CP_CAP; a mate is drawn at the cap. */
  cp: number;
  /** Plies to mate when the score is a mate (positive: Black mates), else undefined. */
  mate?: number;
  /** Black's win rate in %. */
  winRate: number;
  /** The label of the move that led here, so the UI can mark it. */
  label: MoveLabel | null;
}

/** A Black-view score as a graph value. */
function point(ply: number, s: BlackScore, label: MoveLabel | null): GraphPoint {
  const winRate = blackWinRate(s);
  if (s.kind === 'mate') {
    const sign = s.winner === 'black' ? 1 : -1;
    return { ply, cp: sign * GRAPH_CP_CAP, mate: sign * s.plies, winRate, label };
  }
  return { ply, cp: Math.max(-GRAPH_CP_CAP, Math.min(GRAPH_CP_CAP, s.cp)), winRate, label };
}

/**
 * The graph of a review: the position before the first reviewed move, then one point after
 * each reviewed move, in ply order (a gap in the plies means moves that were not reviewed).
 */
export function evaluationGraph(moves: readonly MoveReview[]): GraphPoint[] {
  const sorted = [...moves].sort((a, b) => a.ply - b.ply);
  if (sorted.length === 0) return [];
  const first = sorted[0]!;
  return [
    point(first.ply - 1, first.before, null),
    ...sorted.map((m) => point(m.ply, m.score, m.label)),
  ];
}
