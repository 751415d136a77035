// Portable reference kernels: plain loops, the same arithmetic as ts-backend.ts. Used on CPUs
// without SSE2/AVX2 (e.g. arm64) and by the tests as the yardstick for the SIMD kernels.
#include <cstring>

#include "nnue.h"

namespace banmen {
namespace {

// Wrapping int16 addition (the accumulator is int16 and must wrap like VPADDW/VPADDW).
inline int16_t Wrap16(int v) {
  return static_cast<int16_t>(static_cast<uint16_t>(v));
}

// Wrapping int32 addition: bias + products may exceed int32 with extreme random biases.
inline int32_t Add32(int32_t a, int32_t b) {
  return static_cast<int32_t>(static_cast<uint32_t>(a) + static_cast<uint32_t>(b));
}

void AddRow(int16_t* acc, const int16_t* row, int sign) {
  for (int j = 0; j < kHalfDims; ++j) acc[j] = Wrap16(acc[j] + sign * row[j]);
}

void Update(int16_t* dst, const int16_t* src, const Weights& w, const int32_t* removed, int nRemoved,
            const int32_t* added, int nAdded) {
  std::memmove(dst, src, sizeof(int16_t) * kHalfDims);
  for (int i = 0; i < nRemoved; ++i) AddRow(dst, w.ftWeights + size_t(removed[i]) * kHalfDims, -1);
  for (int i = 0; i < nAdded; ++i) AddRow(dst, w.ftWeights + size_t(added[i]) * kHalfDims, 1);
}

void Refresh(int16_t* dst, const Weights& w, const int32_t* active, int nActive) {
  std::memcpy(dst, w.ftBias, sizeof(int16_t) * kHalfDims);
  for (int i = 0; i < nActive; ++i) AddRow(dst, w.ftWeights + size_t(active[i]) * kHalfDims, 1);
}

inline uint8_t Clip(int v, int lo, int hi) {
  return static_cast<uint8_t>(v < lo ? lo : v > hi ? hi : v);
}

// Hidden layer on row-major int8 weights: clamp((b + W·x) >> 6, 0, 127).
void Hidden(const int32_t* bias, const int8_t* rows, const uint8_t* in, int nIn, int nOut, uint8_t* out) {
  for (int o = 0; o < nOut; ++o) {
    int32_t sum = 0;
    for (int i = 0; i < nIn; ++i) sum += rows[o * nIn + i] * in[i];
    out[o] = Clip(Add32(bias[o], sum) >> kWeightShift, 0, 127);
  }
}

// First layer over input-major weights, visiting only the nonzero inputs; the inner loop over the
// 32 outputs is plain enough for the compiler to vectorise (NEON on arm64).
void SparseL1(const Weights& w, const uint8_t* in, uint8_t* out) {
  int32_t sum[kL1Out] = {};
  for (int i = 0; i < kL1In; ++i) {
    const int x = in[i];
    if (x == 0) continue;
    const int8_t* col = w.l1Cols + i * kL1Out;
    for (int o = 0; o < kL1Out; ++o) sum[o] += x * col[o];
  }
  for (int o = 0; o < kL1Out; ++o) out[o] = Clip(Add32(w.l1Bias[o], sum[o]) >> kWeightShift, 0, 127);
}

int32_t Propagate(const Weights& w, const int16_t* us, const int16_t* them) {
  uint8_t input[kL1In];
  for (int j = 0; j < kHalfDims; ++j) {
    input[j] = Clip(us[j], 0, 127);
    input[kHalfDims + j] = Clip(them[j], 0, 127);
  }
  uint8_t h1[kL1Out], h2[kL2Out];
  SparseL1(w, input, h1);
  Hidden(w.l2Bias, w.l2Rows, h1, kL1Out, kL2Out, h2);
  int32_t sum = 0;
  for (int i = 0; i < kL2Out; ++i) sum += w.outRow[i] * h2[i];
  return Add32(w.outBias, sum);
}

const Kernels kScalar = {"scalar", Update, Refresh, Propagate};

}  // namespace

const Kernels& ScalarKernels() {
  return kScalar;
}

}  // namespace banmen
