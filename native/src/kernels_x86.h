// The 256-bit x86 kernels, written once and compiled twice: by kernels_avx2.cc with -mavx2 and by
// kernels_vnni.cc with AVX-512 VNNI enabled. The translation units differ only in the `Dot`
// policy that multiplies four u8 inputs by a 4-input column block (VPMADDUBSW + VPMADDWD + VPADDD,
// or one VPDPBUSD). Everything here has internal linkage (anonymous namespace) so that each
// translation unit keeps its own copy, compiled with its own instruction set: a shared inline
// function would let the linker pick the VNNI copy for CPUs without VNNI.
//   accumulator: VPADDW/VPSUBW over 16 ymm registers (256 int16 lanes);
//   clipped ReLU: VPACKSSDW/VPACKSSWB and VPMAXSB;
//   first layer: sparse input, only the nonzero 4-byte input chunks are multiplied.
// Both policies give bit-identical sums: with inputs ≤ 127, VPMADDUBSW never saturates
// (|pair| ≤ 2·127·128 = 32512), so both compute the exact 4-product sum added with int32 wrapping.
#ifndef BANMEN_KERNELS_X86_H
#define BANMEN_KERNELS_X86_H

#include <immintrin.h>
#if defined(_MSC_VER) && !defined(__clang__)
#include <intrin.h>
#endif

#include <cstring>

#include "nnue.h"

namespace banmen {
namespace {

constexpr int kRegs = kHalfDims / 16;  // 16 ymm registers hold one perspective

// Set bits of a mask (POPCNT: every AVX2 CPU has it, and binding.gyp passes -mpopcnt).
inline int PopCount(unsigned mask) {
#if defined(_MSC_VER) && !defined(__clang__)
  return static_cast<int>(__popcnt(mask));
#else
  return __builtin_popcount(mask);
#endif
}

inline __m256i Load(const void* p) {
  return _mm256_loadu_si256(static_cast<const __m256i*>(p));
}
inline void Store(void* p, __m256i v) {
  _mm256_storeu_si256(static_cast<__m256i*>(p), v);
}

// Four input bytes repeated across the register (memcpy: no aliasing or alignment assumption;
// compilers turn it into one VPBROADCASTD from memory, where copying the input first would not).
inline __m256i Broadcast4(const uint8_t* p) {
  int32_t v;
  std::memcpy(&v, p, sizeof(v));
  return _mm256_set1_epi32(v);
}

inline const int16_t* Row(const Weights& w, int32_t feature) {
  return w.ftWeights + size_t(feature) * kHalfDims;
}

// The usual deltas (a piece moved: 1 out, 1 in; a capture: 2 out, 2 in) register by register: no
// accumulator array kept live across rows (GCC spills it), and every row's first cache lines are
// requested in the first iteration, so their fetches overlap (-40 ns per evaluation, README).
inline void Update11(int16_t* dst, const int16_t* src, const int16_t* r0, const int16_t* a0) {
  for (int k = 0; k < kRegs; ++k)
    Store(dst + 16 * k,
          _mm256_add_epi16(_mm256_sub_epi16(Load(src + 16 * k), Load(r0 + 16 * k)), Load(a0 + 16 * k)));
}

inline void Update22(int16_t* dst, const int16_t* src, const int16_t* r0, const int16_t* r1,
                     const int16_t* a0, const int16_t* a1) {
  for (int k = 0; k < kRegs; ++k) {
    const __m256i out = _mm256_add_epi16(Load(r0 + 16 * k), Load(r1 + 16 * k));
    const __m256i in = _mm256_add_epi16(Load(a0 + 16 * k), Load(a1 + 16 * k));
    Store(dst + 16 * k, _mm256_add_epi16(_mm256_sub_epi16(Load(src + 16 * k), out), in));
  }
}

void Update(int16_t* dst, const int16_t* src, const Weights& w, const int32_t* removed, int nRemoved,
            const int32_t* added, int nAdded) {
  if (nRemoved == 1 && nAdded == 1) return Update11(dst, src, Row(w, removed[0]), Row(w, added[0]));
  if (nRemoved == 2 && nAdded == 2)
    return Update22(dst, src, Row(w, removed[0]), Row(w, removed[1]), Row(w, added[0]), Row(w, added[1]));
  __m256i r[kRegs];
  for (int k = 0; k < kRegs; ++k) r[k] = Load(src + 16 * k);
  for (int i = 0; i < nRemoved; ++i) {
    const int16_t* row = w.ftWeights + size_t(removed[i]) * kHalfDims;
    for (int k = 0; k < kRegs; ++k) r[k] = _mm256_sub_epi16(r[k], Load(row + 16 * k));
  }
  for (int i = 0; i < nAdded; ++i) {
    const int16_t* row = w.ftWeights + size_t(added[i]) * kHalfDims;
    for (int k = 0; k < kRegs; ++k) r[k] = _mm256_add_epi16(r[k], Load(row + 16 * k));
  }
  for (int k = 0; k < kRegs; ++k) Store(dst + 16 * k, r[k]);
}

void Refresh(int16_t* dst, const Weights& w, const int32_t* active, int nActive) {
  Update(dst, w.ftBias, w, nullptr, 0, active, nActive);
}

// clamp(acc, 0, 127) to bytes. VPACKSSWB interleaves 128-bit lanes, VPERMQ restores the order.
inline void Transform(const int16_t* acc, uint8_t* out) {
  const __m256i zero = _mm256_setzero_si256();
  for (int k = 0; k < kHalfDims / 32; ++k) {
    __m256i packed = _mm256_packs_epi16(Load(acc + 32 * k), Load(acc + 32 * k + 16));
    Store(out + 32 * k, _mm256_permute4x64_epi64(_mm256_max_epi8(packed, zero), 0xD8));
  }
}

// acc += x4 (four u8 inputs broadcast) · one 4-input column block of 32 outputs.
template <class Dot>
inline void Madd4(__m256i acc[4], __m256i x4, const int8_t* col) {
  for (int k = 0; k < 4; ++k) acc[k] = Dot::Add(acc[k], x4, Load(col + 32 * k));
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

// Lists the nonzero 4-byte chunks of the input without a data-dependent branch: the loop over them
// then ends with one mispredicted branch, not one per group of eight as a bit-scan loop does (with
// inputs that change at every node, those mispredictions cost more than the arithmetic).
inline int NonzeroChunks(const uint8_t* input, uint16_t* out) {
  const __m256i zero = _mm256_setzero_si256();
  __m128i base = _mm_setzero_si128();
  const __m128i eight = _mm_set1_epi16(8);
  int count = 0;
  for (int g = 0; g < kL1Chunks / 8; ++g) {
    // A chunk of four bytes ≤ 127 is a positive int32 exactly when it is nonzero.
    const unsigned mask = static_cast<unsigned>(
        _mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpgt_epi32(Load(input + 32 * g), zero))));
    const __m128i pos = _mm_load_si128(reinterpret_cast<const __m128i*>(kBitPositions.at[mask]));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(out + count), _mm_add_epi16(base, pos));
    count += PopCount(mask);
    base = _mm_add_epi16(base, eight);
  }
  return count;
}

