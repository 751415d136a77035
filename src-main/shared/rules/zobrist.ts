/**
 * Zobrist hashing keys: two independent 32-bit words per (piece, square) and per hand piece.
 *
 * The board part is XOR-combined; the side to move is bit 0 of the low word (piece keys have
 * bit 0 clear, as in YaneuraOu, so `key & 1` is the side to move). Hands are combined by
 * ADDITION of one key per piece held, so adding or removing a piece is one add/subtract and the
 * hand key does not depend on the order pieces were captured.
 */
import { PIECE_NB, SQUARE_NB } from './types.ts';

/** Deterministic xorshift32 so keys are the same in every process (TT files, tests). */
function makeRng(seed: number): () => number {
  let s = seed | 0;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return s | 0;
  };
}

const rng = makeRng(0x2545f491);

/** Low / high words of the board keys: `PIECE_KEY_LO[pc*81 + sq]`. */
export const PIECE_KEY_LO = new Int32Array(PIECE_NB * SQUARE_NB);
export const PIECE_KEY_HI = new Int32Array(PIECE_NB * SQUARE_NB);
/** Additive hand keys: `HAND_KEY_LO[c*8 + pt]` per piece of type pt held by colour c. */
export const HAND_KEY_LO = new Int32Array(16);
export const HAND_KEY_HI = new Int32Array(16);
/** XOR-ed into the low word when white is to move. */
export const SIDE_KEY = 1;

for (let i = 0; i < PIECE_KEY_LO.length; i++) {
  PIECE_KEY_LO[i] = rng() & ~1;
  PIECE_KEY_HI[i] = rng();
}
for (let i = 0; i < 16; i++) {
  HAND_KEY_LO[i] = rng() & ~1;
  HAND_KEY_HI[i] = rng();
}
