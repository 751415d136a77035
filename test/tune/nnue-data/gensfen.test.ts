import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../../helpers/assert-ok.ts';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClassicalEvaluator } from '../../../src-main/engine/eval/classical/evaluator.ts';
import { randomNet } from '../../../src-main/engine/eval/nnue/random-net.ts';
import { writeNnue } from '../../../src-main/engine/eval/nnue/writer.ts';
import { VALUE_MATE_IN_MAX_PLY } from '../../../src-main/engine/params.ts';
import { GENSFEN_DEFAULTS, SfenGenerator } from '../../../src-main/tune/nnue-data/gensfen.ts';
import { decodePsv, PSV_SIZE, readPsv } from '../../../src-main/tune/nnue-data/psv.ts';
import { validatePsvFile } from '../../../src-main/tune/nnue-data/psv-validate.ts';

const BOOK = 'test/fixtures/nnue-data/openings.sfen';
let dir = '';
before(() => {
  dir = mkdtempSync(join(tmpdir(), 'banmen-gensfen-'));
});
after(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the CLI; returns its exit status and stderr. */
function gensfen(...args: string[]): { status: number | null; stderr: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'tools/cli/gensfen.ts', ...args], {
    encoding: 'utf8',
    timeout: 300_000,
  });
  return { status: r.status, stderr: r.stderr };
}

/** Every record of a file, decoded (asserting each decodes). */
function decodeAll(path: string): ReturnType<typeof decodePsv>[] {
  const bytes = new Uint8Array(readFileSync(path));
  assert.equal(bytes.length % PSV_SIZE, 0);
  const out = [];
  for (let i = 0; i < bytes.length / PSV_SIZE; i++)
    out.push(decodePsv(readPsv(bytes, i * PSV_SIZE)));
  return out;
}

test('one game: positions are labelled, none in check or beyond the cap, results from each side', () => {
  const gen = new SfenGenerator(
    createClassicalEvaluator(),
    { ...GENSFEN_DEFAULTS, depth: 2, evalLimit: 1500 },
    5,
  );
  const game = gen.playGame({ sfen: 'startpos', moves: ['7g7f', '3c3d'] });
  assert.ok(game.count > 5, `only ${game.count} records`);
  assert.ok(game.plies >= game.count);
  let prevPly = 0;
  for (let i = 0; i < game.count; i++) {
    const d = decodePsv(readPsv(game.bytes, i * PSV_SIZE));
    assert.ok(d.ok, `record ${i}: ${!d.ok && d.error.message}`);
    const v = d.value;
    assert.ok(!v.position.inCheck());
    assert.ok(Math.abs(v.score) <= 1500 && Math.abs(v.score) < VALUE_MATE_IN_MAX_PLY);
    assert.ok(v.gamePly > prevPly && v.gamePly >= 3, 'plies grow, book positions are not written');
    prevPly = v.gamePly;
    if (game.end !== 'max-moves' && game.end !== 'sennichite') {
      // The winner's positions say 1, the loser's −1: the result follows the side to move.
      const first = decodePsv(readPsv(game.bytes, 0));
      assertOk(first);
      const same = v.position.sideToMove === first.value.position.sideToMove;
      assert.equal(v.gameResult, same ? first.value.gameResult : -first.value.gameResult);
      assert.notEqual(v.gameResult, 0);
    }
  }
});

test('gensfen CLI: a tiny run writes a file the validator accepts; a rerun resumes; the same seed repeats', () => {
  const out = join(dir, 'a.bin');
  const r = gensfen(
    '--out',
    out,
    '--positions',
    '60',
    '--depth',
    '1',
    '--workers',
    '2',
    '--book',
    BOOK,
    '--seed',
    '3',
  );
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stderr, /done: 60 records/);
  const v = validatePsvFile(out);
  assertOk(v);
  assert.equal(v.report.records, 60);
  assert.deepEqual(v.report.errors, []);
  assert.equal(v.report.inCheck, 0);
  for (const d of decodeAll(out)) {
    assertOk(d);
    assert.ok(d.value.position.isLegal(d.value.move));
  }
  const first = readFileSync(out);
  // Resume: asking for 90 appends 30 and keeps the first 60 untouched.
  const again = gensfen(
    '--out',
    out,
    '--positions',
    '90',
    '--depth',
    '1',
    '--workers',
    '2',
    '--book',
    BOOK,
    '--seed',
    '3',
  );
  assert.equal(again.status, 0, again.stderr);
  const resumed = readFileSync(out);
  assert.equal(resumed.length, 90 * PSV_SIZE);
  assert.ok(resumed.subarray(0, first.length).equals(first));
  // The same seed and worker count give the same records.
  const out2 = join(dir, 'b.bin');
  assert.equal(
    gensfen(
      '--out',
      out2,
      '--positions',
      '60',
      '--depth',
      '1',
      '--workers',
      '2',
      '--book',
      BOOK,
      '--seed',
      '3',
    ).status,
    0,
  );
  assert.ok(readFileSync(out2).equals(first));
});

test('gensfen CLI: --evalfile labels with a net; a file that is not a net is refused', () => {
  const net = join(dir, 'net.bin');
  writeFileSync(net, writeNnue(randomNet({ seed: 3 })));
  const out = join(dir, 'net-labelled.bin');
  const r = gensfen(
    '--out',
    out,
    '--positions',
    '20',
    '--depth',
    '1',
    '--workers',
    '1',
    '--book',
    BOOK,
    '--evalfile',
    net,
  );
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stderr, /NNUE .*net\.bin loaded: evaluator nnue-(native|ts)/);
  const v = validatePsvFile(out);
  assertOk(v);
  assert.equal(v.report.valid, 20);
  const bad = gensfen(
    '--out',
    join(dir, 'x.bin'),
    '--positions',
    '5',
    '--book',
    BOOK,
    '--evalfile',
    BOOK,
  );
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /--evalfile .*openings\.sfen: /);
});
