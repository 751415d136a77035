/**
 * A read-only view of a position, for code that draws or copies it (the renderer's boards, hands and
 * "Copy SFEN"): it can look but not move pieces or touch the typed arrays behind `Position`, which the
 * search mutates in place (why: a UI that wrote into them would corrupt the game without a trace).
 */
import type { Color, Hand, Piece, Square, Variant } from './types.ts';

/** What a position shows to a reader. `Position` implements it. */
export interface PositionView {
  /** The rules in force. */
  readonly variant: Variant;
  /** Colour to move. */
  readonly sideToMove: Color;
  /** Piece on a square (NO_PIECE when empty). */
  pieceOn(sq: Square): Piece;
  /** Packed hand of a colour (read counts with `handCount`). */
  hand(c: Color): Hand;
  /** SFEN with move number. */
  sfen(): string;
}
