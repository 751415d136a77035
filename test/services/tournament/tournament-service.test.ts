// The app's tournament service with the real built-in engine: a form starts a 2-game round robin,
// live events carry positions and clocks, standings follow each game, the folder reloads with its
// games, and a game's KIF can be read only from a folder the app opened.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../../helpers/assert-ok.ts';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { Position as RecordPosition } from 'tsshogi';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  EventContract,
  TournamentEvent,
  TournamentForm,
} from '../../../src-main/shared/contract.ts';
import {
  outputRefusal,
  TournamentService,
} from '../../../src-main/services/tournament/tournament-service.ts';
import { formToConfig } from '../../../src-main/services/tournament/form-config.ts';

const FORM: TournamentForm = {
  name: 'svc test',
  variant: 'shogi',
  format: 'round-robin',
  gamesPerPair: 2,
  engines: [
    { engineId: 'builtin', name: 'banmen-0', options: { SkillLevel: 0 } },
    { engineId: 'builtin', name: 'banmen-5', options: { SkillLevel: 5 } },
  ],
  timeControl: {
    kind: 'byoyomi',
    initialMs: 0,
    byoyomiMs: 100,
    incrementMs: 0,
    moveTimeMs: 0,
    nodes: 0,
    depth: 0,
    timeLoss: false,
  },
  openings: { file: '', order: 'sequential', plies: 0, seed: 1 },
  concurrency: 2,
  adjudication: { resignScore: 0, resignMoves: 0, maxMoves: 16 },
  output: '',
};

test('a form with an unknown engine or a bad field is refused with the field named', () => {
  const root = mkdtempSync(join(tmpdir(), 'banmen-tsvc-'));
  const unknown = formToConfig(
    { ...FORM, engines: [FORM.engines[0]!, { engineId: 'nope', name: 'x', options: {} }] },
    [],
    root,
  );
  assert.equal(unknown.ok, false);
  assert.equal(!unknown.ok && unknown.error.code, 'UNKNOWN_ENGINE');
  const bad = formToConfig({ ...FORM, gamesPerPair: 0 }, [], root);
  assert.match(!bad.ok ? bad.error.message : '', /gamesPerPair/);
  const ok = formToConfig(FORM, [], root, new Date('2026-11-21T14:03:12Z'));
  assert.equal(ok.ok && ok.value.output, join(root, 'svc_test-20261121-140312'));
  assert.equal(ok.ok && ok.value.adjudication.maxMoves, 16);
  assert.equal(ok.ok && ok.value.adjudication.resignScore, undefined);
});

test('draw adjudication, one-sided resign and the debug log of the form reach the config', () => {
  const root = mkdtempSync(join(tmpdir(), 'banmen-tsvc-'));
  const adjudication = {
    resignScore: 2000,
    resignMoves: 3,
    resignTwoSided: false,
    drawScore: 15,
    drawMoves: 6,
    drawFromPly: 80,
    maxMoves: 300,
  };
  const on = formToConfig({ ...FORM, adjudication, debugLog: true }, [], root);
  assert.ok(on.ok, on.ok ? '' : on.error.message);
  assert.deepEqual(on.value.adjudication, adjudication);
  assert.equal(on.value.debugLog, true);
  // Zero moves turn the draw rule off; the defaults add nothing.
  const off = formToConfig(
    {
      ...FORM,
      adjudication: { ...FORM.adjudication, drawScore: 15, drawMoves: 0 },
      debugLog: false,
    },
    [],
    root,
  );
  assertOk(off);
  assert.equal(off.value.adjudication.drawScore, undefined);
  assert.equal(off.value.debugLog, undefined);
  const junk = formToConfig({ ...FORM, debugLog: 'yes' as never }, [], root);
  assert.match(!junk.ok ? junk.error.message : '', /debugLog must be true or false/);
});

test("an engine's own time control in the form reaches the config; a junk one is refused", () => {
  const root = mkdtempSync(join(tmpdir(), 'banmen-tsvc-'));
  const own = {
    ...FORM.timeControl,
    kind: 'fischer' as const,
    initialMs: 5000,
    incrementMs: 50,
    marginMs: 400,
  };
  const engines = [FORM.engines[0]!, { ...FORM.engines[1]!, timeControl: own }];
  const r = formToConfig({ ...FORM, engines }, [], root);
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  assert.deepEqual(r.value.engineTimeControls, {
    'banmen-5': { initialMs: 5000, incrementMs: 50, marginMs: 400, timeLoss: false },
  });
  const junk = formToConfig(
    { ...FORM, engines: [FORM.engines[0]!, { ...FORM.engines[1]!, timeControl: 5 as never }] },
    [],
    root,
  );
  assert.match(!junk.ok ? junk.error.message : '', /engines\[1\]\.timeControl must be an object/);
});

