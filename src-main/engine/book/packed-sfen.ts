/**
 * SFEN text ⇄ YaneuraOu's 32-byte PackedSfen, for the `.ybb` book. The codec itself is
 * `core/packed-sfen.ts` (shared with the NNUE training data); this adapter speaks SFEN strings
 * and plain messages, as the book formats do. Only positions with all 40 pieces can be packed:
 * handicap books and problems are refused with the reason. Pure.
 */
import {
  PACKED_SFEN_SIZE,
  packSfen as packSetup,
  unpackPosition,
} from '../../shared/rules/packed-sfen.ts';
import { parseSetup } from '../../shared/rules/sfen.ts';

/** Bytes of a packed position. */
export const PACKED_SFEN_BYTES = PACKED_SFEN_SIZE;

/** The 32 bytes of a SFEN, or an error message (a bad SFEN, or not the full 40 pieces). */
export function packSfen(sfen: string): Uint8Array | string {
  const r = parseSetup(sfen);
  if (!r.ok) return r.error.message;
  const packed = packSetup(r.value);
  // Why say "all 40 pieces": the user sees this when a handicap book cannot become a .ybb.
  return packed.ok
    ? packed.bytes
    : `only positions with all 40 pieces fit: ${packed.error.message}`;
}

/** Result of {@link unpackSfen}. */
export type UnpackResult = { ok: true; sfen: string } | { ok: false; message: string };

/**
 * The SFEN of 32 packed bytes with move number `moveNumber`, or why the bits describe no
 * position (a bad code, a promoted piece in hand, or a position the SFEN rules refuse).
 */
export function unpackSfen(bytes: Uint8Array, moveNumber = 1): UnpackResult {
  const r = unpackPosition(bytes, 0, moveNumber);
  return r.ok ? { ok: true, sfen: r.position.sfen() } : { ok: false, message: r.error.message };
}
