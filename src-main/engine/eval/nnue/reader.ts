/**
 * Reads nn.bin bytes (YaneuraOu halfkp_256x2-32-32, see format.ts) into an NnueNet, or says
 * exactly which part of the file did not match.
 */
import {
  ARCHITECTURE_STRINGS,
  FEATURE_COUNT,
  FILE_HASH,
  FT_HASH,
  HALF_DIMS,
  L1_IN,
  L1_OUT,
  L2_OUT,
  NETWORK_HASH,
  NNUE_VERSION,
  fileSize,
  type NnueArchitecture,
} from './format.ts';
import type { NnueNet } from './net.ts';

export type NnueFormatErrorCode =
  'NNUE_TRUNCATED' | 'NNUE_VERSION' | 'NNUE_HASH' | 'NNUE_ARCHITECTURE' | 'NNUE_SIZE';

/** Why a file is not a usable halfkp_256x2-32-32 network. */
export interface NnueFormatError {
  code: NnueFormatErrorCode;
  message: string;
}

export type NnueParseResult = { ok: true; net: NnueNet } | { ok: false; error: NnueFormatError };

const LITTLE_ENDIAN_HOST = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
/** An architecture string longer than this is not a header but garbage. */
const MAX_ARCH_LENGTH = 4096;

const hex = (v: number): string => `0x${(v >>> 0).toString(16).toUpperCase().padStart(8, '0')}`;
const fail = (code: NnueFormatErrorCode, message: string): NnueParseResult => ({
  ok: false,
  error: { code, message },
});

/** Copies `count` little-endian values starting at `offset` into a fresh aligned typed array. */
function readArray<T extends Int16Array | Int32Array | Int8Array>(
  bytes: Uint8Array,
  offset: number,
  count: number,
  Ctor: { new (b: ArrayBuffer): T; new (n: number): T; BYTES_PER_ELEMENT: number },
): T {
  const size = Ctor.BYTES_PER_ELEMENT;
  if (LITTLE_ENDIAN_HOST) {
    // Copy into a fresh buffer at offset 0, so the view is aligned even at odd file offsets
    // (Buffer#slice would return a view, hence the explicit copy).
    const copy = new Uint8Array(count * size);
    copy.set(bytes.subarray(offset, offset + count * size));
    return new Ctor(copy.buffer);
  }
  const out = new Ctor(count);
  const view = new DataView(bytes.buffer, bytes.byteOffset + offset, count * size);
  for (let i = 0; i < count; i++)
    out[i] =
      size === 1
        ? view.getInt8(i)
        : size === 2
          ? view.getInt16(i * 2, true)
          : view.getInt32(i * 4, true);
  return out;
}

/** Parses the header; returns the architecture and where the body starts, or an error. */
function readHeader(
  bytes: Uint8Array,
  view: DataView,
): { arch: NnueArchitecture; body: number } | NnueFormatError {
  if (bytes.length < 12)
    return {
      code: 'NNUE_TRUNCATED',
      message: `file has ${bytes.length} bytes, too short for the 12-byte header`,
    };
  const version = view.getUint32(0, true);
  if (version !== NNUE_VERSION)
    return {
      code: 'NNUE_VERSION',
      message: `version ${hex(version)} does not match ${hex(NNUE_VERSION)} (not a YaneuraOu nn.bin)`,
    };
  const hash = view.getUint32(4, true);
  if (hash !== FILE_HASH)
    return {
      code: 'NNUE_HASH',
      message: `file hash ${hex(hash)} does not match ${hex(FILE_HASH)} of halfkp_256x2-32-32 (another architecture?)`,
    };
  const length = view.getUint32(8, true);
  if (length > MAX_ARCH_LENGTH)
    return {
      code: 'NNUE_ARCHITECTURE',
      message: `architecture string length ${length} is implausible`,
    };
  if (bytes.length < 12 + length)
    return {
      code: 'NNUE_TRUNCATED',
      message: `file ends at byte ${bytes.length} inside the ${length}-byte architecture string`,
    };
  const text = new TextDecoder('latin1').decode(bytes.subarray(12, 12 + length));
  const arch = (Object.keys(ARCHITECTURE_STRINGS) as NnueArchitecture[]).find(
    (a) => ARCHITECTURE_STRINGS[a] === text,
  );
  if (!arch)
    return {
      code: 'NNUE_ARCHITECTURE',
      message: `architecture "${text.slice(0, 200)}" is not halfkp_256x2-32-32 (expected "${ARCHITECTURE_STRINGS.dense}" or its AffineTransformSparseInput form)`,
    };
  return { arch, body: 12 + length };
}

/** Parses a whole nn.bin file. */
export function parseNnue(bytes: Uint8Array): NnueParseResult {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header = readHeader(bytes, view);
  if ('code' in header) return { ok: false, error: header };
  const expected = fileSize(header.body - 12);
  if (bytes.length < expected)
    return fail(
      'NNUE_TRUNCATED',
      `file has ${bytes.length} bytes, expected ${expected} for halfkp_256x2-32-32 (truncated)`,
    );
  if (bytes.length > expected)
    return fail(
      'NNUE_SIZE',
      `file has ${bytes.length} bytes, expected ${expected}: ${bytes.length - expected} unexpected bytes after the network`,
    );
  let at = header.body;
  const ftHash = view.getUint32(at, true);
  if (ftHash !== FT_HASH)
    return fail(
      'NNUE_HASH',
      `feature transformer hash ${hex(ftHash)} does not match ${hex(FT_HASH)}`,
    );
  at += 4;
  const ftBias = readArray(bytes, at, HALF_DIMS, Int16Array);
  at += HALF_DIMS * 2;
  const ftWeights = readArray(bytes, at, FEATURE_COUNT * HALF_DIMS, Int16Array);
  at += FEATURE_COUNT * HALF_DIMS * 2;
  const netHash = view.getUint32(at, true);
  if (netHash !== NETWORK_HASH)
    return fail('NNUE_HASH', `network hash ${hex(netHash)} does not match ${hex(NETWORK_HASH)}`);
  at += 4;
  const layer = (nOut: number, nIn: number): [Int32Array, Int8Array] => {
    const bias = readArray(bytes, at, nOut, Int32Array);
    const weights = readArray(bytes, at + nOut * 4, nOut * nIn, Int8Array);
    at += nOut * 4 + nOut * nIn;
    return [bias, weights];
  };
  const [l1Bias, l1Weights] = layer(L1_OUT, L1_IN);
  const [l2Bias, l2Weights] = layer(L2_OUT, L1_OUT);
  const [outBias, outWeights] = layer(1, L2_OUT);
  return {
    ok: true,
    net: {
      architecture: header.arch,
      ftBias,
      ftWeights,
      l1Bias,
      l1Weights,
      l2Bias,
      l2Weights,
      outBias: outBias[0]!,
      outWeights,
    },
  };
}
