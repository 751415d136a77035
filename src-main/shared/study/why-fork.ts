/**
 * "Walks into a fork": the opponent's reply puts a piece where it attacks two of the mover's
 * valuable pieces, and the rules core can check that the fork is real — the forking piece cannot
 * be taken without loss, and no single move of the mover saves both pieces. Pure module.
 */
import { isCapture, legalMoves } from '../rules/movegen.ts';
import { attackedBy, attackersOf } from '../rules/attackers.ts';
import type { Position } from '../rules/position.ts';
import { SEE_VALUES, see } from '../rules/see.ts';
import {
  PAWN,
  colorOf,
  isDrop,
  moveFrom,
  moveTo,
  typeOf,
  type Color,
  type Square,
} from '../rules/types.ts';

const attackers = new Int32Array(32);

/** Squares of `victim`'s valuable pieces that the piece on `from` attacks and would win. */
export function forkTargets(pos: Position, from: Square, victim: Color): Square[] {
  const forker = SEE_VALUES[typeOf(pos.pieceOn(from))]!;
  const out: Square[] = [];
  for (let s = 0; s < pos.board.length; s++) {
    const pc = pos.pieceOn(s);
    if (pc === 0 || colorOf(pc) !== victim || typeOf(pc) === PAWN) continue;
    const n = attackersOf(pos, victim ^ 1, s, attackers);
    if (!Array.from(attackers.subarray(0, n)).includes(from)) continue;
    const worth = SEE_VALUES[typeOf(pc)]! > forker || !attackedBy(pos, victim, s);
    if (worth) out.push(s);
  }
  return out;
}

/** True when the piece on `from` (side to move's) can take a piece other than a pawn and win by SEE. */
function winsFrom(pos: Position, from: Square): boolean {
  return legalMoves(pos).some(
    (m) =>
      !isDrop(m) &&
      moveFrom(m) === from &&
      isCapture(pos, m) &&
      typeOf(pos.pieceOn(moveTo(m))) !== PAWN &&
      see(pos, m) > 0,
  );
}

/**
 * True when the fork on `from` holds in `pos` (the forked side to move): every capture of the
 * forking piece loses material by SEE, and after every other move the forking piece still wins
 * a piece. Why both: a fork the mover can take off the board, or answer by moving one piece
 * where it guards the other, is no loss a deeper search shows (docs/learning.md).
 */
export function forkHolds(pos: Position, from: Square): boolean {
  const p = pos.clone();
  for (const m of legalMoves(p)) {
    if (moveTo(m) === from && !isDrop(m)) {
      if (see(p, m) >= 0) return false;
      continue;
    }
    p.doMove(m);
    const wins = winsFrom(p, from);
    p.undoMove(m);
    if (!wins) return false;
  }
  return true;
}
