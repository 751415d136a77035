/**
 * The packed net (what ships in resources/nnue/): it unpacks to the exact nn.bin it was packed
 * from, with or without factor rows, stays small when the HalfKP residuals are sparse, and a
 * damaged file is refused with an error naming what did not match.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { brotliCompressSync, brotliDecompressSync, crc32 } from 'node:zlib';
import { FE_END, HALF_DIMS } from '../../../../src-main/engine/eval/nnue/format.ts';
import { loadNnue } from '../../../../src-main/engine/eval/nnue/load.ts';
import type { NnueNet } from '../../../../src-main/engine/eval/nnue/net.ts';
import {
  FACTOR_ROWS,
  applyFactorBase,
  packNnue,
  unpackNnue,
  type NetFactors,
} from '../../../../src-main/engine/eval/nnue/packed-net.ts';
import { randomNet } from '../../../../src-main/engine/eval/nnue/random-net.ts';
import { writeNnue } from '../../../../src-main/engine/eval/nnue/writer.ts';
import { mulberry32Uint } from '../../../../src-main/engine/prng.ts';

/** Random int16 values, mostly small, some at the extremes (so the base sum saturates). */
function values(n: number, rng: () => number): Int16Array {
  const a = new Int16Array(n);
  for (let i = 0; i < n; i++) {
    const r = rng();
    a[i] = r % 50 === 0 ? (r & 1 ? 32767 : -32768) : (r % 201) - 100;
  }
  return a;
}

/** A net as the trainer exports it: factor base everywhere, residuals in `share` of the rows. */
function factorisedNet(seed: number, share: number): { net: NnueNet; factors: NetFactors } {
  const rng = mulberry32Uint(seed);
  const net = randomNet({ seed, kind: 'realistic' });
  const h = HALF_DIMS;
  const factors = {
    p: values(FACTOR_ROWS.p * h, rng),
    k: values(FACTOR_ROWS.k * h, rng),
    r: values(FACTOR_ROWS.r * h, rng),
  };
  net.ftWeights.fill(0);
  for (let f = 0; f < net.ftWeights.length / h; f++)
    if (rng() % 1000 < share * 1000) net.ftWeights.set(values(h, rng), f * h);
  applyFactorBase(net.ftWeights, factors, 1);
  return { net, factors };
}

const { net, factors } = factorisedNet(5, 0.02);
const packed = packNnue(net, factors, 5);

test('a packed net with factor rows unpacks to the exact nn.bin, at a fraction of its size', () => {
  const r = unpackNnue(packed);
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  assert.deepEqual(Buffer.from(writeNnue(r.net)), Buffer.from(writeNnue(net)));
  assert.ok(r.factors, 'the factor rows come back');
  const plain = writeNnue(net).length;
  assert.ok(packed.length < plain / 8, `packed ${packed.length} bytes against ${plain}`);
});

test('a plain nn.bin packs without factor rows and unpacks exactly; the loader takes both kinds', () => {
  const sparse = randomNet({ seed: 9, kind: 'realistic' });
  sparse.ftWeights.fill(0, HALF_DIMS * FE_END); // king squares 1..80 zero: a few rows only
  const p = packNnue(sparse, null, 5);
  const r = unpackNnue(p);
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  assert.equal(r.factors, null);
  assert.deepEqual(Buffer.from(writeNnue(r.net)), Buffer.from(writeNnue(sparse)));
  const a = loadNnue(p, { backend: 'ts' });
  assert.ok(a.ok && a.nnue.info.name === 'nnue-ts', 'loadNnue reads a packed net by its magic');
});

function expectError(bytes: Uint8Array, code: string, pattern: RegExp): void {
  const r = loadNnue(bytes, { backend: 'ts' });
  assert.equal(r.ok, false, 'the packed net should be refused');
  if (r.ok) return;
  assert.equal(r.error.code, code, r.error.message);
  assert.match(r.error.message, pattern);
}

test('a damaged packed net is refused with an error naming what did not match', () => {
  expectError(packed.subarray(0, 20), 'NNUE_PACK_TRUNCATED', /too short for the 24-byte header/);
  const version = Buffer.from(packed);
  version.writeUInt32LE(2, 8);
  expectError(version, 'NNUE_PACK_VERSION', /pack version 2/);
  expectError(packed.subarray(0, packed.length - 100), 'NNUE_PACK_CORRUPT', /does not decompress/);
  const length = Buffer.from(packed);
  length.writeUInt32LE(length.readUInt32LE(16) - 2, 16);
  expectError(
    length,
    'NNUE_PACK_CORRUPT',
    /decompresses to more than the \d+ bytes the header says/,
  );
  length.writeUInt32LE(length.readUInt32LE(16) + 4, 16);
  expectError(length, 'NNUE_PACK_CORRUPT', /decompresses to \d+ bytes, the header says \d+/);
  const crc = Buffer.from(packed);
  crc.writeUInt32LE((crc.readUInt32LE(20) ^ 1) >>> 0, 20);
  expectError(crc, 'NNUE_PACK_CHECKSUM', /CRC-32/);
});

test('a packed body that is not a halfkp_256x2-32-32 net names the inner error', () => {
  const wrong = randomNet({ seed: 2, kind: 'realistic' });
  wrong.ftWeights.fill(0);
  const p = Buffer.from(packNnue(wrong, null, 5));
  // The checksum matches the changed body, so only the nn.bin check inside can catch it.
  expectError(corruptInner(p), 'NNUE_VERSION', /inside the packed net: version/);
});

/** The same packed net with the first byte of its inner nn.bin changed (and a matching checksum). */
function corruptInner(p: Buffer): Buffer {
  const payload = brotliDecompressSync(p.subarray(24));
  payload[0] = payload[0]! ^ 0xff;
  const out = Buffer.concat([p.subarray(0, 24), brotliCompressSync(payload)]);
  out.writeUInt32LE(crc32(payload), 20);
  return out;
}
