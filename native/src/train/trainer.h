// The NNUE trainer: float parameters with Adam moments, training data as 40-byte PackedSfenValue
// records, mini-batches split over std::thread workers. See native/README.md, "NNUE trainer".
//
// One batch (sorted by king squares, so that neighbouring positions share feature rows; trainer_batch.cc):
// (1) workers decode equal shares of the positions; (2) the main thread gives every distinct HalfKP
// row the batch touched an index and its P, K and R factor rows a slot, and lists the accumulators
// each distinct row enters; (3) if the batch shares rows enough, workers coalesce each distinct
// HalfKP row with its factor rows; (4) workers run forward and backward through the dense layers,
// keeping dL/d(accumulator) per position; (5) workers take equal column ranges of the feature
// transformer: each distinct HalfKP row's gradient is summed from its list and stepped by Adam at
// once, in row order, then added into its factor rows in first-use order, then the factor rows are
// stepped (sparse, "lazy" Adam: untouched rows keep their moments); (6) the main thread sums the workers'
// dense gradients and steps Adam on the dense layers, whose weights are clipped to what int8 can hold after
// quantisation.
#ifndef BANMEN_TRAIN_TRAINER_H
#define BANMEN_TRAIN_TRAINER_H

#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "float_net.h"
#include "large_alloc.h"

namespace banmen {
namespace train {

struct TrainOptions {
  double lr = 1e-3;
  double lambda = 1.0;  // 1: pure score, 0: pure game result
  int batch = 16384;
  uint64_t shuffleSeed = 1;
  double mirror = 0.0;
  double halfKpLr = 1.0;  // learning-rate factor of the HalfKP rows (factor rows and dense layers: 1)  //
                          // share of the positions reflected left to right, drawn again each epoch
};

// Decodes a record's position into the 76 features (Black's perspective first), reflected when asked.
bool RecordFeatures(const uint8_t* record, int32_t* features, int* stm, bool mirror = false);

// One gradient-check comparison: which tensor, analytic and finite-difference derivative.
struct GradPair {
  int tensor;  // 0 w1, 1 b1, 2 w2, 3 b2, 4 w3, 5 b3, 6 ft bias, 7 HalfKP row, 8 P row, 9 K row, 10 R row
  double analytic, numeric;
};

class Trainer {
 public:
  Trainer(const Shape& shape, uint64_t seed, int threads);

  const Shape& shape() const { return shape_; }
  int threads() const { return threads_; }
  const char* kernelName() const { return kernels_->name; }
  // Coalesced rows (step 3 in trainer.cc): 0 never, 1 when the batch shares rows enough, 2 always
  // (the tests check each way).
  void SetCoalesce(int mode) { coalesce_ = mode; }
  // Selects "avx2", "scalar" or "best"; false if this CPU or build lacks it.
  bool SetKernel(const std::string& name);

  // Appends n records after checking each decodes; on a bad one appends nothing and returns its index.
  int64_t AddData(const uint8_t* records, size_t n);
  size_t DataSize() const { return data_.size() / 40; }
  // Room for n more records (one allocation for all files instead of doubling, which peaks at 2x).
  void Reserve(size_t n) { data_.reserve(data_.size() + n * 40); }

  // One pass over the data in a fresh random order; `progress(done, total, meanLoss)` after each batch.
  double TrainEpoch(const TrainOptions& opt, const std::function<void(size_t, size_t, double)>& progress);
  // Mean loss over records (checked by the caller: see CheckRecords), and outputs (600 y) if `out`.
  double Evaluate(const uint8_t* records, size_t n, double lambda, float* out);
  // Index of the first record that does not decode, or -1.
  static int64_t CheckRecords(const uint8_t* records, size_t n);

  // Finite differences against backprop on `count` random parameters, for the mean loss over records.
  std::vector<GradPair> GradientCheck(const uint8_t* records, size_t n, double lambda, int count, double eps,
                                      uint64_t seed);

