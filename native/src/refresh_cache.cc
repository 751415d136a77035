// The accumulator refresh cache (refresh_cache.h).
#include "refresh_cache.h"

#include <cstring>
#if defined(_MSC_VER) && !defined(__clang__)
#include <intrin.h>
#endif

namespace banmen {
namespace {

// Index of the lowest set bit of a nonzero word.
inline int LowestBit(uint32_t bits) {
#if defined(_MSC_VER) && !defined(__clang__)
  unsigned long i = 0;
  _BitScanForward(&i, bits);
  return static_cast<int>(i);
#else
  return __builtin_ctz(bits);
#endif
}

}  // namespace

void CachedRefresh(RefreshEntry* cache, const Kernels& k, const Weights& w, int c, const int32_t* active,
                   int16_t* dst) {
  const int square = active[0] / kFeEnd;  // every index of the list has the same king square
  const int32_t base = square * kFeEnd;
  RefreshEntry& e = cache[c * 81 + square];
  uint32_t features[kFeatureWords] = {};
  int zeros = 0;
  bool distinct = true;
  for (int i = 0; i < kMaxActive; ++i) {
    const int32_t bp = active[i] - base;
    if (bp == 0) {
      ++zeros;
      continue;
    }
    const uint32_t bit = 1u << (bp & 31);
    distinct = distinct && (features[bp >> 5] & bit) == 0;
    features[bp >> 5] |= bit;
  }
  // Why: a set cannot hold a feature listed twice (no legal position has one); build from the bias.
  if (!distinct || !e.valid) {
    k.refresh(e.acc, w, active, kMaxActive);
    e.valid = distinct;
  } else {
    // Each side of the difference has at most kMaxActive rows, padding included.
    int32_t removed[kMaxActive], added[kMaxActive];
    int nRemoved = 0, nAdded = 0;
    for (int i = 0; i < kFeatureWords; ++i) {
      for (uint32_t gone = e.features[i] & ~features[i]; gone != 0; gone &= gone - 1)
        removed[nRemoved++] = base + i * 32 + LowestBit(gone);
      for (uint32_t come = features[i] & ~e.features[i]; come != 0; come &= come - 1)
        added[nAdded++] = base + i * 32 + LowestBit(come);
    }
    for (int z = e.zeros; z > zeros; --z) removed[nRemoved++] = base;
    for (int z = e.zeros; z < zeros; ++z) added[nAdded++] = base;
    // Why the bound: past it, adding the whole list to the bias reads fewer rows.
    if (nRemoved + nAdded >= kMaxActive)
      k.refresh(e.acc, w, active, kMaxActive);
    else if (nRemoved + nAdded > 0)
      k.update(e.acc, e.acc, w, removed, nRemoved, added, nAdded);
  }
  std::memcpy(e.features, features, sizeof(features));
  e.zeros = zeros;
  std::memcpy(dst, e.acc, sizeof(e.acc));
}

}  // namespace banmen
