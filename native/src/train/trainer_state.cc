// The trainer's gradient check and checkpoints (trainer.h).
//
// Checkpoint file (native byte order; a resume happens on the machine that trained):
//   8 bytes "BNMNNUE2", int32 h, l1, l2, int64 Adam step, int64 epochs done, then float arrays:
//   feature transformer (with factor rows), its bias, dense parameters, and the Adam moments
//   m and v of each in the same order. Written to <path>.tmp and renamed, so a crash mid-write
//   leaves the previous checkpoint.
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <numeric>
#include <random>

#include "packed_sfen.h"
#include "trainer.h"

namespace banmen {
namespace train {
namespace {

constexpr char kMagic[8] = {'B', 'N', 'M', 'N', 'N', 'U', 'E', '2'};  // 2: with the R rows

bool WriteAll(std::FILE* f, const void* p, size_t bytes) {
  return std::fwrite(p, 1, bytes, f) == bytes;
}
bool ReadAll(std::FILE* f, void* p, size_t bytes) {
  return std::fread(p, 1, bytes, f) == bytes;
}

}  // namespace

std::vector<GradPair> Trainer::GradientCheck(const uint8_t* records, size_t n, double lambda, int count,
                                             double eps, uint64_t seed) {
  std::vector<uint32_t> order(n);
  std::iota(order.begin(), order.end(), 0u);
  RunBatch(records, order.data(), static_cast<int>(n), lambda, false, 0.0);
  const Floats ftGrad = grad_;
  const std::vector<float> denseGrad = denseGrad_, biasGrad = biasGrad_;
  const std::vector<int32_t> rowOfSlot = rowOfSlot_, features = features_;
  const size_t h = shape_.h;
  const DenseLayout& L = layout_;
  const size_t begin[6] = {L.w1, L.b1, L.w2, L.b2, L.w3, L.b3},
               end[6] = {L.b1, L.w2, L.b2, L.w3, L.b3, L.size};
  std::mt19937_64 rng(seed);
  auto pick = [&](size_t k) { return static_cast<size_t>(rng() % k); };
  auto slotOfRow = [&](int32_t row) {
    return static_cast<size_t>(std::find(rowOfSlot.begin(), rowOfSlot.end(), row) - rowOfSlot.begin());
  };
  std::vector<GradPair> out;
  for (int c = 0; c < count; ++c) {
    const int tensor = c % 11;
    float* param;
    double analytic;
    if (tensor < 6) {
      const size_t i = begin[tensor] + pick(end[tensor] - begin[tensor]);
      param = &dense_[i];
      analytic = denseGrad[i];
    } else if (tensor == 6) {
      const size_t j = pick(h);
      param = &ftBias_[j];
      analytic = biasGrad[j];
    } else {
      // A row of a random active feature: its HalfKP row, or its P, K or R row (a board piece's).
      int32_t f = features[pick(features.size())];
      while (tensor == 10 && FactorR(f) < 0) f = features[pick(features.size())];
      const int32_t row = tensor == 7 ? f : tensor == 8 ? FactorP(f) : tensor == 9 ? FactorK(f) : FactorR(f);
      const size_t slot = slotOfRow(row), j = pick(h);
      param = &ft_[static_cast<size_t>(row) * h + j];
      analytic = ftGrad[slot * h + j];
    }
    // A K row enters every accumulator 38 times: a 38 times smaller step moves them as far as
    // the other rows' steps do (a larger one crosses clipped-ReLU kinks).
    const double step = tensor == 9 ? eps / kKingWeight : eps;
    const float saved = *param;
    *param = static_cast<float>(saved + step);
    const double plus = Evaluate(records, n, lambda, nullptr);
    *param = static_cast<float>(saved - step);
    const double minus = Evaluate(records, n, lambda, nullptr);
    *param = saved;
    out.push_back(
        GradPair{tensor, analytic,
                 (plus - minus) / (static_cast<float>(saved + step) - static_cast<float>(saved - step))});
  }
  return out;
}

std::string Trainer::SaveCheckpoint(const std::string& path, int64_t epoch) const {
  const std::string tmp = path + ".tmp";
  std::FILE* f = std::fopen(tmp.c_str(), "wb");
  if (!f) return "cannot create " + tmp;
  const int32_t dims[3] = {shape_.h, shape_.l1, shape_.l2};
  bool ok = WriteAll(f, kMagic, 8) && WriteAll(f, dims, sizeof(dims)) && WriteAll(f, &step_, 8) &&
            WriteAll(f, &epoch, 8);
  for (const auto* v : {&ft_, &ftBias_, &dense_, &ftM_, &ftV_, &biasM_, &biasV_, &denseM_, &denseV_})
    ok = ok && WriteAll(f, v->data(), v->size() * sizeof(float));
  ok = std::fclose(f) == 0 && ok;
  if (!ok) {
    std::remove(tmp.c_str());
    return "cannot write " + tmp + " (disk full?)";
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) return "cannot rename " + tmp + " to " + path;
  return "";
}

std::string Trainer::LoadCheckpoint(const std::string& path, int64_t* epoch) {
  std::FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) return "cannot open " + path;
  char magic[8];
  int32_t dims[3];
  int64_t step = 0;
  std::string error;
  if (!ReadAll(f, magic, 8) || std::memcmp(magic, kMagic, 8) != 0)
    error = path + " is not a Banmen NNUE trainer checkpoint";
  else if (!ReadAll(f, dims, sizeof(dims)) || !ReadAll(f, &step, 8) || !ReadAll(f, epoch, 8))
    error = path + " is truncated (header)";
  else if (dims[0] != shape_.h || dims[1] != shape_.l1 || dims[2] != shape_.l2)
    error = path + " holds a net of another shape";
  else
    for (auto* v : {&ft_, &ftBias_, &dense_, &ftM_, &ftV_, &biasM_, &biasV_, &denseM_, &denseV_})
      if (error.empty() && !ReadAll(f, v->data(), v->size() * sizeof(float))) error = path + " is truncated";
  if (error.empty() && std::fgetc(f) != EOF) error = path + " has trailing bytes";
  std::fclose(f);
  if (error.empty()) step_ = step;
  return error;
}

}  // namespace train
}  // namespace banmen
