// Decoding of the compact move and board records (slot_records.h). The encodings mirror the TypeScript rules
// core and feature code, which the parity tests compare against at every ply of random games:
//   move word (src-main/shared/rules/types.ts): bits 0-6 to, 7-13 from (81 + type - 1 for a drop),
//     bit 14 promotion, bits 16-20 the moving piece before promotion;
//   piece: type | colour << 4; promoted type = type + 8; hand (types.ts HAND_SHIFT / HAND_MASK);
//   BonaPiece bases (bona-piece.ts, after YaneuraOu source/evaluate.h enum BonaPiece): board base +
//     square, enemy pieces + 81, White's squares and king square rotated (80 - sq); hand base +
//     (k - 1) for the k-th piece in hand.
#include "slot_records.h"

#include <cstring>

#include "nnue.h"

namespace banmen {
namespace {

constexpr int kKing = 8;
constexpr int kDropBase = 81;
// Friend board bases by piece type 0..14 (-1: none or king); gold and the promoted minors share 738.
constexpr int kBoardFriend[15] = {-1, 90, 252, 414, 576, 900, 1224, 738, -1, 738, 738, 738, 738, 1062, 1386};
// Hand bases by type (pawn..rook, gold = 7), friend and enemy.
constexpr int kHandFriend[8] = {0, 1, 39, 49, 59, 79, 85, 69};
constexpr int kHandEnemy[8] = {0, 20, 44, 54, 64, 82, 88, 74};
constexpr int kHandShift[8] = {0, 0, 6, 10, 14, 22, 25, 18};
constexpr int kHandMask[8] = {0, 0x1f, 0x7, 0x7, 0x7, 0x3, 0x3, 0x7};

// BonaPiece of a piece (with colour) on a square seen from perspective c; -1 for kings and bad pieces.
int BoardBp(int c, int piece, int sq) {
  const int type = piece & 15, color = piece >> 4;
  if (type >= 15 || color > 1 || kBoardFriend[type] < 0) return -1;
  return kBoardFriend[type] + (color == c ? 0 : 81) + (c == 0 ? sq : 80 - sq);
}

// BonaPiece of the k-th (1-based) piece of `type` in `owner`'s hand, seen from perspective c.
int HandBp(int c, int owner, int type, int k) {
  return (owner == c ? kHandFriend[type] : kHandEnemy[type]) + k - 1;
}

int HandCount(uint32_t hand, int type) {
  return static_cast<int>((hand >> kHandShift[type]) & kHandMask[type]);
}

}  // namespace

bool DecodeMove(const int32_t* block, int c, MoveDelta* out) {
  const uint32_t m = static_cast<uint32_t>(block[kBlockMove]);
  const int captured = block[kBlockCaptured], king = block[kBlockKing];
  const uint32_t hand = static_cast<uint32_t>(block[kBlockHand]);
  const int to = m & 0x7f, from = (m >> 7) & 0x7f, piece = (m >> 16) & 31, us = piece >> 4;
  if (to > 80 || from > kDropBase + 6 || king < 0 || king > 80 || captured < 0 || captured > 31) return false;
  const int kOff = (c == 0 ? king : 80 - king) * kFeEnd;
  out->nRemoved = out->nAdded = 0;
  if (from >= kDropBase) {  // a drop: the (count after + 1)-th piece leaves the hand
    const int type = from - kDropBase + 1, bp = BoardBp(c, piece, to);
    if (bp < 0 || (piece & 15) != type) return false;
    out->removed[out->nRemoved++] = kOff + HandBp(c, us, type, HandCount(hand, type) + 1);
    out->added[out->nAdded++] = kOff + bp;
    return true;
  }
  if ((piece & 15) == kKing) {
    if (us == c) return false;  // this perspective's own king moved: the block must be a refresh
  } else {
    const int before = BoardBp(c, piece, from), after = BoardBp(c, (m & (1u << 14)) ? piece + 8 : piece, to);
    if (before < 0 || after < 0) return false;
    out->removed[out->nRemoved++] = kOff + before;
    out->added[out->nAdded++] = kOff + after;
  }
  if (captured != 0) {  // the captured piece leaves the board and becomes the count-th in hand
    const int type = (captured & 15) > kKing ? (captured & 15) - 8 : (captured & 15);
    const int bp = BoardBp(c, captured, to), count = type < kKing ? HandCount(hand, type) : 0;
    if (bp < 0 || count < 1) return false;
    out->removed[out->nRemoved++] = kOff + bp;
    out->added[out->nAdded++] = kOff + HandBp(c, us, type, count);
  }
  return true;
}

bool DecodeBoard(const int32_t* block, int c, int32_t active[kMaxActive]) {
  const int king = block[kBoardKing];
  if (king < 0 || king > 80) return false;
  const int kOff = (c == 0 ? king : 80 - king) * kFeEnd;
  uint8_t board[81];
  std::memcpy(board, block + kBoardBytes, sizeof(board));
  int n = 0;
  for (int sq = 0; sq < 81; ++sq) {
    const int piece = board[sq];
    if (piece == 0 || (piece & 15) == kKing) continue;
    const int bp = BoardBp(c, piece, sq);
    if (bp < 0 || n == kMaxActive) return false;
    active[n++] = kOff + bp;
  }
  for (int owner = 0; owner < 2; ++owner) {
    const uint32_t hand = static_cast<uint32_t>(block[kBoardHands + owner]);
    for (int type = 1; type <= 7; ++type)
      for (int k = 1, count = HandCount(hand, type); k <= count; ++k) {
        if (n == kMaxActive) return false;
        active[n++] = kOff + HandBp(c, owner, type, k);
      }
  }
  while (n < kMaxActive) active[n++] = kOff;  // BonaPiece 0 for pieces not in the game
  return true;
}

}  // namespace banmen
