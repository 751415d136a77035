// An allocator for the trainer's large tables: arrays of 2 MB or more are 2 MB aligned and, on Linux,
// marked for transparent huge pages (madvise), smaller ones are 64-byte aligned. Adam steps about
// 46,000 scattered rows of three 128 MB tables per batch; on 4 KB pages nearly every row is also a
// TLB miss (a two-level page walk in a virtual machine). See native/README.md, "NNUE trainer".
#ifndef BANMEN_TRAIN_LARGE_ALLOC_H
#define BANMEN_TRAIN_LARGE_ALLOC_H

#include <cstddef>
#include <cstdlib>
#include <vector>
#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace banmen {
namespace train {

template <typename T>
struct LargeAllocator {
  using value_type = T;
  static constexpr size_t kHuge = size_t(2) << 20;

  LargeAllocator() = default;
  template <typename U>
  LargeAllocator(const LargeAllocator<U>&) {}

  T* allocate(size_t n) {
    const size_t bytes = n * sizeof(T);
    const size_t align = bytes >= kHuge ? kHuge : 64;
    const size_t rounded = (bytes + align - 1) / align * align;
#if defined(_MSC_VER)
    void* p = _aligned_malloc(rounded, align);
    if (!p) std::abort();  // as std::allocator does without exceptions
#else
    void* p = nullptr;
    if (posix_memalign(&p, align, rounded) != 0) std::abort();  // as std::allocator does without exceptions
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (align == kHuge) madvise(p, rounded, MADV_HUGEPAGE);     // a hint: without THP, 4 KB pages
#endif
#endif
    return static_cast<T*>(p);
  }
  void deallocate(T* p, size_t) {
#if defined(_MSC_VER)
    _aligned_free(p);
#else
    std::free(p);
#endif
  }
  template <typename U>
  bool operator==(const LargeAllocator<U>&) const {
    return true;
  }
  template <typename U>
  bool operator!=(const LargeAllocator<U>&) const {
    return false;
  }
};

// Float arrays of the trainer (parameters, Adam moments, batch work space).
using Floats = std::vector<float, LargeAllocator<float>>;

}  // namespace train
}  // namespace banmen

#endif  // BANMEN_TRAIN_LARGE_ALLOC_H
