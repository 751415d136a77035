// The trainer's arithmetic for any CPU (compiled for the default target; the compiler vectorises the
// loops with what that target has, SSE2 on x86-64), and the run-time choice of kernels.
#define TRAIN_KERNELS_NS scalar
#include "train_kernels_impl.h"

namespace banmen {
namespace train {

const TrainKernels& ScalarTrainKernels() {
  static const TrainKernels k{"scalar",        scalar::Sample, scalar::AddRow, scalar::CoalesceRow,
                              scalar::SumRows, scalar::Adam};
  return k;
}

bool CpuRunsAvx2Fma() {
#if defined(BANMEN_TRAIN_AVX2) && (defined(__GNUC__) || defined(__clang__)) && \
    (defined(__x86_64__) || defined(__i386__))
  __builtin_cpu_init();
  return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
#else
  return false;
#endif
}

void Scratch::Resize(const Shape& s) {
  delete[] storage;
  const size_t n = 2 * s.h * 3 + 2 * (s.l1 + s.l2) + s.l1 + s.l2 + 64;
  storage = new float[n]();
  float* p = storage;
  acc = p, p += 2 * s.h;
  x = p, p += 2 * s.h;
  dx = p, p += 2 * s.h;
  h1 = p, p += s.l1;
  a1 = p, p += s.l1;
  d1 = p, p += s.l1;
  h2 = p, p += s.l2;
  a2 = p, p += s.l2;
  d2 = p, p += s.l2;
  delete[] indexStorage;
  indexStorage = new int32_t[2 * s.h + s.l1]();
  nz1 = indexStorage;
  nz2 = indexStorage + 2 * s.h;
}

Scratch::~Scratch() {
  delete[] storage;
  delete[] indexStorage;
}

}  // namespace train
}  // namespace banmen
