/**
 * NNUE through the engine, as a GUI sees it: EvalFile loads a net and `eval` names the
 * backend; a bad net is reported and the previous evaluator kept; the TS fallback is used when
 * forced or when the addon cannot load, and the engine still plays.
 */
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UsiHarness } from './helpers/usi-harness.ts';
import { randomNet } from '../../src-main/engine/eval/nnue/random-net.ts';
import { writeNnue } from '../../src-main/engine/eval/nnue/writer.ts';

let dir = '';
let good = '';
let truncated = '';
const engines: UsiHarness[] = [];

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'banmen-nnue-'));
  const bytes = writeNnue(randomNet({ seed: 3 }));
  good = join(dir, 'good.bin');
  truncated = join(dir, 'truncated.bin');
  writeFileSync(good, bytes);
  writeFileSync(truncated, bytes.subarray(0, bytes.length - 1000));
});
after(async () => {
  for (const e of engines) await e.quit();
  rmSync(dir, { recursive: true, force: true });
});

async function evalLine(e: UsiHarness): Promise<string> {
  return e.ask('eval', 'info');
}

test('EvalFile switches to NNUE; a truncated net is refused and the previous evaluator stays', async () => {
  const e = UsiHarness.ours();
  engines.push(e);
  await e.handshake();
  const shipped = await evalLine(e);
  assert.match(shipped, /evaluator nnue-(native|ts)$/, 'out of the box the shipped net evaluates');
  e.send(`setoption name EvalFile value ${good}`);
  await e.ask('isready', 'readyok', 60000);
  const named = await evalLine(e);
  assert.match(named, /evaluator nnue-(native|ts)$/);
  assert.notEqual(named, shipped, 'the named net evaluates, not the shipped one');
  const from = e.lines.length;
  e.send(`setoption name EvalFile value ${truncated}`);
  await e.ask('isready', 'readyok', 60000);
  assert.ok(
    e.lines
      .slice(from)
      .some((l) => /^info string EvalFile .*truncated\.bin: .*keeping evaluator nnue-/.test(l)),
    'the refusal names the file and the kept evaluator',
  );
  assert.match(await evalLine(e), /evaluator nnue-(native|ts)$/, 'still the previous net');
  e.send('position startpos moves 7g7f');
  const best = await e.go('go depth 3');
  assert.match(best.move, /^[1-9][a-i][1-9][a-i]\+?$|^[PLNSGBR]\*[1-9][a-i]$/);
});

test('NnueBackend ts forces the TypeScript backend, which gives the same eval as native', async () => {
  const e = UsiHarness.ours();
  engines.push(e);
  await e.handshake({ EvalFile: good });
  e.send('position startpos moves 2g2f 8c8d');
  const native = await evalLine(e);
  e.send('setoption name NnueBackend value ts');
  await e.ask('isready', 'readyok', 60000);
  const ts = await evalLine(e);
  assert.match(ts, /evaluator nnue-ts$/);
  assert.equal(
    ts.replace('nnue-ts', ''),
    native.replace(/nnue-(native|ts)/, ''),
    'same value from both backends',
  );
});

test('with the addon unloadable the engine falls back to nnue-ts and still plays', async () => {
  const e = UsiHarness.ours({ BANMEN_NNUE_ADDON: join(dir, 'missing.node') });
  engines.push(e);
  await e.ask('usi', 'usiok');
  const from = e.lines.length;
  e.send(`setoption name EvalFile value ${good}`);
  await e.ask('isready', 'readyok', 60000);
  assert.ok(
    e.lines.slice(from).some((l) => /^info string NNUE .* evaluator nnue-ts .*fallback/.test(l)),
    'the fallback and its reason are announced',
  );
  assert.match(await evalLine(e), /evaluator nnue-ts$/);
  e.send('position startpos');
  const best = await e.go('go depth 2');
  assert.ok(best.move.length >= 4);
});

test('with a net loaded, a tsume position (attacker without a king) is still searched', async () => {
  const e = UsiHarness.ours();
  engines.push(e);
  await e.handshake({ EvalFile: good });
  e.send('position sfen 4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1');
  const best = await e.go('go depth 3');
  assert.equal(best.move, 'G*5b');
});
