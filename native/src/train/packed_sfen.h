// YaneuraOu's PackedSfen (32 bytes) and PackedSfenValue (40 bytes) training records, decoded into the
// board, hands and king squares that the HalfKP features need (in the rules core's encodings, see
// slot_records.cc). Format facts (YaneuraOu source/extra/sfen_packer.cpp, read for facts only):
//   a bit stream, least significant bit of byte 0 first; multi-bit fields low bit first;
//   side to move (1 bit, 1 = White), Black's king square (7 bits), White's king square (7 bits);
//   squares 0..80 in order, the two king squares skipped: a Huffman code (read bit by bit, each bit
//   added at the next higher position) empty 0/1 bit, pawn 0b01/2, lance 0b0011/4, knight 0b1011/4,
//   silver 0b0111/4, bishop 0b011111/6, rook 0b111111/6, gold 0b01111/5; then, except for gold, a
//   promotion bit; then a colour bit (1 = White);
//   then hand pieces up to bit 256: the board code shifted right by one (one bit shorter), a
//   promotion bit except for gold (1 = a piece in the piece box, not in a hand), a colour bit.
//   Record: int16 score, uint16 move, uint16 game ply, int8 game result (side to move: 1 win,
//   0 draw, -1 loss), one padding byte; all little-endian.
#ifndef BANMEN_TRAIN_PACKED_SFEN_H
#define BANMEN_TRAIN_PACKED_SFEN_H

#include <cstdint>

namespace banmen {
namespace train {

constexpr int kPackedSfenBytes = 32;
constexpr int kRecordBytes = 40;

// A decoded position: pieces as type | colour << 4 (promoted type = type + 8), hands packed like the
// rules core's Hand (types.ts HAND_SHIFT), squares 0..80 as in YaneuraOu.
struct SfenPosition {
  int sideToMove = 0;
  int king[2] = {0, 0};
  uint8_t board[81] = {};
  uint32_t hand[2] = {0, 0};
};

// Decodes 32 packed bytes. False when the bits do not describe a position: a king square past 80,
// the two kings on one square, an unknown code, a count beyond what a hand field holds, or more
// bits than the 256 there are.
bool DecodePackedSfen(const uint8_t* bytes, SfenPosition* out);

// Reflects the position left to right (file f to file 8 - f; squares are file * 9 + rank): the
// rules do not care, so the mirrored position has the same score and result.
void MirrorFiles(SfenPosition* pos);

// The 38 HalfKP feature indices of perspective c (0 = Black) of a decoded position, through the
// engine's own board-record decoder (slot_records.cc), so training and play index alike.
bool HalfKpFeatures(const SfenPosition& pos, int c, int32_t active[38]);

// The label fields of a 40-byte record.
struct RecordLabel {
  int16_t score;
  int8_t result;
};
RecordLabel ReadLabel(const uint8_t* record);

}  // namespace train
}  // namespace banmen

#endif  // BANMEN_TRAIN_PACKED_SFEN_H
