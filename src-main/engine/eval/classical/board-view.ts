/**
 * The plain board the classical features read: 81 piece codes, two packed hands and the side
 * to move. Filled from a Position in one pass, so the features need nothing else of the core.
 */
import { KING, NO_SQUARE, typeOf, colorOf } from '../../../shared/rules/types.ts';
import type { Color, Hand, Piece, Square, Variant } from '../../../shared/rules/types.ts';

/** What the evaluator needs of a Position (the core's Position satisfies it). */
export interface PositionLike {
  readonly variant: Variant;
  readonly sideToMove: Color;
  pieceOn(sq: Square): Piece;
  hand(c: Color): Hand;
}

/** A snapshot of a position for feature extraction. */
export interface BoardView {
  variant: Variant;
  board: Uint8Array;
  hands: [Hand, Hand];
  sideToMove: Color;
  /** King squares by colour (NO_SQUARE if absent). */
  kings: [Square, Square];
}

/** An empty view to be filled repeatedly (no allocation per position). */
export function createBoardView(): BoardView {
  return {
    variant: 'shogi',
    board: new Uint8Array(81),
    hands: [0, 0],
    sideToMove: 0,
    kings: [NO_SQUARE, NO_SQUARE],
  };
}

/** Copies a position into `view` (reusing its arrays) and returns it. */
export function fillBoardView(pos: PositionLike, view: BoardView = createBoardView()): BoardView {
  view.variant = pos.variant;
  view.sideToMove = pos.sideToMove;
  view.hands[0] = pos.hand(0);
  view.hands[1] = pos.hand(1);
  view.kings[0] = view.kings[1] = NO_SQUARE;
  for (let sq = 0; sq < 81; sq++) {
    const pc = pos.pieceOn(sq);
    view.board[sq] = pc;
    if (pc !== 0 && typeOf(pc) === KING) view.kings[colorOf(pc)] = sq;
  }
  return view;
}
