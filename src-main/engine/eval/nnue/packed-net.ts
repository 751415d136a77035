/**
 * The packed net: how a halfkp_256x2-32-32 network ships in git (`resources/nnue/nn.bnnue`) at a
 * fraction of nn.bin's 64 MB, expanded losslessly when the engine loads it.
 *
 * The trainer's feature transformer is factorised (native/src/train/float_net.h): every HalfKP row
 * (king square k, BonaPiece p) is its own row H plus a P row (p), a K row (k) and, for a board piece,
 * an R row (its kind and its offsets from the king). The 125,388 HalfKP rows are 64 MB, the factor
 * rows 3.5 MB. A net trained from zero HalfKP rows keeps H = 0 in every row no position touched, and
 * small values elsewhere, so H compresses far better than the coalesced sum.
 *
 * Layout (little-endian):
 *   0   8  magic "BNNUEPK1"
 *   8   4  u32 pack version (1)
 *  12   4  u32 flags: bit 0 = factor rows present
 *  16   4  u32 payload length (decompressed)
 *  20   4  u32 CRC-32 of the payload
 *  24   …  Brotli stream of the payload:
 *          an nn.bin (format.ts) up to its feature weights, the rest of that nn.bin after them,
 *          a bitmap of the HalfKP rows whose residual W − base (int16, wrapping) is nonzero
 *          (bit f % 8 of byte f / 8), those rows' residuals in feature order,
 *          then, with flag 0, the factor rows as int16: P [1548][256], K [81][256], R [18][17·17][256].
 * base(k, p) = clamp16(P[p] + K[k] + R[rel(k, p)]) (no R for a piece in hand), zero without factors,
 * and W = R + base (wrapping), so every nn.bin packs and unpacks bit for bit.
 */
import { brotliCompressSync, brotliDecompressSync, constants, crc32 } from 'node:zlib';
import { BODY_BYTES, FE_END, FEATURE_COUNT, HALF_DIMS } from './format.ts';
import type { NnueNet } from './net.ts';
import { parseNnue, type NnueFormatErrorCode } from './reader.ts';
import { writeNnue } from './writer.ts';

/** File magic of a packed net. */
export const PACK_MAGIC = 'BNNUEPK1';
/** The only pack version this code reads and writes. */
export const PACK_VERSION = 1;
const HEADER_BYTES = 24;
const FLAG_FACTORS = 1;
/** First board BonaPiece (the ones below are pieces in hand, which have no R row). */
const FE_HAND_END = 90;
/** King-relative offsets per piece kind: files and ranks −8..8. */
const RELATIVE = 17 * 17;
/** Rows of each factor table. */
export const FACTOR_ROWS = { p: FE_END, k: 81, r: 18 * RELATIVE } as const;

/** The quantised factor rows (int16, ×127 like the feature weights), row-major with HALF_DIMS columns. */
export interface NetFactors {
  p: Int16Array;
  k: Int16Array;
  r: Int16Array;
}

export type PackErrorCode =
  | 'NNUE_PACK_TRUNCATED'
  | 'NNUE_PACK_VERSION'
  | 'NNUE_PACK_CORRUPT'
  | 'NNUE_PACK_CHECKSUM'
  | NnueFormatErrorCode;
export type UnpackResult =
  | { ok: true; net: NnueNet; factors: NetFactors | null }
  | { ok: false; error: { code: PackErrorCode; message: string } };

/** True if `bytes` start with the packed-net magic (else they may be a plain nn.bin). */
export function isPackedNnue(bytes: Uint8Array): boolean {
  if (bytes.length < PACK_MAGIC.length) return false;
  for (let i = 0; i < PACK_MAGIC.length; i++)
    if (bytes[i] !== PACK_MAGIC.charCodeAt(i)) return false;
  return true;
}

/** The R row of HalfKP feature (k, bp), or −1 for a piece in hand (the trainer's FactorR). */
export function relativeRow(k: number, bp: number): number {
  if (bp < FE_HAND_END) return -1;
  const sq = (bp - FE_HAND_END) % 81,
    kind = Math.floor((bp - FE_HAND_END) / 81);
  return (
    kind * RELATIVE + (Math.floor(sq / 9) - Math.floor(k / 9) + 8) * 17 + ((sq % 9) - (k % 9) + 8)
  );
}

/**
 * Adds (sign +1) or subtracts (−1) the factor base of every HalfKP row to `ft` in place, with
 * int16 wrapping, so that subtract then add restores the exact weights.
 */
