// A real gauntlet: fairy-stockfish against gpsusi and a weaker fairy-stockfish, at 200 ms byoyomi.
// gpsusi aborts on `go nodes`, so the clock is byoyomi; the margin is wide because CI machines are
// loaded (time losses are tested with fake engines, not here).
import { test } from 'node:test';
import { existsSync } from 'node:fs';
import { FSF, GPSUSI, assertHealthyGames, bookIfPresent, makeConfig, runToEnd } from './helpers.ts';

test('gauntlet: fairy-stockfish vs gpsusi and a weaker fairy-stockfish', async (t) => {
  for (const bin of [FSF, GPSUSI]) if (!existsSync(bin)) return t.skip(`${bin} is not installed`);
  const cfg = makeConfig({
    name: 'gauntlet',
    format: 'gauntlet',
    gamesPerPair: 2,
    engines: [
      { name: 'fsf', command: FSF, options: { USI_Variant: 'shogi', Threads: 1 } },
      { name: 'gpsusi', command: GPSUSI, options: { LimitDepth: 4, Thread: 1 } },
      {
        name: 'fsf-weak',
        command: FSF,
        options: { USI_Variant: 'shogi', Threads: 1, 'Skill Level': 0 },
      },
    ],
    timeControl: { byoyomiMs: 200, marginMs: 3000 },
    concurrency: 2,
    adjudication: { resignScore: 2500, resignMoves: 3, maxMoves: 50 },
    ...bookIfPresent(),
  });
  const games = await runToEnd(cfg);
  assertHealthyGames(cfg, games, 4);
});
