// The app's tournament service with the real built-in engine: a form starts a 2-game round robin,
// live events carry positions and clocks, standings follow each game, the folder reloads with its
// games, and a game's KIF can be read only from a folder the app opened.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  EventContract,
  TournamentEvent,
  TournamentForm,
} from '../../../src-main/ipc/contract.ts';
import { TournamentService } from '../../../src-main/services/tournament/tournament-service.ts';
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
  assert.ok(started.ok);
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
  assert.ok(opened.ok);
  assert.equal(opened.value.games.length, 2);
  assert.equal(opened.value.standings.gamesDone, 2);
  assert.match(opened.value.standingsText, /banmen-0/);
  const g = svc.game(started.value.folder, 1);
  assert.ok(g.ok);
  const kif = Buffer.from(g.value.base64, 'base64').toString('utf8');
  assert.match(g.value.name, /\.kif$/);
  assert.match(kif, /先手：banmen-5/);
  assert.equal(
    svc.control(started.value.id, 'pause').ok,
    false,
    'a finished tournament has no controls',
  );
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
  assert.ok(first.ok);
  id = first.value.id;
  await done;
  assert.deepEqual(events.at(-1), { id, type: 'ended', status: 'stopped' });
  const opened = svc.open(first.value.folder);
  assert.ok(opened.ok);
  assert.equal(opened.value.games.length, 1);
  assert.equal(opened.value.form?.output, join(root, 'resumable'));

  events.length = 0;
  done = new Promise<void>((r) => (ended = r));
  const again = svc.start(opened.value.form!);
  assert.ok(again.ok);
  id = again.value.id;
  await done;
  assert.deepEqual(events.at(-1), { id, type: 'ended', status: 'finished' });
  const played = events.flatMap((e) => (e.type === 'game-finished' ? [e.game.index] : []));
  assert.deepEqual(played, [1 - opened.value.games[0]!.index], 'only the missing game was played');
  const final = svc.open(first.value.folder);
  assert.ok(final.ok);
  assert.deepEqual(
    final.value.games.map((g) => g.index),
    [0, 1],
  );
});
