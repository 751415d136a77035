// scripts/check-bench.mjs (issue 45, item 3): CI fails when the bench's node count differs from
// the `Bench:` line of the newest commit that has one, and says which commit it compared with.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: a plain .mjs script without type declarations
import { benchFromMessage, nodesFromOutput } from '../../scripts/check-bench.mjs';

const SCRIPT = fileURLToPath(new URL('../../scripts/check-bench.mjs', import.meta.url));

/** A scratch repository whose commits have these messages, oldest first. */
function repoWith(messages: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'check-bench-'));
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: dir,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 't',
        GIT_AUTHOR_EMAIL: 't@example.org',
        GIT_COMMITTER_NAME: 't',
        GIT_COMMITTER_EMAIL: 't@example.org',
      },
    });
  git('init', '-q');
  messages.forEach((m, i) => {
    writeFileSync(join(dir, 'f.txt'), String(i));
    git('add', 'f.txt');
    git('commit', '-q', '-m', m);
  });
  return dir;
}

/** Runs the script in `dir` with a bench that prints `benchOutput`. */
function check(dir: string, benchOutput: string) {
  const file = join(mkdtempSync(join(tmpdir(), 'check-bench-out-')), 'bench.txt');
  writeFileSync(file, benchOutput);
  const cmd = `cat '${file}'`;
  return spawnSync(process.execPath, [SCRIPT], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, CHECK_BENCH_CMD: cmd },
  });
}

const BENCH_OUT = 'minishogi endgame R*5a nodes 11\nNodes searched: 907113\nNodes/second: 85795';

test('the newest commit with a Bench line decides; later commits without one do not', () => {
  const dir = repoWith([
    'Search: old idea\n\nbody\n\nBench: 1363391',
    'Search: new idea\n\nbody\n\nBench: 907113',
    'README: words only\n\nno bench line here',
  ]);
  const ok = check(dir, BENCH_OUT);
  assert.equal(ok.status, 0, ok.stderr);
  assert.match(ok.stdout, /Bench 907113 matches commit [0-9a-f]+/);
});

test('a different node count fails CI and names the commit and both numbers', () => {
  const dir = repoWith(['Search: an idea\n\nBench: 907113', 'Refactor, said to change nothing']);
  const r = check(dir, BENCH_OUT.replace('907113', '907114'));
  assert.equal(r.status, 1);
  assert.match(r.stderr, /searched 907114 nodes, but commit [0-9a-f]+ says Bench: 907113/);
});

test('no Bench line anywhere, or no node count in the output, cannot pass', () => {
  const none = check(repoWith(['first', 'second']), BENCH_OUT);
  assert.equal(none.status, 2);
  assert.match(none.stderr, /no commit in the history has a "Bench: N" line/);
  const noCount = check(repoWith(['x\n\nBench: 5']), 'the bench crashed');
  assert.equal(noCount.status, 2);
  assert.match(noCount.stderr, /printed no "Nodes searched: N" line/);
});

test('Bench lines: the last one of a message counts, commas allowed; the count line is read', () => {
  assert.equal(benchFromMessage('a\n\nBench: 1,363,391'), 1363391);
  assert.equal(benchFromMessage('Bench: 1\nmore\nBench: 2\n'), 2);
  assert.equal(benchFromMessage('mentions the Bench: in prose 5 times'), undefined);
  assert.equal(nodesFromOutput(BENCH_OUT), 907113);
  assert.equal(nodesFromOutput('Nodes/second: 5'), undefined);
});
