/**
 * Board geometry and piece movement tables for the mailbox move generator.
 *
 * Directions (file delta, rank delta), rank 1 is white's side so "forward" for black is −1:
 *   0 N (0,−1)  1 S (0,+1)  2 (+1,0)  3 (−1,0)  4 (+1,−1)  5 (−1,−1)  6 (+1,+1)  7 (−1,+1).
 * `OPPOSITE[d]` is the reverse direction. Every piece moves the way it captures, so one table
 * answers both "where can it go" and "what does it attack".
 */
import {
  BLACK,
  DRAGON,
  KNIGHT,
  PIECE_NB,
  SQUARE_NB,
  WHITE,
  makePiece,
  typeTable,
} from './types.ts';
import type { Color, Variant } from './types.ts';

export const DIR_FILE = [0, 0, 1, -1, 1, -1, 1, -1] as const;
export const DIR_RANK = [-1, 1, 0, 0, -1, -1, 1, 1] as const;
export const OPPOSITE = [1, 0, 3, 2, 7, 6, 5, 4] as const;
/** OPPOSITE as a typed array, for hot loops. */
export const OPP = Int8Array.from(OPPOSITE);
/** Square index delta of each direction (file ±9, rank ±1). */
export const DIR_DELTA = [-1, 1, 9, -9, 8, -10, 10, -8] as const;

const bits = (...ds: number[]): number => ds.reduce((m, d) => m | (1 << d), 0);
const GOLD_STEPS = bits(0, 1, 2, 3, 4, 5);
/**
 * Black's one-step directions (a bit mask over directions) by piece type; knights jump apart.
 * The one piece-movement table: the evaluation's geometry reads it too.
 */
export const BLACK_STEPS: readonly number[] = typeTable({
  P: bits(0),
  S: bits(0, 4, 5, 6, 7),
  G: GOLD_STEPS,
  K: 0xff,
  '+P': GOLD_STEPS,
  '+L': GOLD_STEPS,
  '+N': GOLD_STEPS,
  '+S': GOLD_STEPS,
  '+B': bits(0, 1, 2, 3),
  '+R': bits(4, 5, 6, 7),
});
/** Black's slide directions by piece type. */
export const BLACK_SLIDES: readonly number[] = typeTable({
  L: bits(0),
  B: bits(4, 5, 6, 7),
  R: bits(0, 1, 2, 3),
  '+B': bits(4, 5, 6, 7),
  '+R': bits(0, 1, 2, 3),
});

/** Mirrors a direction mask for white (north ↔ south). */
function mirrorMask(m: number): number {
  const map = [1, 0, 2, 3, 6, 7, 4, 5];
  let out = 0;
  for (let d = 0; d < 8; d++) if (m & (1 << d)) out |= 1 << map[d]!;
  return out;
}

/** One-step direction mask by piece (with colour). Knights are handled separately. */
export const STEP_MASK = new Uint8Array(PIECE_NB);
/** Sliding direction mask by piece (with colour). */
export const SLIDE_MASK = new Uint8Array(PIECE_NB);
/** Directions in which a piece attacks an adjacent square (steps and slides). */
export const NEAR_MASK = new Uint8Array(PIECE_NB);
/** Flat direction lists: STEP_DIRS[pc*8 + i] for i < STEP_COUNT[pc], same for slides. */
export const STEP_DIRS = new Int8Array(PIECE_NB * 8);
export const STEP_COUNT = new Uint8Array(PIECE_NB);
export const SLIDE_DIRS = new Int8Array(PIECE_NB * 8);
export const SLIDE_COUNT = new Uint8Array(PIECE_NB);
for (const c of [BLACK, WHITE] as Color[]) {
  for (let pt = 1; pt <= DRAGON; pt++) {
    const pc = makePiece(c, pt);
    const s = c === BLACK ? BLACK_STEPS[pt]! : mirrorMask(BLACK_STEPS[pt]!);
    const l = c === BLACK ? BLACK_SLIDES[pt]! : mirrorMask(BLACK_SLIDES[pt]!);
    STEP_MASK[pc] = s;
    SLIDE_MASK[pc] = l;
    NEAR_MASK[pc] = s | l;
    for (let d = 0; d < 8; d++) {
      if (s & (1 << d)) STEP_DIRS[pc * 8 + STEP_COUNT[pc]!++] = d;
      if (l & (1 << d)) SLIDE_DIRS[pc * 8 + SLIDE_COUNT[pc]!++] = d;
    }
  }
}

/**
 * Direction from square a to square b when they share a line (any distance), else −1:
 * `DIR_BETWEEN[a*81 + b]`. Used for pins and interpositions.
 */
