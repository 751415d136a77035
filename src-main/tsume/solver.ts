/**
 * An exact, length-bounded mate search under the tsume-shogi rules (pure TS).
 *
 * Unlike the engine's df-pn (engine/mate/dfpn.ts), which plays by the rules of a game, this
 * search knows useless interpositions (無駄合): a defender's interposition between a distant
 * checking slider and the king, on a square not next to the king, does not count as a defence
 * when, after the slider captures the interposed piece, the attacker mates as fast *without*
 * that piece in hand. An interposition next to the king always counts.
 *
 * Budgets are in plies: `orMate(pos, 3)` asks "does the attacker (to move) mate in 3 plies or
 * fewer?". Results are memoised per position as the largest budget disproved and the smallest
 * budget proved, which is exact because a mate within b plies is a mate within any b' ≥ b.
 * Uchifuzume needs nothing here: the rules core never generates a pawn drop that mates.
 */
import type { Position } from '../shared/rules/position.ts';
import { HAND_KEY_HI, HAND_KEY_LO } from '../shared/rules/zobrist.ts';
import { generateLegal } from '../shared/rules/movegen.ts';
import {
  KING,
  fileOf,
  HAND_SHIFT,
  isDrop,
  makeMove,
  moveFrom,
  moveTo,
  movedPiece,
  rankOf,
  rawType,
  typeOf,
  canPromoteType,
} from '../shared/rules/types.ts';
import type { Color, Move, Square } from '../shared/rules/types.ts';

/** Thrown when a search passes its node budget; the caller reports the problem as undecided. */
export class TsumeBudgetError extends Error {
  constructor(readonly nodes: number) {
    super(`the search passed its budget of ${nodes} nodes`);
    this.name = 'TsumeBudgetError';
  }
}

interface Bounds {
  /** Smallest budget known to mate (Infinity when none). */
  proved: number;
  /** Largest budget known not to mate (-1 when none). */
  disproved: number;
}

/** Longest line the solver's move buffers allow (plies). */
const MAX_PLY = 64;

/** The mate solver; one instance may answer many questions about related positions. */
export class TsumeSolver {
  /** Nodes visited so far (the solver's effort). */
  nodes = 0;
  private readonly memo = new Map<number, Bounds>();
  private readonly buffers: Int32Array[] = [];
  private depth = 0;

  constructor(private readonly maxNodes = Infinity) {
    for (let i = 0; i < MAX_PLY * 2; i++) this.buffers.push(new Int32Array(1024));
  }

  /** True if the side to move mates within `plies` plies, checking at every move. */
  orMate(pos: Position, plies: number): boolean {
    if (plies <= 0) return false;
    const known = this.lookup(pos, plies);
    if (known !== null) return known;
    this.visit();
    const checks = this.checks(pos, plies);
    let mate = false;
    for (const m of checks) {
      pos.doMove(m);
      mate = this.nested(() => this.andMate(pos, plies - 1));
      pos.undoMove(m);
      if (mate) break;
    }
    this.store(pos, plies, mate);
    return mate;
  }

  /** True if the side to move (in check) has no defence that survives `plies` more plies. */
  andMate(pos: Position, plies: number): boolean {
    const known = this.lookup(pos, plies);
    if (known !== null) return known;
    this.visit();
    let mate = true;
    for (const d of this.replies(pos)) {
      let refutes = true;
      if (plies > 0) {
        pos.doMove(d);
        refutes = !this.nested(() => this.orMate(pos, plies - 1));
        pos.undoMove(d);
      }
      // Why the test comes last: whether an interposition is useless matters only when it would
      // refute the mate, and the test is the costliest part of the search.
      if (refutes && this.isUselessInterposition(pos, d, plies)) refutes = false;
      if (refutes) {
        mate = false;
        break;
      }
    }
    this.store(pos, plies, mate);
    return mate;
  }

  /** The defender's legal moves, interpositions last (the others refute more cheaply). */
  private replies(pos: Position): Move[] {
    const buf = this.buffers[this.depth * 2]!;
    const n = generateLegal(pos, buf, 0);
    const first: Move[] = [];
    const last: Move[] = [];
    for (let i = 0; i < n; i++) {
      const d = buf[i]!;
      (interposedChecker(pos, d) === null ? first : last).push(d);
    }
    return first.concat(last);
  }

  /** Smallest odd number of plies ≤ `max` in which the side to move mates, or null. */
  mateLength(pos: Position, max: number): number | null {
    for (let b = 1; b <= max; b += 2) if (this.orMate(pos, b)) return b;
    return null;
  }

  /** Smallest even number of plies ≤ `max` in which the side to move (in check) is mated, or null. */
  matedLength(pos: Position, max: number): number | null {
    for (let b = 0; b <= max; b += 2) if (this.andMate(pos, b)) return b;
    return null;
  }

  /** The legal checks of the side to move, most forcing first (fewest replies). */
  checks(pos: Position, plies: number): Move[] {
    const buf = this.buffers[this.depth * 2]!;
    const n = generateLegal(pos, buf, 0);
    const out: Move[] = [];
    for (let i = 0; i < n; i++) if (pos.givesCheck(buf[i]!)) out.push(buf[i]!);
    if (plies < 3 || out.length < 2) return out;
    // Why: the checks that leave the fewest replies are the likeliest mates, so trying them first
    // cuts the search (the classical mobility ordering of mate solvers).
    const reply = this.buffers[this.depth * 2 + 1]!;
    const score = new Map<Move, number>();
    for (const m of out) {
      pos.doMove(m);
      score.set(m, generateLegal(pos, reply, 0));
      pos.undoMove(m);
    }
    return out.sort((a, b) => score.get(a)! - score.get(b)!);
  }

