// Kernel test harness: runs every kernel entry point (accumulator refresh and update, and the
// propagation through the clipped ReLU and the affine layers) of every kernel this CPU can run on
// the same random inputs as the scalar reference, and compares the results bit for bit. No Node:
// it is cross-compiled for AArch64 and run under qemu-user to check the NEON kernels on an x86
// machine (native/test/build-harness.mjs builds it; native/README.md says how to run it).
//
// Usage: kernel_harness [--seed N] [--rounds N] [--broken]
//   --broken adds a deliberately wrong kernel, to show that the comparison catches a difference
//   in each entry point (the harness then exits 1).
// Exit status: 0 when every kernel matched the scalar one, 1 on any mismatch, 2 on bad usage.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "net.h"
#include "nnue.h"

namespace banmen {
namespace {

constexpr int kMaxDelta = 3;                      // removed or added rows per update drawn here
constexpr int kMaxActiveList = kMaxBlockIndices;  // the longest feature list a slot block holds

// splitmix64: a small, well-mixed generator so that runs are reproducible from the seed.
struct Rng {
  uint64_t s;
  uint64_t Next() {
    uint64_t z = (s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  int Range(int lo, int hi) { return lo + static_cast<int>(Next() % uint64_t(hi - lo + 1)); }
  bool Chance(int percent) { return Range(0, 99) < percent; }
};

// One of the net shapes the harness draws: small weights keep the hidden layers in their linear
// range (so a lane-order bug changes the output), full-range ones and extreme biases reach the
// saturation and int32 wrapping paths.
struct NetStyle {
  const char* name;
  int l1Weight, l2Weight;  // weights uniform in [−w, w], clipped to int8
  int bias;                // hidden biases uniform in [−bias, bias]
  bool extremeBias;        // some biases near INT32_MIN/MAX
};

const NetStyle kStyles[] = {
    {"linear", 3, 20, 4000, false},
    {"mixed", 24, 64, 60000, false},
    {"full", 128, 128, 1 << 20, false},
    {"wrapping", 128, 128, 1 << 20, true},
};

int8_t RandomInt8(Rng& rng, int w) {
  const int v = rng.Range(-w, w);
  return static_cast<int8_t>(v < -128 ? -128 : v > 127 ? 127 : v);
}

int32_t RandomBias(Rng& rng, const NetStyle& style) {
  if (style.extremeBias && rng.Chance(25))
    return rng.Chance(50) ? INT32_MAX - rng.Range(0, 1 << 16) : INT32_MIN + rng.Range(0, 1 << 16);
  return rng.Range(-style.bias, style.bias);
}

// The feature table is 64 MB: it repeats a block of distinct random rows (drawing every value
// would take seconds under qemu). Values are mostly small, as in trained nets, with some large ones
// so that sums wrap around int16.
std::vector<int16_t> RandomFeatureTable(Rng& rng) {
  constexpr size_t kDistinctRows = 4099;  // prime: neighbouring features get unrelated rows
  std::vector<int16_t> block(kDistinctRows * kHalfDims);
  for (auto& v : block)
    v = static_cast<int16_t>(rng.Chance(2) ? rng.Range(-32768, 32767) : rng.Range(-40, 40));
  std::vector<int16_t> table(size_t(kFeatureCount) * kHalfDims);
  for (size_t off = 0; off < table.size(); off += block.size())
    std::memcpy(table.data() + off, block.data(),
                sizeof(int16_t) * (table.size() - off < block.size() ? table.size() - off : block.size()));
  return table;
}

Net* RandomNet(Rng& rng, const NetStyle& style, const std::vector<int16_t>& ft) {
  int16_t ftBias[kHalfDims];
  int32_t l1Bias[kL1Out], l2Bias[kL2Out];
  static int8_t l1Rows[kL1Out * kL1In];
  int8_t l2Rows[kL2Out * kL1Out], outRow[kL2Out];
  for (auto& v : ftBias) v = static_cast<int16_t>(rng.Range(-64, 96));
  for (auto& v : l1Bias) v = RandomBias(rng, style);
  for (auto& v : l2Bias) v = RandomBias(rng, style);
  for (auto& v : l1Rows) v = RandomInt8(rng, style.l1Weight);
  for (auto& v : l2Rows) v = RandomInt8(rng, style.l2Weight);
  for (auto& v : outRow) v = RandomInt8(rng, 128);
  const NetSource src{ftBias, ft.data(), l1Bias, l1Rows, l2Bias, l2Rows, RandomBias(rng, style), outRow};
  return CreateNet(src);
}

// A list of n feature indices anywhere in the table (repeats allowed, as the kernels allow them).
void RandomFeatures(Rng& rng, int32_t* out, int n) {
  for (int i = 0; i < n; ++i) out[i] = rng.Range(0, kFeatureCount - 1);
}

// An accumulator as propagate may see it: each 4-lane group all zero (a zero input chunk) with a
// chance set per call, otherwise lanes below 0, inside 0..127, above 127, or at the int16 limits.
void RandomAccumulator(Rng& rng, int16_t* acc) {
  const int zeroGroups = rng.Range(0, 100);
  for (int g = 0; g < kHalfDims / 4; ++g) {
    const bool zero = rng.Chance(zeroGroups);
    for (int j = 0; j < 4; ++j) {
      int v = 0;
      const int kind = rng.Range(0, 9);
      if (zero)
        v = rng.Chance(20) ? rng.Range(-300, 0) : 0;  // clamps to 0 too
      else if (kind < 6)
        v = rng.Range(0, 127);
      else if (kind < 8)
        v = rng.Range(-2000, 2000);
      else
        v = rng.Chance(50) ? 32767 - rng.Range(0, 3) : -32768 + rng.Range(0, 3);
      acc[4 * g + j] = static_cast<int16_t>(v);
    }
  }
}

// Mismatch counts of one kernel against the scalar reference, per entry point.
struct Tally {
  long refresh = 0, update = 0, propagate = 0;
  long checks = 0;
  bool Clean() const { return refresh == 0 && update == 0 && propagate == 0; }
};

void ReportFirst(const char* kernel, const char* what, long* count, const char* detail) {
  if ((*count)++ == 0) std::printf("MISMATCH %s %s: %s\n", kernel, what, detail);
}

bool SameAcc(const int16_t* a, const int16_t* b, char* detail, size_t size) {
  for (int j = 0; j < kHalfDims; ++j)
    if (a[j] != b[j]) {
      std::snprintf(detail, size, "lane %d: %d, scalar %d", j, a[j], b[j]);
      return false;
    }
  return true;
}

// Every entry point of kernel k against the scalar kernels on one net.
void CompareOnNet(Rng& rng, const Weights& w, const Kernels& k, int rounds, Tally* t) {
  const Kernels& ref = ScalarKernels();
  alignas(64) int16_t src[kHalfDims], got[kHalfDims], want[kHalfDims], us[kHalfDims], them[kHalfDims];
  int32_t removed[kMaxDelta], added[kMaxDelta], active[kMaxActiveList];
  char detail[128];
  for (int r = 0; r < rounds; ++r) {
    // Refresh: any active count a slot block can hold, including none.
    const int nActive = rng.Chance(50) ? 38 : rng.Range(0, kMaxActiveList);
    RandomFeatures(rng, active, nActive);
    k.refresh(got, w, active, nActive);
    ref.refresh(want, w, active, nActive);
    if (!SameAcc(got, want, detail, sizeof(detail))) ReportFirst(k.name, "refresh", &t->refresh, detail);

    // Update: the special-cased 1+1 and 2+2 deltas and every other shape up to 3+3, from a
    // refreshed accumulator or from one with arbitrary int16 lanes (sums wrap).
    const int shape = rng.Range(0, 3);
    const int nRemoved = shape == 0 ? 1 : shape == 1 ? 2 : rng.Range(0, kMaxDelta);
    const int nAdded = shape == 0 ? 1 : shape == 1 ? 2 : rng.Range(0, kMaxDelta);
    RandomFeatures(rng, removed, nRemoved);
    RandomFeatures(rng, added, nAdded);
    if (rng.Chance(50))
      std::memcpy(src, want, sizeof(src));
    else
      for (auto& v : src) v = static_cast<int16_t>(rng.Range(-32768, 32767));
    k.update(got, src, w, removed, nRemoved, added, nAdded);
    ref.update(want, src, w, removed, nRemoved, added, nAdded);
    if (!SameAcc(got, want, detail, sizeof(detail))) ReportFirst(k.name, "update", &t->update, detail);

    // Propagate: from the accumulators just computed, and from drawn ones with every clamp case.
    for (int p = 0; p < 3; ++p) {
      if (p == 0) {
        std::memcpy(us, want, sizeof(us));
        ref.refresh(them, w, active, nActive);
      } else {
        RandomAccumulator(rng, us);
        RandomAccumulator(rng, them);
      }
      const int32_t a = k.propagate(w, us, them), b = ref.propagate(w, us, them);
      if (a != b) {
        std::snprintf(detail, sizeof(detail), "output %d, scalar %d", a, b);
        ReportFirst(k.name, "propagate", &t->propagate, detail);
      }
    }
    t->checks += 5;
  }
}

// The --broken kernel: the scalar one with one small, input-dependent error per entry point.
void BrokenRefresh(int16_t* dst, const Weights& w, const int32_t* active, int nActive) {
  ScalarKernels().refresh(dst, w, active, nActive);
  if (nActive % 2 == 1) dst[kHalfDims - 1] = static_cast<int16_t>(dst[kHalfDims - 1] + 1);
}
void BrokenUpdate(int16_t* dst, const int16_t* src, const Weights& w, const int32_t* removed, int nRemoved,
                  const int32_t* added, int nAdded) {
  ScalarKernels().update(dst, src, w, removed, nRemoved, added, nAdded);
  if (nRemoved == 2 && nAdded == 2) dst[131] = static_cast<int16_t>(dst[131] ^ 1);
}
int32_t BrokenPropagate(const Weights& w, const int16_t* us, const int16_t* them) {
  const int32_t v = ScalarKernels().propagate(w, us, them);
  return us[7] == 0 ? v : v ^ 1;
}
const Kernels kBroken = {"broken", BrokenUpdate, BrokenRefresh, BrokenPropagate};

int Run(uint64_t seed, int rounds, bool broken) {
  const Kernels* kernels[kMaxKernels + 1];
  int n = AvailableKernels(kernels);
  if (broken) kernels[n++] = &kBroken;
#if defined(__aarch64__)
  const char* arch = "aarch64";
#elif defined(__x86_64__)
  const char* arch = "x86_64";
#else
  const char* arch = "other";
#endif
  std::printf("kernel harness (%s), seed %llu, kernels:", arch, static_cast<unsigned long long>(seed));
  for (int i = 0; i < n; ++i) std::printf(" %s", kernels[i]->name);
  std::printf("\n");
  Rng rng{seed};
  const std::vector<int16_t> ft = RandomFeatureTable(rng);
  std::vector<Tally> tally(n);
  for (const NetStyle& style : kStyles) {
    Net* net = RandomNet(rng, style, ft);
    if (net == nullptr) {
      std::printf("out of memory\n");
      return 1;
    }
    for (int i = 0; i < n; ++i) {
      if (kernels[i] == &ScalarKernels()) continue;
      Rng local{rng.Next()};  // every kernel sees its own inputs; the scalar one is run beside it
      CompareOnNet(local, net->w, *kernels[i], rounds, &tally[i]);
    }
    DestroyNet(net);
  }
  bool clean = true;
  for (int i = 0; i < n; ++i) {
    if (kernels[i] == &ScalarKernels()) continue;
    const Tally& t = tally[i];
    clean = clean && t.Clean();
    std::printf("%s: %ld checks on %zu nets: %s (mismatches: refresh %ld, update %ld, propagate %ld)\n",
                kernels[i]->name, t.checks, sizeof(kStyles) / sizeof(kStyles[0]),
                t.Clean() ? "bit-identical to scalar" : "DIFFERS from scalar", t.refresh, t.update,
                t.propagate);
  }
  return clean ? 0 : 1;
}

}  // namespace
}  // namespace banmen

int main(int argc, char** argv) {
  uint64_t seed = 1;
  int rounds = 1500;
  bool broken = false;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--seed") == 0 && i + 1 < argc)
      seed = std::strtoull(argv[++i], nullptr, 10);
    else if (std::strcmp(argv[i], "--rounds") == 0 && i + 1 < argc)
      rounds = std::atoi(argv[++i]);
    else if (std::strcmp(argv[i], "--broken") == 0)
      broken = true;
    else {
      std::fprintf(stderr, "usage: %s [--seed N] [--rounds N] [--broken]\n", argv[0]);
      return 2;
    }
  }
  if (rounds <= 0) {
    std::fprintf(stderr, "--rounds must be positive\n");
    return 2;
  }
  return banmen::Run(seed, rounds, broken);
}
