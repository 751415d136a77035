/**
 * Reflected binary Gray code. The GA encodes each weight in Gray code so that a one-bit mutation
 * can move a weight to its neighbouring value (in plain binary, 0111→1000 needs four flips).
 */

/** Gray code of a non-negative integer below 2^31. */
export function toGray(n: number): number {
  return (n ^ (n >>> 1)) >>> 0;
}

/** The integer whose Gray code is g (inverse of toGray). */
export function fromGray(g: number): number {
  let n = g >>> 0;
  for (let shift = 1; shift < 32; shift <<= 1) n ^= n >>> shift;
  return n >>> 0;
}
