// NEON kernels for AArch64 (Apple Silicon, arm64 Linux): kernels_neon.h with base AArch64
// instructions only, so no compiler flag and no run-time check (Advanced SIMD is mandatory in
// AArch64). The 4-input dot product: SMULL/SMULL2 (int8 × int8 → int16), pairs summed with ADDP,
// pairs of pairs added into the int32 lanes with SADALP. A product of an input (0..127) and a
// weight lies in [−16256, 16129], a sum of two in [−32512, 32258]: exact in int16.
#include "nnue.h"

// GCC and Clang (Apple, Linux); MSVC for ARM64 is not a target (the Windows build is x64 only).
#if defined(__aarch64__)
#include "kernels_neon.h"

namespace banmen {
namespace {

struct NeonDot {
  static int32x4_t Add(int32x4_t acc, int8x16_t x, int8x16_t col) {
    const int16x8_t lo = vmull_s8(vget_low_s8(x), vget_low_s8(col));  // outputs 4j, 4j+1
    const int16x8_t hi = vmull_high_s8(x, col);                       // outputs 4j+2, 4j+3
    return vpadalq_s16(acc, vpaddq_s16(lo, hi));                      // pairs, then pairs of pairs
  }
};

const Kernels kNeon = {"neon", Update, Refresh, Propagate<NeonDot>};

}  // namespace

const Kernels& NeonKernels() {
  return kNeon;
}

bool CpuHasNeon() {
  return true;  // Advanced SIMD is mandatory in AArch64
}

}  // namespace banmen

#else  // not AArch64: never selected, CpuHasNeon() is false

namespace banmen {
const Kernels& NeonKernels() {
  return ScalarKernels();
}

bool CpuHasNeon() {
  return false;
}
}  // namespace banmen

#endif
