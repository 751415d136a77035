// SSE2 kernels (baseline on every x86-64 CPU, so no special compiler flag is needed).
// SSE2 has no PMADDUBSW, so the dense layers use int16 weight pairs with PMADDWD instead; the
// results are exact integer sums, identical to the scalar reference.
#include "nnue.h"

#if defined(__SSE2__) || defined(_M_X64) || (defined(_M_IX86_FP) && _M_IX86_FP >= 2)
#include <emmintrin.h>

#include <cstring>

namespace banmen {
namespace {

constexpr int kRegs = 16;              // xmm registers of int16 per half accumulator
constexpr int kHalfWidth = kRegs * 8;  // int16 lanes per half (128)

// Applies rows to one half of the accumulator held in registers (two halves fill 256 lanes).
inline void ApplyHalf(int16_t* dst, const int16_t* src, const Weights& w, const int32_t* removed,
                      int nRemoved, const int32_t* added, int nAdded, int half) {
  __m128i r[kRegs];
  const int off = half * kHalfWidth;
  for (int k = 0; k < kRegs; ++k) r[k] = _mm_loadu_si128(reinterpret_cast<const __m128i*>(src + off) + k);
  for (int i = 0; i < nRemoved; ++i) {
    auto row = reinterpret_cast<const __m128i*>(w.ftWeights + size_t(removed[i]) * kHalfDims + off);
    for (int k = 0; k < kRegs; ++k) r[k] = _mm_sub_epi16(r[k], _mm_loadu_si128(row + k));
  }
  for (int i = 0; i < nAdded; ++i) {
    auto row = reinterpret_cast<const __m128i*>(w.ftWeights + size_t(added[i]) * kHalfDims + off);
    for (int k = 0; k < kRegs; ++k) r[k] = _mm_add_epi16(r[k], _mm_loadu_si128(row + k));
  }
  for (int k = 0; k < kRegs; ++k) _mm_storeu_si128(reinterpret_cast<__m128i*>(dst + off) + k, r[k]);
}

void Update(int16_t* dst, const int16_t* src, const Weights& w, const int32_t* removed, int nRemoved,
            const int32_t* added, int nAdded) {
  ApplyHalf(dst, src, w, removed, nRemoved, added, nAdded, 0);
  ApplyHalf(dst, src, w, removed, nRemoved, added, nAdded, 1);
}

void Refresh(int16_t* dst, const Weights& w, const int32_t* active, int nActive) {
  ApplyHalf(dst, w.ftBias, w, nullptr, 0, active, nActive, 0);
  ApplyHalf(dst, w.ftBias, w, nullptr, 0, active, nActive, 1);
}

// clamp(acc, 0, 127) to bytes: PACKUSWB clamps to [0,255], PMINUB then caps at 127.
inline void Transform(const int16_t* acc, uint8_t* out) {
  const __m128i cap = _mm_set1_epi8(127);
  for (int k = 0; k < kHalfDims / 16; ++k) {
    __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i*>(acc) + 2 * k);
    __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i*>(acc) + 2 * k + 1);
    _mm_storeu_si128(reinterpret_cast<__m128i*>(out) + k, _mm_min_epu8(_mm_packus_epi16(a, b), cap));
  }
}

// Dense layer with 32 outputs on [in/2][out][2] int16 weights; pairs of zero inputs are skipped.
inline void Affine32(const int32_t* bias, const int16_t* pairs, const uint8_t* in, int nIn, __m128i acc[8]) {
  for (int k = 0; k < 8; ++k) acc[k] = _mm_loadu_si128(reinterpret_cast<const __m128i*>(bias) + k);
  for (int p = 0; p < nIn / 2; ++p) {
    const int a = in[2 * p], b = in[2 * p + 1];
    if ((a | b) == 0) continue;
    const __m128i x = _mm_set1_epi32(a | (b << 16));
    auto col = reinterpret_cast<const __m128i*>(pairs + p * 64);
    for (int k = 0; k < 8; ++k) acc[k] = _mm_add_epi32(acc[k], _mm_madd_epi16(x, _mm_loadu_si128(col + k)));
  }
}

// clamp(x >> 6, 0, 127) of 32 int32 to bytes, in order (SSE2 packs keep element order).
inline void ClippedRelu(const __m128i acc[8], uint8_t* out) {
  const __m128i cap = _mm_set1_epi8(127);
  for (int k = 0; k < 2; ++k) {
    __m128i w0 = _mm_packs_epi32(_mm_srai_epi32(acc[4 * k], kWeightShift),
                                 _mm_srai_epi32(acc[4 * k + 1], kWeightShift));
    __m128i w1 = _mm_packs_epi32(_mm_srai_epi32(acc[4 * k + 2], kWeightShift),
                                 _mm_srai_epi32(acc[4 * k + 3], kWeightShift));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(out) + k, _mm_min_epu8(_mm_packus_epi16(w0, w1), cap));
  }
}

int32_t Propagate(const Weights& w, const int16_t* us, const int16_t* them) {
  alignas(16) uint8_t input[kL1In];
  Transform(us, input);
  Transform(them, input + kHalfDims);
  __m128i acc[8];
  alignas(16) uint8_t h1[kL1Out], h2[kL2Out];
  Affine32(w.l1Bias, w.l1Pairs, input, kL1In, acc);
  ClippedRelu(acc, h1);
  Affine32(w.l2Bias, w.l2Pairs, h1, kL1Out, acc);
  ClippedRelu(acc, h2);
  int32_t sum = 0;
  for (int i = 0; i < kL2Out; ++i) sum += w.outRow[i] * h2[i];
  return static_cast<int32_t>(static_cast<uint32_t>(w.outBias) + static_cast<uint32_t>(sum));
}

const Kernels kSse2 = {"sse2", Update, Refresh, Propagate};

}  // namespace

const Kernels& Sse2Kernels() {
  return kSse2;
}

}  // namespace banmen

#else  // no SSE2 on this target: the "sse2" kernel is the scalar one

namespace banmen {
const Kernels& Sse2Kernels() {
  return ScalarKernels();
}
}  // namespace banmen

#endif
