/**
 * Exchange-aware features of the move just made: static exchange evaluation (SEE) of the moved
 * piece on its destination and of every other piece, and move-context features that tell
 * experts' quiet moves apart (forks, pawn "tataki", edge pawns, steps towards the enemy king).
 * The threat family's "en prise" test looks one capture deep; SEE plays the whole capture
 * sequence on a square (without x-rays), so a defended piece attacked by a pawn counts as lost
 * and a piece attacked twice and defended twice by cheaper pieces does not.
 */
import {
  KING,
  PAWN,
  SQUARE_NB,
  colorOf,
  dropType,
  isDrop,
  isPromotion,
  moveFrom,
  moveTo,
  typeOf,
} from '../../../shared/rules/types.ts';
import type { Color } from '../../../shared/rules/types.ts';
import { ROUGH_VALUE, type AttackMap } from './attack-map.ts';
import type { BoardView } from './board-view.ts';
import { featureIndex } from './feature-set.ts';
import type { MoveContext } from './family-threat.ts';
import { DIST, FORWARD, GEOMETRY } from './geometry.ts';
import { BASE_SLOT } from './kinds.ts';

const F = {
  toLoss: featureIndex('see.toLoss'),
  moverMax: featureIndex('see.moverMax'),
  moverCount: featureIndex('see.moverCount'),
  opponentMax: featureIndex('see.opponentMax'),
  opponentSecond: featureIndex('see.opponentSecond'),
  badCapture: featureIndex('see.badCapture'),
  safePromotion: featureIndex('see.safePromotion'),
  safeCheck: featureIndex('see.safeCheck'),
  towardEnemyKing: featureIndex('move.towardEnemyKing'),
  tataki: featureIndex('move.pawnTataki'),
  dropFork: featureIndex('move.dropFork'),
  fork: featureIndex('move.fork'),
  edgePawn: featureIndex('move.edgePawn'),
};

/** Attacker values by colour and square, sorted cheapest first: vals[(c*81+sq)*MAXA + k]. */
const MAXA = 16;
const vals = new Uint8Array(2 * SQUARE_NB * MAXA);
const nAtt = new Uint8Array(2 * SQUARE_NB);
const gain = new Int32Array(40);

/** Fills the per-square attacker value lists from the attack map (one pass over its lists). */
function buildAttackerLists(v: BoardView, att: AttackMap): void {
  nAtt.fill(0);
  for (const sq of GEOMETRY[v.variant].squares) {
    const pc = v.board[sq]!;
    if (pc === 0) continue;
    const c = colorOf(pc);
    const value = ROUGH_VALUE[typeOf(pc)]!;
    for (let i = att.start[sq]!, e = i + att.len[sq]!; i < e; i++) {
      const slot = c * SQUARE_NB + att.list[i]!;
      const n = nAtt[slot]!;
      if (n === MAXA) continue;
      // Insertion keeps the list sorted (lists are short).
      let k = n;
      const base = slot * MAXA;
      while (k > 0 && vals[base + k - 1]! > value) {
        vals[base + k] = vals[base + k - 1]!;
        k--;
      }
      vals[base + k] = value;
      nAtt[slot] = n + 1;
    }
  }
}

/**
 * Gain (≥ 0, rough pawns) for colour `first` of starting captures on sq, holding a piece worth
 * `target`; both sides capture with their cheapest attacker and may stop at any time.
 */
export function staticExchange(first: Color, sq: number, target: number): number {
  const a = (first * SQUARE_NB + sq) * MAXA;
  const b = ((first ^ 1) * SQUARE_NB + sq) * MAXA;
  const na = nAtt[first * SQUARE_NB + sq]!;
  const nb = nAtt[(first ^ 1) * SQUARE_NB + sq]!;
  if (na === 0) return 0;
  let d = 0;
  gain[0] = target;
  let onSquare = vals[a]!;
  let ia = 1;
  let ib = 0;
  for (;;) {
    const side = d % 2 === 0 ? 1 : 0; // 1: the defender (b) recaptures next
    if (side === 1 ? ib >= nb : ia >= na) break;
    d++;
    gain[d] = onSquare - gain[d - 1]!;
    onSquare = side === 1 ? vals[b + ib++]! : vals[a + ia++]!;
  }
  while (d > 0) {
    gain[d - 1] = -Math.max(-gain[d - 1]!, gain[d]!);
    d--;
  }
  return Math.max(0, gain[0]!);
}