  // HalfKP rows with the factor rows added in (the export's feature transformer), kHalfKpRows x h.
  void CoalescedFt(float* out) const;
  const Floats& ftBias() const { return ftBias_; }
  // Every feature-transformer row as trained: HalfKP rows, then the P, K and R factor rows (float_net.h).
  const Floats& ftRows() const { return ft_; }
  const Floats& dense() const { return dense_; }
  // Sets HalfKP rows, bias and dense parameters (factor rows zero, Adam state reset).
  void Import(const float* halfKp, const float* ftBias, const float* dense);
  // Sets every feature-transformer row as ftRows() lays them out (HalfKP, P, K, R), bias and dense
  // parameters (Adam state reset): a factorised net resumes training with its factors.
  void ImportRows(const float* rows, const float* ftBias, const float* dense);

  // Float state with Adam moments; returns an empty string or the error.
  std::string SaveCheckpoint(const std::string& path, int64_t epoch) const;
  std::string LoadCheckpoint(const std::string& path, int64_t* epoch);

 private:
  // Bias and dense parameters of an import, and a fresh Adam state.
  void ImportRest(const float* ftBias, const float* dense);
  // Gradient (and, with `update`, an Adam step) for positions records[order[0..n)].
  double RunBatch(const uint8_t* base, const uint32_t* order, int n, double lambda, bool update, double lr);
  // True when record `index` is reflected in this epoch (mirrorBelow_ 0: never).
  bool Mirrored(uint32_t index) const;
  void ParallelFor(int tasks, const std::function<void(int)>& fn) const;
  float Target(const uint8_t* record, double lambda) const;

  Shape shape_;
  DenseLayout layout_;
  int threads_;
  const TrainKernels* kernels_;
  Floats ft_, ftBias_, dense_;
  Floats ftM_, ftV_, biasM_, biasV_, denseM_, denseV_;
  int64_t step_ = 0;
  int coalesce_ = 1;
  uint64_t mirrorBelow_ = 0, mirrorSalt_ = 0;
  float halfKpLr_ = 1.f;
  std::vector<uint8_t, LargeAllocator<uint8_t>> data_;
  // Batch work space (trainer_batch.cc).
  std::vector<int32_t> features_;  // kSampleFeatures per position
  std::vector<int> sides_;         // side to move per position
  std::vector<float> targets_;     // target per position
  std::vector<int32_t> compact_;   // the features as distinct HalfKP rows of the batch (index u)
  struct DistinctRow {
    int32_t row, p, k, r;  // a HalfKP row and its factor rows' slots (r: -1 for none)
  };
  std::vector<DistinctRow> distinct_;
  std::vector<int32_t> factorRows_;  // factor slot -> row
  std::vector<int32_t> idOf_;        // row -> u (HalfKP) or factor slot, -1 when untouched
  std::vector<int32_t> occStart_;    // u -> first entry of occ_ (u + 1: its end)
  std::vector<int32_t> occ_;         // the accumulators (2 x position + perspective) each u is in
  std::vector<int32_t> byRow_;       // every u, in ascending order of its HalfKP row
  Floats coalesced_;               // distinct HalfKP rows with their factor rows added, then their gradients
  Floats dacc_;                    // 2h per position
  std::vector<float> transposed_;  // NetView::transposed
  Floats factorGrad_;              // factor slots x h
  std::vector<std::vector<float>> threadDense_, threadBias_;
  std::vector<float> denseGrad_, biasGrad_;
  // Gradient-check output (RunBatch without update): every touched row and its gradient.
  std::vector<int32_t> rowOfSlot_;
  Floats grad_;  // rowOfSlot_.size() x h

  void DecodeBatch(const uint8_t* base, const uint32_t* order, int n, double lambda);
  void ListRows();
  bool CoalesceRows(int n);
  double RunPositions(int n, bool coalesce);
  void TransposeDense();
  void FtGradient(bool update, double lr);
  void DenseStep(double lr);
  // Columns [first, end) of thread t's share of the feature transformer (multiples of 8 floats).
  std::pair<int, int> Columns(int t) const;
};

}  // namespace train
}  // namespace banmen

#endif  // BANMEN_TRAIN_TRAINER_H
