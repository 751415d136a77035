/**
 * A halfkp_256x2-32-32 network as typed arrays in file order (what the reader returns, the
 * writer takes, and both backends load).
 */
import {
  FEATURE_COUNT,
  HALF_DIMS,
  L1_IN,
  L1_OUT,
  L2_OUT,
  type NnueArchitecture,
} from './format.ts';

export interface NnueNet {
  /** Which architecture string the file carries (the arithmetic does not depend on it). */
  architecture: NnueArchitecture;
  /** Feature transformer: int16 bias[256]. */
  ftBias: Int16Array;
  /** int16 weight[125388][256], feature-major (row f = the 256 weights of feature f). */
  ftWeights: Int16Array;
  /** First layer 512 → 32: int32 bias[32], int8 weight[32][512] (output-major). */
  l1Bias: Int32Array;
  l1Weights: Int8Array;
  /** Second layer 32 → 32. */
  l2Bias: Int32Array;
  l2Weights: Int8Array;
  /** Output layer 32 → 1. */
  outBias: number;
  outWeights: Int8Array;
}

/** An all-zero network (tests fill in the few weights they need). */
export function emptyNet(architecture: NnueArchitecture = 'dense'): NnueNet {
  return {
    architecture,
    ftBias: new Int16Array(HALF_DIMS),
    ftWeights: new Int16Array(FEATURE_COUNT * HALF_DIMS),
    l1Bias: new Int32Array(L1_OUT),
    l1Weights: new Int8Array(L1_OUT * L1_IN),
    l2Bias: new Int32Array(L2_OUT),
    l2Weights: new Int8Array(L2_OUT * L1_OUT),
    outBias: 0,
    outWeights: new Int8Array(L2_OUT),
  };
}