/** The largest and second largest SEE gain of colour `attacker` against c's pieces, and their count. */
function exchangeThreats(
  v: BoardView,
  c: Color,
  out: { max: number; second: number; count: number },
): void {
  out.max = out.second = out.count = 0;
  const them = (c ^ 1) as Color;
  for (const sq of GEOMETRY[v.variant].squares) {
    const pc = v.board[sq]!;
    if (pc === 0 || colorOf(pc) !== c || typeOf(pc) === KING || nAtt[them * SQUARE_NB + sq] === 0)
      continue;
    const g = staticExchange(them, sq, ROUGH_VALUE[typeOf(pc)]!);
    if (g <= 0) continue;
    out.count++;
    if (g > out.max) [out.second, out.max] = [out.max, g];
    else if (g > out.second) out.second = g;
  }
}

const threats = { max: 0, second: 0, count: 0 };

/**
 * Exchange features of the position; with a move context, also those of the move. Returns the
 * static exchange loss of the moved piece (0 without a move).
 */
export function addExchangeFeatures(
  v: BoardView,
  att: AttackMap,
  mover: Color,
  ctx: MoveContext | null,
  out: Int32Array,
): number {
  buildAttackerLists(v, att);
  exchangeThreats(v, mover, threats);
  out[F.moverMax]! += threats.max;
  out[F.moverCount]! += threats.count;
  exchangeThreats(v, (mover ^ 1) as Color, threats);
  out[F.opponentMax]! += threats.max;
  out[F.opponentSecond]! += threats.second;
  lastTarget = 0;
  return ctx ? addMoveContext(v, att, mover, ctx, out) : 0;
}

/** Features of the move itself: SEE on its square, forks, tataki, edge pawns, king approach. */
function addMoveContext(
  v: BoardView,
  att: AttackMap,
  mover: Color,
  ctx: MoveContext,
  out: Int32Array,
): number {
  const m = ctx.move;
  const to = moveTo(m);
  const pc = v.board[to]!;
  const loss = staticExchange((mover ^ 1) as Color, to, ROUGH_VALUE[typeOf(pc)]!);
  out[F.toLoss]! += loss;
  const captured = ctx.captured !== 0 ? ROUGH_VALUE[typeOf(ctx.captured)]! : 0;
  if (ctx.captured !== 0 && loss > captured) out[F.badCapture]! += 1;
  const ek = v.kings[mover ^ 1]!;
  if (loss === 0 && isPromotion(m)) out[F.safePromotion]! += 1;
  if (loss === 0 && ek >= 0 && att.count[mover * SQUARE_NB + ek]! > 0) out[F.safeCheck]! += 1;
  const forked = attackedBigger(v, att, to, mover);
  if (isDrop(m)) {
    if (forked >= 2) out[F.dropFork]! += 1;
    const front = GEOMETRY[v.variant].next[to * 8 + FORWARD[mover]!]!;
    if (
      dropType(m) === PAWN &&
      front >= 0 &&
      v.board[front] !== 0 &&
      colorOf(v.board[front]!) !== mover
    )
      out[F.tataki]! += 1;
    return loss;
  }
  if (forked >= 2) out[F.fork]! += 1;
  const from = moveFrom(m);
  if (ek >= 0 && typeOf(pc) !== KING)
    out[F.towardEnemyKing]! += DIST[from * SQUARE_NB + ek]! - DIST[to * SQUARE_NB + ek]!;
  const file = (to / 9) | 0;
  if (typeOf(pc) === PAWN && (file === 0 || file === GEOMETRY[v.variant].size - 1))
    out[F.edgePawn]! += 1;
  return loss;
}

/**
 * Enemy pieces worth more than a pawn attacked by the piece on sq (the king counts); sets
 * `lastTarget` to the base-kind slot + 1 of the most valuable enemy piece it attacks (8 for the
 * king, 0 for none).
 */
function attackedBigger(v: BoardView, att: AttackMap, sq: number, mover: Color): number {
  let n = 0;
  let best = 0;
  lastTarget = 0;
  for (let i = att.start[sq]!, e = i + att.len[sq]!; i < e; i++) {
    const t = v.board[att.list[i]!]!;
    if (t === 0 || colorOf(t) === mover) continue;
    const value = ROUGH_VALUE[typeOf(t)]!;
    if (value > 1) n++;
    if (value > best) {
      best = value;
      lastTarget = typeOf(t) === KING ? 8 : BASE_SLOT[typeOf(t)]! + 1;
    }
  }
  return n;
}

/** What the moved piece attacks most (see attackedBigger), for the move prior. */
export let lastTarget = 0;
