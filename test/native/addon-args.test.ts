/**
 * The addon checks every argument of every export: junk (wrong types, handles of the wrong kind,
 * plain objects, missing arguments) throws a TypeError naming the function and the argument, and
 * the process lives on. Before, `timeKernel(ctx, 'a')` aborted the whole process (an unchecked
 * As<Number>()), and a net handle passed as a context was read as one.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadAddon } from '../../src-main/engine/eval/nnue/addon.ts';

const CHILD = fileURLToPath(new URL('../fixtures/nnue/addon-junk-child.ts', import.meta.url));

interface Attempt {
  call: string;
  junk: string;
  argument: string;
  threw: string | null;
  message: string;
}

let cached: Attempt[] | undefined;

/** The child's report (run once); asserts that it survived every junk call. */
function attempts(): Attempt[] {
  return (cached ??= runChild());
}

function runChild(): Attempt[] {
  const env = { ...process.env };
  delete env.NNUE_KERNEL;
  const r = spawnSync(process.execPath, ['--import', 'tsx', CHILD], {
    env,
    encoding: 'utf8',
    timeout: 120_000,
  });
  const lines = r.stdout.trim().split('\n');
  assert.equal(
    r.status,
    0,
    `the child died (signal ${r.signal}) after ${lines.at(-1)}:\n${r.stderr.slice(-2000)}`,
  );
  assert.equal(lines.at(-1), 'survived');
  return lines.slice(0, -1).map((l) => JSON.parse(l) as Attempt);
}

const addon = loadAddon();
const skip = addon.ok ? false : `native addon unavailable: ${addon.ok ? '' : addon.reason}`;

test(
  'every export throws a TypeError naming the argument for junk, and the process survives',
  { skip },
  () => {
    const checked = attempts().filter((a) => a.argument !== '');
    const calls = new Set(checked.map((a) => a.call));
    assert.deepEqual([...calls].sort(), [
      'bindEvaluate',
      'createContext',
      'createNet',
      'evaluate',
      'setKernel',
      'timeKernel',
    ]);
    assert.ok(checked.length > 100, `only ${checked.length} junk calls`);
    for (const a of checked) {
      const what = `${a.call} with ${a.junk} as ${a.argument}`;
      assert.equal(a.threw, 'TypeError', `${what}: threw ${a.threw} (${a.message})`);
      assert.ok(
        a.message.startsWith(`${a.call}(`),
        `${what}: message names the call: ${a.message}`,
      );
      assert.match(a.message, new RegExp(`\\): ${a.argument} `), `${what}: ${a.message}`);
    }
    const timeKernel = checked.find(
      (a) => a.call === 'timeKernel' && a.argument === 'from' && a.junk === "'a'",
    )!;
    assert.equal(
      timeKernel.message,
      'timeKernel(context, from, to, stm, iterations): from must be an integer from 0 to 3, got a string',
    );
  },
);

test('handles are tagged by kind: a net is not a context, a context is not a net', { skip }, () => {
  const find = (call: string, junk: string) =>
    attempts().find((a) => a.call === call && a.junk === junk)!;
  assert.match(
    find('evaluate', 'a net handle').message,
    /context must be a context handle \(from createContext\), got a handle of another kind$/,
  );
  assert.match(
    find('createContext', 'a context handle').message,
    /net must be a net handle \(from createNet\), got a handle of another kind$/,
  );
  assert.match(
    find('timeKernel', '{}').message,
    /context must be a context handle .*got an object$/,
  );
});

test(
  'exports without arguments ignore junk, and the bound evaluate checks its control array',
  { skip },
  () => {
    const find = (call: string) => attempts().find((a) => a.call === call)!;
    assert.equal(find('kernel').threw, null);
    assert.equal(find('kernels').threw, null);
    // Its control array holds plies 0..0 over all-zero slots: refused as a malformed slot.
    assert.equal(find('bound evaluate').threw, 'TypeError');
    assert.match(find('bound evaluate').message, /bad control values or feature slot/);
  },
);