export function applyFactorBase(ft: Int16Array, f: NetFactors, sign: 1 | -1): void {
  const h = HALF_DIMS;
  const { p, k: kRows, r } = f;
  const base = new Int32Array(h);
  for (let k = 0; k < 81; k++)
    for (let bp = 0; bp < FE_END; bp++) {
      const rel = relativeRow(k, bp);
      const po = bp * h,
        ko = k * h,
        at = (k * FE_END + bp) * h;
      for (let j = 0; j < h; j++) base[j] = p[po + j]! + kRows[ko + j]!;
      if (rel >= 0) for (let j = 0; j < h; j++) base[j] = base[j]! + r[rel * h + j]!;
      // Why a clamp: the base is what int16 arithmetic can hold; the residual absorbs the rest.
      for (let j = 0; j < h; j++) {
        const s = base[j]!;
        ft[at + j] = ft[at + j]! + sign * (s > 32767 ? 32767 : s < -32768 ? -32768 : s); // Int16Array wraps
      }
    }
}

/** Serialises and compresses `net`, storing its feature weights as residuals over `factors`. */
export function packNnue(net: NnueNet, factors: NetFactors | null = null, quality = 9): Uint8Array {
  const residual = net.ftWeights.slice();
  if (factors) {
    checkFactors(factors);
    applyFactorBase(residual, factors, -1);
  }
  const nnBin = writeNnue(net);
  const headEnd = ftWeightsOffset(nnBin);
  const parts = [
    nnBin.subarray(0, headEnd),
    nnBin.subarray(headEnd + FEATURE_COUNT * HALF_DIMS * 2),
    ...sparseRows(residual),
  ];
  if (factors) parts.push(i16Bytes(factors.p), i16Bytes(factors.k), i16Bytes(factors.r));
  const payload = Buffer.concat(parts);
  const body = brotliCompressSync(payload, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_LGWIN]: 24,
      [constants.BROTLI_PARAM_SIZE_HINT]: payload.length,
    },
  });
  const header = Buffer.alloc(HEADER_BYTES);
  header.write(PACK_MAGIC, 0, 'latin1');
  header.writeUInt32LE(PACK_VERSION, 8);
  header.writeUInt32LE(factors ? FLAG_FACTORS : 0, 12);
  header.writeUInt32LE(payload.length, 16);
  header.writeUInt32LE(crc32(payload), 20);
  return Buffer.concat([header, body]);
}

/** Where the feature weights start in an nn.bin: after the header, the architecture string, a hash and the biases. */
function ftWeightsOffset(nnBin: Uint8Array): number {
  return 12 + Buffer.from(nnBin.buffer, nnBin.byteOffset, 12).readUInt32LE(8) + 4 + 2 * HALF_DIMS;
}

/** A bitmap of the nonzero HalfKP rows, then those rows (most rows of a zero-started net stay zero). */
function sparseRows(ft: Int16Array): Buffer[] {
  const h = HALF_DIMS;
  const bitmap = Buffer.alloc(Math.ceil(FEATURE_COUNT / 8));
  const rows: Buffer[] = [];
  for (let f = 0; f < FEATURE_COUNT; f++) {
    const row = ft.subarray(f * h, (f + 1) * h);
    if (!row.some((v) => v !== 0)) continue;
    bitmap[f >> 3]! |= 1 << (f & 7);
    rows.push(i16Bytes(row));
  }
  return [bitmap, ...rows];
}

