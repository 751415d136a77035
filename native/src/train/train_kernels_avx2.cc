// The trainer's arithmetic for CPUs with AVX2 and FMA (this file is compiled with -mavx2 -mfma, see
// binding.gyp target banmen_train_avx2; chosen at run time by CpuRunsAvx2Fma).
#define TRAIN_KERNELS_NS avx2
#include "train_kernels_impl.h"

namespace banmen {
namespace train {

const TrainKernels& Avx2TrainKernels() {
  static const TrainKernels k{"avx2",        avx2::Sample, avx2::AddRow, avx2::CoalesceRow,
                              avx2::SumRows, avx2::Adam};
  return k;
}

}  // namespace train
}  // namespace banmen
