import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../helpers/assert-ok.ts';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  engineTimeControl,
  validateConfig,
  timeControlKind,
} from '../../src-main/tournament/config.ts';
import { buildSchedule } from '../../src-main/tournament/schedule.ts';
import { loadOpenings, parseOpeningLine } from '../../src-main/tournament/openings.ts';
import { GameClock } from '../../src-main/tournament/clock.ts';

const SHARED = fileURLToPath(new URL('../../../shared/data/', import.meta.url));

const base = () => ({
  name: 'smoke',
  variant: 'shogi',
  format: 'round-robin',
  gamesPerPair: 2,
  engines: [
    { name: 'a', builtin: true, options: { SkillLevel: 0 } },
    {
      name: 'b',
      command: '/usr/games/fairy-stockfish',
      options: { USI_Variant: 'shogi', Threads: 1 },
    },
  ],
  timeControl: { byoyomiMs: 100 },
  openings: { file: 'openings.sfen', order: 'random', plies: 24, seed: 1 },
  concurrency: 2,
  adjudication: { resignScore: 3000, resignMoves: 4, maxMoves: 320 },
  output: 'out/smoke',
});

function fieldOf(mutate: (c: ReturnType<typeof base>) => unknown): string {
  const c = base();
  const r = validateConfig(mutate(c) ?? c);
  assert.equal(r.ok, false, 'expected the config to be rejected');
  return r.ok ? '' : r.error.where;
}

test('the example config of the brief is valid; paths resolve against the config folder', () => {
  const r = validateConfig(base(), (p) => (p.startsWith('/') ? p : `/cfg/${p}`));
  assert.ok(r.ok, !r.ok ? r.error.message : '');
  assert.equal(r.value.output, '/cfg/out/smoke');
  assert.equal(r.value.openings!.file, '/cfg/openings.sfen');
  assert.equal(r.value.engines[1]!.command, '/usr/games/fairy-stockfish');
  assert.equal(timeControlKind(r.value.timeControl), 'byoyomi');
});

test('bad configs name the field at fault', () => {
  assert.equal(
    fieldOf((c) => void (c.engines = [c.engines[0]!])),
    'engines',
  );
  assert.equal(
    fieldOf((c) => void ((c.engines[1] as { command?: string }).command = '')),
    'engines[1].command',
  );
  assert.equal(
    fieldOf((c) => void (c.engines[1]!.name = 'a')),
    'engines[1].name',
  );
  assert.equal(
    fieldOf((c) => void (c.format = 'swiss')),
    'format',
  );
  assert.equal(
    fieldOf((c) => void (c.variant = 'chess')),
    'variant',
  );
  assert.equal(
    fieldOf((c) => void (c.gamesPerPair = 0)),
    'gamesPerPair',
  );
  assert.equal(
    fieldOf((c) => void (c.concurrency = 1.5)),
    'concurrency',
  );
  assert.equal(
    fieldOf((c) => void (c.timeControl = {} as never)),
    'timeControl',
  );
  assert.equal(
    fieldOf((c) => void (c.timeControl = { byoyomiMs: 100, nodes: 5 } as never)),
    'timeControl.byoyomiMs',
  );
  assert.equal(
    fieldOf((c) => void (c.timeControl = { incrementMs: 100 } as never)),
    'timeControl.initialMs',
  );
  assert.equal(
    fieldOf((c) => void (c.openings.order = 'shuffled')),
    'openings.order',
  );
  assert.equal(
    fieldOf((c) => void delete (c as { output?: string }).output),
    'output',
  );
  assert.equal(
    fieldOf((c) => ({ ...c, sprt: { elo0: 5, elo1: 0, alpha: 0.05, beta: 0.05 } })),
    'sprt.elo1',
  );
  assert.equal(
    fieldOf((c) => void (c.adjudication = { resignScore: 3000 } as never)),
    'adjudication.resignMoves',
  );
  assert.equal(
    fieldOf((c) => void (c.adjudication = { drawScore: 10 } as never)),
    'adjudication.drawMoves',
  );
  assert.equal(
    fieldOf((c) => void (c.adjudication = { drawFromPly: 10 } as never)),
    'adjudication.drawFromPly',
  );
  assert.equal(
    fieldOf((c) => void (c.adjudication = { resignTwoSided: 'no' } as never)),
    'adjudication.resignTwoSided',
  );
  assert.equal(
    fieldOf((c) => void ((c.engines[0]!.options as Record<string, unknown>).X = { a: 1 })),
    'engines[0].options.X',
  );
});

