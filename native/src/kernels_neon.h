// The NEON kernels, written once and compiled twice: by kernels_neon.cc for base AArch64 and by
// kernels_neon_dot.cc with the dot-product extension (SDOT, Armv8.2; every Apple Silicon CPU has
// it). The translation units differ only in the `Dot` policy that multiplies a register of four
// u8 inputs by a register of a 4-input column block (4 outputs × 4 inputs) and adds each output's
// four products to its int32 lane. Everything here has internal linkage (anonymous namespace), so
// each translation unit keeps its own copy compiled with its own instruction set.
//   accumulator: ADD/SUB on int16x8 registers, 256 lanes in 32 registers;
//   clamp to 0..127: SQXTUN (saturating narrow to unsigned) and UMIN with 127;
//   affine layers: the 4-input column blocks of the x86 kernels (Weights::l1Chunks, l2Chunks), the
//   first layer only over the nonzero 4-byte input chunks; clipped ReLU: SSHR, SQXTN, SQXTUN, UMIN.
// Inputs are 0..127 (they fit int8), so every product is exact and the int32 sums wrap like the
// scalar reference's: the results are bit-identical to kernels_scalar.cc.
#ifndef BANMEN_KERNELS_NEON_H
#define BANMEN_KERNELS_NEON_H

#include <arm_neon.h>

#include <cstring>

#include "nnue.h"

