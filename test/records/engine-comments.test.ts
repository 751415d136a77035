/**
 * Engine comments (issue 21 item 16): Floodgate `'**` lines and ShogiHome / ShogiGUI KIF lines
 * are read as Black's score and a PV, and writing the record back keeps them unchanged.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Position } from 'tsshogi';
import {
  MATE_CP,
  readEngineComment,
  recordedEvaluations,
} from '../../src-main/shared/records/engine-comments.ts';
import { exportRecord, importRecord } from '../../src-main/shared/records/index.ts';
import { SHARED_DATA, SKIP_NO_DATA, importShared } from './helpers/shared-files.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures/records-eval');

/** Imports a fixture that must load. */
function load(name: string) {
  const r = importRecord(readFileSync(join(FIXTURES, name)), name);
  if (!r.ok) throw new Error(r.error.message);
  return r.records[0]!;
}

/** The even start position after the given USI moves. */
function after(...usi: string[]): Position {
  const p = Position.newBySFEN('lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1')!;
  for (const u of usi) p.doMove(p.createMoveByUSI(u)!);
  return p;
}

test("a Floodgate CSA file's '** comments give each move's score and PV", () => {
  const evals = recordedEvaluations(load('floodgate-eval.csa'));
  assert.deepEqual(
    evals.map((e) => [e.ply, e.cp, e.pv.join(' '), e.source]),
    [
      [1, 50, '3c3d 2g2f', 'floodgate'],
      [2, 40, '2g2f 8c8d', 'floodgate'],
      [3, 60, '8c8d', 'floodgate'],
      [4, -20, '2f2e 8d8e 6i7h', 'floodgate'],
      [5, 80, '8d8e 6i7h', 'floodgate'],
    ],
  );
});

test('ShogiHome and ShogiGUI KIF lines give the score and PV; plain comments give nothing', () => {
  const evals = recordedEvaluations(load('engine-eval.kif'));
  assert.deepEqual(
    evals.map((e) => [e.ply, e.cp, e.pv.join(' '), e.source]),
    [
      [1, 50, '3c3d 2g2f', 'shogihome'],
      [2, -40, '2g2f 8c8d', 'shogigui'],
    ],
  );
});

test('scores only: the same scores without PVs', () => {
  const record = load('floodgate-eval.csa');
  assert.deepEqual(
    recordedEvaluations(record, { pv: false }),
    recordedEvaluations(record).map((e) => ({ ...e, pv: [] })),
  );
});

test('a mate line reads as a mate for the side named, at the mate score', () => {
  const r = readEngineComment('#詰み=後手勝ち:7手\n#読み筋=▲２六歩', after('7g7f'));
  // White to move: a PV that starts with Black's mark is not this position's.
  assert.deepEqual(r, { cp: -MATE_CP, mate: -7, pv: [], source: 'shogihome' });
  // Without a distance, only the winner: at the mate score.
  assert.deepEqual(readEngineComment('*詰み=先手勝ち', after('7g7f')), {
    cp: MATE_CP,
    pv: [],
    source: 'shogihome',
  });
});

test('a PV stops at its first move that cannot be played, and words are not a score', () => {
  const r = readEngineComment('* 120 -3334FU +2726FU -3334FU', after('7g7f'));
  assert.deepEqual(r?.pv, ['3c3d', '2g2f']);
  assert.equal(readEngineComment('*5手目の悪手', after('7g7f')), null);
  assert.equal(readEngineComment('* good move', after('7g7f')), null);
});

test('writing the record back keeps the engine comment lines unchanged', () => {
  const csaText = readFileSync(join(FIXTURES, 'floodgate-eval.csa'), 'utf8');
  const csa = exportRecord(load('floodgate-eval.csa'), 'csa', { newline: '\n' });
  assert.ok(csa.ok);
  const engineLines = (t: string) => t.split('\n').filter((l) => l.startsWith("'**"));
  assert.equal(engineLines(csaText).length, 5);
  assert.deepEqual(engineLines(csa.text), engineLines(csaText));

  const kifText = readFileSync(join(FIXTURES, 'engine-eval.kif'), 'utf8');
  const kif = exportRecord(load('engine-eval.kif'), 'kif', { newline: '\n' });
  assert.ok(kif.ok);
  const kifLines = (t: string) => t.split('\n').filter((l) => l.startsWith('*'));
  assert.deepEqual(kifLines(kif.text), kifLines(kifText));
  // And what was written reads back to the same evaluations.
  const again = importRecord(csa.bytes, 'again.csa');
  assert.ok(again.ok);
  assert.deepEqual(
    recordedEvaluations(again.records[0]!),
    recordedEvaluations(load('floodgate-eval.csa')),
  );
});

test(
  "real Floodgate and WCSC files: every '** line reads, and writing keeps them byte for byte",
  { skip: SKIP_NO_DATA },
  () => {
    for (const [rel, lines, first] of [
      ['kifu_wild/shogi-kifu-converter_tests/csa/floodgate.csa', 125, [1, 113, '3c3d']],
      ['kifu_wild/shogi-kifu-converter_tests/csa/WCSC32_F7_NBS_DLS.csa', 176, [1, 41, '4a3b']],
    ] as const) {
      const r = importShared(rel);
      assert.ok(r.ok, rel);
      const evals = recordedEvaluations(r.records[0]!);
      assert.equal(evals.length, lines, rel);
      assert.ok(
        evals.every((e) => e.pv.length > 0 && e.cp !== null),
        rel,
      );
      assert.deepEqual([evals[0]!.ply, evals[0]!.cp, evals[0]!.pv[0]], first, rel);
      const original = readFileSync(join(SHARED_DATA, rel), 'latin1').replace(/\r/g, '');
      const out = exportRecord(r.records[0]!, 'csa', { newline: '\n', encoding: 'utf-8' });
      assert.ok(out.ok);
      const engineLines = (t: string) => t.split('\n').filter((l) => l.startsWith("'**"));
      assert.deepEqual(engineLines(out.text), engineLines(original), rel);
    }
  },
);
