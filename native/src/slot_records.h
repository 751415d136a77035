// HalfKP features from the compact records the engine writes into the slot blocks, so that JS
// only copies a few words per do instead of computing feature indices (README: "Where the time
// goes"):
//   kind 2, a move: the rules core's move word, the captured piece, the mover's hand after the move
//     and the perspective's king square -> the feature changes;
//   kind 3, a board (a new root, or this perspective's king moved): both hands, the king square and
//     the 81 board bytes -> the 38 active features.
#ifndef BANMEN_SLOT_RECORDS_H
#define BANMEN_SLOT_RECORDS_H

#include <cstdint>

namespace banmen {

// Slot block of kind 2 (features.ts KIND_MOVE): [2, move, captured, moverHandAfter, kingSquare].
constexpr int kBlockMove = 1;
constexpr int kBlockCaptured = 2;
constexpr int kBlockHand = 3;
constexpr int kBlockKing = 4;

// Slot block of kind 3 (features.ts KIND_BOARD): [3, blackHand, whiteHand, kingSquare, board bytes
// from int32 4 on: 81 pieces, square 0 first].
constexpr int kBoardHands = 1;
constexpr int kBoardKing = 3;
constexpr int kBoardBytes = 4;
// Active features of a perspective: every non-king piece of standard shogi (HalfKP).
constexpr int kMaxActive = 38;
// BonaPieces per king square (HalfKP fe_end): a feature index is king square × kFeEnd + BonaPiece.
constexpr int kFeEnd = 1548;

// Removed and added feature indices of one perspective (at most 2 + 2).
struct MoveDelta {
  int32_t removed[2];
  int32_t added[2];
  int nRemoved = 0;
  int nAdded = 0;
};

// Decodes a kind-2 block for perspective c (0 = Black, 1 = White). False when the record is not a
// move the engine can have played (out-of-range squares or pieces, a king move of this perspective,
// which needs a refresh): the caller then refuses the evaluation instead of reading out of bounds.
bool DecodeMove(const int32_t* block, int c, MoveDelta* out);

// Lists the 38 active features of perspective c from a kind-3 block (missing pieces, as in
// handicap games, are BonaPiece 0). False when the record holds a bad piece or king square, or more
// than 38 non-king pieces.
bool DecodeBoard(const int32_t* block, int c, int32_t active[kMaxActive]);

}  // namespace banmen

#endif  // BANMEN_SLOT_RECORDS_H
