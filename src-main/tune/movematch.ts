/**
 * Move matching: how often an evaluation picks the expert's move. Depth 1 is the paper's test
 * (every legal move, the strict best static score; ties never match); deeper choosers plug in
 * through the MoveChooser interface (the engine search).
 */
import { generateLegal } from '../shared/rules/movegen.ts';
import type { Position } from '../shared/rules/position.ts';
import { parseSfen, parseUsiMove } from '../shared/rules/sfen.ts';
import { MOVE_NONE, type Move } from '../shared/rules/types.ts';
import type { Evaluator } from '../engine/eval/evaluator.ts';
import type { ExpertPosition } from './expert-positions.ts';
import { moveKind } from './ga/feature-cache.ts';
import { emptyStats, recordMatch, type MatchStats } from './ga/match-report.ts';

/** Picks a move in a position, or MOVE_NONE when there is no unique choice. */
export interface MoveChooser {
  choose(pos: Position): Move | Promise<Move>;
}

/**
 * The paper's 1-ply choice: evaluate every child from the mover's side and take the strict
 * maximum (MOVE_NONE on a tie for the top).
 */
export function depthOneChooser(ev: Evaluator): MoveChooser {
  const moves = new Int32Array(1024);
  return {
    choose(pos: Position): Move {
      ev.reset(pos);
      const n = generateLegal(pos, moves, 0);
      let best = -Infinity;
      let pick: Move = MOVE_NONE;
      for (let i = 0; i < n; i++) {
        const m = moves[i]!;
        pos.doMove(m);
        ev.onDoMove(pos, m);
        const s = -ev.evaluate(pos);
        ev.onUndoMove(pos, m);
        pos.undoMove(m);
        if (s > best) [best, pick] = [s, m];
        else if (s === best) pick = MOVE_NONE;
      }
      return pick;
    },
  };
}

/** Runs a chooser over expert positions; positions with an invalid SFEN or move are skipped. */
export async function matchMoves(
  positions: readonly ExpertPosition[],
  chooser: MoveChooser,
  onProgress?: (done: number, stats: MatchStats) => void,
): Promise<{ stats: MatchStats; skipped: number }> {
  const stats = emptyStats();
  let skipped = 0;
  for (let i = 0; i < positions.length; i++) {
    const ep = positions[i]!;
    const parsed = parseSfen(ep.sfen);
    const expert = parsed.ok ? parseUsiMove(parsed.position, ep.move) : MOVE_NONE;
    if (!parsed.ok || expert === MOVE_NONE) {
      skipped++;
      continue;
    }
    const pos = parsed.position;
    const chosen = await chooser.choose(pos.clone());
    recordMatch(
      stats,
      moveKind(pos, expert),
      chosen === expert,
      chosen === MOVE_NONE ? -1 : moveKind(pos, chosen),
    );
    onProgress?.(i + 1, stats);
  }
  return { stats, skipped };
}
