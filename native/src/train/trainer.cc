// The trainer's batches, Adam and data handling (design in trainer.h).
#include "trainer.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <numeric>
#include <random>
#include <thread>

#include "packed_sfen.h"

namespace banmen {
namespace train {
namespace {

constexpr double kScoreScale = 600.0;

// Both king squares of a packed record (its bits 1..14: Black's king, then White's).
inline uint32_t KingKey(const uint8_t* record) {
  return ((record[0] | record[1] << 8) >> 1) & 0x3fff;
}

}  // namespace

bool RecordFeatures(const uint8_t* record, int32_t* features, int* stm, bool mirror) {
  SfenPosition pos;
  if (!DecodePackedSfen(record, &pos)) return false;
  if (mirror) MirrorFiles(&pos);
  *stm = pos.sideToMove;
  return HalfKpFeatures(pos, 0, features) && HalfKpFeatures(pos, 1, features + kActive);
}

Trainer::Trainer(const Shape& shape, uint64_t seed, int threads)
    : shape_(shape),
      layout_(shape),
      threads_(std::max(1, threads)),
      kernels_(CpuRunsAvx2Fma() ? &Avx2TrainKernels() : &ScalarTrainKernels()) {
  const size_t h = shape.h;
  ft_.assign(kFtRows * h, 0.f);
  ftBias_.assign(h, 0.5f);  // accumulators start in the clipped ReLU's linear part
  dense_.assign(layout_.size, 0.f);
  std::mt19937_64 rng(seed);
  // HalfKP rows small (38 of them add up), factor rows zero; dense layers ~ 1/sqrt(fan-in).
  // Uniform from a xorshift: 32 M draws of std::normal_distribution took 1.5 s.
  const float ftRange = 0.1f * std::sqrt(3.f / kActive);
  uint64_t x = seed * 0x9E3779B97F4A7C15ull + 1;
  for (size_t i = 0; i < kHalfKpRows * h; ++i) {
    x ^= x << 13, x ^= x >> 7, x ^= x << 17;
    ft_[i] = ftRange * (static_cast<float>(x >> 40) * (2.f / 16777216.f) - 1.f);
  }
  std::uniform_real_distribution<float> u1(-1.f, 1.f);
  const float s1 = 1.f / std::sqrt(2.f * shape.h), s2 = 1.f / std::sqrt(static_cast<float>(shape.l1));
  for (size_t i = 0; i < layout_.b1 - layout_.w1; ++i) dense_[layout_.w1 + i] = s1 * u1(rng);
  for (size_t i = 0; i < layout_.b2 - layout_.w2; ++i) dense_[layout_.w2 + i] = s2 * u1(rng);
  for (int i = 0; i < shape.l1; ++i) dense_[layout_.b1 + i] = 0.5f;
  for (int i = 0; i < shape.l2; ++i) dense_[layout_.b2 + i] = 0.5f;
  for (int i = 0; i < shape.l2; ++i) dense_[layout_.w3 + i] = 0.1f * u1(rng);
  ftM_.assign(ft_.size(), 0.f);
  ftV_.assign(ft_.size(), 0.f);
  biasM_.assign(h, 0.f);
  biasV_.assign(h, 0.f);
  denseM_.assign(dense_.size(), 0.f);
  denseV_.assign(dense_.size(), 0.f);
  idOf_.assign(kFtRows, -1);
}

bool Trainer::SetKernel(const std::string& name) {
  if (name == "scalar")
    kernels_ = &ScalarTrainKernels();
  else if ((name == "avx2" || name == "best") && CpuRunsAvx2Fma())
    kernels_ = &Avx2TrainKernels();
  else if (name == "best")
    kernels_ = &ScalarTrainKernels();
  else
    return false;
  return true;
}

int64_t Trainer::CheckRecords(const uint8_t* records, size_t n) {
  int32_t f[kSampleFeatures];
  int stm;
  for (size_t i = 0; i < n; ++i)
    if (!RecordFeatures(records + i * kRecordBytes, f, &stm)) return static_cast<int64_t>(i);
  return -1;
}

int64_t Trainer::AddData(const uint8_t* records, size_t n) {
  const int64_t bad = CheckRecords(records, n);
  if (bad >= 0) return bad;
  data_.insert(data_.end(), records, records + n * kRecordBytes);
  return -1;
}

float Trainer::Target(const uint8_t* record, double lambda) const {
  // Both labels are from the side to move's point of view, like the net's output.
  const RecordLabel label = ReadLabel(record);
  const double fromScore = 1.0 / (1.0 + std::exp(-label.score / kScoreScale));
  const double fromResult = (std::max(-1, std::min(1, static_cast<int>(label.result))) + 1) / 2.0;
  return static_cast<float>(lambda * fromScore + (1 - lambda) * fromResult);
}

void Trainer::ParallelFor(int tasks, const std::function<void(int)>& fn) const {
  // Threads per call: a batch lasts milliseconds, a thread start microseconds.
  std::vector<std::thread> pool;
  for (int t = 1; t < tasks; ++t) pool.emplace_back(fn, t);
  fn(0);
  for (auto& th : pool) th.join();
}

bool Trainer::Mirrored(uint32_t index) const {
  if (mirrorBelow_ == 0) return false;
  // Why a hash of (index, epoch salt): each epoch reflects a fresh, reproducible share of records.
  uint64_t z = (index + mirrorSalt_) * 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return (z ^ (z >> 31)) < mirrorBelow_;
}

double Trainer::TrainEpoch(const TrainOptions& opt,
                           const std::function<void(size_t, size_t, double)>& progress) {
  const size_t total = DataSize();
  const double share = std::clamp(opt.mirror, 0.0, 1.0);
  mirrorBelow_ = share >= 1.0 ? ~0ull : static_cast<uint64_t>(share * 18446744073709551616.0);
  mirrorSalt_ = opt.shuffleSeed << 32;
  halfKpLr_ = static_cast<float>(opt.halfKpLr);
  std::vector<uint32_t> order(total);
  std::iota(order.begin(), order.end(), 0u);
  std::mt19937_64 rng(opt.shuffleSeed);
  std::shuffle(order.begin(), order.end(), rng);
  double lossSum = 0;
  for (size_t done = 0; done < total;) {
    const int n = static_cast<int>(std::min<size_t>(opt.batch, total - done));
    // Within a batch the order does not change the gradient; grouped by king squares, consecutive
    // positions share feature rows (king square x piece), which then come from cache.
    std::sort(order.begin() + done, order.begin() + done + n, [&](uint32_t a, uint32_t b) {
      return KingKey(&data_[static_cast<size_t>(a) * kRecordBytes]) <
             KingKey(&data_[static_cast<size_t>(b) * kRecordBytes]);
    });
    lossSum += RunBatch(data_.data(), order.data() + done, n, opt.lambda, true, opt.lr);
    done += n;
    if (progress) progress(done, total, lossSum / done);
  }
  mirrorBelow_ = 0;  // gradient checks and evaluation see the records as they are
  halfKpLr_ = 1.f;
  return total ? lossSum / total : 0.0;
}

double Trainer::Evaluate(const uint8_t* records, size_t n, double lambda, float* out) {
  const NetView net{shape_, ft_.data(), ftBias_.data(), dense_.data(), false};
  const int T = threads_;
  std::vector<double> lossOf(T, 0.0);
  ParallelFor(T, [&](int t) {
    Scratch sc;
    sc.Resize(shape_);
    int32_t f[kSampleFeatures];
    double loss = 0;
    for (size_t i = n * t / T; i < n * (t + 1) / T; ++i) {
      const uint8_t* rec = records + i * kRecordBytes;
      SampleIn in{f, 0, Target(rec, lambda)};
      RecordFeatures(rec, f, &in.stm);
      float y;
      loss += kernels_->sample(net, in, 0.f, &sc, nullptr, nullptr, &y);
      if (out) out[i] = static_cast<float>(y * kScoreScale);
    }
    lossOf[t] = loss;
  });
  return n ? std::accumulate(lossOf.begin(), lossOf.end(), 0.0) / n : 0.0;
}

void Trainer::CoalescedFt(float* out) const {
  const size_t h = shape_.h;
  for (size_t f = 0; f < static_cast<size_t>(kHalfKpRows); ++f) {
    const float* r = &ft_[f * h];
    const float* p = &ft_[static_cast<size_t>(FactorP(static_cast<int>(f))) * h];
    const float* k = &ft_[static_cast<size_t>(FactorK(static_cast<int>(f))) * h];
    const int rel = FactorR(static_cast<int>(f));
    const float* q = rel < 0 ? nullptr : &ft_[static_cast<size_t>(rel) * h];
    for (size_t j = 0; j < h; ++j) out[f * h + j] = r[j] + p[j] + k[j] + (q ? q[j] : 0.f);
  }
}

void Trainer::Import(const float* halfKp, const float* ftBias, const float* dense) {
  std::copy(halfKp, halfKp + kHalfKpRows * shape_.h, ft_.begin());
  std::fill(ft_.begin() + kHalfKpRows * shape_.h, ft_.end(), 0.f);
  ImportRest(ftBias, dense);
}

void Trainer::ImportRows(const float* rows, const float* ftBias, const float* dense) {
  std::copy(rows, rows + ft_.size(), ft_.begin());
  ImportRest(ftBias, dense);
}

void Trainer::ImportRest(const float* ftBias, const float* dense) {
  std::copy(ftBias, ftBias + shape_.h, ftBias_.begin());
  std::copy(dense, dense + layout_.size, dense_.begin());
  for (auto* v : {&ftM_, &ftV_, &biasM_, &biasV_, &denseM_, &denseV_}) std::fill(v->begin(), v->end(), 0.f);
  step_ = 0;
}

}  // namespace train
}  // namespace banmen
