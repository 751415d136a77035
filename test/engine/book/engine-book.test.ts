/**
 * The engine's book options together: full strength plays the best book move every time, a
 * level below 20 varies its book choices by count (reproducibly for one SkillSeed), BookFile none
 * turns the book off, and minishogi never uses it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineBook } from '../../../src-main/engine/book/engine-book.ts';
import { Position } from '../../../src-main/shared/rules/position.ts';
import { defaultOptions } from '../../../src-main/engine/options.ts';
import { REPO } from '../helpers/usi-harness.ts';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertOk } from '../../helpers/assert-ok.ts';
import { readAnyBookFile, writeAnyBookFile } from '../../../src-main/engine/book/book-file.ts';
import { parseUsiMove } from '../../../src-main/shared/rules/sfen.ts';

const HAND = `${REPO}test/fixtures/book/hand.db`;

/** The moves a book picks at the start position in `n` games. */
function picks(book: EngineBook, n: number): string[] {
  return Array.from({ length: n }, () => book.choose(Position.startpos())?.move ?? 'none');
}

test('full strength always plays the best move; lower levels vary by count, the same for one seed', () => {
  const strong = new EngineBook();
  assert.deepEqual(strong.configure({ ...defaultOptions(), BookFile: HAND }), [
    `book ${HAND}: 4 positions`,
  ]);
  assert.deepEqual(new Set(picks(strong, 50)), new Set(['2g2f']));

  const weak = (seed: number) => {
    const b = new EngineBook();
    b.configure({ ...defaultOptions(), BookFile: HAND, SkillLevel: 10, SkillSeed: seed });
    return picks(b, 200);
  };
  const a = weak(5);
  // Counts 12, 7 and 1 of 20: 7g7f about 60% of the time.
  const share = a.filter((m) => m === '7g7f').length / a.length;
  assert.ok(share > 0.45 && share < 0.75, `7g7f share ${share}`);
  assert.ok(a.includes('2g2f'));
  assert.deepEqual(weak(5), a, 'one seed, one sequence');
});

test('a .bin or .ybb BookFile is read on demand and plays as the same book in DB2016', () => {
  const dir = mkdtempSync(join(tmpdir(), 'engine-book-'));
  const whole = readAnyBookFile(HAND);
  assertOk(whole);
  for (const ext of ['bin', 'ybb']) {
    const path = join(dir, `hand.${ext}`);
    assertOk(writeAnyBookFile(path, whole.book));
    const b = new EngineBook();
    assert.deepEqual(b.configure({ ...defaultOptions(), BookFile: path }), [
      `book ${path}: read on demand`,
    ]);
    assert.deepEqual(new Set(picks(b, 20)), new Set(['2g2f']), ext);
    const after = Position.startpos();
    after.doMove(parseUsiMove(after, '7g7f'));
    assert.equal(b.choose(after)?.move, '3c3d', ext);
    assert.equal(new EngineBookOf(HAND).choose(after)?.move, '3c3d');
  }
});

test("a .ybb out of order (another tool's order) is read whole instead, with the same answers", () => {
  const dir = mkdtempSync(join(tmpdir(), 'engine-book-'));
  const whole = readAnyBookFile(HAND);
  assertOk(whole);
  const path = join(dir, 'hand.ybb');
  assertOk(writeAnyBookFile(path, whole.book));
  // Swap the first and the last index rows (32-byte header, 44-byte rows).
  const bytes = readFileSync(path);
  const rows = Number(bytes.readBigUInt64LE(16));
  const first = Buffer.from(bytes.subarray(32, 76));
  bytes.copy(bytes, 32, 32 + 44 * (rows - 1), 32 + 44 * rows);
  first.copy(bytes, 32 + 44 * (rows - 1));
  writeFileSync(path, bytes);
  const b = new EngineBook();
  assert.deepEqual(b.configure({ ...defaultOptions(), BookFile: path }), [
    `book ${path}: ${rows} positions`,
  ]);
  assert.equal(b.choose(Position.startpos())?.move, '2g2f');
});

/** An engine book configured at full strength with `path`. */
class EngineBookOf extends EngineBook {
  constructor(path: string) {
    super();
    this.configure({ ...defaultOptions(), BookFile: path });
  }
}

test('BookFile none and minishogi: no book move', () => {
  const off = new EngineBook();
  assert.deepEqual(off.configure({ ...defaultOptions(), BookFile: 'none' }), []);
  assert.equal(off.choose(Position.startpos()), null);
  const mini = new EngineBook();
  mini.configure({ ...defaultOptions(), BookFile: HAND, USI_Variant: 'minishogi' });
  assert.equal(mini.choose(Position.startpos()), null);
});
