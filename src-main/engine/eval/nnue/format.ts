/**
 * The nn.bin format of YaneuraOu's `halfkp_256x2-32-32` networks: constants and byte layout.
 *
 * Facts checked against YaneuraOu's sources (github.com/yaneurao/YaneuraOu, source/eval/nnue/):
 * - `nnue_common.h`: `kVersion = 0x7AF32F16`; hidden layers shift by `kWeightScaleBits = 6`;
 *   every integer is read with `read_little_endian`.
 * - `evaluate_nnue.cpp` (`ReadHeader`/`WriteHeader`): u32 version, u32 hash, u32 length, then the
 *   architecture string; then the feature transformer and the network, each preceded by its own u32
 *   hash; loading fails if anything follows the network (`stream.peek() != eof`).
 * - `features/half_kp.h`: HalfKP(Friend) hash `0x5D69D5B9 ^ 1`, dimensions SQ_NB × fe_end
 *   = 81 × 1548 = 125388; `nnue_feature_transformer.h`: hash = features hash ^ 512 (output
 *   dimensions) = `0x5D69D7B8`; int16 bias[256] then int16 weight[125388 × 256], feature-major;
 *   structure string `HalfKP(Friend)[125388->256x2]`.
 * - `layers/input_slice.h`, `layers/clipped_relu.h`, `layers/affine_transform.h`,
 *   `layers/affine_transform_sparse_input.h`: the layer hash recurrences (both affine variants hash
 *   alike), which give the network hash `0x63337156`, and file hash 0x5D69D7B8 ^ 0x63337156 =
 *   `0x3E5AA6EE`; each affine layer stores int32 bias[out] then int8 weight[out][in padded to 32].
 * - `architectures/halfkp_256x2-32-32.h`: InputSlice[512] → (sparse) affine 32 → ClippedReLU →
 *   affine 32 → ClippedReLU → affine 1.
 */

/** File format version (nnue_common.h `kVersion`). */
export const NNUE_VERSION = 0x7af32f16;
/** Feature transformer hash: HalfKP(Friend) ^ 512. */
export const FT_HASH = 0x5d69d7b8;
/** Network (three affine layers) hash. */
export const NETWORK_HASH = 0x63337156;
/** Header hash: FT_HASH ^ NETWORK_HASH. */
export const FILE_HASH = (FT_HASH ^ NETWORK_HASH) >>> 0;

/** BonaPiece count (fe_end) and king squares: HalfKP index = kingSquare × FE_END + BonaPiece. */
export const FE_END = 1548;
export const FEATURE_COUNT = 81 * FE_END;
/** Accumulator width per perspective. */
export const HALF_DIMS = 256;
export const L1_IN = 2 * HALF_DIMS;
export const L1_OUT = 32;
export const L2_OUT = 32;
/** Non-king pieces of standard shogi: active features per perspective. */
export const MAX_ACTIVE = 38;

/** Which first-layer form the architecture string names (the arithmetic is the same). */
export type NnueArchitecture = 'dense' | 'sparse';

const NETWORK_TAIL =
  '(ClippedReLU[32](AffineTransform[32<-32](ClippedReLU[32](FIRST[32<-512](InputSlice[512(0:512)])))))';

/** The exact architecture strings YaneuraOu writes for halfkp_256x2-32-32. */
export const ARCHITECTURE_STRINGS: Readonly<Record<NnueArchitecture, string>> = {
  dense: `Features=HalfKP(Friend)[125388->256x2],Network=AffineTransform[1<-32]${NETWORK_TAIL.replace('FIRST', 'AffineTransform')}`,
  sparse: `Features=HalfKP(Friend)[125388->256x2],Network=AffineTransform[1<-32]${NETWORK_TAIL.replace('FIRST', 'AffineTransformSparseInput')}`,
};

/** Bytes after the architecture string: hashes, feature transformer and the three layers. */
export const BODY_BYTES =
  4 +
  HALF_DIMS * 2 +
  FEATURE_COUNT * HALF_DIMS * 2 +
  4 +
  (L1_OUT * 4 + L1_OUT * L1_IN) +
  (L2_OUT * 4 + L2_OUT * L1_OUT) +
  (4 + 32);

/** Total file size for an architecture string of `archLength` bytes. */
export function fileSize(archLength: number): number {
  return 12 + archLength + BODY_BYTES;
}
