// AVX2 kernels: kernels_x86.h with VPMADDUBSW + VPMADDWD + VPADDD as the 4-input dot product.
// Only this file and kernels_vnni.cc are compiled with wider instruction sets (binding.gyp); the
// addon calls in only after cpu.cc has confirmed support at run time.
#include "nnue.h"

#if defined(__AVX2__)
#include "kernels_x86.h"

namespace banmen {
namespace {

// acc + Σ₄ u8·i8 per int32 lane, through int16 pair sums (exact here: inputs ≤ 127).
struct Avx2Dot {
  static __m256i Add(__m256i acc, __m256i u8, __m256i i8) {
    const __m256i pairs = _mm256_maddubs_epi16(u8, i8);
    return _mm256_add_epi32(acc, _mm256_madd_epi16(pairs, _mm256_set1_epi16(1)));
  }
};

const Kernels kAvx2 = {"avx2", Update, Refresh, Propagate<Avx2Dot>};

}  // namespace

const Kernels& Avx2Kernels() {
  return kAvx2;
}

}  // namespace banmen

#else  // built without -mavx2 (non-x86 targets): never selected, cpu.cc reports no AVX2

namespace banmen {
const Kernels& Avx2Kernels() {
  return ScalarKernels();
}
}  // namespace banmen

#endif
