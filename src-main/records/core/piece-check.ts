/**
 * The moves tsshogi read leniently: a KIF `２二飛(31)` where 3a holds a silver, or a CSA
 * `+8273KE` where 8b holds a rook, is read as a move of the piece that stands there. Comparing
 * the piece each main-line move names with the piece tsshogi moved finds them at their own
 * line (why: otherwise the fault surfaces moves later, or never).
 */
import { Move, Square, promotedPieceType, type Record } from 'tsshogi';
import { pieceName } from './explain.ts';
import type { WrittenMove } from './line-scan.ts';

/** The first main-line move whose text names another piece than the one moved, with the reason. */
export function firstPieceMismatch(
  record: Record,
  written: ReadonlyMap<number, WrittenMove>,
): { move: WrittenMove; reason: string } | null {
  if (written.size === 0) return null;
  for (let node = record.first.next; node; node = node.next) {
    const move = node.move;
    const w = written.get(node.ply);
    if (!(move instanceof Move) || !w) continue;
    const moved =
      w.pieceAfterMove && move.promote ? promotedPieceType(move.pieceType) : move.pieceType;
    if (moved === w.piece || !(move.from instanceof Square)) continue;
    const held = pieceName(move.pieceType);
    return { move: w, reason: `${move.from.usi} holds a ${held}, not a ${pieceName(w.piece)}` };
  }
  return null;
}
