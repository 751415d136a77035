// A real round robin of the built-in engine at two skill levels (started as `node --import tsx main.ts`).
import { test } from 'node:test';
import { existsSync } from 'node:fs';
import {
  BUILTIN_MAIN,
  assertHealthyGames,
  bookIfPresent,
  makeConfig,
  runToEnd,
} from './helpers.ts';

test('round robin: the built-in engine at SkillLevel 0 and 20 (fixed nodes)', async (t) => {
  if (!existsSync(BUILTIN_MAIN)) return t.skip(`${BUILTIN_MAIN} does not exist yet`);
  const cfg = makeConfig({
    name: 'builtin-rr',
    gamesPerPair: 2,
    engines: [
      { name: 'banmen-0', builtin: true, options: { SkillLevel: 0 } },
      { name: 'banmen-20', builtin: true, options: { SkillLevel: 20 } },
    ],
    timeControl: { nodes: 1500 },
    concurrency: 2,
    adjudication: { resignScore: 3000, resignMoves: 4, maxMoves: 64 },
    ...bookIfPresent(),
  });
  assertHealthyGames(cfg, await runToEnd(cfg), 2);
});
