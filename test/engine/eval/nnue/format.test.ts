import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../../../helpers/assert-ok.ts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ARCHITECTURE_STRINGS,
  FEATURE_COUNT,
  HALF_DIMS,
  fileSize,
} from '../../../../src-main/engine/eval/nnue/format.ts';
import { loadNnue } from '../../../../src-main/engine/eval/nnue/load.ts';
import { randomNet } from '../../../../src-main/engine/eval/nnue/random-net.ts';
import { parseNnue } from '../../../../src-main/engine/eval/nnue/reader.ts';
import { writeNnue } from '../../../../src-main/engine/eval/nnue/writer.ts';

const u32 = (b: Uint8Array, at: number): number =>
  new DataView(b.buffer, b.byteOffset).getUint32(at, true);

function expectError(bytes: Uint8Array, code: string, pattern: RegExp): void {
  const r = parseNnue(bytes);
  assert.equal(r.ok, false, 'the file should be rejected');
  if (r.ok) return;
  assert.equal(r.error.code, code, r.error.message);
  assert.match(r.error.message, pattern);
}

const net = randomNet({ seed: 11, kind: 'wild' });
const file = writeNnue(net);

test('the writer produces YaneuraOu halfkp_256x2-32-32 headers, byte for byte', () => {
  assert.equal(ARCHITECTURE_STRINGS.dense.length, 178);
  assert.equal(ARCHITECTURE_STRINGS.sparse.length, 189);
  assert.equal(u32(file, 0), 0x7af32f16, 'version');
  assert.equal(u32(file, 4), 0x3e5aa6ee, 'file hash');
  assert.equal(u32(file, 8), 178, 'architecture length');
  assert.equal(new TextDecoder().decode(file.subarray(12, 190)), ARCHITECTURE_STRINGS.dense);
  assert.equal(u32(file, 190), 0x5d69d7b8, 'feature transformer hash');
  const netHashAt = 194 + 2 * HALF_DIMS + 2 * FEATURE_COUNT * HALF_DIMS;
  assert.equal(u32(file, netHashAt), 0x63337156, 'network hash');
  assert.equal(file.length, fileSize(178));
  // 12 + 178 + 4 + 512 + 64,198,656 + 4 + (128 + 16,384) + (128 + 1,024) + (4 + 32)
  assert.equal(file.length, 64_217_066);
});

test('reading what the writer wrote gives back every weight, for both architecture strings', () => {
  for (const architecture of ['dense', 'sparse'] as const) {
    const bytes = architecture === 'dense' ? file : writeNnue({ ...net, architecture });
    const r = parseNnue(bytes);
    assert.ok(r.ok, r.ok ? '' : r.error.message);
    if (!r.ok) return;
    assert.equal(r.net.architecture, architecture);
    assert.deepEqual(r.net.ftBias, net.ftBias);
    assert.ok(
      Buffer.from(r.net.ftWeights.buffer).equals(Buffer.from(net.ftWeights.buffer)),
      'feature weights differ',
    );
    for (const k of ['l1Bias', 'l1Weights', 'l2Bias', 'l2Weights', 'outWeights'] as const)
      assert.deepEqual(r.net[k], net[k], k);
    assert.equal(r.net.outBias, net.outBias);
  }
});

test('truncated files say they are truncated', () => {
  expectError(file.subarray(0, 8), 'NNUE_TRUNCATED', /too short for the 12-byte header/);
  expectError(file.subarray(0, 100), 'NNUE_TRUNCATED', /inside the 178-byte architecture string/);
  expectError(
    file.subarray(0, 5_000_000),
    'NNUE_TRUNCATED',
    /file has 5000000 bytes, expected 64217066 .*truncated/,
  );
  expectError(file.subarray(0, file.length - 1), 'NNUE_TRUNCATED', /truncated/);
});

test('a wrong version, hash or architecture is named in the error', () => {
  const patched = (at: number, value: number): Uint8Array => {
    const b = file.slice();
    new DataView(b.buffer).setUint32(at, value, true);
    return b;
  };
  expectError(
    patched(0, 0x7af32f15),
    'NNUE_VERSION',
    /version 0x7AF32F15 does not match 0x7AF32F16/,
  );
  expectError(
    patched(4, 0x12345678),
    'NNUE_HASH',
    /file hash 0x12345678 does not match 0x3E5AA6EE/,
  );
  expectError(
    patched(190, 0x5d69d7b9),
    'NNUE_HASH',
    /feature transformer hash 0x5D69D7B9 does not match 0x5D69D7B8/,
  );
  const netHashAt = 194 + 2 * HALF_DIMS + 2 * FEATURE_COUNT * HALF_DIMS;
  expectError(
    patched(netHashAt, 1),
    'NNUE_HASH',
    /network hash 0x00000001 does not match 0x63337156/,
  );
  const otherArch = file.slice();
  otherArch.set(new TextEncoder().encode('HalfKP(Friend)[125388->512x2]'), 21);
  expectError(
    otherArch,
    'NNUE_ARCHITECTURE',
    /architecture "Features=HalfKP\(Friend\)\[125388->512x2\].*" is not halfkp_256x2-32-32/,
  );
  expectError(patched(8, 1 << 20), 'NNUE_ARCHITECTURE', /length 1048576 is implausible/);
});

test('extra bytes after the network are rejected', () => {
  const longer = new Uint8Array(file.length + 3);
  longer.set(file);
  expectError(longer, 'NNUE_SIZE', /3 unexpected bytes after the network/);
});

test('random bytes are not a network', () => {
  const noise = new Uint8Array(4096);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  expectError(noise, 'NNUE_VERSION', /not a YaneuraOu nn.bin/);
});

test('loadNnue reads files from disk and reports unreadable paths with a typed error', () => {
  const dir = mkdtempSync(join(tmpdir(), 'banmen-nnue-'));
  const path = join(dir, 'nn.bin');
  writeFileSync(path, file);
  const ok = loadNnue(path, { backend: 'ts' });
  assertOk(ok);
  const missing = loadNnue(join(dir, 'missing.bin'));
  assert.equal(missing.ok, false);
  if (!missing.ok) {
    assert.equal(missing.error.code, 'NNUE_FILE');
    assert.match(missing.error.message, /missing\.bin: cannot be read \(ENOENT\)/);
  }
  writeFileSync(path, file.subarray(0, 1000));
  const cut = loadNnue(path);
  assert.equal(cut.ok, false);
  if (!cut.ok) assert.equal(cut.error.code, 'NNUE_TRUNCATED');
});
