/**
 * Damaged input never throws and never yields an empty record: truncated and byte-mutated
 * copies of real files give either a valid record or a coded error. Deterministic (fixed seed).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importRecord } from '../../src-main/shared/records/index.ts';
import { validateRecord } from '../../src-main/shared/records/validate.ts';
import { SHARED_DATA, SKIP_NO_DATA, realFiles } from './helpers/shared-files.ts';

const CODES = new Set([
  'EMPTY',
  'DECODE',
  'UNSUPPORTED_FORMAT',
  'PARSE',
  'ILLEGAL_POSITION',
  'ILLEGAL_MOVE',
]);

test(
  'truncated and mutated real files give a valid record or a coded error, never an exception',
  { skip: SKIP_NO_DATA },
  () => {
    let seed = 20240601;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 8) % n;
    const files = realFiles().filter(
      (f) => /\.(kif|kifu|ki2|ki2u|KI2|csa|jkf)$/.test(f) && !f.includes('shogiwars'),
    );
    const tally = new Map<string, number>();
    for (const rel of files) {
      const original = readFileSync(join(SHARED_DATA, rel));
      for (let k = 0; k < 3; k++) {
        const bytes = Uint8Array.from(original.subarray(0, rand(original.length + 1)));
        for (let m = rand(4); m > 0 && bytes.length > 0; m--) bytes[rand(bytes.length)] = rand(256);
        const r = importRecord(bytes, rel);
        const key = r.ok ? 'ok' : r.error.code;
        tally.set(key, (tally.get(key) ?? 0) + 1);
        if (r.ok) {
          for (const record of r.records) {
            const v = validateRecord(record);
            assert.ok(
              v.positionError === null && v.violations.length === 0,
              `${rel}: a loaded record must be fully legal`,
            );
          }
        } else {
          assert.ok(CODES.has(r.error.code) && r.error.message.length > 0, `${rel}: coded error`);
          if (r.error.partial)
            assert.equal(
              (validateRecord(r.error.partial) as { violations?: unknown[] }).violations?.length ??
                0,
              0,
              `${rel}: partial is legal`,
            );
        }
      }
    }
    console.log(`results over ${files.length * 3} damaged files:`, Object.fromEntries(tally));
    assert.ok(
      (tally.get('ok') ?? 0) > 0 && tally.size > 2,
      'damage produces both loads and errors',
    );
  },
);
