/**
 * Board geometry the classical features need: neighbours by direction, knight jumps, piece
 * movement by direction, relative ranks, camps and king distances, for both board sizes.
 * Squares, directions and piece movement come from the rules' one table (shared/rules/attacks.ts); the
 * lists here are the evaluation's shapes of it (nested arrays by colour and type).
 */
import { BLACK, SQUARE_NB } from '../../../shared/rules/types.ts';
import type { Color, Variant } from '../../../shared/rules/types.ts';
import {
  BLACK_SLIDES,
  BLACK_STEPS,
  Geometry as RulesGeometry,
  OPPOSITE as FLIP_DIR,
} from '../../../shared/rules/attacks.ts';

/** Direction lists of a piece type for a colour. */
function dirsOf(table: readonly number[], pt: number, c: Color): number[] {
  const out: number[] = [];
  for (let d = 0; d < 8; d++)
    if ((table[pt] ?? 0) & (1 << d)) out.push(c === BLACK ? d : FLIP_DIR[d]!);
  return out;
}

/** Step directions by [colour][type]. */
export const STEP_DIRS: number[][][] = [0, 1].map((c) =>
  Array.from({ length: 15 }, (_, pt) => dirsOf(BLACK_STEPS, pt, c as Color)),
);
/** Slide directions by [colour][type]. */
export const SLIDE_DIRS: number[][][] = [0, 1].map((c) =>
  Array.from({ length: 15 }, (_, pt) => dirsOf(BLACK_SLIDES, pt, c as Color)),
);
/** The forward direction of each colour. */
export const FORWARD = [0, 1] as const;

/**
 * Geometry of one board size: the rules' geometry (next, knightTo, relRank, squares) with the
 * camp questions the features ask.
 */
export class Geometry extends RulesGeometry {
  /** Ranks in a camp (3, or 1 in minishogi). */
  readonly campDepth: number;
  /** Knight jumps of colour c: knight[(c*81+sq)*2+i], −1 off the board (the rules' knightTo). */
  readonly knight: Int8Array;

  constructor(variant: Variant) {
    super(variant);
    this.campDepth = variant === 'minishogi' ? 1 : 3;
    this.knight = this.knightTo;
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
