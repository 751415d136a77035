/**
 * 81-bit sets of squares, stored as three 27-bit int32 words: word w holds files 3w+1..3w+3,
 * bit (sq − 27w) is square sq. A file's nine squares are nine adjacent bits, so file-wise
 * slides (lance, rook along a file) and pawn pushes are shifts inside one word.
 *
 * The move generator works on the mailbox board plus per-colour occupancy words (see
 * position.ts); this class is the public, allocation-friendly view used by the API
 * (`Position.checkers()`) and by callers that want set algebra over squares.
 */
import type { Square } from './types.ts';

/** Bits of a 27-bit word that hold squares. */
export const WORD_MASK = (1 << 27) - 1;

/** Word index of a square (0..2). */
export function wordOf(sq: Square): number {
  return (sq / 27) | 0;
}
/** Single-bit mask of a square inside its word. */
export function bitOf(sq: Square): number {
  return 1 << (sq % 27);
}
/** Index (0..26) of the lowest set bit of a non-zero word. */
export function lowestBitIndex(w: number): number {
  return 31 - Math.clz32(w & -w);
}
/** Population count of a 32-bit word. */
export function popcount32(w: number): number {
  w = w - ((w >>> 1) & 0x55555555);
  w = (w & 0x33333333) + ((w >>> 2) & 0x33333333);
  return Math.imul((w + (w >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** A mutable 81-bit set of squares. */
export class Bitboard {
  /** Files 1–3, 4–6, 7–9 (27 bits each). */
  w0: number;
  w1: number;
  w2: number;

  constructor(w0 = 0, w1 = 0, w2 = 0) {
    this.w0 = w0;
    this.w1 = w1;
    this.w2 = w2;
  }

  /** A set holding the given squares. */
  static of(...squares: Square[]): Bitboard {
    const b = new Bitboard();
    for (const sq of squares) b.set(sq);
    return b;
  }

  /** True if `sq` is in the set. */
  has(sq: Square): boolean {
    const w = wordOf(sq);
    const word = w === 0 ? this.w0 : w === 1 ? this.w1 : this.w2;
    return (word & bitOf(sq)) !== 0;
  }

  /** Adds `sq`. */
  set(sq: Square): this {
    const w = wordOf(sq);
    if (w === 0) this.w0 |= bitOf(sq);
    else if (w === 1) this.w1 |= bitOf(sq);
    else this.w2 |= bitOf(sq);
    return this;
  }

  /** Removes `sq`. */
  clear(sq: Square): this {
    const w = wordOf(sq);
    if (w === 0) this.w0 &= ~bitOf(sq);
    else if (w === 1) this.w1 &= ~bitOf(sq);
    else this.w2 &= ~bitOf(sq);
    return this;
  }

  /** True if the set is empty. */
  isEmpty(): boolean {
    return (this.w0 | this.w1 | this.w2) === 0;
  }

  /** Number of squares in the set. */
  popcount(): number {
    return popcount32(this.w0) + popcount32(this.w1) + popcount32(this.w2);
  }

  /** A new set: the intersection. */
  and(o: Bitboard): Bitboard {
    return new Bitboard(this.w0 & o.w0, this.w1 & o.w1, this.w2 & o.w2);
  }

  /** A new set: the union. */
  or(o: Bitboard): Bitboard {
    return new Bitboard(this.w0 | o.w0, this.w1 | o.w1, this.w2 | o.w2);
  }

  /** True if both sets hold the same squares. */
  equals(o: Bitboard): boolean {
    return this.w0 === o.w0 && this.w1 === o.w1 && this.w2 === o.w2;
  }

  /** The squares in ascending order. */
  squares(): Square[] {
    const out: Square[] = [];
    const words = [this.w0, this.w1, this.w2];
    for (let w = 0; w < 3; w++) {
      let bits = words[w]!;
      while (bits !== 0) {
        out.push(w * 27 + lowestBitIndex(bits));
        bits &= bits - 1;
      }
    }
    return out;
  }
}
