// Packed SFEN decoding (format in packed_sfen.h).
#include "packed_sfen.h"

#include <cstring>

#include "../slot_records.h"

namespace banmen {
namespace train {
namespace {

// Hand fields of the rules core (types.ts HAND_SHIFT / HAND_MASK) by type pawn..gold.
constexpr int kHandShift[8] = {0, 0, 6, 10, 14, 22, 25, 18};
constexpr uint32_t kHandMax[8] = {0, 0x1f, 0x7, 0x7, 0x7, 0x3, 0x3, 0x7};
constexpr int kGold = 7;
constexpr int kKing = 8;

// Board Huffman codes by type (pawn..gold), as read: bit i of the code is the i-th bit read.
constexpr uint32_t kCode[8] = {0, 0x01, 0x03, 0x0b, 0x07, 0x1f, 0x3f, 0x0f};
constexpr int kCodeBits[8] = {1, 2, 4, 4, 4, 6, 6, 5};

struct BitReader {
  const uint8_t* data;
  int cursor = 0;
  // One bit; past the end it reads 0 and `overrun` tells.
  int Bit() {
    if (cursor >= 256) {
      ++cursor;
      return 0;
    }
    const int b = (data[cursor >> 3] >> (cursor & 7)) & 1;
    ++cursor;
    return b;
  }
  int Bits(int n) {
    int v = 0;
    for (int i = 0; i < n; ++i) v |= Bit() << i;
    return v;
  }
  bool Overrun() const { return cursor > 256; }
};

// Reads a Huffman code whose table is kCode shifted right by `shift` bits (0: board, 1: hand);
// returns the type (0 = empty on the board), or -1 for no valid code.
int ReadType(BitReader* in, int shift) {
  uint32_t code = 0;
  for (int bits = 1; bits <= 6 - shift; ++bits) {
    code |= static_cast<uint32_t>(in->Bit()) << (bits - 1);
    for (int t = shift; t < 8; ++t)  // the hand table has no empty square
      if (kCodeBits[t] - shift == bits && (kCode[t] >> shift) == code) return t;
  }
  return -1;
}

}  // namespace

bool DecodePackedSfen(const uint8_t* bytes, SfenPosition* out) {
  BitReader in{bytes};
  *out = SfenPosition();
  out->sideToMove = in.Bit();
  out->king[0] = in.Bits(7);
  out->king[1] = in.Bits(7);
  if (out->king[0] > 80 || out->king[1] > 80 || out->king[0] == out->king[1]) return false;
  out->board[out->king[0]] = kKing;
  out->board[out->king[1]] = kKing | 16;
  for (int sq = 0; sq < 81; ++sq) {
    if (sq == out->king[0] || sq == out->king[1]) continue;
    const int t = ReadType(&in, 0);
    if (t < 0) return false;
    if (t == 0) continue;
    const int promoted = t == kGold ? 0 : in.Bit();
    const int color = in.Bit();
    out->board[sq] = static_cast<uint8_t>((t + 8 * promoted) | color << 4);
  }
  // Hands fill the rest of the 256 bits (a full 40-piece position ends exactly at bit 256).
  while (in.cursor < 256) {
    const int t = ReadType(&in, 1);
    if (t < 0) return false;
    const int inBox = t == kGold ? 0 : in.Bit();
    const int color = in.Bit();
    if (in.Overrun()) return false;
    if (inBox) continue;  // a piece not in the game (handicaps): no feature
    uint32_t& h = out->hand[color];
    if (((h >> kHandShift[t]) & kHandMax[t]) == kHandMax[t]) return false;
    h += 1u << kHandShift[t];
  }
  return !in.Overrun();
}

void MirrorFiles(SfenPosition* pos) {
  // Why: YaneuraOu's learner mirrors a share of its positions (mirror_percentage) to double what
  // a small data set teaches; shogi's rules are symmetric under a left-right reflection.
  auto mirror = [](int sq) { return (8 - sq / 9) * 9 + sq % 9; };
  uint8_t board[81];
  for (int sq = 0; sq < 81; ++sq) board[mirror(sq)] = pos->board[sq];
  std::memcpy(pos->board, board, 81);
  pos->king[0] = mirror(pos->king[0]);
  pos->king[1] = mirror(pos->king[1]);
}

bool HalfKpFeatures(const SfenPosition& pos, int c, int32_t active[38]) {
  // A board record (slot_records.h kind 3) as the engine writes it for a refresh.
  int32_t block[4 + 21] = {};
  block[kBoardHands] = static_cast<int32_t>(pos.hand[0]);
  block[kBoardHands + 1] = static_cast<int32_t>(pos.hand[1]);
  block[kBoardKing] = pos.king[c];
  std::memcpy(block + kBoardBytes, pos.board, 81);
  return DecodeBoard(block, c, active);
}

RecordLabel ReadLabel(const uint8_t* record) {
  RecordLabel label;
  label.score = static_cast<int16_t>(record[32] | record[33] << 8);
  label.result = static_cast<int8_t>(record[38]);
  return label;
}

}  // namespace train
}  // namespace banmen
