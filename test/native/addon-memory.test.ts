/**
 * Issue 42, Low: "the addons use freed memory after an ArrayBuffer is detached; the trainer's
 * handles are untagged and reserve() aborts on huge values". Each case runs in a child process
 * (a use of freed memory or an abort must not take the test runner down) and must throw a clear
 * error while the child lives on. Before the fix, evaluate, timeKernel and the bound evaluate
 * answered from the transferred buffers' memory without a word, a NNUE net handle was read as a
 * trainer, and reserve(1e15) aborted the process.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadAddon } from '../../src-main/engine/eval/nnue/addon.ts';
import { loadTrainAddon } from '../../src-main/tune/nnue-train/train-addon.ts';

interface Attempt {
  call: string;
  what: string;
  threw: string | null;
  message: string;
  result: string;
}

/** Runs a child fixture; asserts it survived and returns its attempts. */
function runChild(file: string, flags: string[] = []): Attempt[] {
  const child = fileURLToPath(new URL(`../fixtures/nnue/${file}`, import.meta.url));
  const env = { ...process.env };
  delete env.NNUE_KERNEL;
  const r = spawnSync(process.execPath, [...flags, '--import', 'tsx', child], {
    env,
    encoding: 'utf8',
    timeout: 180_000,
  });
  const lines = r.stdout.trim().split('\n');
  assert.equal(
    r.status,
    0,
    `the child died (signal ${r.signal}) after ${lines.at(-1)}:\n${r.stderr}`,
  );
  assert.equal(lines.at(-1), 'survived');
  return lines.slice(0, -1).map((l) => JSON.parse(l) as Attempt);
}

const find = (attempts: Attempt[], call: string, what: string): Attempt => {
  const a = attempts.find((x) => x.call === call && x.what === what);
  assert.ok(a, `no attempt ${call} / ${what}`);
  return a;
};

const nnue = loadAddon();
const train = loadTrainAddon();

test(
  'a NNUE context whose slots or control array was transferred throws instead of using freed memory',
  { skip: nnue.ok ? false : 'native addon unavailable' },
  () => {
    const attempts = runChild('addon-detach-child.ts', ['--expose-gc']);
    assert.equal(find(attempts, 'evaluate', 'intact').threw, null, 'a whole context evaluates');
    assert.equal(find(attempts, 'bound evaluate', 'intact').threw, null);
    for (const call of ['evaluate', 'timeKernel', 'bound evaluate']) {
      const a = find(attempts, call, 'slots transferred');
      assert.equal(a.threw, 'TypeError', `${call}: ${a.message}`);
      assert.match(
        a.message,
        /the slots array was detached \(transferred\) or shrunk; make a new context$/,
      );
    }
    const control = find(attempts, 'bound evaluate', 'control transferred');
    assert.equal(control.threw, 'TypeError');
    assert.equal(
      control.message,
      'evaluate(): the control array was detached (transferred) or shrunk; bind it again',
    );
  },
);

test(
  'the trainer refuses foreign handles, huge or bad reserve() counts, and changes from its progress callback',
  { skip: train.ok ? false : 'trainer addon unavailable' },
  () => {
    const attempts = runChild('train-junk-child.ts');
    const others = attempts.filter(
      (a) => a.what === 'a plain object' || a.what === 'a NNUE net handle',
    );
    assert.ok(
      others.length >= (nnue.ok ? 8 : 4),
      'every export was tried with another kind of handle',
    );
    for (const a of others) {
      assert.equal(a.threw, 'TypeError', `${a.call} with ${a.what}: ${a.message}`);
      assert.match(
        a.message,
        /^\w+\(trainer.*\): trainer must be a trainer handle \(from createTrainer\), got /,
      );
    }
    if (nnue.ok)
      assert.match(
        find(attempts, 'dataSize', 'a NNUE net handle').message,
        /got a handle of another kind$/,
      );
    for (const what of ['records 1e15', 'records 2**53']) {
      const a = find(attempts, 'reserve', what);
      assert.equal(a.threw, 'RangeError', `${what}: ${a.message}`);
      assert.match(
        a.message,
        /^reserve\(trainer, records\): \d+ more records \([\d.]+ GB\) do not fit beside the 64 held: this machine has memory for \d+ records/,
      );
    }
    assert.equal(find(attempts, 'reserve', 'records -1').threw, 'RangeError');
    assert.match(
      find(attempts, 'reserve', "records 'a'").message,
      /records must be a number, got a string$/,
    );
    assert.equal(find(attempts, 'reserve', 'records 1000').threw, null, 'a sane reserve works');
    assert.match(
      find(attempts, 'saveCheckpoint', 'path 5').message,
      /path must be a string, got the number 5$/,
    );
    assert.match(
      find(attempts, 'evaluate', "lambda 'a'").message,
      /lambda must be a number, got a string$/,
    );
    const epoch = find(attempts, 'trainEpoch', 'progress changes the trainer');
    assert.equal(epoch.threw, null, `the epoch itself completes: ${epoch.message}`);
    const inside = attempts.find((a) => a.call === 'inside progress')!.what.split(' | ');
    assert.match(
      inside[0]!,
      /^addData: TypeError .*trainer is training: this call cannot run from its progress callback$/,
    );
    assert.match(inside[1]!, /^reserve: TypeError .*trainer is training/);
    assert.equal(inside[2], 'dataSize: 64', 'reading the trainer from the callback is allowed');
    assert.equal(find(attempts, 'dataSize', 'after the epoch').result, '64', 'nothing was added');
  },
);
