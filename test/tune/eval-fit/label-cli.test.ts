/**
 * eval:label end to end with a fake teacher: every position of a saved game gets the teacher's
 * score and move, and a second run over the same games searches nothing again.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readLabels } from '../../../src-main/tune/eval-fit/labels.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const FAKE = join(ROOT, 'test/fixtures/engines/fake-engine.mjs');

test(
  'eval:label scores each game position once and resumes without searching again',
  { skip: process.platform === 'win32' ? 'the fake teacher is a shell script' : false },
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'eval-label-'));
    // eval:label starts the teacher without arguments, so a wrapper gives the fake its score.
    const teacher = join(dir, 'teacher.sh');
    writeFileSync(teacher, `#!/bin/sh\nexec "${process.execPath}" "${FAKE}" --score 42\n`);
    chmodSync(teacher, 0o755);
    const game = join(dir, 'game.usi');
    writeFileSync(game, 'position startpos moves 7g7f 3c3d 2g2f\n');
    const out = join(dir, 'labels.jsonl');
    const run = () =>
      spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          'tools/cli/eval-label.ts',
          '--out',
          out,
          '--engine',
          teacher,
          '--variant',
          'shogi',
          '--depth',
          '1',
          '--workers',
          '1',
          game,
        ],
        { cwd: ROOT, encoding: 'utf8' },
      );
    const first = run();
    assert.equal(first.status, 0, first.stderr);
    const labels = readLabels(readFileSync(out, 'utf8'));
    assert.equal(labels.length, 4);
    assert.ok(labels.every((l) => l.score === 42 && /^[1-9][a-i][1-9][a-i]\+?$/.test(l.best)));
    assert.equal(
      labels[0]!.sfen.split(' ')[0],
      'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL',
    );
    const second = run();
    assert.equal(second.status, 0, second.stderr);
    assert.match(second.stderr, /4 positions labelled, 0 to go/);
    assert.equal(readLabels(readFileSync(out, 'utf8')).length, 4);
  },
);
