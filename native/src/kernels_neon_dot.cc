// NEON kernels with the Armv8.2 dot-product extension: kernels_neon.h with one SDOT per register
// of a column block (four int8 products summed into each int32 lane, wrapping: inputs 0..127 fit
// int8, so signed × signed gives the scalar kernel's sums), a quarter of the base NEON kernel's
// instructions in the affine layers. Compiled with -march=armv8.2-a+dotprod (binding.gyp); selected
// only when cpu.cc finds the extension at run time (Linux: HWCAP_ASIMDDP; macOS:
// hw.optional.arm.FEAT_DotProd).
#include "nnue.h"

#if defined(__aarch64__) && defined(__ARM_FEATURE_DOTPROD)
#include "kernels_neon.h"

namespace banmen {
namespace {

struct SdotDot {
  static int32x4_t Add(int32x4_t acc, int8x16_t x, int8x16_t col) { return vdotq_s32(acc, x, col); }
};

const Kernels kNeonDot = {"neon-dotprod", Update, Refresh, Propagate<SdotDot>};

}  // namespace

const Kernels& NeonDotKernels() {
  return kNeonDot;
}

bool NeonDotBuilt() {
  return true;
}

}  // namespace banmen

#else  // not AArch64, or a compiler without the flag: never selected, CpuHasNeonDot() is false

namespace banmen {
const Kernels& NeonDotKernels() {
  return NeonKernels();
}

bool NeonDotBuilt() {
  return false;
}
}  // namespace banmen

#endif
