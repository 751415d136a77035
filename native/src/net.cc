// Copies a network from the TS reader's arrays into native memory, adding the kernel layouts:
// [in/4][out][in%4] int8 for VPMADDUBSW and [in/2][out][in%2] int16 for SSE2's PMADDWD.
#include "net.h"

#include <cstdlib>
#if defined(__linux__)
#include <sys/mman.h>
#endif
#include <cstring>
#include <new>

namespace banmen {
namespace {

// 64-byte aligned allocation (cache lines; the kernels use unaligned loads, so this is for speed).
void* AlignedAlloc(size_t bytes) {
#if defined(_MSC_VER)
  return _aligned_malloc(bytes, 64);
#else
  void* p = nullptr;
  return posix_memalign(&p, 64, bytes) == 0 ? p : nullptr;
#endif
}

// The 64 MB feature-transformer table: 2 MB aligned and, on Linux, marked for transparent huge
// pages (as YaneuraOu allocates it). Every child of a search node reads rows from pages nobody
// touched recently; with 4 KB pages each of those reads also misses the TLB (measured: about 25 ns
// less per search-like update + evaluate with huge pages, native/README.md). Freed with AlignedFree.
void* LargeAlloc(size_t bytes) {
  constexpr size_t kHuge = size_t(2) << 20;
  const size_t rounded = (bytes + kHuge - 1) / kHuge * kHuge;
#if defined(_MSC_VER)
  return _aligned_malloc(rounded, kHuge);
#else
  void* p = nullptr;
  if (posix_memalign(&p, kHuge, rounded) != 0) return nullptr;
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  madvise(p, rounded, MADV_HUGEPAGE);  // a hint: without THP the table simply stays on 4 KB pages
#endif
  return p;
#endif
}

void AlignedFree(void* p) {
#if defined(_MSC_VER)
  _aligned_free(p);
#else
  std::free(p);
#endif
}

// Rearranges row-major [out][in] int8 weights into the chunked and paired layouts.
void Rearrange(const int8_t* rows, int nIn, int nOut, int8_t* chunks, int16_t* pairs) {
  for (int o = 0; o < nOut; ++o) {
    for (int i = 0; i < nIn; ++i) {
      const int8_t v = rows[o * nIn + i];
      chunks[(i / 4) * nOut * 4 + o * 4 + i % 4] = v;
      pairs[(i / 2) * nOut * 2 + o * 2 + i % 2] = v;
    }
  }
}

}  // namespace

Net* CreateNet(const NetSource& src) {
  const size_t ftBytes = size_t(kFeatureCount) * kHalfDims * sizeof(int16_t);
  void* raw = AlignedAlloc(sizeof(Net));
  int16_t* ft = static_cast<int16_t*>(LargeAlloc(ftBytes + kHalfDims * sizeof(int16_t)));
  if (raw == nullptr || ft == nullptr) {
    AlignedFree(raw);
    AlignedFree(ft);
    return nullptr;
  }
  Net* net = new (raw) Net();
  Weights& w = net->w;
  w.ftBias = ft;
  w.ftWeights = ft + kHalfDims;
  std::memcpy(w.ftBias, src.ftBias, kHalfDims * sizeof(int16_t));
  std::memcpy(w.ftWeights, src.ftWeights, ftBytes);
  std::memcpy(w.l1Bias, src.l1Bias, sizeof(w.l1Bias));
  std::memcpy(w.l1Rows, src.l1Rows, sizeof(w.l1Rows));
  Rearrange(w.l1Rows, kL1In, kL1Out, w.l1Chunks, w.l1Pairs);
  for (int o = 0; o < kL1Out; ++o)
    for (int i = 0; i < kL1In; ++i) w.l1Cols[i * kL1Out + o] = w.l1Rows[o * kL1In + i];
  std::memcpy(w.l2Bias, src.l2Bias, sizeof(w.l2Bias));
  std::memcpy(w.l2Rows, src.l2Rows, sizeof(w.l2Rows));
  Rearrange(w.l2Rows, kL1Out, kL2Out, w.l2Chunks, w.l2Pairs);
  w.outBias = src.outBias;
  std::memcpy(w.outRow, src.outRow, sizeof(w.outRow));
  net->bytes = sizeof(Net) + ftBytes + kHalfDims * sizeof(int16_t);
  return net;
}

void DestroyNet(Net* net) {
  if (net == nullptr) return;
  AlignedFree(net->w.ftBias);
  net->~Net();
  AlignedFree(net);
}

}  // namespace banmen
