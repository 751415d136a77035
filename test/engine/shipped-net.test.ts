/**
 * The shipped net as a GUI sees it: `EvalFile default-net` (and an empty EvalFile, when the shipped
 * net is the default) loads the packed net from the resources folder, minishogi stays classical, a
 * missing shipped net is reported; the net in resources/nnue/ itself unpacks and stays small.
 */
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UsiHarness } from './helpers/usi-harness.ts';
import { FE_END, HALF_DIMS } from '../../src-main/engine/eval/nnue/format.ts';
import { packNnue, unpackNnue } from '../../src-main/engine/eval/nnue/packed-net.ts';
import {
  SHIPPED_NET_FILE,
  SHIPPED_NET_IS_DEFAULT,
} from '../../src-main/engine/eval/nnue/params.ts';
import { randomNet } from '../../src-main/engine/eval/nnue/random-net.ts';
import { writeNnue } from '../../src-main/engine/eval/nnue/writer.ts';

let dir = '';
let plain = '';
const engines: UsiHarness[] = [];

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'banmen-shipped-'));
  const net = randomNet({ seed: 4, kind: 'realistic' });
  net.ftWeights.fill(0, HALF_DIMS * FE_END * 40); // half the king squares zero: a quick pack
  mkdirSync(join(dir, 'with', 'nnue'), { recursive: true });
  mkdirSync(join(dir, 'without'), { recursive: true });
  writeFileSync(join(dir, 'with', 'nnue', SHIPPED_NET_FILE), packNnue(net, null, 5));
  plain = join(dir, 'plain.bin');
  writeFileSync(plain, writeNnue(net));
});
after(async () => {
  for (const e of engines) await e.quit();
  rmSync(dir, { recursive: true, force: true });
});

function engine(resources: string): UsiHarness {
  const e = UsiHarness.ours({ BANMEN_RESOURCES: resources });
  engines.push(e);
  return e;
}

test('EvalFile default-net loads the shipped packed net, evaluating as the same net in nn.bin form', async () => {
  const e = engine(join(dir, 'with'));
  await e.handshake();
  const empty = await e.ask('eval', 'info');
  assert.match(
    empty,
    SHIPPED_NET_IS_DEFAULT ? /evaluator nnue-(native|ts)$/ : /evaluator classical$/,
  );
  e.send('setoption name EvalFile value default-net');
  await e.ask('isready', 'readyok', 60000);
  e.send('position startpos moves 7g7f 3c3d');
  const shipped = await e.ask('eval', 'info');
  assert.match(shipped, /evaluator nnue-(native|ts)$/);
  e.send(`setoption name EvalFile value ${plain}`);
  await e.ask('isready', 'readyok', 60000);
  assert.equal(await e.ask('eval', 'info'), shipped, 'the packed and the plain net evaluate alike');
  e.send('setoption name USI_Variant value minishogi');
  e.send('setoption name EvalFile value default-net');
  await e.ask('isready', 'readyok', 60000);
  e.send('position startpos');
  assert.match(await e.ask('eval', 'info'), /evaluator classical$/, 'minishogi stays classical');
});

test('EvalFile default-net without a shipped net is reported and the classical evaluation kept', async () => {
  const e = engine(join(dir, 'without'));
  await e.ask('usi', 'usiok');
  const from = e.lines.length;
  e.send('setoption name EvalFile value default-net');
  await e.ask('isready', 'readyok', 60000);
  assert.ok(
    e.lines
      .slice(from)
      .some(
        (l) =>
          l.includes(`nnue/${SHIPPED_NET_FILE}`) &&
          /NNUE_FILE.*keeping evaluator classical/.test(l),
      ),
    'the message names the missing file',
  );
  assert.match(await e.ask('eval', 'info'), /evaluator classical$/);
});

const shipped = join(import.meta.dirname, '../../resources/nnue', SHIPPED_NET_FILE);
test(
  'the net in resources/nnue/ unpacks and is at most 16 MB',
  { skip: existsSync(shipped) ? false : `no ${shipped}` },
  () => {
    assert.ok(statSync(shipped).size <= 16 * 1024 * 1024, `${statSync(shipped).size} bytes`);
    const r = unpackNnue(readFileSync(shipped));
    assert.ok(r.ok, r.ok ? '' : r.error.message);
  },
);
