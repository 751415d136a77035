/**
 * A legal record whose variations nest `depth` levels deep (issue 42): kings alone, and at
 * every move a second king move as a variation that the game then continues from.
 */
import { Position, Record, Square } from 'tsshogi';

/** The king moves of the side to move that the rules allow, in a fixed order. */
function kingMoves(record: Record) {
  const pos = record.position;
  const from = pos.board.findKing(pos.color)!;
  const out = [];
  for (const [df, dr] of [
    [0, -1],
    [-1, 0],
    [1, 0],
    [0, 1],
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ] as const) {
    const f = from.file + df;
    const r = from.rank + dr;
    if (f < 1 || f > 9 || r < 1 || r > 9) continue;
    const move = pos.createMove(from, new Square(f, r));
    if (move && pos.isValidMove(move)) out.push(move);
  }
  return out;
}

/** The record: each ply k has a first move and a variation, and ply k+1 follows the variation. */
export function deepVariations(depth: number): Record {
  const record = new Record(Position.newBySFEN('4k4/9/9/9/9/9/9/9/4K4 b - 1')!);
  for (let i = 0; i < depth; i++) {
    const [first, second] = kingMoves(record);
    if (!first || !second) throw new Error(`no two king moves at ply ${i + 1}`);
    record.append(first);
    record.goBack();
    record.append(second);
  }
  return record;
}
