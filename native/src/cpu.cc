// Run-time CPU feature detection for kernel selection: __builtin_cpu_supports on GCC/Clang,
// CPUID plus XGETBV (the OS must save ymm state) under MSVC. On AArch64 NEON is part of the base
// architecture; the dot-product extension is reported by the OS (auxiliary vector or sysctl).
#include "nnue.h"

#if defined(_MSC_VER) && !defined(__clang__) && (defined(_M_X64) || defined(_M_IX86))
#include <immintrin.h>
#include <intrin.h>
#endif
#if defined(__aarch64__) && defined(__linux__)
#include <sys/auxv.h>
#elif defined(__aarch64__) && defined(__APPLE__)
#include <sys/sysctl.h>
#endif

namespace banmen {

bool CpuHasAvx2() {
#if defined(__AVX2__) && !defined(_MSC_VER)
  // Compiled for AVX2 everywhere (e.g. -march=native): nothing to ask.
  return true;
#elif (defined(__GNUC__) || defined(__clang__)) && (defined(__x86_64__) || defined(__i386__))
  __builtin_cpu_init();
  return __builtin_cpu_supports("avx2");
#elif defined(_MSC_VER) && (defined(_M_X64) || defined(_M_IX86))
  int regs[4];
  __cpuid(regs, 0);
  if (regs[0] < 7) return false;
  __cpuid(regs, 1);
  const bool osxsave = (regs[2] & (1 << 27)) != 0, avx = (regs[2] & (1 << 28)) != 0;
  if (!osxsave || !avx || (_xgetbv(0) & 6) != 6) return false;
  __cpuidex(regs, 7, 0);
  return (regs[1] & (1 << 5)) != 0;
#else
  return false;
#endif
}

bool CpuHasVnni() {
  if (!VnniBuilt() || !CpuHasAvx2()) return false;
#if (defined(__GNUC__) || defined(__clang__)) && (defined(__x86_64__) || defined(__i386__))
  // libgcc and compiler-rt report AVX-512 features only when XCR0 shows the OS saves their state.
  __builtin_cpu_init();
  return __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512vnni");
#elif defined(_MSC_VER) && (defined(_M_X64) || defined(_M_IX86))
  int regs[4];
  __cpuidex(regs, 7, 0);
  const bool vl = (regs[1] & (1u << 31)) != 0, vnni = (regs[2] & (1 << 11)) != 0;
  return vl && vnni && (_xgetbv(0) & 0xE6) == 0xE6;  // XMM, YMM, opmask, ZMM state
#else
  return false;
#endif
}

int AvailableKernels(const Kernels* out[kMaxKernels]) {
  int n = 0;
  if (CpuHasVnni()) out[n++] = &VnniKernels();
  if (CpuHasAvx2()) out[n++] = &Avx2Kernels();
  if (CpuHasSse2()) out[n++] = &Sse2Kernels();
  if (CpuHasNeonDot()) out[n++] = &NeonDotKernels();
  if (CpuHasNeon()) out[n++] = &NeonKernels();
  out[n++] = &ScalarKernels();
  return n;
}

bool CpuHasNeonDot() {
  if (!NeonDotBuilt()) return false;
#if defined(__aarch64__) && defined(__linux__) && defined(HWCAP_ASIMDDP)
  return (getauxval(AT_HWCAP) & HWCAP_ASIMDDP) != 0;
#elif defined(__aarch64__) && defined(__APPLE__)
  // macOS 12 and later; on macOS 11 the query fails and the base NEON kernels run.
  int value = 0;
  size_t size = sizeof(value);
  return sysctlbyname("hw.optional.arm.FEAT_DotProd", &value, &size, nullptr, 0) == 0 && value != 0;
#else
  return false;
#endif
}

bool CpuHasSse2() {
#if defined(__SSE2__) || defined(_M_X64) || (defined(_M_IX86_FP) && _M_IX86_FP >= 2)
  return true;  // the SSE2 kernels were compiled in, and every x86-64 CPU has SSE2
#else
  return false;
#endif
}

}  // namespace banmen
