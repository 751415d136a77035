import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Referee } from '../../src-main/tournament/referee.ts';

const NO_ADJ = {};

/** Plays moves, failing if the game ends early; returns the outcome of the last one. */
function playAll(r: Referee, moves: string[]) {
  for (const [i, m] of moves.entries()) {
    const o = r.play(m);
    if (i < moves.length - 1)
      assert.equal(o, undefined, `game ended early at ${m}: ${JSON.stringify(o)}`);
    else return o;
  }
  return undefined;
}

test('checkmate by a gold drop ends the game for the mover', () => {
  const r = new Referee('4k4/9/4P4/9/9/9/9/9/4K4 b G 1', [], 'shogi', NO_ADJ);
  assert.deepEqual(r.play('G*5b'), { winner: 0, reason: 'checkmate' });
});

test('resign, illegal moves and a false declaration lose; never trusted', () => {
  assert.deepEqual(new Referee('startpos', [], 'shogi', NO_ADJ).play('resign'), {
    winner: 1,
    reason: 'resign',
  });
  const illegal = new Referee('startpos', ['7g7f'], 'shogi', NO_ADJ).play('7g7f');
  assert.equal(illegal?.reason, 'illegal-move');
  assert.equal(illegal?.winner, 0);
  assert.equal(new Referee('startpos', [], 'shogi', NO_ADJ).play('1a1a')?.reason, 'illegal-move');
  assert.equal(
    new Referee('startpos', [], 'shogi', NO_ADJ).play('garbage')?.reason,
    'illegal-move',
  );
  const decl = new Referee('startpos', [], 'shogi', NO_ADJ).play('win');
  assert.deepEqual(decl, {
    winner: 1,
    reason: 'false-declaration',
    detail: 'declared a win without the conditions',
  });
});

test('a pawn-drop mate (uchifuzume) is an illegal move', () => {
  // White king 1a, its own knight on 2a and silver on 2b (neither can take on 1b); the gold on 2c
  // protects 1b. P*1b would mate, so it is illegal — and a plain pawn push elsewhere is fine.
  const u = new Referee('7nk/7s1/7G1/9/9/9/9/9/4K4 b P 1', [], 'shogi', NO_ADJ);
  const o = u.play('P*1b');
  assert.equal(o?.reason, 'illegal-move', JSON.stringify(o));
  assert.equal(
    new Referee('7nk/7s1/7G1/9/9/9/9/9/4K4 b P 1', [], 'shogi', NO_ADJ).play('P*1c'),
    undefined,
  );
});

test('fourfold repetition is sennichite: a draw in shogi, a loss for black in minishogi', () => {
  const cycle = ['2h1h', '8b9b', '1h2h', '9b8b'];
  const r = new Referee('startpos', [], 'shogi', NO_ADJ);
  assert.deepEqual(playAll(r, [...cycle, ...cycle, ...cycle]), {
    winner: null,
    reason: 'sennichite',
  });
  const mini = new Referee('startpos', [], 'minishogi', NO_ADJ);
  const c2 = ['5e4d', '1a2b', '4d5e', '2b1a'];
  const o = playAll(mini, [...c2, ...c2, ...c2]);
  assert.equal(o?.reason, 'sennichite');
  assert.equal(o?.winner, 1);
});

test('the move limit draws; score adjudication needs both engines to agree for M moves', () => {
  const r = new Referee('startpos', [], 'shogi', { maxMoves: 4 });
  assert.deepEqual(playAll(r, ['7g7f', '3c3d', '2g2f', '8c8d']), {
    winner: null,
    reason: 'max-moves',
  });
  const adj = { resignScore: 500, resignMoves: 2 };
  const a = new Referee('startpos', [], 'shogi', adj);
  const cp = (value: number) => ({ kind: 'cp' as const, value });
  assert.equal(a.play('7g7f', cp(600)), undefined);
  assert.equal(a.play('3c3d', cp(-600)), undefined);
  assert.equal(a.play('2g2f', cp(700)), undefined);
  const end = a.play('8c8d', { kind: 'mate', value: -5 });
  assert.equal(end?.reason, 'score-adjudication');
  assert.equal(end?.winner, 0);
  const b = new Referee('startpos', [], 'shogi', adj);
  b.play('7g7f', cp(600));
  b.play('3c3d', cp(100)); // white disagrees
  b.play('2g2f', cp(700));
  assert.equal(b.play('8c8d', cp(-600)), undefined);
});

test('one-sided resign: the losing engine alone decides, whatever its opponent says', () => {
  const cp = (value: number) => ({ kind: 'cp' as const, value });
  const oneSided = { resignScore: 500, resignMoves: 2, resignTwoSided: false };
  const a = new Referee('startpos', [], 'shogi', oneSided);
  assert.equal(a.play('7g7f', cp(0)), undefined); // black calm
  assert.equal(a.play('3c3d', cp(-600)), undefined); // white behind, once
  assert.equal(a.play('2g2f', cp(10)), undefined);
  const end = a.play('8c8d', cp(-900)); // white behind for its last 2 moves
  assert.deepEqual(end, {
    winner: 0,
    reason: 'score-adjudication',
    detail: 'white itself scored black ≥ 500 for 2 moves',
  });
  // The same moves with the default two-sided rule play on: black never agreed.
  const b = new Referee('startpos', [], 'shogi', { resignScore: 500, resignMoves: 2 });
  for (const [m, s] of [
    ['7g7f', 0],
    ['3c3d', -600],
    ['2g2f', 10],
    ['8c8d', -900],
  ] as const)
    assert.equal(b.play(m, cp(s)), undefined);
});

test('draw adjudication: both engines within ±X for M moves each, only from ply P on', () => {
  const cp = (value: number) => ({ kind: 'cp' as const, value });
  const adj = { drawScore: 20, drawMoves: 2, drawFromPly: 4 };
  const calm = [
    ['7g7f', 5],
    ['3c3d', -10],
    ['2g2f', 20],
    ['8c8d', 0],
  ] as const;
  const a = new Referee('startpos', [], 'shogi', adj);
  for (const [m, s] of calm.slice(0, 3)) assert.equal(a.play(m, cp(s)), undefined);
  assert.deepEqual(a.play(calm[3][0], cp(calm[3][1])), {
    winner: null,
    reason: 'draw-adjudication',
    detail: 'both engines scored within ±20 for 2 moves',
  });
  // Before ply P: the same calm scores play on.
  const early = new Referee('startpos', [], 'shogi', { ...adj, drawFromPly: 6 });
  for (const [m, s] of calm) assert.equal(early.play(m, cp(s)), undefined);
  // One score outside the window (21 cp) keeps the game going.
  const c = new Referee('startpos', [], 'shogi', adj);
  for (const [m, s] of [
    ['7g7f', 5],
    ['3c3d', -10],
    ['2g2f', 21],
    ['8c8d', 0],
  ] as const)
    assert.equal(c.play(m, cp(s)), undefined);
  // A missing score (an engine that sent none) never counts as a draw score.
  const d = new Referee('startpos', [], 'shogi', adj);
  for (const m of ['7g7f', '3c3d', '2g2f', '8c8d']) assert.equal(d.play(m), undefined);
});