export const DIR_BETWEEN = new Int8Array(SQUARE_NB * SQUARE_NB).fill(-1);
for (let a = 0; a < SQUARE_NB; a++) {
  for (let d = 0; d < 8; d++) {
    let f = ((a / 9) | 0) + DIR_FILE[d]!;
    let r = (a % 9) + DIR_RANK[d]!;
    while (f >= 0 && f < 9 && r >= 0 && r < 9) {
      DIR_BETWEEN[a * SQUARE_NB + f * 9 + r] = d;
      f += DIR_FILE[d]!;
      r += DIR_RANK[d]!;
    }
  }
}

/**
 * Everything that depends on the board size. One instance per variant; hot loops copy the
 * typed arrays they need into locals.
 */
export class Geometry {
  readonly variant: Variant;
  /** Files and ranks on the board (9 or 5). */
  readonly size: number;
  /** Neighbour in a direction, −1 off the board: `next[sq*8 + d]`. */
  readonly next = new Int8Array(SQUARE_NB * 8);
  /** Knight destinations: `knightTo[(c*81 + sq)*2 + i]`, −1 when off the board. */
  readonly knightTo = new Int8Array(2 * SQUARE_NB * 2);
  /** 1 when the square lies in colour c's promotion zone: `zone[c*81 + sq]`. */
  readonly zone = new Uint8Array(2 * SQUARE_NB);
  /** Rank counted from colour c's far side (1 = the last rank c moves towards): `relRank[c*81 + sq]`. */
  readonly relRank = new Uint8Array(2 * SQUARE_NB);
  /** 1 for squares on the board. */
  readonly onBoard = new Uint8Array(SQUARE_NB);
  /** Squares on the board, ascending. */
  readonly squares: number[] = [];
  /** Mask of on-board squares per 27-bit occupancy word. */
  readonly wordMask = new Int32Array(3);
  /**
   * On-board one-step destinations of piece pc from sq, knight jumps included:
   * `stepTo[(pc*81 + sq)*8 + i]` for i < `stepCount[pc*81 + sq]`, steps in STEP_DIRS order first.
   */
  readonly stepTo = new Int8Array(PIECE_NB * SQUARE_NB * 8);
  readonly stepCount = new Uint8Array(PIECE_NB * SQUARE_NB);

  constructor(variant: Variant) {
    this.variant = variant;
    this.size = variant === 'minishogi' ? 5 : 9;
    const n = this.size;
    const zoneDepth = variant === 'minishogi' ? 1 : 3;
    this.next.fill(-1);
    this.knightTo.fill(-1);
    for (let f = 0; f < n; f++) {
      for (let r = 0; r < n; r++) {
        const sq = f * 9 + r;
        this.onBoard[sq] = 1;
        this.squares.push(sq);
        this.wordMask[(sq / 27) | 0]! |= 1 << (sq % 27);
        for (let d = 0; d < 8; d++) {
          const f2 = f + DIR_FILE[d]!;
          const r2 = r + DIR_RANK[d]!;
          if (f2 >= 0 && f2 < n && r2 >= 0 && r2 < n) this.next[sq * 8 + d] = f2 * 9 + r2;
        }
        for (let c = 0; c < 2; c++) {
          const fwd = c === BLACK ? -2 : 2;
          for (let i = 0; i < 2; i++) {
            const f2 = f + (i === 0 ? 1 : -1);
            const r2 = r + fwd;
            if (f2 >= 0 && f2 < n && r2 >= 0 && r2 < n)
              this.knightTo[(c * SQUARE_NB + sq) * 2 + i] = f2 * 9 + r2;
          }
          const rel = c === BLACK ? r + 1 : n - r;
          this.relRank[c * SQUARE_NB + sq] = rel;
          this.zone[c * SQUARE_NB + sq] = rel <= zoneDepth ? 1 : 0;
        }
      }
    }
    for (const sq of this.squares) for (let pc = 1; pc < PIECE_NB; pc++) this.addSteps(pc, sq);
  }

  /** Fills stepTo/stepCount for piece pc on sq from the step directions and the knight jumps. */
  private addSteps(pc: number, sq: number): void {
    const at = pc * SQUARE_NB + sq;
    const add = (to: number): void => {
      if (to >= 0) this.stepTo[at * 8 + this.stepCount[at]!++] = to;
    };
    for (let i = 0; i < STEP_COUNT[pc]!; i++) add(this.next[sq * 8 + STEP_DIRS[pc * 8 + i]!]!);
    if ((pc & 15) !== KNIGHT) return;
    for (let i = 0; i < 2; i++) add(this.knightTo[((pc >> 4) * SQUARE_NB + sq) * 2 + i]!);
  }
}

/** The two geometries, built once. */
export const SHOGI_GEOMETRY = new Geometry('shogi');
export const MINISHOGI_GEOMETRY = new Geometry('minishogi');

/** The geometry of a variant. */
export function geometryOf(v: Variant): Geometry {
  return v === 'minishogi' ? MINISHOGI_GEOMETRY : SHOGI_GEOMETRY;
}