namespace banmen {
namespace {

constexpr int kLanes = 8;                       // int16 lanes per register
constexpr int kRegs = kHalfDims / kLanes;       // 32 registers hold one perspective
constexpr int kHalfRegs = kRegs / 2;            // the general update works on halves of 16
constexpr int kHalfWidth = kHalfRegs * kLanes;  // int16 lanes per half (128)

inline const int16_t* Row(const Weights& w, int32_t feature) {
  return w.ftWeights + size_t(feature) * kHalfDims;
}

// The usual deltas (1 out + 1 in, 2 out + 2 in) register by register, nothing kept live across
// rows, as the x86 kernels do: every row is read once, in a stream.
inline void Update11(int16_t* dst, const int16_t* src, const int16_t* r0, const int16_t* a0) {
  for (int k = 0; k < kRegs; ++k) {
    const int16x8_t s = vsubq_s16(vld1q_s16(src + kLanes * k), vld1q_s16(r0 + kLanes * k));
    vst1q_s16(dst + kLanes * k, vaddq_s16(s, vld1q_s16(a0 + kLanes * k)));
  }
}

inline void Update22(int16_t* dst, const int16_t* src, const int16_t* r0, const int16_t* r1,
                     const int16_t* a0, const int16_t* a1) {
  for (int k = 0; k < kRegs; ++k) {
    const int16x8_t out = vaddq_s16(vld1q_s16(r0 + kLanes * k), vld1q_s16(r1 + kLanes * k));
    const int16x8_t in = vaddq_s16(vld1q_s16(a0 + kLanes * k), vld1q_s16(a1 + kLanes * k));
    vst1q_s16(dst + kLanes * k, vaddq_s16(vsubq_s16(vld1q_s16(src + kLanes * k), out), in));
  }
}

// Any other delta on one half of the accumulator held in 16 registers (all 32 would leave none
// for the rows).
inline void ApplyHalf(int16_t* dst, const int16_t* src, const Weights& w, const int32_t* removed,
                      int nRemoved, const int32_t* added, int nAdded, int half) {
  const int off = half * kHalfWidth;
  int16x8_t r[kHalfRegs];
  for (int k = 0; k < kHalfRegs; ++k) r[k] = vld1q_s16(src + off + kLanes * k);
  for (int i = 0; i < nRemoved; ++i) {
    const int16_t* row = Row(w, removed[i]) + off;
    for (int k = 0; k < kHalfRegs; ++k) r[k] = vsubq_s16(r[k], vld1q_s16(row + kLanes * k));
  }
  for (int i = 0; i < nAdded; ++i) {
    const int16_t* row = Row(w, added[i]) + off;
    for (int k = 0; k < kHalfRegs; ++k) r[k] = vaddq_s16(r[k], vld1q_s16(row + kLanes * k));
  }
  for (int k = 0; k < kHalfRegs; ++k) vst1q_s16(dst + off + kLanes * k, r[k]);
}

void Update(int16_t* dst, const int16_t* src, const Weights& w, const int32_t* removed, int nRemoved,
            const int32_t* added, int nAdded) {
  if (nRemoved == 1 && nAdded == 1) return Update11(dst, src, Row(w, removed[0]), Row(w, added[0]));
  if (nRemoved == 2 && nAdded == 2)
    return Update22(dst, src, Row(w, removed[0]), Row(w, removed[1]), Row(w, added[0]), Row(w, added[1]));
  // The first half must not overwrite source lanes the second half still reads: the halves are
  // disjoint, so this also holds when dst == src.
  ApplyHalf(dst, src, w, removed, nRemoved, added, nAdded, 0);
  ApplyHalf(dst, src, w, removed, nRemoved, added, nAdded, 1);
}

void Refresh(int16_t* dst, const Weights& w, const int32_t* active, int nActive) {
  ApplyHalf(dst, w.ftBias, w, nullptr, 0, active, nActive, 0);
  ApplyHalf(dst, w.ftBias, w, nullptr, 0, active, nActive, 1);
}

// clamp(acc, 0, 127) to bytes: SQXTUN clamps to [0, 255] keeping the lane order, UMIN caps at 127.
inline void Transform(const int16_t* acc, uint8_t* out) {
  const uint8x16_t cap = vdupq_n_u8(127);
  for (int k = 0; k < kHalfDims / 16; ++k) {
    const uint8x16_t bytes =
        vqmovun_high_s16(vqmovun_s16(vld1q_s16(acc + 16 * k)), vld1q_s16(acc + 16 * k + 8));
    vst1q_u8(out + 16 * k, vminq_u8(bytes, cap));
  }
}

// Four input bytes repeated across the register (memcpy: no alignment or aliasing assumption).
inline int8x16_t Broadcast4(const uint8_t* p) {
  int32_t v;
  std::memcpy(&v, p, sizeof(v));
  return vreinterpretq_s8_s32(vdupq_n_s32(v));
}

// acc[0..7] (32 outputs) += one 4-input column block of 128 bytes; Dot::Add multiplies one
// register of it (4 outputs × 4 inputs) and adds each output's four products to its int32 lane.
template <class Dot>
inline void Madd4(int32x4_t acc[8], int8x16_t x4, const int8_t* block) {
  for (int j = 0; j < 8; ++j) acc[j] = Dot::Add(acc[j], x4, vld1q_s8(block + 16 * j));
}

// For every 8-bit mask, the positions of its set bits, in order (the rest padded with 0).
struct BitPositions {
  alignas(16) uint16_t at[256][8];
  constexpr BitPositions() : at() {
    for (int m = 0; m < 256; ++m)
      for (int b = 0, n = 0; b < 8; ++b)
        if (m & (1 << b)) at[m][n++] = static_cast<uint16_t>(b);
  }
};
constexpr BitPositions kBitPositions{};

// A bit per nonzero 4-byte chunk of 32 input bytes (chunk i → bit i).
inline unsigned ChunkMask(const uint8_t* p) {
  static const uint32_t kBitsLo[4] = {1, 2, 4, 8}, kBitsHi[4] = {16, 32, 64, 128};
  const uint32x4_t a = vreinterpretq_u32_u8(vld1q_u8(p)), b = vreinterpretq_u32_u8(vld1q_u8(p + 16));
  const uint32x4_t nonzeroA = vtstq_u32(a, a), nonzeroB = vtstq_u32(b, b);  // all ones where nonzero
  return vaddvq_u32(
      vorrq_u32(vandq_u32(nonzeroA, vld1q_u32(kBitsLo)), vandq_u32(nonzeroB, vld1q_u32(kBitsHi))));
}

// Lists the nonzero 4-byte chunks without a data-dependent branch (inputs change at every node,
// so a branch per chunk would mispredict often; see kernels_x86.h).
inline int NonzeroChunks(const uint8_t* input, uint16_t* out) {
  uint16x8_t base = vdupq_n_u16(0);
  const uint16x8_t eight = vdupq_n_u16(8);
  int count = 0;
  for (int g = 0; g < kL1Chunks / 8; ++g) {
    const unsigned mask = ChunkMask(input + 32 * g);
    vst1q_u16(out + count, vaddq_u16(base, vld1q_u16(kBitPositions.at[mask])));
    count += __builtin_popcount(mask);
    base = vaddq_u16(base, eight);
  }
  return count;
}

// First layer: only the nonzero 4-byte input chunks are multiplied (most of them in trained nets).
template <class Dot>
inline void SparseL1(const Weights& w, const uint8_t* input, int32x4_t acc[8]) {
  for (int j = 0; j < 8; ++j) acc[j] = vld1q_s32(w.l1Bias + 4 * j);
  uint16_t nonzero[kL1Chunks + 8];  // + 8: each group stores eight entries, some past the count
  const int n = NonzeroChunks(input, nonzero);
  for (int i = 0; i < n; ++i) {
    const int c = nonzero[i];
    Madd4<Dot>(acc, Broadcast4(input + 4 * c), w.l1Chunks + c * kL1Out * 4);
  }
}

template <class Dot>
inline void DenseL2(const Weights& w, const uint8_t* input, int32x4_t acc[8]) {
  for (int j = 0; j < 8; ++j) acc[j] = vld1q_s32(w.l2Bias + 4 * j);
  for (int c = 0; c < kL2Chunks; ++c) Madd4<Dot>(acc, Broadcast4(input + 4 * c), w.l2Chunks + c * kL2Out * 4);
}

// clamp(x >> 6, 0, 127) of 32 int32 to bytes: SSHR, SQXTN to int16, SQXTUN to uint8, UMIN 127.
// Saturating before the final clamp changes nothing: anything past int16 is past 127 too.
inline void ClippedRelu(const int32x4_t acc[8], uint8_t* out) {
  const uint8x16_t cap = vdupq_n_u8(127);
  for (int h = 0; h < 2; ++h) {
    const int32x4_t* a = acc + 4 * h;
    const int16x8_t w0 =
        vqmovn_high_s32(vqmovn_s32(vshrq_n_s32(a[0], kWeightShift)), vshrq_n_s32(a[1], kWeightShift));
    const int16x8_t w1 =
        vqmovn_high_s32(vqmovn_s32(vshrq_n_s32(a[2], kWeightShift)), vshrq_n_s32(a[3], kWeightShift));
    vst1q_u8(out + 16 * h, vminq_u8(vqmovun_high_s16(vqmovun_s16(w0), w1), cap));
  }
}

// Σ h2[i] · outRow[i] over the 32 hidden values (each product fits int16; sums widen to int32).
inline int32_t OutputDot(const uint8_t* h2, const int8_t* row) {
  int32x4_t sum = vdupq_n_s32(0);
  for (int k = 0; k < 2; ++k) {
    const int8x16_t x = vreinterpretq_s8_u8(vld1q_u8(h2 + 16 * k)), r = vld1q_s8(row + 16 * k);
    sum = vpadalq_s16(sum, vmull_s8(vget_low_s8(x), vget_low_s8(r)));
    sum = vpadalq_s16(sum, vmull_high_s8(x, r));
  }
  return vaddvq_s32(sum);
}

template <class Dot>
int32_t Propagate(const Weights& w, const int16_t* us, const int16_t* them) {
  alignas(16) uint8_t input[kL1In];
  Transform(us, input);
  Transform(them, input + kHalfDims);
  int32x4_t acc[8];
  alignas(16) uint8_t h1[kL1Out], h2[kL2Out];
  SparseL1<Dot>(w, input, acc);
  ClippedRelu(acc, h1);
  DenseL2<Dot>(w, h1, acc);
  ClippedRelu(acc, h2);
  return static_cast<int32_t>(static_cast<uint32_t>(w.outBias) +
                              static_cast<uint32_t>(OutputDot(h2, w.outRow)));
}

}  // namespace
}  // namespace banmen

#endif  // BANMEN_KERNELS_NEON_H
