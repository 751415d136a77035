// Finding 4 (false time losses): time the runner itself was not running is not charged to the
// engine, while an engine that is slow on its own still loses on time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../helpers/assert-ok.ts';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { validateConfig } from '../../src-main/tournament/config.ts';
import { Tournament } from '../../src-main/tournament/tournament.ts';
import { StallWatch, TICK_MS } from '../../src-main/tournament/stall-watch.ts';
import type { GameResult } from '../../src-main/tournament/game.ts';

const FAKE = fileURLToPath(new URL('../fixtures/engines/fake-engine.mjs', import.meta.url));

/** Blocks the runner's event loop, as a stalled runner process would be. */
function busy(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

test('StallWatch: a silent event loop is unseen time, counted from go at the earliest', async () => {
  const w = new StallWatch();
  assert.equal(w.unseenMs(performance.now() - 1000), 0, 'stopped: nothing forgiven');
  w.start();
  await new Promise((r) => setTimeout(r, 3 * TICK_MS));
  const sent = performance.now();
  busy(200);
  const unseen = w.unseenMs(sent);
  // The loop cannot tick during a synchronous 200 ms: at least 200 ms less one tick is unseen,
  // and never more than the time since go.
  assert.ok(unseen >= 200 - TICK_MS, `unseen ${unseen}`);
  assert.ok(unseen <= performance.now() - sent, `unseen ${unseen}`);
  w.stop();
});

async function play(think: number, stallMs: number): Promise<GameResult> {
  const r = validateConfig({
    engines: [
      { name: 'a', command: process.execPath, args: [FAKE, '--think', String(think)] },
      {
        name: 'b',
        command: process.execPath,
        args: [FAKE, '--think', String(think), '--seed', '2'],
      },
    ],
    gamesPerPair: 1,
    timeControl: { byoyomiMs: 100, marginMs: 300 },
    adjudication: { maxMoves: 8 },
    output: mkdtempSync(join(tmpdir(), 'tournament-stall-')),
  });
  assertOk(r);
  const t = new Tournament(r.value);
  // After each move the next `go` is sent at once; 10 ms later the runner stalls while the engine
  // thinks, so its bestmove waits in the pipe.
  if (stallMs > 0) t.on('move', () => setTimeout(() => busy(stallMs), 10));
  let game: GameResult | undefined;
  t.on('game-finished', (e: { result: GameResult }) => (game = e.result));
  const out = await t.run();
  assert.ok(out.ok && game);
  return game;
}

test('an 800 ms runner stall during 30 ms moves at 100 ms byoyomi is no time loss', async () => {
  const g = await play(30, 800);
  assert.equal(g.reason, 'max-moves', `${g.reason}: ${g.detail}`);
  for (const m of g.moves.slice(1)) assert.ok(m.timeMs < 400, `charged ${m.timeMs} ms`);
});

test('an engine slow on its own (2 s at 100 ms byoyomi) still loses on time', async () => {
  const g = await play(2000, 0);
  assert.equal(g.reason, 'time-loss', `${g.reason}: ${g.detail}`);
  // The engine's own 2 s is charged; at most the loaded machine's few ms of event-loop delay are not.
  const m = /^(\d+) ms, allowed \d+ ms(?: \((\d+) ms of runner stall not charged\))?$/.exec(
    g.detail ?? '',
  );
  assert.ok(m, `detail: ${g.detail}`);
  assert.ok(Number(m[1]) >= 1900, `charged ${m[1]} ms`);
  assert.ok(Number(m[2] ?? 0) < 100, `${m[2]} ms of stall left uncharged`);
});
