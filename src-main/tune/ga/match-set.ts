/**
 * The paper's feature-vector cache, laid out as flat typed arrays: for every expert position,
 * the feature vector of every child position (one per legal move), stored sparsely as the
 * difference from a per-position base vector. A constant per position does not change which
 * child wins the argmax, so only the differences matter, and they are mostly zero.
 *
 * Children whose vectors are identical are stored once (they always tie). If another child has
 * the expert child's vector, the position can never be matched (ties never count): its expert
 * child is −1 and the GA skips it.
 */

/** Kind bits of a move, for the by-kind breakdown. */
export const KIND_CAPTURE = 1;
export const KIND_PROMOTION = 2;
export const KIND_DROP = 4;
/** Child kind of a stored vector shared by several moves (choosing it is a tie). */
export const KIND_AMBIGUOUS = 0xff;

/** The flat cache; every array may live on a SharedArrayBuffer for the worker threads. */
export interface MatchSet {
  /** Number of features (weights) per vector. */
  readonly featureCount: number;
  /** Number of positions, including unmatchable ones. */
  readonly positions: number;
  /** Children of position p are childStart[p] .. childStart[p+1]−1. */
  readonly childStart: Int32Array;
  /** Child index of the expert's move, or −1 when the position cannot be matched. */
  readonly expertChild: Int32Array;
  /** Sparse entries of child c are entryStart[c] .. entryStart[c+1]−1. */
  readonly entryStart: Int32Array;
  /** Feature index of each entry. */
  readonly featIdx: Uint16Array;
  /** Feature value difference of each entry. */
  readonly featVal: Int16Array;
  /** Kind bits (KIND_*) of the expert move of each position. */
  readonly kind: Uint8Array;
  /** Kind bits of each stored child's move. */
  readonly childKind: Uint8Array;
}

/** Which kind of move a kind-bit set counts as in the breakdown (promotion and drop first). */
export type MoveKindName = 'normal' | 'capture' | 'promotion' | 'drop';

/** Names a kind-bit set: drop, else promotion, else capture, else normal. */
export function kindName(bits: number): MoveKindName {
  if (bits & KIND_DROP) return 'drop';
  if (bits & KIND_PROMOTION) return 'promotion';
  if (bits & KIND_CAPTURE) return 'capture';
  return 'normal';
}

