/**
 * Writes an NnueNet as a YaneuraOu halfkp_256x2-32-32 nn.bin (the layout in format.ts), byte for
 * byte what YaneuraOu's `WriteParameters` produces. Used by training and by the tests.
 */
import {
  ARCHITECTURE_STRINGS,
  FILE_HASH,
  FT_HASH,
  NETWORK_HASH,
  NNUE_VERSION,
  fileSize,
} from './format.ts';
import type { NnueNet } from './net.ts';

const LITTLE_ENDIAN_HOST = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** Serialises a network (all integers little-endian). */
export function writeNnue(net: NnueNet): Uint8Array {
  const arch = new TextEncoder().encode(ARCHITECTURE_STRINGS[net.architecture]);
  const out = new Uint8Array(fileSize(arch.length));
  const view = new DataView(out.buffer);
  let at = 0;
  const u32 = (v: number): void => {
    view.setUint32(at, v >>> 0, true);
    at += 4;
  };
  const ints = (src: Int16Array | Int32Array | Int8Array): void => {
    const size = src.BYTES_PER_ELEMENT;
    if (LITTLE_ENDIAN_HOST) out.set(new Uint8Array(src.buffer, src.byteOffset, src.byteLength), at);
    else
      for (let i = 0; i < src.length; i++) {
        if (size === 1) view.setInt8(at + i, src[i]!);
        else if (size === 2) view.setInt16(at + 2 * i, src[i]!, true);
        else view.setInt32(at + 4 * i, src[i]!, true);
      }
    at += src.length * size;
  };
  u32(NNUE_VERSION);
  u32(FILE_HASH);
  u32(arch.length);
  out.set(arch, at);
  at += arch.length;
  u32(FT_HASH);
  ints(net.ftBias);
  ints(net.ftWeights);
  u32(NETWORK_HASH);
  ints(net.l1Bias);
  ints(net.l1Weights);
  ints(net.l2Bias);
  ints(net.l2Weights);
  ints(new Int32Array([net.outBias]));
  ints(net.outWeights);
  return out;
}
