// The trainer's per-position arithmetic, included by train_kernels_avx2.cc (compiled with -mavx2
// -mfma) and train_kernels_scalar.cc (the default target), each with its own TRAIN_KERNELS_NS.
// Plain loops over contiguous floats that the compiler vectorises; reductions are allowed to be
// reassociated (the training targets build with -fassociative-math), so sums may differ between
// the two builds in the last bits.
#include <algorithm>
#include <cmath>
#include <cstring>

#if defined(__AVX2__)
#include <immintrin.h>
#endif

#include "float_net.h"

namespace banmen {
namespace train {
namespace TRAIN_KERNELS_NS {

inline float Clip01(float v) {
  return v < 0.f ? 0.f : (v > 1.f ? 1.f : v);
}

// log(1 + e^v) without overflow.
inline double Softplus(double v) {
  return v > 0 ? v + std::log1p(std::exp(-v)) : std::log1p(std::exp(v));
}

// t log t + (1 - t) log(1 - t), 0 at t = 0 and 1: subtracted so a perfect fit has loss 0.
inline double NegEntropy(double t) {
  double s = 0;
  if (t > 0) s += t * std::log(t);
  if (t < 1) s += (1 - t) * std::log(1 - t);
  return s;
}

#define BANMEN_TRAIN_ROWS_NS_GUARD
#include "train_rows.h"
#undef BANMEN_TRAIN_ROWS_NS_GUARD

// acc = bias + sum of the perspective's HalfKP rows, their P and R rows, and 38 x its K row (or the
// coalesced rows, which hold all of these).
void Accumulate(const NetView& net, const int32_t* f, float* __restrict acc) {
  const int h = net.shape.h;
  auto row = [&](int r) { return net.ft + static_cast<size_t>(r) * h; };
  if (net.coalesced) return SumPairs(net.ft, f, kActive, net.ftBias, h, acc);
  std::memcpy(acc, net.ftBias, sizeof(float) * h);
  for (int i = 0; i < kActive; ++i) {
    const int r = FactorR(f[i]);
    if (r >= 0)
      AddThreeRows(acc, row(f[i]), row(FactorP(f[i])), row(r), h);
    else
      AddTwoRows(acc, row(f[i]), row(FactorP(f[i])), h);
  }
  AddRow(acc, row(FactorK(f[0])), kKingWeight, h);
}

// out = b + sum over the nonzero inputs of x[i] w[i] (input-major weights); their indices go to
// `idx` for the backward pass. Returns how many there are.
inline int Affine(const float* __restrict x, int in, const float* __restrict w, const float* __restrict b,
                  int out, float* __restrict y, int32_t* __restrict idx) {
  const int count = NonZero(x, in, idx);
  AffineListed(x, idx, count, w, b, out, y);
  return count;
}

// Backward through an affine layer: dW += x dy^T (the nonzero x listed in idx), db += dy, and, where
// `pass` is inside (0, 1) (the clipped ReLU that produced x), dx = W dy; 0 elsewhere (wt: W
// transposed, or null).
void AffineBack(const float* __restrict x, const int32_t* idx, int count, const float* __restrict pass,
                int in, const float* __restrict w, const float* __restrict wt, const float* __restrict dy,
                int out, float* __restrict dw, float* __restrict db, float* __restrict dx) {
  for (int o = 0; o < out; ++o) db[o] += dy[o];
  AddOuterListed(x, idx, count, dy, out, dw);
  BackInputs(w, wt, dy, pass, in, out, dx);
}

double Sample(const NetView& net, const SampleIn& in, float scale, Scratch* sc, GradSink* grads, float* dacc,
              float* yOut) {
  const Shape& s = net.shape;
  const DenseLayout L(s);
  const float* d = net.dense;
  float* acc = sc->acc;  // Black's h, then White's
  Accumulate(net, in.features, acc);
  Accumulate(net, in.features + kActive, acc + s.h);
  // Raw accumulators in stm-first order (for the clipped ReLU's pass test), then clipped inputs.
  const float* us = acc + in.stm * s.h;
  const float* them = acc + (1 - in.stm) * s.h;
  float* x = sc->x;
  float* raw = sc->dx;  // borrowed until the backward pass
  for (int j = 0; j < s.h; ++j) {
    raw[j] = us[j];
    raw[s.h + j] = them[j];
    x[j] = Clip01(us[j]);
    x[s.h + j] = Clip01(them[j]);
  }
  const int n1 = Affine(x, 2 * s.h, d + L.w1, d + L.b1, s.l1, sc->h1, sc->nz1);
  for (int o = 0; o < s.l1; ++o) sc->a1[o] = Clip01(sc->h1[o]);
  const int n2 = Affine(sc->a1, s.l1, d + L.w2, d + L.b2, s.l2, sc->h2, sc->nz2);
  for (int o = 0; o < s.l2; ++o) sc->a2[o] = Clip01(sc->h2[o]);
  float y = d[L.b3];
  for (int k = 0; k < s.l2; ++k) y += sc->a2[k] * d[L.w3 + k];
  if (yOut) *yOut = y;
  const double t = in.target;
  const double loss = t * Softplus(-y) + (1 - t) * Softplus(y) + NegEntropy(t);
  if (!grads) return loss;

  const float dy = static_cast<float>((1.0 / (1.0 + std::exp(-static_cast<double>(y))) - t)) * scale;
  float* g = grads->dense;
  g[L.b3] += dy;
  for (int k = 0; k < s.l2; ++k) {
    g[L.w3 + k] += dy * sc->a2[k];
    sc->d2[k] = (sc->h2[k] > 0.f && sc->h2[k] < 1.f) ? dy * d[L.w3 + k] : 0.f;
  }
  const float* t1 = net.transposed;
  const float* t2 = t1 ? t1 + 2 * s.h * s.l1 : nullptr;
  AffineBack(sc->a1, sc->nz2, n2, sc->h1, s.l1, d + L.w2, t2, sc->d2, s.l2, g + L.w2, g + L.b2, sc->d1);
  // d1 now holds dL/dh1 (zero outside the clipped ReLU's linear part).
  float* dxs = sc->acc;  // the accumulators are no longer needed: dL/dx in stm-first order
  AffineBack(x, sc->nz1, n1, raw, 2 * s.h, d + L.w1, t1, sc->d1, s.l1, g + L.w1, g + L.b1, dxs);
  float* dUs = dacc + in.stm * s.h;
  float* dThem = dacc + (1 - in.stm) * s.h;
  for (int j = 0; j < s.h; ++j) {
    dUs[j] = dxs[j];
    dThem[j] = dxs[s.h + j];
    grads->ftBias[j] += dxs[j] + dxs[s.h + j];
  }
  return loss;
}

void Adam(float* __restrict w, float* __restrict m, float* __restrict v, const float* __restrict g, int n,
          const AdamStep& st) {
  const float b1 = st.beta1, b2 = st.beta2, lr = st.lr, eps = st.eps;
  for (int j = 0; j < n; ++j) {
    const float gj = g[j];
    const float mj = b1 * m[j] + (1.f - b1) * gj;
    const float vj = b2 * v[j] + (1.f - b2) * gj * gj;
    m[j] = mj;
    v[j] = vj;
    w[j] -= lr * mj / (std::sqrt(vj) + eps);
  }
  if (st.clip > 0)
    for (int j = 0; j < n; ++j) w[j] = std::min(st.clip, std::max(-st.clip, w[j]));
}

}  // namespace TRAIN_KERNELS_NS
}  // namespace train
}  // namespace banmen
