/**
 * The chromosome layout: one Gray-coded bit field per weight, each with its own width and range
 * (major weights ~10 bits, minor ones 6, as in the issue). A chromosome is a Uint8Array of 0/1
 * bits, which makes crossover and mutation plain per-bit loops.
 */
import { fromGray, toGray } from './gray.ts';

/** How one weight is coded: value = min + step × (Gray-decoded integer in [0, 2^bits)). */
export interface GeneSpec {
  /** Weight name, as written in the weights JSON. */
  readonly name: string;
  /** Bit width (1..24). */
  readonly bits: number;
  /** Smallest representable weight. */
  readonly min: number;
  /** Distance between neighbouring representable weights (≥ 1; 0 pins the weight at `min`). */
  readonly step: number;
}

/** The whole chromosome: genes in feature order and their bit offsets. */
export class ChromosomeLayout {
  readonly genes: readonly GeneSpec[];
  readonly offsets: Int32Array;
  readonly totalBits: number;

  constructor(genes: readonly GeneSpec[]) {
    this.genes = genes;
    this.offsets = new Int32Array(genes.length);
    let at = 0;
    genes.forEach((g, i) => {
      if (!(g.bits >= 1 && g.bits <= 24))
        throw new Error(`gene ${g.name}: bits ${g.bits} out of 1..24`);
      this.offsets[i] = at;
      at += g.bits;
    });
    this.totalBits = at;
  }

  /** Number of weights. */
  get length(): number {
    return this.genes.length;
  }

  /** Largest representable value of gene i. */
  maxOf(i: number): number {
    const g = this.genes[i]!;
    return g.min + g.step * ((1 << g.bits) - 1);
  }

  /** Decodes the bits at `bitBase` of `pop` (one or many chromosomes back to back) into `out`. */
  decodeInto(pop: Uint8Array, bitBase: number, out: Int32Array, outBase = 0): void {
    for (let i = 0; i < this.genes.length; i++) {
      const g = this.genes[i]!;
      let gray = 0;
      const start = bitBase + this.offsets[i]!;
      for (let b = 0; b < g.bits; b++) gray = (gray << 1) | pop[start + b]!;
      out[outBase + i] = g.min + g.step * fromGray(gray);
    }
  }

  /** Weights of one chromosome. */
  decode(bits: Uint8Array): Int32Array {
    const out = new Int32Array(this.genes.length);
    this.decodeInto(bits, 0, out);
    return out;
  }

  /** Encodes weights (clamped and rounded to the nearest representable value) into bits. */
  encode(weights: ArrayLike<number>): Uint8Array {
    const bits = new Uint8Array(this.totalBits);
    for (let i = 0; i < this.genes.length; i++) {
      const g = this.genes[i]!;
      const maxU = (1 << g.bits) - 1;
      const u =
        g.step === 0 ? 0 : Math.min(maxU, Math.max(0, Math.round((weights[i]! - g.min) / g.step)));
      const gray = toGray(u);
      for (let b = 0; b < g.bits; b++) bits[this.offsets[i]! + b] = (gray >>> (g.bits - 1 - b)) & 1;
    }
    return bits;
  }
}
