import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../helpers/assert-ok.ts';
import { Game } from '../../src-renderer/lib/game/game.ts';
import {
  HANDICAP_SFEN,
  START_KINDS,
  isHandicapSfen,
  startSfen,
} from '../../src-renderer/lib/game/handicaps.ts';
import { handName, sideName } from '../../src-renderer/lib/i18n.ts';
import { choiceFor, destinations } from '../../src-renderer/lib/game/moves.ts';
import { resultText } from '../../src-renderer/lib/game/result-text.ts';
import { inLanguage } from '../../src-renderer/lib/text.ts';
import { STARTPOS_SFEN } from '../../src-main/shared/rules/sfen.ts';
import { usiToSquare } from '../../src-main/shared/rules/sfen-text.ts';

function newGame(
  sfen = STARTPOS_SFEN,
  variant: 'shogi' | 'minishogi' = 'shogi',
  maxMoves = 0,
): Game {
  const r = Game.create(variant, sfen, maxMoves);
  assertOk(r);
  return r.game;
}

function playAll(g: Game, usis: string[]) {
  for (const u of usis) {
    const r = g.playUsi(u, 0);
    assert.ok(r.ok, `legal: ${u}`);
  }
}

test('the record gets Japanese and western notation, with 同', () => {
  const g = newGame();
  playAll(g, ['7g7f', '3c3d', '8h2b+', '3a2b']);
  assert.deepEqual(
    g.entries.map((e) => e.ja),
    ['▲７六歩', '△３四歩', '▲２二角成', '△同　銀'],
  );
  assert.deepEqual(
    g.entries.map((e) => e.western),
    ['P-7f', 'P-3d', 'Bx2b+', 'Sx2b'],
  );
});

test('a drop is 打 only when a board piece could also go there; 不成 when promotion was declined', () => {
  const g = newGame('4k4/9/9/9/9/9/9/4G4/4K4 b G 1');
  const drop = g.moveFromUsi('G*5g');
  assert.ok(drop);
  g.play(drop, 0);
  assert.equal(g.entries[0]!.ja, '▲５七金打');
  const g2 = newGame('4k4/9/9/9/9/2P6/9/9/4K4 b - 1');
  playAll(g2, ['7f7e', '5a5b', '7e7d', '5b5a', '7d7c']);
  assert.equal(g2.entries.at(-1)!.ja, '▲７三歩不成');
});

test('golds side by side are told apart with 右 / 左 / 直', () => {
  const g = newGame('4k4/9/9/9/9/9/9/9/3GGG1K1 b - 1');
  const legal = g.legal;
  const names = ['6i5h', '5i5h', '4i5h'].map((u) => {
    const m = g.moveFromUsi(u);
    const clone = Game.create('shogi', g.pos.sfen());
    assertOk(clone);
    clone.game.play(m, 0);
    return clone.game.entries[0]!.ja;
  });
  assert.ok(legal.length > 0);
  assert.deepEqual(names, ['▲５八金左', '▲５八金直', '▲５八金右']);
});

test('legal destinations and promotion choices come from the rules core', () => {
  const g = newGame();
  const pawn = destinations(g.legal, { kind: 'square', sq: usiToSquare('7g') });
  assert.deepEqual([...pawn], [usiToSquare('7f')]);
  playAll(g, ['7g7f', '3c3d']);
  const bishop = choiceFor(g.legal, { kind: 'square', sq: usiToSquare('8h') }, usiToSquare('2b'));
  assert.equal(bishop.kind, 'optional');
  const forced = newGame('4k4/2P6/9/9/9/9/9/9/4K4 b - 1');
  const c = choiceFor(forced.legal, { kind: 'square', sq: usiToSquare('7b') }, usiToSquare('7a'));
  assert.equal(c.kind, 'single');
  assert.equal(c.kind === 'single' && forced.play(c.move, 0), null);
  assert.equal(forced.entries[0]!.usi, '7b7a+');
});

test('checkmate ends the game and the result line says who won', () => {
  const mate = newGame('4k4/9/4P4/9/9/9/9/9/4K4 b G 1');
  const r = mate.play(mate.moveFromUsi('G*5b'), 0);
  assert.deepEqual(r, { winner: 0, reason: 'checkmate' });
  assert.equal(
    inLanguage('en', () => resultText(r!, 1)),
    'Black wins by checkmate after 1 move',
  );
  assert.equal(
    inLanguage('ja', () => resultText(r!, 1)),
    'まで1手で先手の勝ち（詰み）',
  );
});

test('an engine pawn-drop mate loses as uchifuzume; other illegal moves lose too', () => {
  const u = newGame('3lkl3/9/4G4/9/9/9/9/9/4K4 b P 1');
  const r = u.playUsi('P*5b', 0);
  assert.equal(r.ok, false);
  assert.deepEqual(r.result, { winner: 1, reason: 'uchifuzume' });
  const i = newGame();
  const bad = i.playUsi('7g7e', 0);
  assert.deepEqual(bad.result, { winner: 1, reason: 'illegal-move' });
});