/** Decompresses, checks and expands a packed net; each failure names what did not match. */
export function unpackNnue(bytes: Uint8Array): UnpackResult {
  const fail = (code: PackErrorCode, message: string): UnpackResult => ({
    ok: false,
    error: { code, message },
  });
  if (!isPackedNnue(bytes))
    return fail('NNUE_PACK_CORRUPT', `no ${PACK_MAGIC} magic: not a packed net`);
  if (bytes.length < HEADER_BYTES)
    return fail(
      'NNUE_PACK_TRUNCATED',
      `packed net has ${bytes.length} bytes, too short for the ${HEADER_BYTES}-byte header`,
    );
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, HEADER_BYTES);
  const version = head.readUInt32LE(8),
    flags = head.readUInt32LE(12),
    length = head.readUInt32LE(16),
    crc = head.readUInt32LE(20);
  if (version !== PACK_VERSION || (flags & ~FLAG_FACTORS) !== 0)
    return fail(
      'NNUE_PACK_VERSION',
      `pack version ${version} flags ${flags}: this build reads version ${PACK_VERSION}`,
    );
  let payload: Buffer;
  try {
    payload = brotliDecompressSync(bytes.subarray(HEADER_BYTES), { maxOutputLength: length + 1 });
  } catch (e) {
    // Why the cap: a damaged length must not make the loader allocate without bound.
    if ((e as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
      return fail(
        'NNUE_PACK_CORRUPT',
        `the body decompresses to more than the ${length} bytes the header says`,
      );
    return fail(
      'NNUE_PACK_CORRUPT',
      `the compressed body does not decompress: ${(e as Error).message}`,
    );
  }
  if (payload.length !== length)
    return fail(
      'NNUE_PACK_CORRUPT',
      `the body decompresses to ${payload.length} bytes, the header says ${length}`,
    );
  if (crc32(payload) !== crc)
    return fail(
      'NNUE_PACK_CHECKSUM',
      `CRC-32 of the body is ${hex(crc32(payload))}, the header says ${hex(crc)}`,
    );
  const expanded = expandPayload(payload, (flags & FLAG_FACTORS) !== 0);
  if (typeof expanded === 'string') return fail('NNUE_PACK_CORRUPT', expanded);
  const parsed = parseNnue(expanded.nnBin);
  if (!parsed.ok) return fail(parsed.error.code, `inside the packed net: ${parsed.error.message}`);
  if (expanded.factors) applyFactorBase(parsed.net.ftWeights, expanded.factors, 1);
  return { ok: true, net: parsed.net, factors: expanded.factors };
}

/** The nn.bin (residual feature weights) and factor rows a payload holds, or what is wrong with it. */
function expandPayload(
  payload: Buffer,
  hasFactors: boolean,
): { nnBin: Uint8Array; factors: NetFactors | null } | string {
  const h = HALF_DIMS,
    rowBytes = 2 * h,
    ftBytes = FEATURE_COUNT * rowBytes;
  if (payload.length < 12)
    return `the body has ${payload.length} bytes, too short for an nn.bin header`;
  const headEnd = ftWeightsOffset(payload);
  const tailBytes = BODY_BYTES - 4 - 2 * h - ftBytes;
  const bitmapAt = headEnd + tailBytes,
    rowsAt = bitmapAt + Math.ceil(FEATURE_COUNT / 8);
  if (rowsAt > payload.length)
    return `the body (${payload.length} bytes) ends before the row bitmap`;
  let rows = 0;
  for (let i = bitmapAt; i < rowsAt; i++) rows += popcount8(payload[i]!);
  const factorBytes = hasFactors ? rowBytes * (FACTOR_ROWS.p + FACTOR_ROWS.k + FACTOR_ROWS.r) : 0;
  const expected = rowsAt + rows * rowBytes + factorBytes;
  if (payload.length !== expected)
    return `the body has ${payload.length} bytes; its ${rows} nonzero rows${hasFactors ? ' and factor rows' : ''} need ${expected}`;
  const nnBin = new Uint8Array(headEnd + ftBytes + tailBytes);
  nnBin.set(payload.subarray(0, headEnd), 0);
  nnBin.set(payload.subarray(headEnd, headEnd + tailBytes), headEnd + ftBytes);
  let at = rowsAt;
  for (let f = 0; f < FEATURE_COUNT; f++) {
    if ((payload[bitmapAt + (f >> 3)]! & (1 << (f & 7))) === 0) continue;
    nnBin.set(payload.subarray(at, at + rowBytes), headEnd + f * rowBytes);
    at += rowBytes;
  }
  if (!hasFactors) return { nnBin, factors: null };
  const take = (n: number): Int16Array => {
    const out = readI16(payload, at, n * h);
    at += n * rowBytes;
    return out;
  };
  return {
    nnBin,
    factors: { p: take(FACTOR_ROWS.p), k: take(FACTOR_ROWS.k), r: take(FACTOR_ROWS.r) },
  };
}

const popcount8 = (b: number): number => {
  let c = 0;
  for (let v = b; v; v &= v - 1) c++;
  return c;
};

function checkFactors(f: NetFactors): void {
  if (
    f.p.length !== FACTOR_ROWS.p * HALF_DIMS ||
    f.k.length !== FACTOR_ROWS.k * HALF_DIMS ||
    f.r.length !== FACTOR_ROWS.r * HALF_DIMS
  )
    throw new Error('packNnue: factor rows of the wrong size');
  if (FEATURE_COUNT !== 81 * FE_END) throw new Error('packNnue: HalfKP layout changed');
}

const LITTLE_ENDIAN_HOST = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
const hex = (v: number): string => `0x${(v >>> 0).toString(16).padStart(8, '0')}`;

/** Little-endian bytes of an int16 array. */
function i16Bytes(a: Int16Array): Buffer {
  if (LITTLE_ENDIAN_HOST)
    return Buffer.from(a.buffer.slice(a.byteOffset, a.byteOffset + a.byteLength));
  const out = Buffer.alloc(a.length * 2);
  for (let i = 0; i < a.length; i++) out.writeInt16LE(a[i]!, i * 2);
  return out;
}

/** `count` little-endian int16 values at `offset` (any alignment). */
function readI16(b: Buffer, offset: number, count: number): Int16Array {
  if (LITTLE_ENDIAN_HOST)
    return new Int16Array(Uint8Array.prototype.slice.call(b, offset, offset + count * 2).buffer);
  const out = new Int16Array(count);
  for (let i = 0; i < count; i++) out[i] = b.readInt16LE(offset + i * 2);
  return out;
}