test('the SPRT of the form reaches the config, and needs exactly two engines', () => {
  const root = mkdtempSync(join(tmpdir(), 'banmen-tsvc-'));
  const sprt = { elo0: 0, elo1: 10, alpha: 0.05, beta: 0.05 };
  const two = formToConfig({ ...FORM, sprt }, [], root);
  assert.deepEqual(two.ok && two.value.sprt, sprt);
  const three = formToConfig(
    { ...FORM, sprt, engines: [...FORM.engines, { engineId: 'builtin', name: 'c', options: {} }] },
    [],
    root,
  );
  assert.match(!three.ok ? three.error.message : '', /^sprt: needs exactly two engines/);
});

test('a tournament started from the form streams boards and standings, then reloads from its folder', async () => {
  const root = mkdtempSync(join(tmpdir(), 'banmen-tsvc-'));
  const events: TournamentEvent[] = [];
  let ended: () => void = () => {};
  const done = new Promise<void>((r) => (ended = r));
  const sink = <E extends keyof EventContract>(channel: E, payload: EventContract[E]) => {
    if (channel !== 'tournament:event') return;
    const e = payload as TournamentEvent;
    events.push(e);
    if (e.type === 'ended') ended();
  };
  const svc = new TournamentService(sink, root, () => []);
  const started = svc.start(FORM);
  assertOk(started);
  assert.equal(started.value.total, 2);
  await done;
  const end = events.at(-1)!;
  assert.deepEqual(end.type === 'ended' && end.status, 'finished');
  const moves = events.filter((e) => e.type === 'move');
  assert.ok(moves.length >= 2, 'moves were streamed');
  const first = moves[0]!;
  assert.ok(first.type === 'move');
  // The board after 1 move differs from the start position and is Black's opponent's turn.
  assert.match(first.sfen, / w /);
  assert.deepEqual(first.clocks, [0, 0]);
  const finished = events.filter((e) => e.type === 'game-finished');
  for (const f of finished)
    assert.ok(f.type === 'game-finished' && f.game.reason !== 'crash', JSON.stringify(f));
  assert.equal(finished.length, 2);
  const last = events.filter((e) => e.type === 'standings').at(-1)!;
  assert.ok(last.type === 'standings');
  assert.equal(last.standings.gamesDone, 2);
  assert.equal(last.standings.engines[0]!.los, null);

  // A folder the app neither started nor opened cannot have its games read.
  const other = new TournamentService(sink, root, () => []);
  assert.equal(other.game(started.value.folder, 0).ok, false);
  const listing = svc.list();
  assert.deepEqual(
    listing.folders.map((f) => [f.name, f.done, f.total]),
    [['svc test', 2, 2]],
  );
  const opened = svc.open(started.value.folder);
  assertOk(opened);
  assert.equal(opened.value.games.length, 2);
  assert.equal(opened.value.standings.gamesDone, 2);
  assert.match(opened.value.standingsText, /banmen-0/);
  const g = svc.game(started.value.folder, 1);
  assertOk(g);
  const kif = Buffer.from(g.value.base64, 'base64').toString('utf8');
  assert.match(g.value.name, /\.kif$/);
  assert.match(kif, /先手：banmen-5/);
  assert.equal(
    svc.control(started.value.id, 'pause').ok,
    false,
    'a finished tournament has no controls',
  );
});