test('fourfold repetition is sennichite; max moves is a draw', () => {
  const g = newGame();
  const cycle = ['2h3h', '8b7b', '3h2h', '7b8b'];
  for (let i = 0; i < 3; i++) playAll(g, cycle);
  assert.deepEqual(g.result, { winner: null, reason: 'sennichite' });
  const m = newGame(STARTPOS_SFEN, 'shogi', 2);
  playAll(m, ['7g7f']);
  assert.equal(m.result, null);
  playAll(m, ['3c3d']);
  assert.deepEqual(m.result, { winner: null, reason: 'max-moves' });
});

test('resign, time loss, declaration and takeback', () => {
  const g = newGame();
  playAll(g, ['7g7f']);
  assert.equal(g.takeback(), true);
  assert.equal(g.entries.length, 0);
  assert.equal(g.pos.sfen(), STARTPOS_SFEN);
  assert.deepEqual(g.resign(0), { winner: 1, reason: 'resign' });
  assert.deepEqual(newGame().timeLoss(1), { winner: 0, reason: 'time' });
  assert.deepEqual(
    newGame().declare(),
    { winner: 1, reason: 'declaration' },
    'a false declaration loses',
  );
});

test('every handicap and minishogi start is a valid position with white to move', () => {
  assert.equal(START_KINDS.filter((k) => k !== 'even' && k !== 'sfen').length, 16);
  for (const [kind, sfen] of Object.entries(HANDICAP_SFEN)) {
    const g = Game.create('shogi', sfen);
    assert.ok(g.ok, kind);
    assert.equal(g.game.turn, 1, kind);
  }
  const mini = Game.create('minishogi', startSfen('minishogi', 'even', ''));
  assertOk(mini);
  assert.equal(mini.game.legal.length > 0, true);
  assert.equal(Game.create('shogi', startSfen('shogi', 'sfen', 'sfen nonsense')).ok, false);
});

test('perpetual check loses for the checking side', () => {
  const g = newGame('4k4/9/9/9/9/9/9/9/K4R3 b - 1');
  const cycle = ['4i5i', '5a4a', '5i4i', '4a5a'];
  for (let i = 0; i < 2; i++) playAll(g, cycle);
  assert.equal(g.result, null);
  playAll(g, cycle);
  assert.deepEqual(g.result, { winner: 1, reason: 'perpetual-check' });
  assert.equal(
    inLanguage('ja', () => resultText(g.result!, 12)),
    'まで12手で後手の勝ち（連続王手の千日手）',
  );
});

test('handicap games name the sides 下手 and 上手 in Japanese; even and custom games keep 先手/後手', () => {
  for (const kind of Object.keys(HANDICAP_SFEN) as (keyof typeof HANDICAP_SFEN)[]) {
    assert.ok(isHandicapSfen(HANDICAP_SFEN[kind]), kind);
    // The move number does not matter: a record may number its start differently.
    assert.ok(isHandicapSfen(HANDICAP_SFEN[kind].replace(/ 1$/, ' 2')), `${kind} numbered 2`);
  }
  assert.ok(!isHandicapSfen(STARTPOS_SFEN));
  assert.ok(!isHandicapSfen('lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1'));
  assert.equal(
    inLanguage('ja', () => sideName(0, true)),
    '下手',
  );
  assert.equal(
    inLanguage('ja', () => sideName(1, true)),
    '上手',
  );
  assert.equal(
    inLanguage('ja', () => sideName(1, false)),
    '後手',
  );
  assert.equal(
    inLanguage('en', () => sideName(1, true)),
    'Uwate (上手)',
  );
  assert.equal(
    inLanguage('en', () => sideName(0, false)),
    'Black',
  );
  assert.equal(
    inLanguage('ja', () => handName(1, true)),
    '上手の持ち駒',
  );
  const r = { winner: 1 as const, reason: 'resign' as const };
  assert.equal(
    inLanguage('ja', () => resultText(r, 40, true)),
    'まで40手で上手の勝ち（投了）',
  );
  assert.equal(
    inLanguage('ja', () => resultText(r, 40)),
    'まで40手で後手の勝ち（投了）',
  );
});

test('the play view gets a read-only position: it draws and copies it, it cannot move its pieces', () => {
  const g = newGame();
  assert.equal(g.pos.sfen(), STARTPOS_SFEN);
  assert.equal(g.pos.sideToMove, 0);
  // @ts-expect-error: PositionView has no doMove; `npm run -s check` (tsc) fails if the UI could call it.
  assert.equal(typeof g.pos.doMove, 'function');
  // @ts-expect-error: nor the typed arrays the search mutates in place.
  assert.ok(g.pos.board instanceof Uint8Array);
});
