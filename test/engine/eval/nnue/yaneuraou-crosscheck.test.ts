// Optional cross-check against the reference engine: set YANEURAOU_BIN to a YaneuraOu NNUE
// (halfkp_256x2-32-32) binary and this test writes a random net with our writer, lets YaneuraOu
// load it, and compares its `e` command (evaluate() of the current position) with ours on
// positions from random games. Skipped when YANEURAOU_BIN is not set (CI has no YaneuraOu).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../../../helpers/assert-ok.ts';
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Position } from '../../../../src-main/shared/rules/position.ts';
import { moveToUsi } from '../../../../src-main/shared/rules/sfen.ts';
import { loadNnueNet } from '../../../../src-main/engine/eval/nnue/load.ts';
import { randomNet } from '../../../../src-main/engine/eval/nnue/random-net.ts';
import { randomGames } from '../../../../src-main/engine/eval/nnue/sample-games.ts';
import { writeNnue } from '../../../../src-main/engine/eval/nnue/writer.ts';

const BIN = process.env.YANEURAOU_BIN;

/** A line-oriented USI session with the reference engine. */
function session(bin: string) {
  const child = spawn(bin, [], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const waiting: Array<{ match: (l: string) => boolean; resolve: (l: string) => void }> = [];
  lines.on('line', (line) => {
    const i = waiting.findIndex((w) => w.match(line));
    if (i >= 0) waiting.splice(i, 1)[0]!.resolve(line);
  });
  return {
    send: (cmd: string) => child.stdin!.write(cmd + '\n'),
    until: (match: (l: string) => boolean) =>
      new Promise<string>((resolve) => waiting.push({ match, resolve })),
    close: () => child.kill(),
  };
}

test(
  'YaneuraOu evaluates our written nets exactly as we do',
  { skip: BIN ? false : 'YANEURAOU_BIN not set' },
  async () => {
    for (const architecture of ['dense', 'sparse'] as const) {
      const net = randomNet({ seed: 21, kind: 'realistic', architecture, density: 0.3 });
      const dir = mkdtempSync(join(tmpdir(), 'banmen-yo-'));
      writeFileSync(join(dir, 'nn.bin'), writeNnue(net));
      const loaded = loadNnueNet(net, { backend: 'ts' });
      assertOk(loaded);
      if (!loaded.ok) return;
      const ev = loaded.nnue.createEvaluator();
      const yo = session(BIN!);
      yo.send('usi');
      await yo.until((l) => l === 'usiok');
      yo.send(`setoption name EvalDir value ${dir}`);
      yo.send('setoption name USI_Hash value 16');
      yo.send('setoption name Threads value 1');
      yo.send('isready');
      await yo.until((l) => l === 'readyok');
      let compared = 0;
      for (const game of randomGames(6, 80, 31)) {
        const pos = Position.startpos();
        ev.reset(pos);
        const usi: string[] = [];
        for (const m of game) {
          pos.doMove(m);
          ev.onDoMove(pos, m);
          usi.push(moveToUsi(m));
          yo.send(`position startpos moves ${usi.join(' ')}`);
          yo.send('e');
          const line = await yo.until((l) => l.startsWith('eval = '));
          assert.equal(ev.evaluate(pos), Number(line.slice(7)), `${architecture}: ${pos.sfen()}`);
          compared++;
        }
      }
      yo.close();
      assert.ok(compared > 300);
    }
  },
);
