/**
 * The moves tsshogi read leniently: a KIF `２二飛(31)` where 3a holds a silver, or a CSA
 * `+8273KE` where 8b holds a rook, is read as a move of the piece that stands there. Comparing
 * the piece each move names with the piece tsshogi moved finds them at their own line (why:
 * otherwise the fault surfaces moves later, or never). KIF is checked on every branch, CSA
 * (main line only) on its main line.
 */
import { Color, Move, Square, promotedPieceType, type ImmutableNode, type Record } from 'tsshogi';
import { pieceName } from './explain.ts';
import type { LineScan, WrittenMove } from './line-scan.ts';

/** A move whose text names another piece than the one moved. */
export interface PieceMismatch {
  move: WrittenMove;
  node: ImmutableNode;
  reason: string;
}

/** The mismatch of one node against its text, or null. */
function mismatchAt(node: ImmutableNode, w: WrittenMove): PieceMismatch | null {
  const move = node.move;
  if (!(move instanceof Move)) return null;
  if (w.onBoard && !(move.from instanceof Square)) {
    // tsshogi reads `▲４五角成` with no bishop able to reach 4e as a drop from the hand.
    const side = move.color === Color.BLACK ? 'black' : 'white';
    const name = pieceName(w.piece);
    return {
      move: w,
      node,
      reason: `no ${side} ${name} can reach ${move.to.usi} (the text moves a ${name} on the board, so it is not a drop)`,
    };
  }
  const moved =
    w.pieceAfterMove && move.promote ? promotedPieceType(move.pieceType) : move.pieceType;
  if (moved === w.piece || !(move.from instanceof Square)) return null;
  const held = pieceName(move.pieceType);
  return { move: w, node, reason: `${move.from.usi} holds a ${held}, not a ${pieceName(w.piece)}` };
}

/** The child of `parent` that a written KIF move made (its origin and destination), or null. */
function childFor(parent: ImmutableNode, w: WrittenMove): ImmutableNode | null {
  for (let c = parent.next; c; c = c.branch) {
    const m = c.move;
    if (!(m instanceof Move)) continue;
    const from = m.from instanceof Square ? m.from.usi : undefined;
    if (from === w.from && (w.to === undefined || w.to === m.to.usi)) return c;
  }
  return null;
}

/**
 * Walks the tree along the written KIF moves in text order (why: tsshogi keeps no lines, but
 * a 変化：N手 goes back to move N-1 of the line read last, so the text order is a walk).
 */
function treeMismatch(record: Record, written: readonly WrittenMove[]): PieceMismatch | null {
  let cursor: ImmutableNode = record.first;
  for (const w of written) {
    if (w.branchAt !== undefined)
      while (cursor.ply > w.branchAt - 1 && cursor.prev) cursor = cursor.prev;
    const child = childFor(cursor, w);
    if (!child) return null; // the text and the tree part here; other checks report it
    const found = mismatchAt(child, w);
    if (found) return found;
    cursor = child;
  }
  return null;
}

/** The first move whose text names another piece than the one moved, with the reason. */
export function firstPieceMismatch(record: Record, scan: LineScan): PieceMismatch | null {
  if (scan.written) return treeMismatch(record, scan.written);
  if (scan.moves.size === 0) return null;
  for (let node = record.first.next; node; node = node.next) {
    const w = scan.moves.get(node.ply);
    const found = w ? mismatchAt(node, w) : null;
    if (found) return found;
  }
  return null;
}
