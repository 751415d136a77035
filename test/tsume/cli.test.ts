/**
 * `npm run -s tsume -- verify`: one line per problem naming its uniqueness and any 余詰, then
 * `N problems verified, M failed`, exit 1 when a problem fails; the problem-file reader.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ProblemFileError,
  formatProblemFile,
  parseProblemFile,
} from '../../src-main/tsume/problem-file.ts';

function tsume(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'tools/cli/tsume.ts', ...args], {
    encoding: 'utf8',
  });
  const lines = r.stdout.trim().split('\n');
  return { status: r.status, lines, last: lines[lines.length - 1], stderr: r.stderr };
}

test('verify: a correct file passes with exit 0 and the summary line', () => {
  const r = tsume('verify', 'test/fixtures/tsume/good.sfen');
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.last, '1 problems verified, 0 failed');
  assert.match(r.lines[0]!, /ok, mate in 1, unique/);
});

test('verify: an alternative mate fails the run (exit 1) and is named', () => {
  const r = tsume('verify', 'test/fixtures/tsume/mixed.sfen', 'test/fixtures/tsume/good.sfen');
  assert.equal(r.status, 1);
  assert.equal(r.last, '3 problems verified, 1 failed');
  assert.ok(
    r.lines.some((l) => l.includes('NOT unique') && l.includes('余詰 at move 1: R*2a mates in 1')),
  );
});

test('verify: an unreadable file counts as failed', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tsume-'));
  writeFileSync(join(dir, 'bad.json'), '{"format":"other"}');
  const r = tsume('verify', join(dir, 'bad.json'));
  assert.equal(r.status, 1);
  assert.match(r.lines[0]!, /not a banmen-tsume version 1 file/);
  assert.equal(r.last, '0 problems verified, 1 failed');
});

test('problem files: the JSON form round-trips, text lines carry their solution', () => {
  const problems = [
    {
      id: '1-0001',
      sfen: '4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1',
      solution: ['G*5b'],
      nodes: 3,
      difficulty: 700,
    },
  ];
  assert.deepEqual(parseProblemFile(formatProblemFile(1, problems), 'x.json'), problems);
  const text = readFileSync('test/fixtures/tsume/mixed.sfen', 'utf8');
  const parsed = parseProblemFile(text, 'mixed.sfen');
  assert.deepEqual(
    parsed.map((p) => p.solution),
    [['G*5b'], ['R*1b']],
  );
  assert.throws(() => parseProblemFile('{', 'y.json'), ProblemFileError);
});
