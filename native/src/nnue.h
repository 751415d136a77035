// Banmen NNUE addon: shared declarations for the halfkp_256x2-32-32 network.
//
// The TypeScript side (src-main/engine/eval/nnue/) parses nn.bin files, computes HalfKP feature
// indices and writes them into a shared Int32Array ("slots"); this side only keeps the weights and
// the per-ply accumulator stack in native memory and runs the arithmetic. Every kernel (scalar,
// SSE2, AVX2, AVX-512 VNNI, NEON, NEON with SDOT) must give bit-identical results to the TS reference in
// ts-backend.ts:
//   accumulator = int16 wrapping sums; L1 input = clamp(acc, 0, 127) (us first, then them);
//   hidden = clamp((bias + W·x) >> 6, 0, 127) with int32 wrapping sums; output = bias + w·h (int32).
#ifndef BANMEN_NNUE_H
#define BANMEN_NNUE_H

#include <cstddef>
#include <cstdint>

namespace banmen {

constexpr int kHalfDims = 256;            // accumulator width per perspective
constexpr int kL1In = 2 * kHalfDims;      // 512 first-layer inputs
constexpr int kL1Out = 32;                // first hidden layer
constexpr int kL2Out = 32;                // second hidden layer
constexpr int kFeatureCount = 81 * 1548;  // HalfKP: king square × BonaPiece (fe_end = 1548)
constexpr int kWeightShift = 6;           // hidden layers: (b + W·x) >> 6
constexpr int kL1Chunks = kL1In / 4;      // 4-byte input chunks of the first layer
constexpr int kL2Chunks = kL1Out / 4;     // 4-byte input chunks of the second layer

// Shared slot buffer layout (must match slots.ts): per ply, two perspective blocks.
constexpr int kSlotBlock = 48;               // int32 per perspective block
constexpr int kSlotStride = 2 * kSlotBlock;  // int32 per ply
constexpr int kBlockKind = 0;                // 0 = delta, 1 = feature list, 2 = move record, 3 = board record
constexpr int kBlockCountA = 1;              // delta: removed count; refresh: active count
constexpr int kBlockCountB = 2;              // delta: added count
constexpr int kBlockIndices = 3;             // first feature index
constexpr int kMaxBlockIndices = kSlotBlock - kBlockIndices;

// Control array of the bound evaluate (native-backend.ts mirrors it).
constexpr int kControlFrom = 0;
constexpr int kControlTo = 1;
constexpr int kControlStm = 2;
constexpr int kControlResult = 3;
constexpr int kControlLength = 4;

// All weights of one network, in the layouts the kernels want. Owned by a Net (net.cc).
struct Weights {
  int16_t* ftBias;     // [256]
  int16_t* ftWeights;  // [kFeatureCount][256], feature-major as in the file
  int32_t l1Bias[kL1Out];
  int8_t l1Rows[kL1Out * kL1In];              // file order: [out][in] (scalar kernel)
  int8_t l1Chunks[kL1Chunks * kL1Out * 4];    // [in/4][out][in%4] (VPMADDUBSW kernels)
  int8_t l1Cols[kL1In * kL1Out];              // [in][out] (scalar kernel: skips zero inputs)
  int16_t l1Pairs[(kL1In / 2) * kL1Out * 2];  // [in/2][out][in%2] as int16 (SSE2 PMADDWD kernel)
  int32_t l2Bias[kL2Out];
  int8_t l2Rows[kL2Out * kL1Out];
  int8_t l2Chunks[kL2Chunks * kL2Out * 4];
  int16_t l2Pairs[(kL1Out / 2) * kL2Out * 2];
  int32_t outBias;
  int8_t outRow[kL2Out];
};

// One implementation of the three hot operations.
struct Kernels {
  const char* name;
  // dst = src − Σ rows(removed) + Σ rows(added), int16 wrapping.
  void (*update)(int16_t* dst, const int16_t* src, const Weights& w, const int32_t* removed, int nRemoved,
                 const int32_t* added, int nAdded);
  // dst = bias + Σ rows(active), int16 wrapping.
  void (*refresh)(int16_t* dst, const Weights& w, const int32_t* active, int nActive);
  // Network output (before the FV_SCALE division) from the side to move's and the opponent's accumulators.
  int32_t (*propagate)(const Weights& w, const int16_t* us, const int16_t* them);
};

const Kernels& ScalarKernels();
const Kernels& Sse2Kernels();     // falls back to scalar where SSE2 is missing (non-x86)
const Kernels& Avx2Kernels();     // only valid when CpuHasAvx2()
const Kernels& VnniKernels();     // only valid when CpuHasVnni()
const Kernels& NeonKernels();     // only valid when CpuHasNeon()
const Kernels& NeonDotKernels();  // only valid when CpuHasNeonDot()
bool VnniBuilt();                 // whether the compiler built the VNNI kernels
bool NeonDotBuilt();              // whether the compiler built the NEON dot-product kernels
bool CpuHasAvx2();
bool CpuHasVnni();  // AVX-512 VNNI + VL, with the OS saving the AVX-512 state
bool CpuHasSse2();
bool CpuHasNeon();     // AArch64 (Advanced SIMD is mandatory there)
bool CpuHasNeonDot();  // AArch64 with the dot-product extension (SDOT), as the OS reports it

// The kernels this CPU can run, fastest first, scalar always last (cpu.cc). The addon picks the
// first and lists them all; the kernel test harness compares each with the scalar one.
constexpr int kMaxKernels = 5;
int AvailableKernels(const Kernels* out[kMaxKernels]);

}  // namespace banmen

#endif  // BANMEN_NNUE_H
