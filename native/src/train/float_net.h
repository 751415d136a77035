// The float network the trainer optimises, and the per-position arithmetic (train_kernels_impl.h).
//
// Shape: HalfKP + factor features -> H (shared by both perspectives) -> clipped ReLU on [0, 1],
// side to move first -> L1 -> clipped ReLU -> L2 -> clipped ReLU -> 1. YaneuraOu's
// halfkp_256x2-32-32 is H = 256, L1 = L2 = 32; the gradient check uses a tiny shape.
// Units follow the quantisation (export in src-main/tune/nnue-train/quantise.ts): an accumulator
// of 1.0 is int16 127, hidden weights are int8 w * 64, and the output y is eval / 600, so that the
// loss is on sigmoid(y) and the engine's score is 600 y.
//
// Feature-transformer rows: 125388 HalfKP rows (king square x BonaPiece), then the factorizer's
// virtual rows, which the export adds into every HalfKP row they belong to:
//   P: 1548 rows, the BonaPiece without its king (active with every HalfKP feature of that piece);
//   K: 81 rows, the perspective's king square, active with weight 38 (once per HalfKP feature:
//     every position has exactly 38, missing pieces counting as BonaPiece 0);
//   R: 18 x 17 x 17 rows, a board piece's kind (friend/enemy pawn ... dragon: the BonaPiece board
//     block, (bp - 90) / 81) and its file and rank offsets from the king, -8..8 (king-relative,
//     YaneuraOu's HalfRelativeKP idea). Pieces in hand have no R row.
#ifndef BANMEN_TRAIN_FLOAT_NET_H
#define BANMEN_TRAIN_FLOAT_NET_H

#include <cstddef>
#include <cstdint>

namespace banmen {
namespace train {

constexpr int kFeEnd = 1548;
constexpr int kHalfKpRows = 81 * kFeEnd;
constexpr int kFeHandEnd = 90;                  // first board BonaPiece
constexpr int kFactorP = kHalfKpRows;           // first P row
constexpr int kFactorK = kHalfKpRows + kFeEnd;  // first K row
constexpr int kFactorR = kFactorK + 81;         // first R row
constexpr int kRelative = 17 * 17;              // king-relative offsets per piece kind
constexpr int kFtRows = kFactorR + 18 * kRelative;
constexpr int kActive = 38;                   // HalfKP features per perspective
constexpr int kSampleFeatures = 2 * kActive;  // both perspectives, Black's first
constexpr float kKingWeight = static_cast<float>(kActive);

// The factor rows of HalfKP feature f (R: -1 for a piece in hand or a missing piece).
inline int FactorP(int f) {
  return kFactorP + f % kFeEnd;
}
inline int FactorK(int f) {
  return kFactorK + f / kFeEnd;
}
inline int FactorR(int f) {
  const int bp = f % kFeEnd - kFeHandEnd, k = f / kFeEnd;
  if (bp < 0) return -1;
  const int sq = bp % 81;
  return kFactorR + (bp / 81) * kRelative + (sq / 9 - k / 9 + 8) * 17 + (sq % 9 - k % 9 + 8);
}

struct Shape {
  int h = 256, l1 = 32, l2 = 32;
};

// Offsets into the flat dense-parameter array. Weights are input-major (w[i * out + o]).
struct DenseLayout {
  size_t w1, b1, w2, b2, w3, b3, size;
  explicit DenseLayout(const Shape& s) {
    w1 = 0;
    b1 = w1 + static_cast<size_t>(2 * s.h) * s.l1;
    w2 = b1 + s.l1;
    b2 = w2 + static_cast<size_t>(s.l1) * s.l2;
    w3 = b2 + s.l2;
    b3 = w3 + s.l2;
    size = b3 + 1;
  }
};

// Read-only view of the parameters for one forward pass.
struct NetView {
  Shape shape;
  const float* ft;      // kFtRows x h, or coalesced rows
  const float* ftBias;  // h
  const float* dense;   // DenseLayout
  // The features index rows that already include their factor rows (K included: once per feature).
  bool coalesced;
  // The hidden weights transposed (w1 as [l1][2h], then w2 as [l2][l1]) for the backward pass, or null.
  const float* transposed = nullptr;
};

// One training position: features (Black's 38 then White's), side to move, target in [0, 1].
struct SampleIn {
  const int32_t* features;
  int stm;
  float target;
};

// Per-thread work space of a forward/backward pass (sized for a shape by Resize).
struct Scratch {
  float *acc, *x, *h1, *a1, *h2, *a2, *d1, *d2, *dx;
  int32_t *nz1, *nz2;  // indices of the nonzero inputs of the first and second layers
  float* storage = nullptr;
  int32_t* indexStorage = nullptr;
  void Resize(const Shape& s);
  ~Scratch();
};

// Gradient sinks of one thread: dense gradients (DenseLayout) and the feature-transformer bias.
struct GradSink {
  float* dense;
  float* ftBias;
};

// Adam hyper-parameters of one step, bias correction folded into lr.
struct AdamStep {
  float beta1, beta2, lr, eps, clip;  // clip <= 0: no clipping
};

// The arithmetic, compiled once per instruction set (train_kernels_avx2.cc, train_kernels_scalar.cc).
struct TrainKernels {
  const char* name;
  // Forward pass of one position: returns the loss (cross-entropy minus the target's entropy) and
  // the output y. With `grads`, also backpropagates with dL/dy scaled by `scale`: accumulates the
  // dense and bias gradients and writes dL/d(accumulator) by perspective (Black's h, then White's)
  // to `dacc`.
  double (*sample)(const NetView& net, const SampleIn& in, float scale, Scratch* sc, GradSink* grads,
                   float* dacc, float* y);
  // dst[0..n) += scale * src[0..n)
  void (*addRow)(float* dst, const float* src, float scale, int n);
  // dst[0..n) = hk + p + k + r (r may be null): a HalfKP row with its factor rows added.
  void (*coalesceRow)(float* dst, const float* hk, const float* p, const float* k, const float* r, int n);
  // dst[0..n) = the sum of base[rows[i] * stride ..] over i in order (0 when count is 0).
  void (*sumRows)(float* dst, const float* base, size_t stride, const int32_t* rows, int count, int n);
  // One Adam step on n parameters.
  void (*adam)(float* w, float* m, float* v, const float* g, int n, const AdamStep& step);
};

const TrainKernels& ScalarTrainKernels();
const TrainKernels& Avx2TrainKernels();
// Whether this build has the AVX2 kernels and the CPU runs them (AVX2 and FMA).
bool CpuRunsAvx2Fma();

}  // namespace train
}  // namespace banmen

#endif  // BANMEN_TRAIN_FLOAT_NET_H
