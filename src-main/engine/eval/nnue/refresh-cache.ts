/**
 * Accumulator refresh cache for the TS backend (the idea Stockfish calls "Finny tables"): per
 * perspective and king square, keep the last accumulator built for that square and its feature
 * list. A refresh (a king move) then applies only the features that differ from the cached list,
 * usually a handful of rows instead of 38. The int16 additions wrap modulo 2^16, so the order
 * of additions does not matter and the result is bit-identical to a refresh from scratch.
 */
import * as format from './format.ts';

// Module-local copies: under tsx, imported bindings are getter calls.
const HALF_DIMS = format.HALF_DIMS;
const FE_END = format.FE_END;
/** Room per cached list (refresh lists have 38 entries; the native side accepts up to 45). */
const LIST = 48;
/** Above this many differing rows a refresh from the bias is cheaper. */
const MAX_DIFF = 24;

export class RefreshCache {
  private readonly acc = new Int16Array(2 * 81 * HALF_DIMS);
  private readonly lists = new Int32Array(2 * 81 * LIST);
  /** Entries per cached list; −1 = nothing cached yet for that perspective and king square. */
  private readonly counts = new Int8Array(2 * 81).fill(-1);
  private readonly sorted = new Int32Array(LIST);
  private readonly diff = new Int32Array(2 * LIST);
  private readonly rows = new Int32Array(LIST);

  constructor(
    private readonly weights: Int16Array,
    private readonly bias: Int16Array,
  ) {}

  /** Writes the accumulator of perspective `c` with the given active features into `out[dst…]`. */
  build(c: number, features: Int32Array, out: Int16Array, dst: number): void {
    const n = features.length;
    const sorted = this.sorted.subarray(0, n);
    sorted.set(features);
    sorted.sort();
    const slot = c * 81 + (n > 0 ? Math.floor(sorted[0]! / FE_END) : 0);
    const at = slot * HALF_DIMS;
    const changes = this.counts[slot]! < 0 ? MAX_DIFF + 1 : this.diffAgainst(slot, sorted);
    if (changes > MAX_DIFF) this.fromBias(at, sorted);
    else this.applyDiff(at, changes);
    this.lists.set(sorted, slot * LIST);
    this.counts[slot] = n;
    out.set(this.acc.subarray(at, at + HALF_DIMS), dst);
  }

  /**
   * Merge-walks the cached and the new sorted lists (multisets: padding features repeat);
   * leaves removed features as negative-coded entries (−1 − f) and added ones as f in `diff`.
   */
  private diffAgainst(slot: number, sorted: Int32Array): number {
    const lists = this.lists,
      diff = this.diff;
    const base = slot * LIST,
      m = this.counts[slot]!,
      n = sorted.length;
    let i = 0,
      j = 0,
      k = 0;
    while ((i < m || j < n) && k <= MAX_DIFF) {
      const a = i < m ? lists[base + i]! : Infinity,
        b = j < n ? sorted[j]! : Infinity;
      if (a === b) {
        i++;
        j++;
      } else if (a < b) {
        diff[k++] = -1 - a;
        i++;
      } else {
        diff[k++] = b;
        j++;
      }
    }
    return k;
  }

  private applyDiff(at: number, changes: number): void {
    const acc = this.acc,
      w = this.weights,
      diff = this.diff;
    for (let k = 0; k < changes; k++) {
      const d = diff[k]!;
      const row = (d < 0 ? -1 - d : d) * HALF_DIMS;
      if (d < 0) for (let j = 0; j < HALF_DIMS; j++) acc[at + j] = acc[at + j]! - w[row + j]!;
      else for (let j = 0; j < HALF_DIMS; j++) acc[at + j] = acc[at + j]! + w[row + j]!;
    }
  }

  /** bias + Σ rows, lane by lane with the sum in a register (|sum| < 2^22: exact). */
  private fromBias(at: number, sorted: Int32Array): void {
    const rows = this.rows,
      w = this.weights,
      bias = this.bias,
      acc = this.acc;
    const n = sorted.length;
    for (let i = 0; i < n; i++) rows[i] = sorted[i]! * HALF_DIMS;
    for (let j = 0; j < HALF_DIMS; j++) {
      let sum = bias[j]!;
      for (let i = 0; i < n; i++) sum += w[rows[i]! + j]!;
      acc[at + j] = sum;
    }
  }
}
