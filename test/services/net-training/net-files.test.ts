/**
 * The run folder's files: the book written from record folders (bad records left out and named),
 * the validation tail cut from the data, and the match openings drawn from the data's level
 * positions after the opening.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Position } from '../../../src-main/shared/rules/position.ts';
import { legalMoves } from '../../../src-main/shared/rules/movegen.ts';
import { parseOpeningLine } from '../../../src-main/tournament/openings.ts';
import { makePsv, PSV_SIZE, writePsv } from '../../../src-main/tune/nnue-data/psv.ts';
import {
  BOOK_PLIES,
  splitValidation,
  writeBook,
  writeMatchOpenings,
} from '../../../src-main/services/net-training/net-files.ts';

const FIXTURES = new URL('../../fixtures/openings/', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'banmen-net-files-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('the book has the first plies of each readable record; a bad record is skipped and named', () => {
  const folder = join(dir, 'records');
  mkdirSync(folder);
  for (const name of readdirSync(join(FIXTURES, 'records')))
    copyFileSync(join(FIXTURES, 'records', name), join(folder, name));
  copyFileSync(join(FIXTURES, 'bad-move.csa'), join(folder, 'bad-move.csa'));
  const r = writeBook([folder], join(dir, 'book.sfen'));
  assert.ok(r.ok, JSON.stringify(r));
  assert.equal(r.openings, 3, 'the three fixture games');
  assert.equal(r.skipped.length, 1);
  assert.match(r.skipped[0]!, /bad-move\.csa/);
  const lines = readFileSync(r.file, 'utf8').trim().split('\n');
  for (const line of lines) {
    const o = parseOpeningLine(line, 0);
    assert.ok(o && typeof o === 'object' && o.sfen === 'startpos', line);
    assert.ok(o.moves.length > 0 && o.moves.length <= BOOK_PLIES);
  }

  const bad = join(dir, 'only-bad');
  mkdirSync(bad);
  copyFileSync(join(FIXTURES, 'bad-move.csa'), join(bad, 'bad-move.csa'));
  const none = writeBook([bad], join(dir, 'none.sfen'));
  assert.ok(!none.ok && /bad-move\.csa/.test(none.message), 'says which record did not read');
});

/** A data file of one game's positions, plies 1..n, scored by ply (the 20th ply is far off level). */
function gameData(path: string, n: number): void {
  const pos = Position.startpos();
  const bytes = new Uint8Array(n * PSV_SIZE);
  for (let i = 0; i < n; i++) {
    const move = legalMoves(pos)[i % 7]!;
    const r = makePsv(pos, i === 19 ? 900 : i, move, 0);
    assert.ok(r.ok);
    writePsv(r.record, bytes, i * PSV_SIZE);
    pos.doMove(move);
  }
  writeFileSync(path, bytes);
}

test('the validation tail is cut from the data: 10 % of the records, whole', () => {
  const data = join(dir, 'split.bin');
  gameData(data, 25);
  const before = readFileSync(data);
  assert.equal(splitValidation(data, join(dir, 'split.val.bin')), 2);
  assert.deepEqual(readFileSync(data), before.subarray(0, 23 * PSV_SIZE));
  assert.deepEqual(readFileSync(join(dir, 'split.val.bin')), before.subarray(23 * PSV_SIZE));
});

test('match openings are level positions after ply 12, spread over the data', () => {
  const data = join(dir, 'openings.bin');
  gameData(data, 30);
  const out = join(dir, 'openings.sfen');
  assert.equal(writeMatchOpenings(data, 3, out), 3);
  const plies = readFileSync(out, 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      const o = parseOpeningLine(line, 0);
      assert.ok(o && typeof o === 'object' && o.sfen !== 'startpos', line);
      return Number(o.sfen.split(' ')[3]);
    });
  // Plies 12..30 but not 20 (scored 900) are level; three of them, evenly spread.
  assert.deepEqual(plies, [12, 18, 25]);
});
