/**
 * Multi-game CSA files (issue 21, speed target): a game our quick check proves clean is built
 * when first read, and it is the same record the full path builds; a game it cannot prove
 * clean takes the full path with its errors and warnings.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { exportRecord, importRecordText } from '../../src-main/shared/records/index.ts';
import { multiGameCsa } from '../../src-main/records/synthetic-records.ts';
import { isCleanCsaGame } from '../../src-main/shared/records/csa-quick-check.ts';
import { scanCsa } from '../../src-main/shared/records/scan-csa.ts';

/** Games the generator does not make: a handicap, a drop and captures, comments, times, endings. */
const EXTRA = [
  [
    'V2.2',
    "'a file comment",
    'N+a',
    'N-b',
    'PI82HI22KA',
    '-',
    '-3334FU',
    'T5',
    "'*white first",
    '+7776FU',
    '%TIME_UP',
  ],
  ['PI', '+', '+7776FU', '-3334FU', '+8822UM', '-3122GI', '+0055KA', "'** 120 -2233GI", '%TORYO'],
  ['PI', '+', '+2726FU,T1', '-8384FU,T2', '#RESIGN'],
].map((g) => g.join('\n'));

/** A game's record written as KIF and CSA (UTF-8), what a user would see of it. */
function texts(text: string, index = 0): string[] {
  const r = importRecordText(text);
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  const record = r.records[index]!;
  return (['kif', 'csa'] as const).map((f) => {
    const out = exportRecord(record, f, { encoding: 'utf-8', newline: '\n' });
    assert.ok(out.ok);
    return out.text;
  });
}

test('every game of a multi-game CSA reads as it does on its own', () => {
  const chunks = [...multiGameCsa(12, 80).split('/\n'), ...EXTRA];
  const all = chunks.join('\n/\n') + '\n';
  const r = importRecordText(all);
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  assert.equal(r.records.length, chunks.length);
  assert.deepEqual(r.warnings, []);
  for (const [i, chunk] of chunks.entries()) {
    // Each of these games takes the deferred path, so the comparison is of the two paths.
    const lines = chunk.split('\n');
    assert.ok(isCleanCsaGame(lines, scanCsa(lines)), `game ${i + 1} is proved clean`);
    assert.deepEqual(texts(all, i), texts(chunk), `game ${i + 1}`);
  }
  // Built once: the same record on every read.
  assert.equal(r.records[3], r.records[3]);
  assert.equal([...r.records].length, chunks.length);
});

test('a game the quick check cannot prove clean keeps its full-path error and warnings', () => {
  const good = multiGameCsa(3, 20).split('/\n');
  const cut = ['PI', '+', '+7776FU', '-333'].join('\n');
  const r = importRecordText([good[0], good[1], good[2], cut, good[0]].join('\n/\n'));
  assert.ok(!r.ok);
  assert.equal(r.error.gameIndex, 3);
  assert.match(r.error.message, /^game 4: line \d+, move 2 "-333": cannot read this move$/);
  const skipped = importRecordText([good[0], 'PI\n+\nZ odd line\n+7776FU', good[1]].join('\n/\n'));
  assert.ok(skipped.ok);
  const line = good[0]!.split('\n').length + 1 + 3; // after game 1 and its "/"
  assert.deepEqual(skipped.warnings, [`line ${line}: not a CSA line, ignored: "Z odd line"`]);
});

test('the quick check leaves every doubtful game to the full path', () => {
  const clean = (...moves: string[]) => {
    const lines = ['PI', '+', ...moves];
    return isCleanCsaGame(lines, scanCsa(lines));
  };
  assert.ok(clean('+7776FU', '-3334FU', '%TORYO'));
  for (const doubtful of [
    ['+7776KY'], // names a lance where a pawn stands
    ['-3334FU'], // the side not to move
    ['+7775FU'], // a pawn cannot move two squares
    ['+2858HI', '-3334FU', '+5853RY'], // the rook's path is blocked by its own pawn on 5g
    ['+7776FU', '%+ILLEGAL_ACTION'], // a foul ending needs the full path's care
    ['+7776FU', '%TORYO', '%CHUDAN'], // two endings
    ['+7776FU', 'P1-KY'], // a position line after the moves
  ])
    assert.equal(clean(...doubtful), false, doubtful.join(' '));
  const noTurn = ['PI', '+7776FU'];
  assert.equal(isCleanCsaGame(noTurn, scanCsa(noTurn)), false, 'no turn line');
});