  /** The defender's legal moves less the useless interpositions, judged with `plies` left. */
  defences(pos: Position, plies: number): Move[] {
    const buf = this.buffers[this.depth * 2]!;
    const n = generateLegal(pos, buf, 0);
    const moves = Array.from(buf.subarray(0, n));
    return moves.filter((d) => !this.isUselessInterposition(pos, d, plies));
  }

  /**
   * True if `d` interposes between a distant checking slider and the king and the attacker,
   * capturing it with the slider, still mates within `plies` without the captured piece.
   */
  isUselessInterposition(pos: Position, d: Move, plies: number): boolean {
    const checker = interposedChecker(pos, d);
    if (checker === null) return false;
    const to = moveTo(d);
    pos.doMove(d);
    const slider = pos.pieceOn(checker);
    let useless = false;
    for (const promote of [false, true]) {
      if (promote && !canPromoteType(typeOf(slider))) continue;
      const capture = makeMove(checker, to, slider, promote);
      if (!pos.isPseudoLegal(capture) || !pos.isLegal(capture)) continue;
      pos.doMove(capture);
      const taken = rawType(typeOf(pos.capturedPiece()));
      const attacker = (pos.sideToMove ^ 1) as Color;
      shiftHand(pos, attacker, taken, -1);
      try {
        useless = this.nested(() => this.andMate(pos, plies));
      } finally {
        shiftHand(pos, attacker, taken, 1);
        pos.undoMove(capture);
      }
      if (useless) break;
    }
    pos.undoMove(d);
    return useless;
  }

  private nested(f: () => boolean): boolean {
    if (this.depth + 1 >= MAX_PLY) return false;
    this.depth++;
    try {
      return f();
    } finally {
      this.depth--;
    }
  }

  private visit(): void {
    if (++this.nodes > this.maxNodes) throw new TsumeBudgetError(this.maxNodes);
  }

  private lookup(pos: Position, plies: number): boolean | null {
    const b = this.memo.get(keyOf(pos));
    if (!b) return null;
    if (plies >= b.proved) return true;
    if (plies <= b.disproved) return false;
    return null;
  }

  private store(pos: Position, plies: number, mate: boolean): void {
    const key = keyOf(pos);
    const b = this.memo.get(key) ?? { proved: Infinity, disproved: -1 };
    if (mate) b.proved = Math.min(b.proved, plies);
    else b.disproved = Math.max(b.disproved, plies);
    this.memo.set(key, b);
  }
}

/** 53-bit key of a position (board, hands, side to move). */
function keyOf(pos: Position): number {
  return (pos.keyHi() & 0x1fffff) * 4294967296 + (pos.key() >>> 0);
}

/**
 * The square of the distant slider that `d` interposes against, or null when `d` is not an
 * interposition that may be useless (a king move, a capture of the checker, a double check,
 * an adjacent check, a piece put next to the king).
 */
export function interposedChecker(pos: Position, d: Move): Square | null {
  if (!isDrop(d) && typeOf(movedPiece(d)) === KING) return null;
  const checkers = pos.checkers().squares();
  if (checkers.length !== 1) return null;
  const c = checkers[0]!;
  const k = pos.kingSquare(pos.sideToMove);
  const to = moveTo(d);
  if (to === c || (!isDrop(d) && moveFrom(d) === to)) return null;
  // Why adjacent interpositions always count: the convention composers and the published
  // problem sets follow (a piece interposed next to the king is a real defence).
  if (Math.max(Math.abs(fileOf(to) - fileOf(k)), Math.abs(rankOf(to) - rankOf(k))) <= 1)
    return null;
  return between(c, k, to) ? c : null;
}

/** True if `s` lies strictly between squares a and b on one line. */
export function between(a: Square, b: Square, s: Square): boolean {
  const df = fileOf(b) - fileOf(a);
  const dr = rankOf(b) - rankOf(a);
  if (df !== 0 && dr !== 0 && Math.abs(df) !== Math.abs(dr)) return false;
  const steps = Math.max(Math.abs(df), Math.abs(dr));
  for (let i = 1; i < steps; i++) {
    const f = fileOf(a) + Math.sign(df) * i;
    const r = rankOf(a) + Math.sign(dr) * i;
    if ((f - 1) * 9 + (r - 1) === s) return true;
  }
  return false;
}

/**
 * Adds `delta` pieces of `pt` to colour c's hand in the current state, keys included. Why in
 * place: a useless-interposition test asks about the position without the captured piece, and
 * building a fresh position for each test cost most of the search's time. The caller undoes
 * the change before taking back the move.
 */
function shiftHand(pos: Position, c: Color, pt: number, delta: 1 | -1): void {
  const q = pos.ply;
  pos.hands[c] = pos.hands[c]! + delta * (1 << HAND_SHIFT[pt]!);
  (c === 0 ? pos.stHand0 : pos.stHand1)[q] = pos.hands[c]!;
  pos.stHandLo[q] = (pos.stHandLo[q]! + delta * HAND_KEY_LO[c * 8 + pt]!) | 0;
  pos.stHandHi[q] = (pos.stHandHi[q]! + delta * HAND_KEY_HI[c * 8 + pt]!) | 0;
}
