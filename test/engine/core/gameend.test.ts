import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseSfen, parseUsiMove } from '../../../src-main/shared/rules/sfen.ts';
import { Position } from '../../../src-main/shared/rules/position.ts';
import {
  declarationScore,
  isMaxMovesDraw,
  sennichite,
  sennichiteWinner,
} from '../../../src-main/shared/rules/gameend.ts';
import {
  BLACK,
  REP_DRAW,
  REP_INFERIOR,
  REP_LOSE,
  REP_NONE,
  REP_SUPERIOR,
  REP_WIN,
  WHITE,
} from '../../../src-main/shared/rules/types.ts';

function parse(sfen: string): Position {
  const r = parseSfen(sfen);
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  return r.position;
}
function play(p: Position, ...usi: string[]): void {
  for (const u of usi) {
    const m = parseUsiMove(p, u);
    assert.ok(m !== 0, `${u} legal in ${p.sfen()}`);
    p.doMove(m);
  }
}

/** Rotates a position by 180° and swaps colours (the same position seen by the other side). */
function flipSfen(sfen: string): string {
  const [board, turn, hand, num] = sfen.split(' ');
  const swap = (s: string): string =>
    [...s].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('');
  const rows = board!
    .split('/')
    .reverse()
    .map((row) => {
      const tokens = row.match(/\+?[a-zA-Z]|\d/g)!;
      return swap(tokens.reverse().join(''));
    });
  return `${rows.join('/')} ${turn === 'b' ? 'w' : 'b'} ${hand === '-' ? '-' : swap(hand!)} ${num}`;
}

test('sennichite: the 4th occurrence of the same position is a draw, the 3rd is not', () => {
  const p = Position.startpos();
  const cycle = ['5i5h', '5a5b', '5h5i', '5b5a'];
  play(p, ...cycle, ...cycle);
  assert.equal(sennichite(p), REP_NONE, 'third occurrence');
  assert.equal(p.repetitionState(), REP_DRAW, 'search already scores the repetition as a draw');
  play(p, ...cycle.slice(0, 3));
  assert.equal(sennichite(p), REP_NONE);
  play(p, cycle[3]!);
  assert.equal(sennichite(p), REP_DRAW, 'fourth occurrence');
});

test('perpetual check: the checking side loses on the 4th occurrence', () => {
  const p = parse('8k/9/9/9/9/9/9/9/K6R1 b - 1');
  play(p, '2i1i'); // check
  const cycle = ['1a2a', '1i2i', '2a1a', '2i1i'];
  play(p, ...cycle, ...cycle);
  assert.equal(sennichite(p), REP_NONE);
  assert.equal(p.repetitionState(), REP_WIN, 'search: white to move, black checked throughout');
  play(p, ...cycle);
  assert.equal(p.sideToMove, WHITE);
  assert.equal(sennichite(p), REP_WIN, 'white to move wins: black gave perpetual check');
  play(p, '1a2a');
  assert.equal(p.repetitionState(), REP_LOSE, 'black to move: black has been checking');
});

test('a repetition where only some moves of a side were checks is a plain draw', () => {
  const p = parse('8k/9/9/9/9/9/9/9/K6R1 b - 1');
  // Black alternates rook checks with quiet king moves; white never checks.
  const cycle = ['2i1i', '1a2b', '9i8i', '2b2a', '1i2i', '2a1b', '8i9i', '1b1a'];
  play(p, ...cycle, ...cycle);
  assert.equal(sennichite(p), REP_NONE);
  play(p, ...cycle);
  assert.equal(sennichite(p), REP_DRAW);
  assert.equal(p.repetitionState(), REP_DRAW);
});

test('same board and side with different hands: REP_SUPERIOR / REP_INFERIOR for search', () => {
  // White drops a pawn, black's gold takes it and returns: the board is back, black holds a pawn more.
  const p = parse('k8/9/9/9/9/9/9/4G4/8K b p 1');
  play(p, '1i2i', 'P*5g', '5h5g', '9a8a', '5g5h', '8a9b', '2i1i', '9b9a');
  assert.equal(p.sfen(), 'k8/9/9/9/9/9/9/4G4/8K b P 9');
  assert.equal(
    p.repetitionState(),
    REP_SUPERIOR,
    'black to move, same board as at the start, more in hand',
  );
  assert.equal(sennichite(p), REP_NONE, 'not the same position for the game rule');
  play(p, '1i2i');
  assert.equal(
    p.repetitionState(),
    REP_INFERIOR,
    'white to move, same board as after 1i2i, one pawn less',
  );
});

