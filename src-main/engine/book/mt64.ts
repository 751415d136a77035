/**
 * The 64-bit Mersenne Twister (MT19937-64, Matsumoto and Nishimura 2004), written from the
 * published algorithm and its constants. Apery draws its book's Zobrist keys from it with the
 * default seed 5489 (the seed of C++'s `std::mt19937_64` when none is given). Pure; BigInt,
 * because only a few thousand numbers are ever drawn.
 */

const N = 312;
const M = 156;
const MASK = (1n << 64n) - 1n;
const MATRIX_A = 0xb5026f5aa96619e9n;
const UPPER = 0xffffffff80000000n;
const LOWER = 0x7fffffffn;

/** The default seed of `std::mt19937_64`. */
export const MT64_DEFAULT_SEED = 5489n;

export class Mt64 {
  private readonly mt: bigint[] = new Array<bigint>(N);
  private index = N;

  /** A generator seeded with `seed` (the standard's initialisation by 6364136223846793005). */
  constructor(seed: bigint = MT64_DEFAULT_SEED) {
    this.mt[0] = seed & MASK;
    for (let i = 1; i < N; i++) {
      const prev = this.mt[i - 1]!;
      this.mt[i] = (6364136223846793005n * (prev ^ (prev >> 62n)) + BigInt(i)) & MASK;
    }
  }

  /** Regenerates the whole state (why in one go: the recurrence reads words ahead of the index). */
  private twist(): void {
    for (let i = 0; i < N; i++) {
      const x = (this.mt[i]! & UPPER) | (this.mt[(i + 1) % N]! & LOWER);
      let xa = x >> 1n;
      if (x & 1n) xa ^= MATRIX_A;
      this.mt[i] = this.mt[(i + M) % N]! ^ xa;
    }
    this.index = 0;
  }

  /** The next 64-bit number. */
  next(): bigint {
    if (this.index >= N) this.twist();
    let y = this.mt[this.index++]!;
    y ^= (y >> 29n) & 0x5555555555555555n;
    y ^= (y << 17n) & 0x71d67fffeda60000n;
    y ^= (y << 37n) & 0xfff7eee000000000n;
    y ^= y >> 43n;
    return y & MASK;
  }
}
