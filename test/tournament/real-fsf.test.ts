// A real round robin: fairy-stockfish at two skill levels, fixed nodes, from the taya36 book.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gameFileBase } from '../../src-main/tournament/outputs.ts';
import type { GameResult } from '../../src-main/tournament/game.ts';
import { FAULTS, FSF, assertHealthyGames, bookIfPresent, makeConfig, runToEnd } from './helpers.ts';

test('round robin: fairy-stockfish Skill Level 0 vs 20 (fixed nodes)', async (t) => {
  if (!existsSync(FSF)) return t.skip(`${FSF} is not installed`);
  const cfg = makeConfig({
    name: 'fsf-rr',
    format: 'round-robin',
    gamesPerPair: 2,
    engines: [
      {
        name: 'fsf-0',
        command: FSF,
        options: { USI_Variant: 'shogi', Threads: 1, 'Skill Level': 0 },
      },
      {
        name: 'fsf-20',
        command: FSF,
        options: { USI_Variant: 'shogi', Threads: 1, 'Skill Level': 20 },
      },
    ],
    timeControl: { nodes: 3000 },
    concurrency: 2,
    adjudication: { resignScore: 3000, resignMoves: 4, maxMoves: 160 },
    ...bookIfPresent(),
  });
  assertHealthyGames(cfg, await runToEnd(cfg), 2);
});

test('round robin in minishogi: fairy-stockfish at two node counts', async (t) => {
  if (!existsSync(FSF)) return t.skip(`${FSF} is not installed`);
  const cfg = makeConfig({
    name: 'fsf-mini',
    variant: 'minishogi',
    gamesPerPair: 2,
    engines: [
      { name: 'mini-a', command: FSF, options: { Threads: 1 } },
      { name: 'mini-b', command: FSF, options: { Threads: 1, 'Skill Level': 5 } },
    ],
    timeControl: { nodes: 2000 },
    concurrency: 2,
    adjudication: { maxMoves: 120 },
  });
  const games = await runToEnd(cfg);
  for (const g of games) {
    assert.ok(!FAULTS.includes(g.reason), `${g.reason}: ${g.detail ?? ''}`);
    // Minishogi CSA from our own writer: a 5×5 board, one line per move, the closing special move.
    const csa = readFileSync(join(cfg.output, 'games', `${gameFileBase(g)}.csa`), 'utf8');
    assert.match(csa, /^'variant minishogi$/m);
    assert.match(csa, /^P1-HI-KA-GI-KI-OU$/m);
    assert.match(csa, /^P5\+OU\+KI\+GI\+KA\+HI$/m);
    assert.equal(
      csa.match(/^[+-]\d{4}[A-Z]{2}$/gm)?.length,
      (g as GameResult & { plies: number }).plies,
    );
    assert.match(csa, /^%[A-Z_]+$/m);
  }
});

test('Fischer clock with fairy-stockfish: clocks are sent, charged and recorded per move', async (t) => {
  if (!existsSync(FSF)) return t.skip(`${FSF} is not installed`);
  const cfg = makeConfig({
    name: 'fsf-fischer',
    gamesPerPair: 2,
    engines: [
      { name: 'f1', command: FSF, options: { USI_Variant: 'shogi', Threads: 1 } },
      { name: 'f2', command: FSF, options: { USI_Variant: 'shogi', Threads: 1, 'Skill Level': 3 } },
    ],
    timeControl: { initialMs: 3000, incrementMs: 100, marginMs: 2000 },
    concurrency: 2,
    adjudication: { resignScore: 3000, resignMoves: 3, maxMoves: 60 },
    ...bookIfPresent(),
  });
  const games = await runToEnd(cfg);
  assertHealthyGames(cfg, games, 2);
  const journal = readFileSync(join(cfg.output, 'journal.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l))
    .filter((r) => r.type === 'game') as GameResult[];
  for (const g of journal) {
    const first = g.moves[0]!;
    const side = (g.openingMoves.length % 2) as 0 | 1;
    // The mover's clock after its first move: 3000 − time used + 100 (never below the increment).
    assert.equal(
      first.clocks![side],
      Math.max(0, 3000 - first.timeMs) + 100,
      JSON.stringify(first),
    );
    assert.equal(first.clocks![1 - side], 3000);
  }
});