/** Growable typed buffer used while building. */
class Grow<T extends Int32Array | Uint16Array | Int16Array | Uint8Array> {
  data: T;
  length = 0;
  constructor(private readonly make: (n: number) => T) {
    this.data = make(1024);
  }
  push(v: number): void {
    if (this.length === this.data.length) {
      const bigger = this.make(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = v;
  }
  /** Final copy, on a SharedArrayBuffer so workers can read it without copying. */
  sharedCopy(ctor: { new (b: SharedArrayBuffer): T; BYTES_PER_ELEMENT: number }): T {
    const out = new ctor(new SharedArrayBuffer(Math.max(1, this.length) * ctor.BYTES_PER_ELEMENT));
    out.set(this.data.subarray(0, this.length) as never);
    return out;
  }
}

/** Builds a MatchSet position by position from dense child vectors. */
export class MatchSetBuilder {
  private readonly childStart = new Grow((n) => new Int32Array(n));
  private readonly expert = new Grow((n) => new Int32Array(n));
  private readonly entryStart = new Grow((n) => new Int32Array(n));
  private readonly idx = new Grow((n) => new Uint16Array(n));
  private readonly val = new Grow((n) => new Int16Array(n));
  private readonly kinds = new Grow((n) => new Uint8Array(n));
  private readonly childKinds = new Grow((n) => new Uint8Array(n));
  private currentKinds: ArrayLike<number> | null = null;
  private children = 0;
  private readonly base: Int32Array;

  constructor(readonly featureCount: number) {
    this.childStart.push(0);
    this.entryStart.push(0);
    this.base = new Int32Array(featureCount);
  }

  /** Number of positions added so far. */
  get positions(): number {
    return this.expert.length;
  }

  /**
   * Adds one position: `vectors` holds `count` dense child vectors back to back, `expertIndex`
   * is the expert move's child (−1 if the expert move is not among them), `kind` its KIND_* bits,
   * `childKinds` (optional) the kind bits of every child.
   */
  add(
    vectors: ArrayLike<number>,
    count: number,
    expertIndex: number,
    kind: number,
    childKinds?: ArrayLike<number>,
  ): void {
    const f = this.featureCount;
    this.currentKinds = childKinds ?? null;
    this.computeBase(vectors, count);
    const seen = new Map<string, number>();
    const keys: string[] = [];
    for (let c = 0; c < count; c++) keys.push(this.deltaKey(vectors, c * f));
    const ek = expertIndex >= 0 ? keys[expertIndex]! : null;
    const tied = ek !== null && keys.some((k, c) => c !== expertIndex && k === ek);
    // The expert's child goes first; an unmatchable position keeps its children for reports.
    const expertKept = ek !== null && !tied ? this.children : -1;
    const order = expertKept >= 0 ? [expertIndex, ...keys.keys()] : [...keys.keys()];
    for (const c of order) {
      const twin = seen.get(keys[c]!);
      if (twin !== undefined) {
        // Identical vectors always tie: if this child is chosen, no single move is.
        if (c !== expertIndex || expertKept < 0) this.childKinds.data[twin] = KIND_AMBIGUOUS;
        continue;
      }
      seen.set(keys[c]!, this.children);
      this.pushChild(vectors, c * f);
    }
    this.expert.push(expertKept);
    this.kinds.push(kind);
    this.childStart.push(this.children);
  }

  /** Per-feature most common value across the children: the base that leaves the fewest entries. */
  private computeBase(vectors: ArrayLike<number>, count: number): void {
    const f = this.featureCount;
    const col = new Int32Array(count);
    for (let j = 0; j < f; j++) {
      for (let c = 0; c < count; c++) col[c] = vectors[c * f + j]!;
      col.sort();
      let best = col[0] ?? 0;
      let bestRun = 0;
      for (let i = 0; i < count;) {
        let k = i;
        while (k < count && col[k] === col[i]) k++;
        if (k - i > bestRun) [best, bestRun] = [col[i]!, k - i];
        i = k;
      }
      this.base[j] = best;
    }
  }

  private deltaKey(vectors: ArrayLike<number>, at: number): string {
    let key = '';
    for (let j = 0; j < this.featureCount; j++) {
      const d = vectors[at + j]! - this.base[j]!;
      if (d !== 0) key += `${j}:${d},`;
    }
    return key;
  }

  private pushChild(vectors: ArrayLike<number>, at: number): void {
    this.childKinds.push(this.currentKinds ? this.currentKinds[at / this.featureCount]! : 0);
    for (let j = 0; j < this.featureCount; j++) {
      const d = vectors[at + j]! - this.base[j]!;
      if (d === 0) continue;
      this.idx.push(j);
      this.val.push(Math.max(-32768, Math.min(32767, d)));
    }
    this.children++;
    this.entryStart.push(this.idx.length);
  }

  /** The finished cache on shared memory. */
  build(): MatchSet {
    return {
      featureCount: this.featureCount,
      positions: this.expert.length,
      childStart: this.childStart.sharedCopy(Int32Array),
      expertChild: this.expert.sharedCopy(Int32Array),
      entryStart: this.entryStart.sharedCopy(Int32Array),
      featIdx: this.idx.sharedCopy(Uint16Array),
      featVal: this.val.sharedCopy(Int16Array),
      kind: this.kinds.sharedCopy(Uint8Array),
      childKind: this.childKinds.sharedCopy(Uint8Array),
    };
  }
}
