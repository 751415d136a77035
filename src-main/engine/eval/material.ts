/**
 * Material-only evaluation: board and hand piece values, kept incrementally.
 * It is the fallback when no other evaluator is available and a baseline for tests and tuning.
 */
import type { Position } from '../../shared/rules/position.ts';
import {
  BLACK,
  HAND_TYPES,
  colorOf,
  handCount,
  typeOf,
  type Move,
} from '../../shared/rules/types.ts';
import { ORDER_VALUE } from '../params.ts';
import type { Evaluator } from './evaluator.ts';

// Pieces in hand are worth a little more than on the board: a drop can go anywhere.
const HAND_BONUS = 1.1;

/** Material balance from black's point of view, computed from scratch. */
export function materialBalance(pos: Position): number {
  let v = 0;
  for (let sq = 0; sq < 81; sq++) {
    const pc = pos.pieceOn(sq);
    if (pc === 0 || typeOf(pc) === 8) continue;
    v += colorOf(pc) === BLACK ? ORDER_VALUE[typeOf(pc)]! : -ORDER_VALUE[typeOf(pc)]!;
  }
  for (const pt of HAND_TYPES) {
    const diff = handCount(pos.hand(0), pt) - handCount(pos.hand(1), pt);
    v += Math.round(diff * ORDER_VALUE[pt]! * HAND_BONUS);
  }
  return v;
}

/** The material evaluator: a full recount per call (it is cheap next to move generation). */
export class MaterialEvaluator implements Evaluator {
  readonly name = 'material' as const;
  reset(_pos: Position): void {}
  onDoMove(_pos: Position, _m: Move): void {}
  onUndoMove(_pos: Position, _m: Move): void {}
  onDoNullMove(_pos: Position): void {}
  onUndoNullMove(_pos: Position): void {}
  evaluate(pos: Position): number {
    const v = materialBalance(pos);
    return pos.sideToMove === BLACK ? v : -v;
  }
}
