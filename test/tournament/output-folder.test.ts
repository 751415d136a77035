// Messages about the output folder (issue 16, finding 7): an existing file, a path through a file,
// and a place that cannot be written (/proc) each give a one-line error naming the path and exit 2 —
// no stack trace, no hang, and no engine started.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const CLI = join(REPO, 'tools/cli/tournament.ts');
const FAKE = fileURLToPath(new URL('../fixtures/engines/fake-engine.mjs', import.meta.url));

/** Runs the CLI on a config with `output`; a hang fails the test after 20 s. */
function run(dir: string, output: string) {
  const path = join(dir, 't.json');
  const engine = (name: string) => ({ name, command: process.execPath, args: [FAKE] });
  writeFileSync(
    path,
    JSON.stringify({
      engines: [engine('a'), engine('b')],
      timeControl: { nodes: 1 },
      adjudication: { maxMoves: 10 },
      output,
    }),
  );
  return spawnSync(process.execPath, ['--import', 'tsx', CLI, path], {
    cwd: REPO,
    encoding: 'utf8',
    timeout: 20_000,
  });
}

test('an output path that is an existing file, or goes through one, is a clear error (exit 2)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tournament-outdir-'));
  const file = join(dir, 'results.txt');
  writeFileSync(file, 'not a folder');
  const r = run(dir, file);
  assert.equal(r.status, 2, r.stderr);
  assert.match(r.stderr, new RegExp(`output ${file} is an existing file, not a folder`));
  assert.doesNotMatch(r.stderr, /\n\s+at /, 'no stack trace');
  const inside = run(dir, join(file, 'sub'));
  assert.equal(inside.status, 2, inside.stderr);
  assert.match(inside.stderr, new RegExp(`is inside ${file}, which is a file`));
});

test(
  'an output under /proc is a clear error, not a hang',
  { skip: process.platform !== 'linux' && 'needs /proc' },
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'tournament-outdir-'));
    const r = run(dir, '/proc/banmen-tournament-test/out');
    assert.equal(r.error, undefined, 'the CLI ended by itself (no timeout)');
    assert.equal(r.status, 2, r.stderr);
    assert.match(
      r.stderr,
      /cannot write the output folder \/proc\/banmen-tournament-test\/out: ENOENT/,
    );
    assert.doesNotMatch(r.stderr, /\n\s+at /);
  },
);
