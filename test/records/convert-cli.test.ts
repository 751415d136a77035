import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FIXTURES = join(ROOT, 'test/fixtures/records');

/** Runs the converter as `npm run -s convert` does. */
function convert(...args: string[]) {
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'tools/cli/convert.ts'), ...args],
    { cwd: ROOT, encoding: 'utf8' },
  );
}

test('convert writes the format of the output extension and exits 0', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'banmen-cli-'));
  try {
    const r = convert(join(FIXTURES, 'v3-utf8.csa'), join(dir, 'game.usi'));
    assert.equal(r.status, 0, r.stderr);
    assert.equal(
      await readFile(join(dir, 'game.usi'), 'utf8'),
      'position startpos moves 7g7f 3c3d\n',
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('bad input exits non-zero with the precise error on stderr', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'banmen-cli-'));
  try {
    const r = convert(join(FIXTURES, 'illegal-move.kif'), join(dir, 'x.csa'));
    assert.equal(r.status, 1);
    assert.match(
      r.stderr,
      /illegal-move\.kif: line 11, move 3 "▲２三角成": the bishop cannot reach 2c/,
    );
    const usage = convert('only-one-argument');
    assert.equal(usage.status, 2);
    assert.match(usage.stderr, /^usage: convert/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('a folder converts in batch; one bad file makes the exit code 1 but the others are written', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'banmen-cli-'));
  try {
    const r = convert(FIXTURES, join(dir, 'out'), '--to', 'kifu');
    assert.equal(r.status, 1);
    assert.match(r.stdout, /1 of 4 files converted/);
    const text = await readFile(join(dir, 'out', 'v3-utf8.kifu'), 'utf8');
    assert.match(text, /^#KIF version=2\.0 encoding=UTF-8/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('the size limits can be set on the command line, and a refusal says how', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'banmen-cli-'));
  const game = join(ROOT, 'test/fixtures/records-damaged/base.kifu'); // 60 moves, 2 kB
  try {
    const refused = convert(game, join(dir, 'a.csa'), '--max-moves', '50');
    assert.equal(refused.status, 1);
    assert.match(refused.stderr, /holds about 6\d moves, more than the 50 a file may hold/);
    assert.match(refused.stderr, /raise the limit with --max-mb <n> or --max-moves <n>/);
    const small = convert(game, join(dir, 'b.csa'), '--max-mb', '1', '--max-moves', '100');
    assert.equal(small.status, 0, small.stderr);
    assert.match(await readFile(join(dir, 'b.csa'), 'utf8'), /%TORYO/);
    const bad = convert(game, join(dir, 'c.csa'), '--max-mb', 'lots');
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /--max-mb needs a positive whole number, not "lots"/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
