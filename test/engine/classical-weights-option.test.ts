/**
 * The `ClassicalWeights` and `ClassicalFull` USI options, as a GUI sees them: a weights file
 * changes the engine's evaluation, a bad file is reported with its typed error and the previous
 * evaluator stays, and the full evaluation differs from the fast terms.
 */
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UsiHarness } from './helpers/usi-harness.ts';
import { featureIndex, initialWeights } from '../../src-main/engine/eval/classical/feature-set.ts';
import { formatClassicalWeights } from '../../src-main/engine/eval/classical/weights.ts';

/** Black has an extra pawn in hand: the pawn's value shows in the evaluation. */
const POSITION = 'position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b P 1';

let dir = '';
let cheapPawns = '';
let badJson = '';
let badVersion = '';
const engines: UsiHarness[] = [];

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'banmen-classical-weights-'));
  const w = initialWeights();
  // Why both sections: the search's fast evaluator reads `fastWeights`, the full one `weights`.
  w[featureIndex('material.P')] = 10;
  w[featureIndex('hand.P')] = 0;
  cheapPawns = join(dir, 'cheap-pawns.json');
  writeFileSync(cheapPawns, formatClassicalWeights(w, { source: 'test' }, w));
  badJson = join(dir, 'broken.json');
  writeFileSync(badJson, '{ "format": ');
  badVersion = join(dir, 'version-9.json');
  writeFileSync(
    badVersion,
    JSON.stringify({ format: 'banmen-classical-weights', version: 9, weights: {} }),
  );
});
after(async () => {
  for (const e of engines) await e.quit();
  rmSync(dir, { recursive: true, force: true });
});

/** A started engine with the given options. */
async function engine(options: Record<string, string | boolean> = {}): Promise<UsiHarness> {
  const e = UsiHarness.ours();
  engines.push(e);
  await e.handshake(options);
  return e;
}

/** The `eval` value of a position (POSITION by default). */
async function evalValue(e: UsiHarness, position = POSITION): Promise<number> {
  e.send(position);
  const line = await e.ask('eval', 'info');
  const m = /eval (-?\d+) evaluator (\S+)/.exec(line);
  assert.ok(m, `eval answered: ${line}`);
  return Number(m[1]);
}

test('the option is declared as a filename with an empty default, ClassicalFull as a check', async () => {
  const e = UsiHarness.ours();
  engines.push(e);
  const from = e.lines.length;
  await e.ask('usi', 'usiok');
  const declared = e.lines.slice(from);
  assert.ok(declared.includes('option name ClassicalWeights type filename default <empty>'));
  assert.ok(declared.includes('option name ClassicalFull type check default false'));
});

test('a weights file changes the evaluation; a bad file is refused and the previous evaluator stays', async () => {
  const shipped = await evalValue(await engine());
  const e = await engine();
  assert.equal(await evalValue(e), shipped, 'the empty default is the shipped weights');
  let from = e.lines.length;
  e.send(`setoption name ClassicalWeights value ${cheapPawns}`);
  await e.ask('isready', 'readyok');
  assert.ok(
    e.lines
      .slice(from)
      .some((l) => l.startsWith(`info string ClassicalWeights ${cheapPawns} loaded`)),
  );
  const cheap = await evalValue(e);
  assert.ok(
    cheap < shipped - 50,
    `a pawn in hand is worth less with the file (${cheap} vs ${shipped})`,
  );

  for (const [file, code] of [
    [badJson, 'WEIGHTS_JSON'],
    [badVersion, 'WEIGHTS_VERSION'],
    [join(dir, 'missing.json'), 'WEIGHTS_READ'],
  ]) {
    from = e.lines.length;
    e.send(`setoption name ClassicalWeights value ${file}`);
    await e.ask('isready', 'readyok');
    const said = e.lines.slice(from).join('\n');
    assert.match(
      said,
      new RegExp(
        `info string ClassicalWeights ${file}: .*\\(${code}\\); keeping evaluator classical`,
      ),
    );
    assert.equal(await evalValue(e), cheap, `after ${code} the previous weights still evaluate`);
  }

  from = e.lines.length;
  e.send('setoption name ClassicalWeights value <empty>');
  await e.ask('isready', 'readyok');
  assert.equal(await evalValue(e), shipped, 'back to the shipped weights');
});

test('ClassicalFull evaluates with every feature, and the engine still plays', async () => {
  // Why a move: the symmetric start position scores the same in both (only material differs).
  const opened = 'position startpos moves 7g7f';
  const fast = await evalValue(await engine(), opened);
  const e = await engine({ ClassicalFull: true });
  const full = await evalValue(e, opened);
  assert.notEqual(full, fast, 'the full evaluation is not the fast terms alone');
  e.send('position startpos');
  const { move } = await e.go('go depth 2');
  assert.match(move, /^[1-9][a-i][1-9][a-i]\+?$|^[PLNSGBR]\*[1-9][a-i]$/);
});
