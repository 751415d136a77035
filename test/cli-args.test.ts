import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** Runs a script's entry file as its npm script does. */
function run(file: string, ...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, file), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });
}

for (const [file, script] of [
  ['tools/cli/gensfen.ts', 'gensfen'],
  ['src-main/engine/eval/nnue/make-net.ts', 'make-net'],
  ['tools/cli/learn-ordering.ts', 'learn:ordering'],
  ['tools/cli/nnue-train.ts', 'train:nnue'],
  ['tools/cli/eval-label.ts', 'eval:label'],
  ['tools/cli/eval-fit.ts', 'eval:fit'],
] as const) {
  test(`${script}: an unknown option is a one-line usage error, not a stack trace`, () => {
    const r = run(file, '--no-such-option');
    assert.equal(r.status, 2, r.stderr);
    assert.match(r.stderr, new RegExp(`^${script}: Unknown option '--no-such-option'`));
    assert.doesNotMatch(r.stderr, /\n\s+at /, 'no stack trace');
  });
}

test('a string option given no value names the option', () => {
  const r = run('tools/cli/gensfen.ts', '--out');
  assert.equal(r.status, 2, r.stderr);
  assert.match(r.stderr, /^gensfen: Option '--out <value>' argument missing/);
});

test('bench tools: `--name value` is read with or without dashes, a missing value falls back', async () => {
  const { flagValue } = await import('../tools/bench/args.ts');
  const argv = ['node', 'tool.ts', '--nodes', '400000', '--only'];
  assert.equal(flagValue('nodes', '1600000', argv), '400000');
  assert.equal(flagValue('--nodes', '1600000', argv), '400000');
  assert.equal(flagValue('root', '/checkout', argv), '/checkout');
  assert.equal(flagValue('only', 'all', argv), 'all');
});

for (const [args, message] of [
  [['--players', 'ours;stockfish'], /^bench:agreement: player "stockfish" is not ours\|yaneuraou/],
  [['--players', 'ours:LmrDiv'], /^bench:agreement: option "LmrDiv" in "ours:LmrDiv" is not K=V/],
  [['--nodes', '1e5x'], /^bench:agreement: --nodes is a positive integer, not "1e5x"/],
] as const) {
  test(`bench:agreement ${args.join(' ')}: a one-line error naming the input, no engine started`, () => {
    const r = run('tools/bench/agreement.ts', ...args);
    assert.equal(r.status, 1, r.stderr);
    assert.match(r.stderr, message);
    assert.doesNotMatch(r.stderr, /\n\s+at /, 'no stack trace');
  });
}

for (const [args, message] of [
  [[], /^bench:refutations: --runs names one or more bench:vs-yaneuraou output folders/],
  [['--runs', '/nonexistent-run'], /^bench:refutations: \/nonexistent-run has no journal\.jsonl/],
  [['--runs', 'x', '--depth', '0'], /^bench:refutations: --depth is a positive integer, not "0"/],
  [['--runs', 'x', '--nodes', '-5'], /^bench:refutations: --nodes is a positive integer, not "-5"/],
  [['--runs', 'x', '--players', 'ours;gnu'], /^bench:refutations: player "gnu" is not ours/],
] as const) {
  test(`bench:refutations ${args.join(' ')}: a one-line error naming the input, no engine started`, () => {
    const r = run('tools/bench/refutations.ts', ...args);
    assert.equal(r.status, 1, r.stderr);
    assert.match(r.stderr, message);
    assert.doesNotMatch(r.stderr, /\n\s+at /, 'no stack trace');
  });
}

test('bench:agreement: a cache that is not JSON is named in a one-line error', async (t) => {
  const { RECORDS } = await import('../tools/bench/record-positions.ts');
  const { existsSync, mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  if (!existsSync(RECORDS)) return t.skip('needs the shared record set');
  const dir = mkdtempSync(join(tmpdir(), 'banmen-agreement-'));
  const cache = join(dir, 'oracle.json');
  writeFileSync(cache, 'not json');
  try {
    const r = run('tools/bench/agreement.ts', '--positions', '2', '--cache', cache);
    assert.equal(r.status, 1, r.stderr);
    assert.match(r.stderr, new RegExp(`^bench:agreement: cache ${cache} is not JSON`));
    assert.doesNotMatch(r.stderr, /\n\s+at /, 'no stack trace');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('nnue:pack unpack: a missing folder is made; a folder that cannot be is a one-line error', async () => {
  const { mkdtempSync, readdirSync, rmSync, statSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const dir = mkdtempSync(join(tmpdir(), 'banmen-nnue-pack-'));
  const net = join(ROOT, 'resources/nnue/nn.bnnue');
  try {
    const target = join(dir, 'eval', 'nn.bin');
    const made = run('tools/cli/nnue-pack.ts', 'unpack', net, target);
    assert.equal(made.status, 0, made.stderr);
    assert.ok(statSync(target).size > 0, 'the nn.bin is written into the new folder');
    assert.deepEqual(readdirSync(join(dir, 'eval')), ['nn.bin'], 'no temporary file is left');
    // A file where a folder should be: mkdir fails with ENOTDIR.
    const blocked = join(target, 'sub', 'nn.bin');
    const r = run('tools/cli/nnue-pack.ts', 'unpack', net, blocked);
    assert.equal(r.status, 1, r.stderr);
    const said = `nnue:pack: cannot write ${blocked}: ENOTDIR`;
    assert.ok(r.stderr.startsWith(said), `stderr starts with "${said}": ${r.stderr}`);
    assert.doesNotMatch(r.stderr, /\n\s+at /, 'no stack trace');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
