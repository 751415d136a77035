/**
 * Strength levels (USI option `SkillLevel`, 0 = beginner … 20 = full strength).
 *
 * A level never adds noise to the evaluation (that made play aimless). It searches less — a node
 * and a depth limit — and then chooses among its best few root moves (MultiPV), never one that
 * loses more than the level's bound against its own best move, preferring moves that lose less.
 * Among those it avoids moves that take back its own previous move or repeat a position, so even
 * the weakest level pursues a plan. The choice is a hash of the position key and the seed, so a
 * level plays the same move in the same position every time (Elo calibration needs that), while
 * different seeds give different games.
 */
import { attackedBy, attackersOf } from '../shared/rules/attackers.ts';
import type { Position } from '../shared/rules/position.ts';
import {
  isDrop,
  moveFrom,
  moveTo,
  MOVE_NONE,
  MOVE_NULL,
  NO_PIECE,
  REP_DRAW,
  REP_INFERIOR,
  type Move,
} from '../shared/rules/types.ts';
import { SKILL_LEVELS, SKILL_TEMPERATURE, VALUE_MATE_IN_MAX_PLY } from './params.ts';

export const SKILL_MAX = 20;

/** What a level means for the search. */
export interface SkillSettings {
  level: number;
  /** Node limit per move. */
  nodes: number;
  /** Depth limit of the iterative deepening. */
  depth: number;
  /** Root moves searched with exact scores, the moves the level may choose among. */
  multiPV: number;
  /** Most centipawns a chosen move may lose against the level's best move. */
  maxLoss: number;
  /** Seed mixed into the choice hash. */
  seed: number;
}

/** A root move with its exact score from the last completed iteration. */
export interface SkillCandidate {
  move: Move;
  score: number;
}

/** Settings for `level` (clamped to 0..20); null at full strength, which searches unrestricted. */
export function skillSettings(level: number, seed = 0): SkillSettings | null {
  const l = Math.max(0, Math.min(SKILL_MAX, Math.round(level)));
  if (l >= SKILL_MAX) return null;
  const row = SKILL_LEVELS[l]!;
  return {
    level: l,
    nodes: row.nodes,
    depth: row.depth,
    multiPV: row.multiPV,
    maxLoss: row.maxLoss,
    seed,
  };
}

/**
 * The level's move among `candidates` (best first, exact scores) in `pos` (the root, whose
 * history is the game so far). MOVE_NONE only when there is no candidate.
 */
export function chooseSkillMove(
  pos: Position,
  candidates: readonly SkillCandidate[],
  s: SkillSettings,
): Move {
  if (candidates.length === 0) return MOVE_NONE;
  const best = candidates[0]!.score;
  // A mate found or threatened is never thrown away: the bound on the loss is meaningless there.
  if (Math.abs(best) >= VALUE_MATE_IN_MAX_PLY) return candidates[0]!.move;
  const near = candidates.filter((c) => best - c.score <= s.maxLoss);
  const purposeful = near.filter((c) => !isShuffle(pos, c.move));
  const pool = purposeful.length > 0 ? purposeful : near;
  const top = pool[0]!.score;
  const temperature = Math.max(1, s.maxLoss * SKILL_TEMPERATURE);
  const weights = pool.map((c) => Math.exp(-(top - c.score) / temperature));
  const total = weights.reduce((a, b) => a + b, 0);
  let r = unitHash(pos.key(), pos.keyHi(), s.seed) * total;
  for (let i = 0; i < pool.length; i++) {
    r -= weights[i]!;
    if (r < 0) return pool[i]!.move;
  }
  return pool[pool.length - 1]!.move;
}

/** Own moves looked back at for a piece returning to where it stood (three: rook 8b→4b→6b→8b is caught). */
const SHUFFLE_LOOKBACK = 3;

/**
 * True when quiet move `m` brings a piece back to a square it stood on during the mover's last
 * few moves (a back-and-forth shuffle), or brings back an earlier position. A capture, a check,
 * the retreat of an attacked piece or a return that attacks the piece the opponent just moved
 * has a purpose and is not a shuffle.
 */
export function isShuffle(pos: Position, m: Move): boolean {
  if (isDrop(m) || pos.pieceOn(moveTo(m)) !== NO_PIECE || pos.givesCheck(m)) return false;
  if (attackedBy(pos, pos.sideToMove ^ 1, moveFrom(m))) return false;
  const returning = returnsToRecentSquare(pos, m);
  const reply = pos.moveAt(0);
  pos.doMove(m);
  const rep = pos.repetitionState();
  const answers =
    returning &&
    reply !== MOVE_NONE &&
    reply !== MOVE_NULL &&
    attacks(pos, pos.sideToMove ^ 1, moveTo(m), moveTo(reply));
  pos.undoMove(m);
  return rep === REP_DRAW || rep === REP_INFERIOR || (returning && !answers);
}

/** True when `m` moves a piece back to a square it left during the mover's last few moves. */
function returnsToRecentSquare(pos: Position, m: Move): boolean {
  let sq = moveFrom(m);
  for (let k = 0; k < SHUFFLE_LOOKBACK; k++) {
    const own = pos.moveAt(2 * k + 1);
    if (own === MOVE_NONE || own === MOVE_NULL) return false;
    if (moveTo(own) !== sq) continue; // another piece moved: this one stood still
    if (isDrop(own)) return false;
    if (moveFrom(own) === moveTo(m)) return true;
    sq = moveFrom(own);
  }
  return false;
}

const ATTACKERS = new Int32Array(16);

/** True when colour `c`'s piece on `from` attacks square `target` (scratch buffer: not re-entrant). */
function attacks(pos: Position, c: number, from: number, target: number): boolean {
  const n = attackersOf(pos, c, target, ATTACKERS);
  for (let i = 0; i < n; i++) if (ATTACKERS[i] === from) return true;
  return false;
}

/** A deterministic number in [0, 1) for a position key and seed (a 32-bit integer mix). */
function unitHash(keyLo: number, keyHi: number, seed: number): number {
  let h = (keyLo ^ Math.imul(keyHi, 0x9e3779b1) ^ Math.imul(seed + 1, 0x85ebca6b)) | 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}
