/**
 * The review CLI: argument parsing, and one real run with the built-in engine at a small node
 * count on a copy of a UTF-8 KIF fixture (written back in place, same format and encoding).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REVIEW_DEFAULT_NODES } from '../../src-main/shared/study/study-params.ts';
import { parseArgs } from '../../tools/cli/review.ts';

const ROOT = resolve(fileURLToPath(new URL('../../', import.meta.url)));
const FIXTURE = join(ROOT, 'test/fixtures/study/short-game.kifu');

test('arguments: movetime or nodes, engine, range, thresholds; mistakes are reported', () => {
  const a = parseArgs([
    'games',
    '--nodes',
    '5000',
    '--engine',
    'builtin',
    '--from',
    '3',
    '--to',
    '9',
    '--thresholds',
    '4,8,12,20',
  ]);
  assert.ok(typeof a !== 'string');
  assert.deepEqual(a.settings, {
    limit: { nodes: 5000 },
    thresholds: { inaccuracy: 4, dubious: 8, mistake: 12, blunder: 20 },
    fromPly: 3,
    toPly: 9,
  });
  assert.equal(a.engine.builtin, true);
  const b = parseArgs(['x.kif', '--engine', '/usr/games/gpsusi']);
  assert.ok(typeof b !== 'string');
  // By default the app's review budget, the one its labels were measured at.
  assert.deepEqual(b.settings.limit, { nodes: REVIEW_DEFAULT_NODES });
  assert.equal(b.engine.command, '/usr/games/gpsusi');
  const c = parseArgs(['x.kif', '--engine', 'gpsusi']);
  assert.ok(typeof c !== 'string' && c.engine.command === 'gpsusi');
  assert.match(parseArgs([]) as string, /give a record file/);
  assert.match(parseArgs(['x', '--movetime', 'abc']) as string, /positive number/);
  assert.match(
    parseArgs(['x', '--thresholds', '10,5,15,25']) as string,
    /dubious must be at least inaccuracy/,
  );
  assert.match(parseArgs(['x', '--bogus']) as string, /unknown argument/);
});

test(
  'npm run review writes the review into the file and prints the summary',
  { timeout: 120_000 },
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'banmen-review-cli-'));
    try {
      const file = join(dir, 'game.kifu');
      copyFileSync(FIXTURE, file);
      const run = spawnSync(
        process.execPath,
        ['--import', 'tsx', join(ROOT, 'tools/cli/review.ts'), file, '--nodes', '800'],
        { cwd: ROOT, encoding: 'utf8' },
      );
      assert.equal(run.status, 0, run.stderr);
      assert.match(run.stdout, /game\.kifu: reviewed/);
      assert.match(run.stdout, /10\/10 moves by /);
      assert.match(run.stdout, /▲ 5 moves, accuracy \d+\.\d %/);
      assert.match(run.stderr, /10\/10/);
      const text = readFileSync(file, 'utf8'); // still UTF-8
      assert.match(text, /^\*#review-summary .* done=10\/10$/m);
      assert.equal(text.match(/^\*#review label=/gm)?.length, 10);
      assert.match(text, /\*居飛車の出だし/);
      assert.match(text, /変化：2手/);
      const again = spawnSync(
        process.execPath,
        ['--import', 'tsx', join(ROOT, 'tools/cli/review.ts'), dir, '--nodes', '800'],
        { cwd: ROOT, encoding: 'utf8' },
      );
      assert.match(again.stdout, /skipped \(already reviewed\)/);
      const bad = spawnSync(
        process.execPath,
        ['--import', 'tsx', join(ROOT, 'tools/cli/review.ts'), join(dir, 'nope.kif')],
        { cwd: ROOT, encoding: 'utf8' },
      );
      assert.equal(bad.status, 2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
