/**
 * Board geometry the classical features need: neighbours by direction, knight jumps, piece
 * movement by direction, relative ranks, camps and king distances, for both board sizes.
 * Kept here (not borrowed from the move generator) so the evaluation depends only on the
 * public data model in core/types.ts.
 *
 * Directions (file delta, rank delta); rank 1 is white's side so black's forward is −1:
 *   0 (0,−1)  1 (0,+1)  2 (+1,0)  3 (−1,0)  4 (+1,−1)  5 (−1,−1)  6 (+1,+1)  7 (−1,+1).
 */
import {
  BISHOP,
  BLACK,
  DRAGON,
  GOLD,
  HORSE,
  KING,
  KNIGHT,
  LANCE,
  PAWN,
  PRO_KNIGHT,
  PRO_LANCE,
  PRO_PAWN,
  PRO_SILVER,
  ROOK,
  SILVER,
  SQUARE_NB,
} from '../../../shared/rules/types.ts';
import type { Color, Variant } from '../../../shared/rules/types.ts';

const DF = [0, 0, 1, -1, 1, -1, 1, -1];
const DR = [-1, 1, 0, 0, -1, -1, 1, 1];
/** The direction seen from white (a 180° turn). */
const FLIP_DIR = [1, 0, 3, 2, 7, 6, 5, 4];

const mask = (...ds: number[]): number => ds.reduce((m, d) => m | (1 << d), 0);
const GOLD_STEPS = mask(0, 1, 2, 3, 4, 5);
/** Black's step and slide direction masks by piece type (knight handled apart). */
const STEPS: number[] = [];
const SLIDES: number[] = [];
for (const [pt, s, l] of [
  [PAWN, mask(0), 0],
  [LANCE, 0, mask(0)],
  [KNIGHT, 0, 0],
  [SILVER, mask(0, 4, 5, 6, 7), 0],
  [BISHOP, 0, mask(4, 5, 6, 7)],
  [ROOK, 0, mask(0, 1, 2, 3)],
  [GOLD, GOLD_STEPS, 0],
  [KING, 0xff, 0],
  [PRO_PAWN, GOLD_STEPS, 0],
  [PRO_LANCE, GOLD_STEPS, 0],
  [PRO_KNIGHT, GOLD_STEPS, 0],
  [PRO_SILVER, GOLD_STEPS, 0],
  [HORSE, mask(0, 1, 2, 3), mask(4, 5, 6, 7)],
  [DRAGON, mask(4, 5, 6, 7), mask(0, 1, 2, 3)],
] as const) {
  STEPS[pt] = s;
  SLIDES[pt] = l;
}

/** Direction lists of a piece type for a colour. */
function dirsOf(table: number[], pt: number, c: Color): number[] {
  const out: number[] = [];
  for (let d = 0; d < 8; d++)
    if ((table[pt] ?? 0) & (1 << d)) out.push(c === BLACK ? d : FLIP_DIR[d]!);
  return out;
}

/** Step directions by [colour][type]. */
export const STEP_DIRS: number[][][] = [0, 1].map((c) =>
  Array.from({ length: 15 }, (_, pt) => dirsOf(STEPS, pt, c as Color)),
);
/** Slide directions by [colour][type]. */
export const SLIDE_DIRS: number[][][] = [0, 1].map((c) =>
  Array.from({ length: 15 }, (_, pt) => dirsOf(SLIDES, pt, c as Color)),
);
/** The forward direction of each colour. */
export const FORWARD = [0, 1] as const;

/** Geometry of one board size. */
export class Geometry {
  readonly size: number;
  /** Ranks in a camp (3, or 1 in minishogi). */
  readonly campDepth: number;
  /** Neighbour in direction d, −1 off the board: next[sq*8+d]. */
  readonly next = new Int8Array(SQUARE_NB * 8).fill(-1);
  /** Knight jumps of colour c: knight[(c*81+sq)*2+i], −1 off the board. */
  readonly knight = new Int8Array(SQUARE_NB * 4).fill(-1);
  /** Rank counted from colour c's far side (1 = the enemy's back rank): relRank[c*81+sq]. */
  readonly relRank = new Uint8Array(SQUARE_NB * 2);
  /** Squares on the board. */
  readonly squares: number[] = [];