test('unknown fields are rejected by name (typos do not fall back to defaults)', () => {
  assert.equal(
    fieldOf((c) => ({ ...c, gamesPerPiar: 4 })),
    'gamesPerPiar',
  );
  assert.equal(
    fieldOf((c) => void ((c.engines[0] as Record<string, unknown>).opts = {})),
    'engines[0].opts',
  );
  assert.equal(
    fieldOf((c) => void ((c.timeControl as Record<string, unknown>).byoyomi = 5)),
    'timeControl.byoyomi',
  );
  assert.equal(
    fieldOf((c) => void ((c.adjudication as Record<string, unknown>).resign = 5)),
    'adjudication.resign',
  );
});

test('time control kinds and clocks: byoyomi, Fischer, sudden death, movetime, nodes', () => {
  const byo = new GameClock({ initialMs: 1000, byoyomiMs: 500, marginMs: 0 });
  assert.deepEqual(byo.goParams(), { btime: 1000, wtime: 1000, byoyomi: 500 });
  assert.equal(byo.consume(0, 1400), false); // 1000 main + 400 of byoyomi
  assert.deepEqual(byo.goParams(), { btime: 0, wtime: 1000, byoyomi: 500 });
  assert.equal(byo.consume(0, 501), true); // main time gone: 501 > 500
  const fischer = new GameClock({ initialMs: 1000, incrementMs: 100, marginMs: 50 });
  assert.equal(fischer.consume(1, 300), false);
  assert.deepEqual(fischer.goParams(), { btime: 1000, wtime: 800, binc: 100, winc: 100 });
  assert.equal(fischer.consume(1, 851), true);
  const frac = new GameClock({ initialMs: 1000, incrementMs: 10 });
  frac.consume(0, 123.6); // measured times are fractional; USI clocks must stay integers
  assert.deepEqual(frac.goParams(), { btime: 886, wtime: 1000, binc: 10, winc: 10 });
  const sudden = new GameClock({ initialMs: 1000, timeLoss: false });
  assert.equal(sudden.consume(0, 5000), false); // time-loss rule off
  assert.deepEqual(new GameClock({ moveTimeMs: 200 }).goParams(), {
    btime: 0,
    wtime: 0,
    byoyomi: 200,
  });
  const nodes = new GameClock({ nodes: 5000, hangGraceMs: 777 });
  assert.deepEqual(nodes.goParams(), { nodes: 5000 });
  assert.equal(nodes.consume(0, 1e9), false);
  assert.equal(nodes.hangTimeoutMs(0), 777);
});