test('a folder killed between its journal and its summaries reopens with every journaled game', () => {
  const folder = mkdtempSync(join(tmpdir(), 'banmen-tsvc-killed-'));
  // A results.json written after game 1 only, then game 2 journaled, then a torn line (kill -9 mid-write).
  const game = (index: number, winner: 'black' | 'white' | null) => ({
    index,
    round: 0,
    pairId: 0,
    black: index === 0 ? 'a' : 'b',
    white: index === 0 ? 'b' : 'a',
    blackIndex: index === 0 ? 0 : 1,
    whiteIndex: index === 0 ? 1 : 0,
    opening: -1,
    openingLine: -1,
    startSfen: 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1',
    openingMoves: [],
    moves: [{ usi: '7g7f', timeMs: 5 }],
    winner,
    reason: winner ? 'resign' : 'max-moves',
    startedAt: '2026-11-21T00:00:00.000Z',
    durationMs: 10,
    thinkMs: 5,
  });
  const g0 = game(0, 'white');
  const g1 = game(1, 'black');
  const standings = {
    engines: ['a', 'b'].map((name, index) => ({
      index,
      name,
      games: 1,
      wins: index,
      draws: 0,
      losses: 1 - index,
      points: index,
      elo: 0,
      error95: 0,
      los: null,
      drawRate: 0,
    })),
    crossPoints: [
      [0, 0],
      [1, 0],
    ],
    crossGames: [
      [0, 1],
      [1, 0],
    ],
    gamesDone: 1,
    gamesTotal: 2,
  };
  const { moves: _m, ...summary } = g0;
  writeFileSync(
    join(folder, 'results.json'),
    JSON.stringify({
      name: 'killed',
      variant: 'shogi',
      format: 'round-robin',
      standings,
      games: [{ ...summary, plies: 1 }],
    }),
  );
  writeFileSync(
    join(folder, 'journal.jsonl'),
    [
      { type: 'header', configHash: 'x' },
      { type: 'game', ...g0 },
      { type: 'game', ...g1 },
    ]
      .map((r) => JSON.stringify(r))
      .join('\n') + '\n{"type":"game","ind',
  );
  const svc = new TournamentService(
    () => {},
    folder,
    () => [],
  );
  const r = svc.open(folder);
  assertOk(r);
  assert.deepEqual(
    r.value.games.map((g) => [g.index, g.winner]),
    [
      [0, 'white'],
      [1, 'black'],
    ],
  );
  assert.equal(r.value.standings.gamesDone, 2);
  // b won both: as White in game 1 and as Black in game 2.
  assert.deepEqual(
    r.value.standings.engines.map((e) => e.points),
    [0, 2],
  );
  // A perfect score still has finite Elo and error bars (2–0 plus the prior's 2 draws: s = 3/4,
  // 400·log10(3) = 190.8 apart, ±95.4 from the average); the app showed "+2000.0 ± -".
  const [ea, eb] = r.value.standings.engines;
  assert.ok(Math.abs(eb!.elo - 95.42) < 0.01 && Math.abs(ea!.elo + 95.42) < 0.01, `${eb!.elo}`);
  assert.ok(eb!.error95 !== null && eb!.error95 > 0 && eb!.error95 === ea!.error95);
  assert.deepEqual(
    r.value.standings.engines.map((e) => (e.los === null ? null : e.los > 0.5)),
    [null, true],
  );
  assert.equal(r.value.form, undefined, 'a CLI folder has no app form to continue with');
  assert.equal(svc.open(join(folder, 'nope')).ok, false);
});

test('a tournament stopped after its first game reopens with its form and continues to the end without replaying it', async () => {
  const root = mkdtempSync(join(tmpdir(), 'banmen-tsvc-'));
  const events: TournamentEvent[] = [];
  let ended: () => void = () => {};
  let id = '';
  const sink = <E extends keyof EventContract>(channel: E, payload: EventContract[E]) => {
    const e = payload as TournamentEvent;
    if (channel !== 'tournament:event' || e.id !== id) return;
    events.push(e);
    if (e.type === 'game-finished' && e.progress.done === 1) svc.control(id, 'stop');
    if (e.type === 'ended') ended();
  };
  const svc = new TournamentService(sink, root, () => []);
  const form = { ...FORM, concurrency: 1, output: 'resumable' };
  let done = new Promise<void>((r) => (ended = r));
  const first = svc.start(form);
  assertOk(first);
  id = first.value.id;
  await done;
  assert.deepEqual(events.at(-1), { id, type: 'ended', status: 'stopped' });
  const opened = svc.open(first.value.folder);
  assertOk(opened);
  assert.equal(opened.value.games.length, 1);
  assert.equal(opened.value.form?.output, join(root, 'resumable'));

  events.length = 0;
  done = new Promise<void>((r) => (ended = r));
  const again = svc.start(opened.value.form!);
  assertOk(again);
  id = again.value.id;
  await done;
  assert.deepEqual(events.at(-1), { id, type: 'ended', status: 'finished' });
  const played = events.flatMap((e) => (e.type === 'game-finished' ? [e.game.index] : []));
  assert.deepEqual(played, [1 - opened.value.games[0]!.index], 'only the missing game was played');
  const final = svc.open(first.value.folder);
  assertOk(final);
  assert.deepEqual(
    final.value.games.map((g) => g.index),
    [0, 1],
  );
});

