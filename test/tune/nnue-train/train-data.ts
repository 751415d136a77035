/**
 * Test helper: labelled PackedSfenValue records from seeded random games (our rules core and the
 * nnue-data encoder), for the trainer's tests.
 */
import { Position } from '../../../src-main/engine/core/position.ts';
import { MOVE_NONE } from '../../../src-main/engine/core/types.ts';
import { randomGames } from '../../../src-main/engine/eval/nnue/sample-games.ts';
import { PSV_SIZE, makePsv, writePsv } from '../../../src-main/tune/nnue-data/psv.ts';

export interface LabelledRecords {
  /** count × 40 bytes. */
  records: Uint8Array;
  /** The positions, in record order. */
  positions: Position[];
  /** The scores written. */
  scores: number[];
}

/**
 * `count` positions not in check, from ply 4 on of random games, each scored by `label` (side to
 * move's point of view, clamped to ±32000); the game result field is the score's sign.
 */
export function randomRecords(
  count: number,
  seed: number,
  label: (pos: Position, index: number) => number,
): LabelledRecords {
  const records = new Uint8Array(count * PSV_SIZE);
  const positions: Position[] = [];
  const scores: number[] = [];
  for (let round = 0; positions.length < count; round++) {
    for (const game of randomGames(16, 200, seed * 1000 + round)) {
      const pos = Position.startpos();
      for (let ply = 0; ply < game.length && positions.length < count; ply++) {
        pos.doMove(game[ply]!);
        if (ply < 4 || pos.inCheck()) continue;
        const score = Math.max(-32000, Math.min(32000, Math.round(label(pos, positions.length))));
        const r = makePsv(pos, score, MOVE_NONE, score > 0 ? 1 : score < 0 ? -1 : 0);
        if (!r.ok) throw new Error(r.error.message);
        writePsv(r.record, records, positions.length * PSV_SIZE);
        positions.push(pos.clone());
        scores.push(score);
      }
    }
  }
  return { records, positions, scores };
}