test('per-engine time control and margin: own kind replaces the global one, margin inherited', () => {
  const c = base() as ReturnType<typeof base> & { engines: Record<string, unknown>[] };
  c.timeControl = { byoyomiMs: 100, marginMs: 30 } as never;
  c.engines[0]!.timeControl = { initialMs: 2000, incrementMs: 50 };
  const r = validateConfig(c);
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  assert.deepEqual(engineTimeControl(r.value, 0), {
    initialMs: 2000,
    incrementMs: 50,
    marginMs: 30,
  });
  assert.deepEqual(engineTimeControl(r.value, 1), { byoyomiMs: 100, marginMs: 30 });
  // A margin alone keeps the global kind.
  c.engines[0]!.timeControl = { marginMs: 500 };
  const m = validateConfig(c);
  assertOk(m);
  assert.deepEqual(engineTimeControl(m.value, 0), { byoyomiMs: 100, marginMs: 500 });
  // Errors name the engine's field.
  c.engines[0]!.timeControl = { byoyomi: 5 };
  assert.equal(
    fieldOf(() => c),
    'engines[0].timeControl.byoyomi',
  );
  c.engines[0]!.timeControl = { incrementMs: 5 };
  assert.equal(
    fieldOf(() => c),
    'engines[0].timeControl.initialMs',
  );
  // The clock: each side is charged and told its own control.
  const clock = new GameClock(
    { initialMs: 2000, incrementMs: 50, marginMs: 0 },
    { byoyomiMs: 100, marginMs: 0 },
  );
  assert.deepEqual(clock.goParams(0), { btime: 2000, wtime: 0, binc: 50, winc: 0 });
  assert.deepEqual(clock.goParams(1), { btime: 2000, wtime: 0, byoyomi: 100 });
  assert.equal(clock.consume(0, 700), false); // black's main time
  assert.equal(clock.consume(1, 101), true); // white has 100 ms a move
  assert.deepEqual(clock.remaining, [1350, 0]);
});

test('round robin: each pair plays K games with colours alternated and openings shared by game pairs', () => {
  const s = buildSchedule('round-robin', 3, 4);
  assert.equal(s.length, 12);
  for (const [a, b] of [
    [0, 1],
    [0, 2],
    [1, 2],
  ]) {
    const games = s.filter(
      (g) => (g.black === a && g.white === b) || (g.black === b && g.white === a),
    );
    assert.equal(games.length, 4);
    assert.equal(games.filter((g) => g.black === a).length, 2);
    for (const pid of new Set(games.map((g) => g.pairId))) {
      const pair = games.filter((g) => g.pairId === pid);
      assert.equal(pair.length, 2);
      assert.equal(pair[0]!.opening, pair[1]!.opening);
      assert.equal(pair[0]!.black, pair[1]!.white);
    }
  }
  assert.deepEqual(
    s.map((g) => g.index),
    [...s.keys()],
  );
});

test('gauntlet: the first engine meets every other, odd K gives the extra game to the first engine as black', () => {
  const s = buildSchedule('gauntlet', 4, 3);
  assert.equal(s.length, 9);
  assert.ok(s.every((g) => g.black === 0 || g.white === 0));
  assert.equal(s.filter((g) => g.black === 0).length, 6);
});

test('opening lines: startpos moves, sfen, bare SFEN, bare moves, comments', () => {
  assert.deepEqual(parseOpeningLine('startpos moves 7g7f 3c3d', 0), {
    line: 0,
    sfen: 'startpos',
    moves: ['7g7f', '3c3d'],
  });
  assert.deepEqual(parseOpeningLine('position startpos', 1), {
    line: 1,
    sfen: 'startpos',
    moves: [],
  });
  assert.deepEqual(parseOpeningLine('7g7f 3c3d', 2), {
    line: 2,
    sfen: 'startpos',
    moves: ['7g7f', '3c3d'],
  });
  assert.deepEqual(parseOpeningLine('sfen 4k/5/5/5/K4 b - 1 moves 5e4e', 3), {
    line: 3,
    sfen: '4k/5/5/5/K4 b - 1',
    moves: ['5e4e'],
  });
  assert.deepEqual(
    parseOpeningLine('lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1', 4),
    {
      line: 4,
      sfen: 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1',
      moves: [],
    },
  );
  assert.equal(parseOpeningLine('   ', 5), undefined);
  assert.equal(parseOpeningLine('# comment', 6), undefined);
  assert.equal(typeof parseOpeningLine('hello there', 7), 'string');
});

