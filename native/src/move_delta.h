// HalfKP feature changes of one move, from the compact move record the engine writes on every do
// (kind 2 slot blocks): the rules core's move word, the captured piece, the mover's hand after the
// move and the perspective's king square. Computing the indices here rather than in JS saves the
// per-move table look-ups on the JS side (README: "Where the time goes").
#ifndef BANMEN_MOVE_DELTA_H
#define BANMEN_MOVE_DELTA_H

#include <cstdint>

namespace banmen {

// Slot block of kind 2 (features.ts KIND_MOVE): [2, move, captured, moverHandAfter, kingSquare].
constexpr int kBlockMove = 1;
constexpr int kBlockCaptured = 2;
constexpr int kBlockHand = 3;
constexpr int kBlockKing = 4;

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

}  // namespace banmen

#endif  // BANMEN_MOVE_DELTA_H
