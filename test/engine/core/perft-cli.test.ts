import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from './shared-data.ts';

/** Runs `npm run -s perft -- <args>` equivalent (node --import tsx tools/cli/perft.ts). */
function perftCli(...args: string[]): { code: number; out: string[]; err: string } {
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(REPO_ROOT, 'tools/cli/perft.ts'), ...args],
    {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    },
  );
  return { code: r.status ?? -1, out: r.stdout.trim().split('\n'), err: r.stderr };
}

test('perft CLI: one line per root move, then Nodes and Nodes/second as the last two lines', () => {
  const { code, out } = perftCli('3');
  assert.equal(code, 0);
  assert.equal(out.length, 30 + 2);
  assert.match(out[0]!, /^[1-9][a-i][1-9][a-i]\+?: \d+$/);
  const sum = out.slice(0, 30).reduce((s, l) => s + Number(l.split(': ')[1]), 0);
  assert.equal(out.at(-2), 'Nodes: 25470');
  assert.equal(sum, 25470);
  assert.match(out.at(-1)!, /^Nodes\/second: \d+$/);
  assert.ok(out.includes('7g7f: 1110'), 'fairy-stockfish go perft 3 gives 7g7f: 1110');
});

test('perft CLI: SFEN argument (quoted or split) and --variant minishogi', () => {
  const mini = perftCli('3', '--variant', 'minishogi');
  assert.equal(mini.out.at(-2), 'Nodes: 2512');
  const quoted = perftCli('2', 'R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1');
  assert.equal(quoted.out.at(-2), 'Nodes: 105677');
  const split = perftCli('1', ...'rbsgk/4p/5/P4/KGSBR b - 1'.split(' '), '--variant=minishogi');
  assert.equal(split.out.at(-2), 'Nodes: 14');
  assert.ok(split.out.includes('P*5e') === false && split.out.some((l) => l.startsWith('5d5c: ')));
});

test('perft CLI: bad arguments or SFEN exit with code 2 and a message on stderr', () => {
  for (const args of [
    [],
    ['x'],
    ['0'],
    ['2', 'not an sfen'],
    ['2', '--variant', 'chess'],
    ['2', 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL x - 1'],
  ]) {
    const r = perftCli(...args);
    assert.equal(r.code, 2, args.join(' '));
    assert.match(r.err, /perft: /);
  }
});
