// One mini-batch of the trainer (the steps in trainer.h): decode, list the rows the batch touches,
// coalesce, forward and backward per position, then the feature transformer's gradients with Adam
// row by row, and the dense layers.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <numeric>

#include "packed_sfen.h"
#include "trainer.h"

namespace banmen {
namespace train {
namespace {

constexpr float kBeta1 = 0.9f, kBeta2 = 0.999f, kEps = 1e-8f;
// Largest float weights whose quantised values fit int8: hidden layers x64, output x 600*16/127.
constexpr float kHiddenClip = 127.f / 64.f;
constexpr float kOutputClip = 127.f * 127.f / (600.f * 16.f);

// Coalesce a batch's rows when it has at most this many distinct HalfKP rows per position (of 76
// features): building a coalesced row reads 4 rows, the forward pass saves 2 reads per feature.
constexpr int kCoalesceShare = 8;

// Positions [first, end) of thread t of T when `count` are shared out.
std::pair<int, int> Share(int t, int T, int count) {
  return {static_cast<int>(int64_t{count} * t / T), static_cast<int>(int64_t{count} * (t + 1) / T)};
}

// How many rows ahead FtGradient asks for Adam's rows (parameters and moments) and for the factor
// rows' gradients (P and R: scattered over megabytes; the 81 K rows stay in cache). Measured on
// 200,000 gensfen positions: Adam 1 -> 3 rows ahead 47.1/50.1 k -> 50.5/50.3 k per CPU second, the
// factor rows 2 ahead (none before) 46.4/47.7 k -> 51.1/50.5 k, pairs run side by side.
constexpr size_t kAdamAhead = 3, kFactorAhead = 2;

// Asks for the cache lines of n floats (the rows Adam reads next are scattered over 400 MB).
inline void Prefetch(const float* p, int n) {
#if defined(__GNUC__) || defined(__clang__)
  for (int j = 0; j < n; j += 16) __builtin_prefetch(p + j, 1, 3);
#else
  (void)p, (void)n;
#endif
}

}  // namespace

double Trainer::RunBatch(const uint8_t* base, const uint32_t* order, int n, double lambda, bool update,
                         double lr) {
  DecodeBatch(base, order, n, lambda);
  ListRows();
  const bool coalesce = CoalesceRows(n);
  const double loss = RunPositions(n, coalesce);
  FtGradient(update, lr);
  if (update) DenseStep(lr);
  return loss;
}

void Trainer::DecodeBatch(const uint8_t* base, const uint32_t* order, int n, double lambda) {
  features_.resize(static_cast<size_t>(n) * kSampleFeatures);
  sides_.resize(n);
  targets_.resize(n);
  // The records were checked when they were added.
  ParallelFor(threads_, [&](int t) {
    for (auto [i, e] = Share(t, threads_, n); i < e; ++i) {
      const uint8_t* rec = base + static_cast<size_t>(order[i]) * kRecordBytes;
      RecordFeatures(rec, &features_[static_cast<size_t>(i) * kSampleFeatures], &sides_[i],
                     Mirrored(order[i]));
      targets_[i] = Target(rec, lambda);
    }
  });
}

void Trainer::ListRows() {
  // Every distinct HalfKP row gets an index u (in order of first use) and its P, K and R rows a
  // factor slot; then, for each u, the accumulators (position x perspective) it enters, in order.
  const size_t q = features_.size();
  compact_.resize(q);
  distinct_.clear();
  factorRows_.clear();
  auto factorSlot = [&](int32_t row) {
    if (idOf_[row] < 0) {
      idOf_[row] = static_cast<int32_t>(factorRows_.size());
      factorRows_.push_back(row);
    }
    return idOf_[row];
  };
  for (size_t i = 0; i < q; ++i) {
    const int32_t f = features_[i];
    if (idOf_[f] < 0) {
      const int32_t r = FactorR(f);
      idOf_[f] = static_cast<int32_t>(distinct_.size());
      distinct_.push_back({f, factorSlot(FactorP(f)), factorSlot(FactorK(f)), r < 0 ? -1 : factorSlot(r)});
    }
    compact_[i] = idOf_[f];
  }
  // The distinct HalfKP rows in row order, for Adam (FtGradient): a scan of the marks, not a sort.
  byRow_.clear();
  for (int32_t row = 0; row < kHalfKpRows; ++row)
    if (idOf_[row] >= 0) byRow_.push_back(idOf_[row]);
  for (const DistinctRow& d : distinct_) idOf_[d.row] = -1;
  for (const int32_t row : factorRows_) idOf_[row] = -1;
  occStart_.assign(distinct_.size() + 1, 0);
  for (size_t i = 0; i < q; ++i) ++occStart_[compact_[i] + 1];
  std::partial_sum(occStart_.begin(), occStart_.end(), occStart_.begin());
  occ_.resize(q);
  // A counting sort: each start moves up to its end as its entries are written, then all shift by one.
  for (size_t i = 0; i < q; ++i) occ_[occStart_[compact_[i]]++] = static_cast<int32_t>(i / kActive);
  std::rotate(occStart_.rbegin(), occStart_.rbegin() + 1, occStart_.rend());
  occStart_[0] = 0;
}

bool Trainer::CoalesceRows(int n) {
  // When the batch's positions share rows (a batch of 8192 gensfen positions touches about 1/15 as
  // many distinct HalfKP rows as features), each distinct row is coalesced with its factor rows
  // once, and the forward pass reads one row per feature instead of three.
  const size_t U = distinct_.size(), h = shape_.h;
  const bool coalesce = coalesce_ == 2 || (coalesce_ == 1 && U <= static_cast<size_t>(kCoalesceShare) * n);
  if (!coalesce) return false;
  coalesced_.resize(U * h);
  auto row = [&](int32_t r) { return &ft_[static_cast<size_t>(r) * h]; };
  ParallelFor(threads_, [&](int t) {
    for (auto [u, e] = Share(t, threads_, static_cast<int>(U)); u < e; ++u) {
      const DistinctRow& d = distinct_[u];
      if (u + 2 < e) Prefetch(row(distinct_[u + 2].row), static_cast<int>(h));
      const float* r = d.r < 0 ? nullptr : row(factorRows_[d.r]);
      kernels_->coalesceRow(&coalesced_[u * h], row(d.row), row(factorRows_[d.p]), row(factorRows_[d.k]), r,
                            static_cast<int>(h));
    }
  });
  return true;
}

double Trainer::RunPositions(int n, bool coalesce) {
  const int h = shape_.h, T = threads_;
  dacc_.resize(static_cast<size_t>(n) * 2 * h);
  threadDense_.resize(T);
  threadBias_.resize(T);
  std::vector<double> lossOf(T, 0.0);
  TransposeDense();
  const NetView net{shape_,         coalesce ? coalesced_.data() : ft_.data(),
                    ftBias_.data(), dense_.data(),
                    coalesce,       transposed_.data()};
  const std::vector<int32_t>& rows = coalesce ? compact_ : features_;
  const float scale = 1.f / n;
  ParallelFor(T, [&](int t) {
    threadDense_[t].assign(layout_.size, 0.f);
    threadBias_[t].assign(h, 0.f);
    GradSink sink{threadDense_[t].data(), threadBias_[t].data()};
    Scratch sc;
    sc.Resize(shape_);
    double loss = 0;
    for (auto [i, e] = Share(t, T, n); i < e; ++i) {
      const SampleIn in{&rows[static_cast<size_t>(i) * kSampleFeatures], sides_[i], targets_[i]};
      loss += kernels_->sample(net, in, scale, &sc, &sink, &dacc_[static_cast<size_t>(i) * 2 * h], nullptr);
    }
    lossOf[t] = loss;
  });
  return std::accumulate(lossOf.begin(), lossOf.end(), 0.0);
}

void Trainer::TransposeDense() {
  // Why: the backward pass then sums eight inputs' dot products at once, with no branch per input.
  const Shape& s = shape_;
  transposed_.resize(static_cast<size_t>(2 * s.h) * s.l1 + static_cast<size_t>(s.l1) * s.l2);
  auto transpose = [&](const float* w, int in, int out, float* wt) {
    for (int i = 0; i < in; ++i)
      for (int o = 0; o < out; ++o) wt[static_cast<size_t>(o) * in + i] = w[static_cast<size_t>(i) * out + o];
  };
  transpose(&dense_[layout_.w1], 2 * s.h, s.l1, transposed_.data());
  transpose(&dense_[layout_.w2], s.l1, s.l2, transposed_.data() + static_cast<size_t>(2 * s.h) * s.l1);
}

std::pair<int, int> Trainer::Columns(int t) const {
  const int h = shape_.h, width = ((h + threads_ - 1) / threads_ + 7) / 8 * 8;
  const int c0 = std::min(h, t * width);
  return {c0, std::min(h, c0 + width)};
}

void Trainer::FtGradient(bool update, double lr) {
  // By column ranges. A factor row's gradient is the sum of the gradients of the HalfKP rows it is
  // part of (the K row's too: it is active 38 times, once per HalfKP feature). Two passes:
  // (a) the distinct HalfKP rows in row order: each one's gradient is summed from its accumulators,
  //     kept, and its Adam step taken at once. Why row order: Adam's rows (parameters and both
  //     moments, three 128 MB tables) are then read in ascending addresses, and consecutive rows
  //     (same king square) enter the same positions, whose dL/d(accumulator) stay in cache;
  // (b) the kept gradients, in first-use order, added into their factor rows (the order in which
  //     every factor row's gradient has always been summed, so the nets stay bit for bit the same),
  //     then Adam on the factor rows.
  const size_t h = shape_.h, U = distinct_.size(), F = factorRows_.size();
  const double corr = std::sqrt(1 - std::pow(kBeta2, step_ + 1)) / (1 - std::pow(kBeta1, step_ + 1));
  const AdamStep ftStep{kBeta1, kBeta2, static_cast<float>(lr * corr), kEps, 0.f};
  // Why a slower HalfKP step: each of its 32 M rows is seen by few positions and memorises them,
  // while the factor rows (piece, king, relative placement) generalise; on small data they lead.
  const AdamStep halfKpStep{kBeta1, kBeta2, static_cast<float>(lr * corr * halfKpLr_), kEps, 0.f};
  factorGrad_.resize(F * h);
  if (!update) {
    rowOfSlot_.resize(U + F);
    for (size_t u = 0; u < U; ++u) rowOfSlot_[u] = distinct_[u].row;
    std::copy(factorRows_.begin(), factorRows_.end(), rowOfSlot_.begin() + U);
    grad_.resize((U + F) * h);
  }
  // The HalfKP rows' gradients (row u at u h): the coalesced rows are no longer needed.
  Floats& rowGrad = update ? coalesced_ : grad_;
  if (rowGrad.size() < U * h) rowGrad.resize(U * h);
  ParallelFor(threads_, [&](int t) {
    const auto [c0, c1] = Columns(t);
    const int w = c1 - c0;
    if (w <= 0) return;
    auto at = [&](auto& v, size_t r) { return &v[r * h + c0]; };
    auto param = [&](Floats& v, int32_t row) { return &v[static_cast<size_t>(row) * h + c0]; };
    for (size_t i = 0; i < U; ++i) {
      const int32_t u = byRow_[i];
      float* g = at(rowGrad, u);
      if (update && i + kAdamAhead < U)
        for (auto* v : {&ft_, &ftM_, &ftV_}) Prefetch(param(*v, distinct_[byRow_[i + kAdamAhead]].row), w);
      kernels_->sumRows(g, &dacc_[c0], h, &occ_[occStart_[u]], occStart_[u + 1] - occStart_[u], w);
      const int32_t row = distinct_[u].row;
      if (update) kernels_->adam(param(ft_, row), param(ftM_, row), param(ftV_, row), g, w, halfKpStep);
    }
    for (size_t s = 0; s < F; ++s) std::memset(at(factorGrad_, s), 0, sizeof(float) * w);
    for (size_t u = 0; u < U; ++u) {
      const DistinctRow& d = distinct_[u];
      const float* g = at(rowGrad, u);
      if (u + kFactorAhead < U) {
        const DistinctRow& e = distinct_[u + kFactorAhead];
        Prefetch(at(factorGrad_, e.p), w);
        if (e.r >= 0) Prefetch(at(factorGrad_, e.r), w);
      }
      kernels_->addRow(at(factorGrad_, d.p), g, 1.f, w);
      kernels_->addRow(at(factorGrad_, d.k), g, 1.f, w);
      if (d.r >= 0) kernels_->addRow(at(factorGrad_, d.r), g, 1.f, w);
    }
    for (size_t s = 0; s < F; ++s) {
      const int32_t row = factorRows_[s];
      if (update)
        kernels_->adam(param(ft_, row), param(ftM_, row), param(ftV_, row), at(factorGrad_, s), w, ftStep);
      else
        std::memcpy(at(grad_, U + s), at(factorGrad_, s), sizeof(float) * w);
    }
  });
  // The dense layers' gradients are summed here so that the gradient check sees them too.
  const int h32 = static_cast<int>(h);
  denseGrad_.assign(layout_.size, 0.f);
  biasGrad_.assign(h, 0.f);
  for (int t = 0; t < threads_; ++t) {
    kernels_->addRow(denseGrad_.data(), threadDense_[t].data(), 1.f, static_cast<int>(layout_.size));
    kernels_->addRow(biasGrad_.data(), threadBias_[t].data(), 1.f, h32);
  }
}

void Trainer::DenseStep(double lr) {
  // Adam on the dense layers (weights clipped to what int8 holds) and the feature-transformer bias.
  const double corr = std::sqrt(1 - std::pow(kBeta2, step_ + 1)) / (1 - std::pow(kBeta1, step_ + 1));
  ++step_;
  const float lrt = static_cast<float>(lr * corr);
  const DenseLayout& L = layout_;
  auto adam = [&](size_t from, size_t to, float clip) {
    kernels_->adam(&dense_[from], &denseM_[from], &denseV_[from], &denseGrad_[from],
                   static_cast<int>(to - from), AdamStep{kBeta1, kBeta2, lrt, kEps, clip});
  };
  adam(L.w1, L.b1, kHiddenClip);
  adam(L.b1, L.w2, 0.f);
  adam(L.w2, L.b2, kHiddenClip);
  adam(L.b2, L.w3, 0.f);
  adam(L.w3, L.b3, kOutputClip);
  adam(L.b3, L.size, 0.f);
  kernels_->adam(ftBias_.data(), biasM_.data(), biasV_.data(), biasGrad_.data(), shape_.h,
                 AdamStep{kBeta1, kBeta2, lrt, kEps, 0.f});
}

}  // namespace train
}  // namespace banmen
