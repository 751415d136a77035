/**
 * A learnt move prior: how often experts play a move of a given category when one is legal,
 * as a logit (in 1/16 nat). Fifteen tables, keyed by the moving piece and:
 * - its destination square; its origin; both (fromTo);
 * - the destination relative to the enemy king, and relative to its own king;
 * - the destination × which third of the board each king stands in; × the game phase;
 * - what it captures, and whether it can then be taken for nothing;
 * - the most valuable piece it attacks, and whether it can then be taken for nothing; × its loss;
 * - own and enemy attackers of the destination; whether it fled an attack × its loss;
 * - the squares in front of and behind the destination; the 8 neighbours (empty/own/enemy);
 * - whether the mover was in check and whether the move gives check.
 * Squares are seen from the mover. The tables come from training records only
 * (src-main/tune/move-prior.ts) and do not depend on the weights, so the GA can still cache
 * feature vectors.
 */
import {
  HAND_TYPES,
  SQUARE_NB,
  colorOf,
  dropType,
  handCount,
  isDrop,
  isPromotion,
  moveFrom,
  movedPiece,
  moveTo,
  typeOf,
} from '../../../shared/rules/types.ts';
import type { Color } from '../../../shared/rules/types.ts';
import type { AttackMap } from './attack-map.ts';
import type { BoardView } from './board-view.ts';
import { BASE_SLOT, MOVER_GROUP } from './kinds.ts';
import type { MoveContext } from './family-threat.ts';
import shipped from '../../../../resources/classical/move-prior.json' with { type: 'json' };

/** The prior's tables, in feature order. */
export const PRIOR_TABLES = [
  'pieceTo',
  'enemyKing',
  'ownKing',
  'capture',
  'target',
  'pieceFrom',
  'loss',
  'kingSide',
  'fromTo',
  'phase',
  'dest',
  'flee',
  'front',
  'local',
  'check',
] as const;
/** One table name. */
export type PriorTable = (typeof PRIOR_TABLES)[number];
/** Clipped king offsets: −3..3 files and ranks. */
const REL = 7;
/** Move kinds: 14 board types, the same promoting, and 7 drops. */
const KINDS = 35;
/** Contents of one square seen from the mover: empty, off the board, own type 1..14, enemy type 1..14. */
const CELL = 30;
/** Entries of each table (35 move kinds, 81 squares, 15 piece groups). */
export const PRIOR_SIZE: Readonly<Record<PriorTable, number>> = {
  pieceTo: KINDS * SQUARE_NB,
  enemyKing: 15 * REL * REL,
  ownKing: 15 * REL * REL,
  capture: KINDS * 8 * 2,
  target: KINDS * 9 * 2,
  pieceFrom: KINDS * SQUARE_NB,
  loss: KINDS * 8 * 9,
  kingSide: KINDS * 9 * SQUARE_NB,
  fromTo: KINDS * SQUARE_NB * SQUARE_NB,
  phase: KINDS * 4 * SQUARE_NB,
  dest: KINDS * 4 * 4 * 2,
  flee: KINDS * 3 * 8,
  front: KINDS * CELL * CELL,
  local: 15 * 6561,
  check: KINDS * 8,
};

/** A move prior: one Int16Array per table. */
export type MovePrior = Record<PriorTable, Int16Array>;

/** A prior of zeros (no preference). */
export function emptyMovePrior(): MovePrior {
  return Object.fromEntries(
    PRIOR_TABLES.map((t) => [t, new Int16Array(PRIOR_SIZE[t])]),
  ) as MovePrior;
}

/** The prior shipped in resources/classical/move-prior.json (zeros if it is malformed: a bug caught by tests). */
export function defaultMovePrior(): MovePrior {
  return parseMovePrior(shipped) ?? emptyMovePrior();
}

/**
 * The prior in the parsed JSON of a move-prior file (`{ tables: { pieceTo: [...], ... } }`), or
 * null when a table is missing or has the wrong length.
 */
export function parseMovePrior(json: unknown): MovePrior | null {
  const p = emptyMovePrior();
  const tables = (json as { tables?: Record<string, unknown> } | null)?.tables ?? {};
  for (const t of PRIOR_TABLES) {
    const values = tables[t];
    if (!Array.isArray(values) || values.length !== PRIOR_SIZE[t]) return null;
    p[t].set(values as number[]);
  }
  return p;
}

/** Facts of the move the keys are built from (reused between calls). */
const fact = { kind: 0, group: 0, to: 0, from: 0 };

/**
 * Writes the table keys of the move just played by `mover` (`v` is the position after it, `att`
 * its attack map) into keys[0..PRIOR_TABLES.length), in PRIOR_TABLES order; `toLoss` is the static
 * exchange loss of the moved piece, `target` what it attacks most (0 none, 1..7 base kinds P..R,
 * 8 the king). Returns false for minishogi, which has no prior.
 */