// First layer: skip the 4-byte input chunks that are all zero (most of them in trained nets).
template <class Dot>
inline void SparseL1(const Weights& w, const uint8_t* input, __m256i acc[4]) {
  for (int k = 0; k < 4; ++k) acc[k] = Load(w.l1Bias + 8 * k);
  uint16_t nonzero[kL1Chunks + 8];  // + 8: each group stores eight entries, some past the count
  const int n = NonzeroChunks(input, nonzero);
  for (int i = 0; i < n; ++i) {
    const int c = nonzero[i];
    Madd4<Dot>(acc, Broadcast4(input + 4 * c), w.l1Chunks + c * kL1Out * 4);
  }
}

template <class Dot>
inline void DenseL2(const Weights& w, const uint8_t* input, __m256i acc[4]) {
  for (int k = 0; k < 4; ++k) acc[k] = Load(w.l2Bias + 8 * k);
  for (int c = 0; c < kL2Chunks; ++c) Madd4<Dot>(acc, Broadcast4(input + 4 * c), w.l2Chunks + c * kL2Out * 4);
}

// clamp(x >> 6, 0, 127) of 32 int32 to bytes; VPERMD undoes the lane interleaving of the packs.
inline void ClippedRelu(const __m256i acc[4], uint8_t* out) {
  const __m256i zero = _mm256_setzero_si256();
  const __m256i order = _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7);
  __m256i w0 = _mm256_srai_epi16(_mm256_packs_epi32(acc[0], acc[1]), kWeightShift);
  __m256i w1 = _mm256_srai_epi16(_mm256_packs_epi32(acc[2], acc[3]), kWeightShift);
  __m256i bytes = _mm256_max_epi8(_mm256_packs_epi16(w0, w1), zero);
  Store(out, _mm256_permutevar8x32_epi32(bytes, order));
}

template <class Dot>
int32_t Propagate(const Weights& w, const int16_t* us, const int16_t* them) {
  alignas(32) uint8_t input[kL1In];
  Transform(us, input);
  Transform(them, input + kHalfDims);
  __m256i acc[4];
  alignas(32) uint8_t h1[kL1Out], h2[kL2Out];
  SparseL1<Dot>(w, input, acc);
  ClippedRelu(acc, h1);
  DenseL2<Dot>(w, h1, acc);
  ClippedRelu(acc, h2);
  __m256i sum = Dot::Add(_mm256_setzero_si256(), Load(h2), Load(w.outRow));
  __m128i s = _mm_add_epi32(_mm256_castsi256_si128(sum), _mm256_extracti128_si256(sum, 1));
  s = _mm_add_epi32(s, _mm_shuffle_epi32(s, 0x4E));
  s = _mm_add_epi32(s, _mm_shuffle_epi32(s, 0xB1));
  return static_cast<int32_t>(static_cast<uint32_t>(w.outBias) + static_cast<uint32_t>(_mm_cvtsi128_si32(s)));
}

}  // namespace
}  // namespace banmen

#endif  // BANMEN_KERNELS_X86_H
