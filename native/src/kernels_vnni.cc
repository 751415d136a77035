// AVX-512 VNNI kernels on 256-bit registers: kernels_x86.h with one VPDPBUSD (u8·i8, four
// products summed into each int32 lane, wrapping: no saturation) as the 4-input dot product, a
// third of the AVX2 instruction count in the affine layers. Compiled with -mavx2 -mavx512vl
// -mavx512vnni (binding.gyp); selected only when cpu.cc finds VNNI, VL and OS support at run time.
#include "nnue.h"

// MSVC has no __AVX512VNNI__ macro: /arch:AVX512 (which defines __AVX512VL__) is enough to use it.
#if defined(__AVX512VL__) && (defined(__AVX512VNNI__) || (defined(_MSC_VER) && !defined(__clang__)))
#include "kernels_x86.h"

namespace banmen {
namespace {

struct VnniDot {
  static __m256i Add(__m256i acc, __m256i u8, __m256i i8) { return _mm256_dpbusd_epi32(acc, u8, i8); }
};

const Kernels kVnni = {"avx512vnni", Update, Refresh, Propagate<VnniDot>};

}  // namespace

const Kernels& VnniKernels() {
  return kVnni;
}

bool VnniBuilt() {
  return true;
}

}  // namespace banmen

#else  // compiler without AVX-512 VNNI flags: never selected, cpu.cc reports no VNNI

namespace banmen {
const Kernels& VnniKernels() {
  return Avx2Kernels();
}

bool VnniBuilt() {
  return false;
}
}  // namespace banmen

#endif