test('opening files: an illegal move is reported with its line; random order is seeded; plies cut', () => {
  const dir = mkdtempSync(join(tmpdir(), 'openings-'));
  const file = join(dir, 'book.sfen');
  writeFileSync(
    file,
    'startpos moves 7g7f 3c3d 2g2f\nstartpos moves 2g2f 8c8d\n\nstartpos moves 7g7f 7g7f\n',
  );
  const bad = loadOpenings({ file, order: 'sequential' }, 'shogi', 1);
  assert.equal(!bad.ok && bad.error.code, 'OPENINGS_BAD_LINE');
  assert.match(!bad.ok ? bad.error.message : '', /book\.sfen:4: move 2 "7g7f" is illegal/);
  const cut = loadOpenings({ file, order: 'sequential', plies: 1 }, 'shogi', 1);
  assertOk(cut);
  assert.deepEqual(
    cut.openings.map((o) => o.moves),
    [['7g7f'], ['2g2f'], ['7g7f']],
  );
  const r1 = loadOpenings({ file, order: 'random', plies: 1, seed: 5 }, 'shogi', 1);
  const r2 = loadOpenings({ file, order: 'random', plies: 1, seed: 5 }, 'shogi', 1);
  assertOk(r1);
  assertOk(r2);
  assert.deepEqual(r1.openings, r2.openings);
  const missing = loadOpenings({ file: join(dir, 'nope'), order: 'sequential' }, 'shogi', 1);
  assert.equal(!missing.ok && missing.error.code, 'OPENINGS_UNREADABLE');
});

test('the shared opening suites load (taya36 and records2016) with a seeded random order', (t) => {
  const taya = join(SHARED, 'openings/taya36_2020-11-06.sfen');
  const rec = join(SHARED, 'openings/records2016_10818.sfen');
  if (!existsSync(taya) || !existsSync(rec)) return t.skip(`shared data absent (${SHARED})`);
  const a = loadOpenings({ file: taya, order: 'random', plies: 24, seed: 1 }, 'shogi', 1, 50);
  assert.ok(a.ok, !a.ok ? a.error.message : '');
  assert.equal(a.openings.length, 1957);
  assert.ok(a.openings.every((o) => o.sfen === 'startpos' && o.moves.length === 24));
  const seq = loadOpenings({ file: rec, order: 'sequential' }, 'shogi', 1, 50);
  assertOk(seq);
  assert.equal(seq.openings[0]!.line, 0);
  assert.notDeepEqual(
    a.openings.slice(0, 5).map((o) => o.line),
    [0, 1, 2, 3, 4],
  );
});

test('counts and times are bounded: no heap abort, no setTimeout overflow', () => {
  const at = (mutate: (c: ReturnType<typeof base>) => void) => {
    const c = base();
    mutate(c);
    const r = validateConfig(c);
    return r.ok ? 'accepted' : `${r.error.where}: ${r.error.message}`;
  };
  assert.match(
    at((c) => void (c.gamesPerPair = 1e9)),
    /^gamesPerPair: .*at most 100000/,
  );
  assert.match(
    at((c) => void (c.concurrency = 1e6)),
    /^concurrency: .*at most 256/,
  );
  assert.match(
    at((c) => void (c.timeControl = { byoyomiMs: 2 ** 31 })),
    /^timeControl\.byoyomiMs: .*at most 86400000/,
  );
  const huge = { initialMs: 2 ** 40, incrementMs: 1000 } as unknown as { byoyomiMs: number };
  assert.match(
    at((c) => void (c.timeControl = huge)),
    /^timeControl\.initialMs: /,
  );
  assert.equal(
    at((c) => void (c.gamesPerPair = 100_000)),
    'accepted',
  );
  assert.equal(
    at((c) => void (c.timeControl = { byoyomiMs: 86_400_000 })),
    'accepted',
  );
});

test('engine and tournament names with control characters are refused (they would add record lines)', () => {
  assert.equal(
    fieldOf((c) => void (c.engines[0]!.name = 'a\n$EVENT:forged')),
    'engines[0].name',
  );
  assert.equal(
    fieldOf((c) => void (c.name = 'smoke\r\n*投了')),
    'name',
  );
  assert.equal(
    fieldOf((c) => void (c.engines[1]!.name = 'tab\there')),
    'engines[1].name',
  );
});