  constructor(variant: Variant) {
    const n = (this.size = variant === 'minishogi' ? 5 : 9);
    this.campDepth = variant === 'minishogi' ? 1 : 3;
    for (let f = 0; f < n; f++) {
      for (let r = 0; r < n; r++) {
        const sq = f * 9 + r;
        this.squares.push(sq);
        for (let d = 0; d < 8; d++) {
          const f2 = f + DF[d]!;
          const r2 = r + DR[d]!;
          if (f2 >= 0 && f2 < n && r2 >= 0 && r2 < n) this.next[sq * 8 + d] = f2 * 9 + r2;
        }
        for (let c = 0; c < 2; c++) {
          const r2 = r + (c === BLACK ? -2 : 2);
          for (let i = 0; i < 2; i++) {
            const f2 = f + (i === 0 ? 1 : -1);
            if (f2 >= 0 && f2 < n && r2 >= 0 && r2 < n)
              this.knight[(c * SQUARE_NB + sq) * 2 + i] = f2 * 9 + r2;
          }
          this.relRank[c * SQUARE_NB + sq] = c === BLACK ? r + 1 : n - r;
        }
      }
    }
  }

  /** True when sq lies in the camp of colour c's ENEMY (where c promotes). */
  inEnemyCamp(c: Color, sq: number): boolean {
    return this.relRank[c * SQUARE_NB + sq]! <= this.campDepth;
  }

  /** True when sq lies in colour c's own camp. */
  inOwnCamp(c: Color, sq: number): boolean {
    return this.relRank[c * SQUARE_NB + sq]! > this.size - this.campDepth;
  }
}

export const GEOMETRY: Record<Variant, Geometry> = {
  shogi: new Geometry('shogi'),
  minishogi: new Geometry('minishogi'),
};

/** Chebyshev (king-step) distance between two squares: DIST[a*81+b]. */
export const DIST = new Uint8Array(SQUARE_NB * SQUARE_NB);
for (let a = 0; a < SQUARE_NB; a++) {
  for (let b = 0; b < SQUARE_NB; b++) {
    DIST[a * SQUARE_NB + b] = Math.max(
      Math.abs(((a / 9) | 0) - ((b / 9) | 0)),
      Math.abs((a % 9) - (b % 9)),
    );
  }
}

/**
 * A square as its owner sees it, for piece-square tables: black's squares as they are, white's
 * rotated 180° within the board of its size (5×5 in minishogi). OWNER_SQUARE[(size*2 + c)*81 + sq],
 * size 0 = shogi, 1 = minishogi.
 */
const OWNER_SQUARE = new Uint8Array(2 * 2 * SQUARE_NB);
for (let size = 0; size < 2; size++) {
  const n = size === 0 ? 9 : 5;
  for (let sq = 0; sq < SQUARE_NB; sq++) {
    const f = (sq / 9) | 0;
    const r = sq % 9;
    OWNER_SQUARE[size * 2 * SQUARE_NB + sq] = sq;
    // Squares outside a 5×5 board never hold a piece; any in-range value does.
    const inside = f < n && r < n;
    OWNER_SQUARE[(size * 2 + 1) * SQUARE_NB + sq] = inside ? (n - 1 - f) * 9 + (n - 1 - r) : sq;
  }
}

/** sq as colour c sees it on a board of `variant` (OWNER_SQUARE). */
export function ownerSquare(variant: Variant, c: number, sq: number): number {
  return OWNER_SQUARE[((variant === 'minishogi' ? 2 : 0) + c) * SQUARE_NB + sq]!;
}

/** Offsets a king-relative table holds: |file difference| 0..8 × rank difference −8..8. */
export const KREL_SIZE = 9 * 17;

/**
 * KREL[(size*2 + c)*81*81 + sq*81 + king]: where sq stands from the king on `king` (either side's),
 * as sq's owner c sees the board (owner squares), folded left-right; size 0 = shogi, 1 = minishogi.
 */
const KREL = new Uint8Array(2 * 2 * SQUARE_NB * SQUARE_NB);
for (let size = 0; size < 2; size++) {
  for (let c = 0; c < 2; c++) {
    const base = (size * 2 + c) * SQUARE_NB * SQUARE_NB;
    for (let sq = 0; sq < SQUARE_NB; sq++) {
      const s = OWNER_SQUARE[(size * 2 + c) * SQUARE_NB + sq]!;
      for (let k = 0; k < SQUARE_NB; k++) {
        const o = OWNER_SQUARE[(size * 2 + c) * SQUARE_NB + k]!;
        const df = Math.abs(((s / 9) | 0) - ((o / 9) | 0));
        KREL[base + sq * SQUARE_NB + k] = df * 17 + (s % 9) - (o % 9) + 8;
      }
    }
  }
}

/**
 * Where a piece of colour `owner` on sq stands from the king on `king` (either side's), as the
 * piece's owner sees the board and folded left-right: an index below KREL_SIZE. Why folded: a
 * guard or an attacker works the same on either wing, and halving the table halves what a fit
 * must learn from few positions.
 */
export function kingRelative(variant: Variant, owner: number, sq: number, king: number): number {
  return KREL[
    ((variant === 'minishogi' ? 2 : 0) + owner) * SQUARE_NB * SQUARE_NB + sq * SQUARE_NB + king
  ]!;
}