const CAMP = 'B7R/4K4/+P+P+P+P+P+P+P+P+P/9/4k4/9/9/9/9';

test('entering-king declaration, 27-point rule: black needs 28 points, white 27', () => {
  const ok = parse(`${CAMP} b R4G 1`);
  assert.deepEqual(declarationScore(ok, BLACK), { points: 28, piecesInCamp: 11, kingInCamp: true });
  assert.equal(ok.canDeclareWin(27), true);
  const short = parse(`${CAMP} b R3G 1`);
  assert.equal(declarationScore(short, BLACK).points, 27);
  assert.equal(short.canDeclareWin(27), false, 'one point short for black');
  const white = parse(flipSfen(`${CAMP} b R3G 1`));
  assert.equal(white.sideToMove, WHITE);
  assert.equal(white.canDeclareWin(27), true, '27 points are enough for white');
  const whiteShort = parse(flipSfen(`${CAMP} b R2G 1`));
  assert.equal(whiteShort.canDeclareWin(27), false, 'one point short for white');
});

test('entering-king declaration, 24-point rule: 31 points for either side', () => {
  assert.equal(parse(`${CAMP} b RB2G 1`).canDeclareWin(24), true);
  assert.equal(parse(`${CAMP} b RBG 1`).canDeclareWin(24), false, '30 points is one short');
  assert.equal(
    parse(`${CAMP} b RBG 1`).canDeclareWin(27),
    true,
    'but enough for the 27-point rule',
  );
  assert.equal(parse(flipSfen(`${CAMP} b RB2G 1`)).canDeclareWin(24), true);
  assert.equal(parse(flipSfen(`${CAMP} b RBG 1`)).canDeclareWin(24), false);
});

test('entering-king declaration needs 10 pieces in the camp, the king in the camp, and no check', () => {
  // Ten pieces exactly (rook, bishop, 8 tokins) qualifies; nine does not even with many points.
  const ten = parse('B7R/4K4/1+P+P+P+P+P+P+P+P/9/4k4/9/9/9/9 b R4GP 1');
  assert.equal(declarationScore(ten, BLACK).piecesInCamp, 10);
  assert.equal(ten.canDeclareWin(27), true);
  const nine = parse('B7R/4K4/2+P+P+P+P+P+P+P/9/4k4/9/9/9/9 b RB4G2P 1');
  assert.equal(declarationScore(nine, BLACK).piecesInCamp, 9);
  assert.equal(nine.canDeclareWin(27), false);
  assert.equal(nine.canDeclareWin(24), false);
  const kingOut = parse('B7R/9/+P+P+P+P+P+P+P+P+P/4K4/9/4k4/9/9/9 b RB4G 1');
  assert.equal(kingOut.canDeclareWin(27), false, 'king on rank d is outside the camp');
  const checked = parse('B4s2R/4K4/+P+P+P+P+P+P+P+P+P/9/4k4/9/9/9/9 b RB4G 1');
  assert.ok(checked.inCheck());
  assert.equal(checked.canDeclareWin(27), false, 'in check');
  assert.equal(
    Position.startpos('minishogi').canDeclareWin(27),
    false,
    'minishogi has no declaration',
  );
});

test('max-moves draw: after maxMoves plies counted from the game start, unless mated', () => {
  assert.equal(isMaxMovesDraw(parse('4k4/9/9/9/9/9/9/9/4K4 b - 256'), 256), false);
  assert.equal(isMaxMovesDraw(parse('4k4/9/9/9/9/9/9/9/4K4 b - 257'), 256), true);
  const p = parse('4k4/9/9/9/9/9/9/9/4K4 b - 255');
  play(p, '5i5h');
  assert.equal(isMaxMovesDraw(p, 256), false);
  play(p, '5a5b');
  assert.equal(isMaxMovesDraw(p, 256), true);
  const mated = parse('8k/8G/7S1/9/9/9/9/9/K8 w - 257');
  assert.ok(mated.isMated());
  assert.equal(isMaxMovesDraw(mated, 256), false, 'a mate on the last move still wins');
  assert.equal(
    isMaxMovesDraw(parse('4k4/9/9/9/9/9/9/9/4K4 b - 999'), 0),
    false,
    '0 disables the limit',
  );
});

test('minishogi sennichite is a loss for black (sente); shogi sennichite is a draw', () => {
  assert.equal(sennichiteWinner('minishogi'), WHITE);
  assert.equal(sennichiteWinner('shogi'), null);
});