export function priorKeys(
  v: BoardView,
  att: AttackMap,
  mover: Color,
  ctx: MoveContext,
  toLoss: number,
  target: number,
  keys: Int32Array,
): boolean {
  if (v.variant !== 'shogi') return false;
  describeMove(ctx.move, mover);
  const { kind, group, to, from } = fact;
  const norm = (sq: number): number => (mover === 0 ? sq : 80 - sq);
  keys[0] = kind * SQUARE_NB + to;
  keys[1] = group * REL * REL + relative(to, v.kings[mover ^ 1]!, norm);
  keys[2] = group * REL * REL + relative(to, v.kings[mover], norm);
  const captured = ctx.captured === 0 ? 0 : BASE_SLOT[typeOf(ctx.captured)]! + 1;
  const safe = toLoss === 0 ? 1 : 0;
  keys[3] = (kind * 8 + captured) * 2 + safe;
  keys[4] = (kind * 9 + target) * 2 + safe;
  keys[5] = kind * SQUARE_NB + from;
  keys[6] = (kind * 8 + Math.min(7, toLoss)) * 9 + target;
  keys[7] =
    (kind * 9 + kingSide(v.kings[mover]!, norm) * 3 + kingSide(v.kings[mover ^ 1]!, norm)) *
      SQUARE_NB +
    to;
  keys[8] = (kind * SQUARE_NB + from) * SQUARE_NB + to;
  keys[9] = (kind * 4 + phase(v)) * SQUARE_NB + to;
  addAttackKeys(v, att, mover, ctx, toLoss, keys);
  keys[12] = kind * CELL * CELL + cell(v, mover, to, -1) * CELL + cell(v, mover, to, 1);
  keys[13] = group * 6561 + neighbourhood(v, mover, to);
  keys[14] = kind * 8 + (ctx.inCheck ? 4 : 0) + (checks(v, att, mover) ? 2 : 0) + safe;
  return true;
}

/** Sets `fact` for move m: its kind (0..34), piece group (0..14) and squares seen from the mover (from = 0 for drops). */
function describeMove(m: number, mover: Color): void {
  const norm = (sq: number): number => (mover === 0 ? sq : 80 - sq);
  fact.to = norm(moveTo(m));
  if (isDrop(m)) {
    fact.kind = 28 + dropType(m) - 1;
    fact.group = 8 + dropType(m) - 1;
    fact.from = 0;
  } else {
    const pt = typeOf(movedPiece(m));
    fact.kind = pt - 1 + (isPromotion(m) ? 14 : 0);
    fact.group = MOVER_GROUP[pt]!;
    fact.from = norm(moveFrom(m));
  }
}

/** The dest and flee keys: who attacks the destination, and whether the piece fled an attack, by how much it then loses. */
function addAttackKeys(
  v: BoardView,
  att: AttackMap,
  mover: Color,
  ctx: MoveContext,
  toLoss: number,
  keys: Int32Array,
): void {
  const to = moveTo(ctx.move);
  const own = Math.min(3, att.count[mover * SQUARE_NB + to]!);
  const enemy = Math.min(3, att.count[(mover ^ 1) * SQUARE_NB + to]!);
  keys[10] = ((fact.kind * 4 + own) * 4 + enemy) * 2 + (ctx.captured === 0 ? 0 : 1);
  // The origin's attackers after the move stand for those before it (a board move only).
  const fled = isDrop(ctx.move)
    ? 0
    : Math.min(2, att.count[(mover ^ 1) * SQUARE_NB + moveFrom(ctx.move)]!);
  keys[11] = (fact.kind * 3 + fled) * 8 + Math.min(7, toLoss);
}

/** Which third of the board (files 1-3, 4-6, 7-9 from the mover's view) king k stands in; the middle when absent. */
function kingSide(k: number, norm: (sq: number) => number): number {
  return k < 0 ? 1 : Math.floor(norm(k) / 27);
}

/** Game phase by the pieces in both hands: 0, 1-3, 4-7, 8 or more. */
function phase(v: BoardView): number {
  let n = 0;
  for (const c of [0, 1]) for (const pt of HAND_TYPES) n += handCount(v.hands[c]!, pt);
  return n === 0 ? 0 : n <= 3 ? 1 : n <= 7 ? 2 : 3;
}

/** The square `dr` ranks ahead of `to` (−1 ahead, 1 behind, mover's view) as a CELL code. */
function cell(v: BoardView, mover: Color, to: number, dr: number): number {
  const rank = (to % 9) + dr;
  if (rank < 0 || rank > 8) return 1;
  const sq = mover === 0 ? to + dr : 80 - (to + dr);
  const pc = v.board[sq]!;
  if (pc === 0) return 0;
  return (colorOf(pc) === mover ? 1 : 15) + typeOf(pc);
}

/** The 8 neighbours of `to` (mover's view) in base 3: empty 0, own piece or edge 1, enemy 2. */
function neighbourhood(v: BoardView, mover: Color, to: number): number {
  const f = (to / 9) | 0;
  const r = to % 9;
  let code = 0;
  for (let df = -1; df <= 1; df++) {
    for (let dr = -1; dr <= 1; dr++) {
      if (df === 0 && dr === 0) continue;
      let d = 1;
      if (f + df >= 0 && f + df <= 8 && r + dr >= 0 && r + dr <= 8) {
        const sq = (f + df) * 9 + r + dr;
        const pc = v.board[mover === 0 ? sq : 80 - sq]!;
        d = pc === 0 ? 0 : colorOf(pc) === mover ? 1 : 2;
      }
      code = code * 3 + d;
    }
  }
  return code;
}

/** True when the mover now attacks the enemy king. */
function checks(v: BoardView, att: AttackMap, mover: Color): boolean {
  const k = v.kings[mover ^ 1]!;
  return k >= 0 && att.count[mover * SQUARE_NB + k]! > 0;
}

/** Offset of `to` from king square k (both seen from the mover), clipped to ±3; centre when no king. */
function relative(to: number, k: number, norm: (sq: number) => number): number {
  if (k < 0) return 3 * REL + 3;
  const ks = norm(k);
  const clip = (d: number): number => Math.max(-3, Math.min(3, d)) + 3;
  return clip(((to / 9) | 0) - ((ks / 9) | 0)) * REL + clip((to % 9) - (ks % 9));
}