const FSF = '/usr/games/fairy-stockfish';
test(
  'a registered external engine (fairy-stockfish) plays the built-in one from the form',
  { skip: existsSync(FSF) ? false : `${FSF} is not installed` },
  async () => {
    const root = mkdtempSync(join(tmpdir(), 'banmen-tsvc-'));
    const events: TournamentEvent[] = [];
    let ended: () => void = () => {};
    const done = new Promise<void>((r) => (ended = r));
    const sink = <E extends keyof EventContract>(channel: E, payload: EventContract[E]) => {
      const e = payload as TournamentEvent;
      events.push(e);
      if (e.type === 'ended') ended();
    };
    const externals = [{ id: 'fsf', name: 'Fairy-Stockfish', path: FSF, args: [] }];
    const svc = new TournamentService(sink, root, () => externals);
    const r = svc.start({
      ...FORM,
      gamesPerPair: 1,
      engines: [
        { engineId: 'builtin', name: 'banmen', options: { SkillLevel: 0 } },
        { engineId: 'fsf', name: 'fsf', options: { Threads: 1 } },
      ],
      timeControl: { ...FORM.timeControl, kind: 'nodes', nodes: 2000 },
    });
    assertOk(r);
    await done;
    assert.deepEqual(events.at(-1), { id: r.value.id, type: 'ended', status: 'finished' });
    const fin = events.find((e) => e.type === 'game-finished');
    assert.ok(fin?.type === 'game-finished');
    assert.deepEqual([fin.game.black, fin.game.white], ['banmen', 'fsf']);
    assert.ok(!['crash', 'hang', 'illegal-move'].includes(fin.game.reason), fin.game.reason);
    const moves = events.filter((e) => e.type === 'move');
    assert.ok(moves.length > 0);
    assert.ok(
      moves.every((e) => e.type === 'move' && e.clocks === undefined),
      'no clock with fixed nodes',
    );
  },
);

const TAYA = join(import.meta.dirname, '../../../../shared/data/openings/taya36_2020-11-06.sfen');
test(
  'with an opening book, each live board starts from the opening position (its moves already played)',
  { skip: existsSync(TAYA) ? false : `${TAYA} is absent (shared data)` },
  async () => {
    const root = mkdtempSync(join(tmpdir(), 'banmen-tsvc-'));
    const events: TournamentEvent[] = [];
    let ended: () => void = () => {};
    const done = new Promise<void>((r) => (ended = r));
    const sink = <E extends keyof EventContract>(channel: E, payload: EventContract[E]) => {
      const e = payload as TournamentEvent;
      events.push(e);
      if (e.type === 'ended') ended();
    };
    const svc = new TournamentService(sink, root, () => []);
    const r = svc.start({
      ...FORM,
      timeControl: { ...FORM.timeControl, kind: 'nodes', nodes: 300 },
      openings: { file: TAYA, order: 'sequential', plies: 8, seed: 1 },
      adjudication: { resignScore: 0, resignMoves: 0, maxMoves: 14 },
    });
    assertOk(r);
    await done;
    const starts = events.flatMap((e) => (e.type === 'game-started' ? [e.sfen] : []));
    // Line 1 of the book cut to 8 plies, replayed with tsshogi (an independent rules library).
    const first = readFileSync(TAYA, 'utf8').split('\n')[0]!.split(' ').slice(2, 10);
    const pos = RecordPosition.newBySFEN(
      'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1',
    )!;
    for (const usi of first) pos.doMove(pos.createMoveByUSI(usi)!);
    const fields = (sfen: string) => sfen.split(' ').slice(0, 3).join(' ');
    assert.equal(starts.length, 2);
    for (const sfen of starts) assert.equal(fields(sfen), fields(pos.sfen));
  },
);

test('the output is a folder name inside the tournaments root; any other folder is refused before a write', () => {
  const root = mkdtempSync(join(tmpdir(), 'banmen-tsvc-'));
  const outside = mkdtempSync(join(tmpdir(), 'banmen-victim-'));
  writeFileSync(join(outside, 'results.json'), 'the user’s own file\n');
  const svc = new TournamentService(
    () => {},
    root,
    () => [],
  );
  for (const output of [outside, '../escape', 'a/b', 'a\\b', '.', '..', join(root, 'typed')]) {
    const r = svc.start({ ...FORM, output });
    assert.ok(!r.ok, `${output} was accepted`);
    assert.equal(r.error.code, 'FILE_NOT_ALLOWED');
    assert.equal(r.error.detail, 'output');
    assert.match(r.error.message, /must be a folder name inside/);
  }
  assert.equal(readFileSync(join(outside, 'results.json'), 'utf8'), 'the user’s own file\n');
  assert.equal(existsSync(join(root, '..', 'escape')), false);
  assert.equal(outputRefusal('club-2026', join(root, 'club-2026'), new Set(), root), null);
  assert.equal(outputRefusal('', join(root, 'x-1'), new Set(), root), null);
  const opened = join(outside, 'earlier');
  assert.equal(outputRefusal(opened, opened, new Set([opened]), root), null, 'a resumed folder');
});
