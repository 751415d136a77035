/**
 * Features seen from the side that just moved: pieces en prise on either side, check, and
 * what kind of move was just played (the paper's static features could not tell drops,
 * promotions and quiet moves apart; these can).
 */
import {
  BISHOP,
  KING,
  PAWN,
  ROOK,
  SQUARE_NB,
  colorOf,
  dropType,
  isDrop,
  isPromotion,
  moveFrom,
  moveTo,
  movedPiece,
  typeOf,
} from '../../../shared/rules/types.ts';
import type { Color, Move, Piece, Square } from '../../../shared/rules/types.ts';
import { ROUGH_VALUE, type AttackMap } from './attack-map.ts';
import type { BoardView } from './board-view.ts';
import { featureIndex } from './feature-set.ts';
import { DIST, GEOMETRY } from './geometry.ts';
import { BASE_SLOT, MOVER_GROUP } from './kinds.ts';

/** The move that led to the position, as the evaluator or the GA cache knows it. */
export interface MoveContext {
  move: Move;
  /** Piece captured by the move (NO_PIECE if none). */
  captured: Piece;
  /** Destination of the move before it (−1 if unknown). */
  previousTo: Square;
  /** Whether the side that moved was in check before the move (false if unknown). */
  inCheck?: boolean;
}

const F = {
  hangMax: featureIndex('threat.hangingMoverMax'),
  hangCount: featureIndex('threat.hangingMoverCount'),
  oppHangMax: featureIndex('threat.hangingOpponentMax'),
  hangSum: featureIndex('threat.hangingMoverSum'),
  check: featureIndex('threat.givesCheck'),
  drop0: featureIndex('move.drop.P'),
  promotion: featureIndex('move.promotion'),
  capture: featureIndex('move.capture'),
  recapture: featureIndex('move.recapture'),
  declined: featureIndex('move.declinedPromotion'),
  dropNear: featureIndex('move.dropNearEnemyKing'),
  kingMove: featureIndex('move.kingMove'),
  retreat: featureIndex('move.retreat'),
  attacksBigger: featureIndex('move.attacksBigger'),
  piece0: featureIndex('move.piece.P'),
  forward: featureIndex('move.forward'),
  nearEnemyKing: featureIndex('move.nearEnemyKing'),
  dropNearOwnKing: featureIndex('move.dropNearOwnKing'),
  fromAttacked: featureIndex('move.fromAttacked'),
  toDefended: featureIndex('move.toDefended'),
  dropCheck: featureIndex('move.dropCheck'),
  fromBackRank: featureIndex('move.fromBackRank'),
  nearOwnKing: featureIndex('move.nearOwnKing'),
  intoEnemyCamp: featureIndex('move.intoEnemyCamp'),
};

/** Count and summed gain of the en-prise pieces found by the last `hanging` call. */
let hangingCount = 0;
let hangingSum = 0;

/** Largest gain (in rough pawns) of taking one of c's pieces; sets hangingCount. */
function hanging(v: BoardView, att: AttackMap, c: Color): number {
  const us = c * SQUARE_NB;
  const them = (c ^ 1) * SQUARE_NB;
  let max = 0;
  let n = 0;
  let sum = 0;
  for (const sq of GEOMETRY[v.variant].squares) {
    const pc = v.board[sq]!;
    if (pc === 0 || colorOf(pc) !== c || typeOf(pc) === KING || att.count[them + sq] === 0)
      continue;
    const value = ROUGH_VALUE[typeOf(pc)]!;
    const gain = att.count[us + sq] === 0 ? value : value - att.cheapest[them + sq]!;
    if (gain <= 0) continue;
    n++;
    sum += gain;
    if (gain > max) max = gain;
  }
  hangingCount = n;
  hangingSum = sum;
  return max;
}

/** Threat features; `mover` is the side that just moved (the side not to move). */
export function addThreatFeatures(
  v: BoardView,
  att: AttackMap,
  mover: Color,
  out: Int32Array,
): void {
  out[F.hangMax]! += hanging(v, att, mover);
  out[F.hangCount]! += hangingCount;
  out[F.hangSum]! += hangingSum;
  out[F.oppHangMax]! += hanging(v, att, (mover ^ 1) as Color);
  const k = v.kings[mover ^ 1]!;
  if (k >= 0 && att.count[mover * SQUARE_NB + k]! > 0) out[F.check]! += 1;
}

/** Move features of the move just played by `mover`. */
export function addMoveFeatures(
  v: BoardView,
  att: AttackMap,
  mover: Color,
  ctx: MoveContext,
  out: Int32Array,
): void {
  const m = ctx.move;
  const to = moveTo(m);
  const g = GEOMETRY[v.variant];
  const ek = v.kings[mover ^ 1]!;
  const ok = v.kings[mover];
  if (ek >= 0 && DIST[to * SQUARE_NB + ek]! <= 2) out[F.nearEnemyKing]! += 1;
  if (att.count[mover * SQUARE_NB + to]! > 0) out[F.toDefended]! += 1;
  const check = ek >= 0 && att.count[mover * SQUARE_NB + ek]! > 0;
  if (ok >= 0 && DIST[to * SQUARE_NB + ok]! <= 1) out[F.nearOwnKing]! += 1;
  if (isDrop(m)) {
    out[F.drop0 + BASE_SLOT[dropType(m)]!]! += 1;
    if (check) out[F.dropCheck]! += 1;
    if (ek >= 0 && DIST[to * SQUARE_NB + ek]! <= 2) out[F.dropNear]! += 1;
    if (ok >= 0 && DIST[to * SQUARE_NB + ok]! <= 2) out[F.dropNearOwnKing]! += 1;
  } else {
    const from = moveFrom(m);
    const pt = typeOf(movedPiece(m));
    out[F.piece0 + MOVER_GROUP[pt]!]! += 1;
    if (att.count[(mover ^ 1) * SQUARE_NB + from]! > 0) out[F.fromAttacked]! += 1;
    if (g.relRank[mover * SQUARE_NB + to]! < g.relRank[mover * SQUARE_NB + from]!)
      out[F.forward]! += 1;
    if (g.relRank[mover * SQUARE_NB + from] === g.size) out[F.fromBackRank]! += 1;
    if (g.inEnemyCamp(mover, to) && !g.inEnemyCamp(mover, from)) out[F.intoEnemyCamp]! += 1;
    if (isPromotion(m)) out[F.promotion]! += 1;
    else if (
      (pt === PAWN || pt === BISHOP || pt === ROOK) &&
      (g.inEnemyCamp(mover, from) || g.inEnemyCamp(mover, to))
    ) {
      out[F.declined]! += 1;
    }
    if (pt === KING) out[F.kingMove]! += 1;
    if (g.relRank[mover * SQUARE_NB + to]! > g.relRank[mover * SQUARE_NB + from]!)
      out[F.retreat]! += 1;
  }
  if (ctx.captured !== 0) {
    out[F.capture]! += ROUGH_VALUE[typeOf(ctx.captured)]!;
    if (to === ctx.previousTo) out[F.recapture]! += 1;
  }
  const mine = ROUGH_VALUE[typeOf(v.board[to]!)]!;
  for (let i = att.start[to]!; i < att.start[to]! + att.len[to]!; i++) {
    const pc = v.board[att.list[i]!]!;
    if (pc !== 0 && colorOf(pc) !== mover && ROUGH_VALUE[typeOf(pc)]! > mine)
      out[F.attacksBigger]! += 1;
  }
}
