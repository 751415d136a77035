import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseSfen, parseUsiMove, moveToUsi } from '../../../src-main/shared/rules/sfen.ts';
import { Position } from '../../../src-main/shared/rules/position.ts';
import { parseSetup } from '../../../src-main/shared/rules/sfen-text.ts';
import { attackersOf, legalMoves } from '../../../src-main/shared/rules/movegen.ts';
import { see, seeGe } from '../../../src-main/shared/rules/see.ts';
import {
  BLACK,
  MOVE_NONE,
  MOVE_NULL,
  NO_PIECE,
  PAWN,
  WHITE,
  handCount,
  makePiece,
  BISHOP,
  makeSquare,
} from '../../../src-main/shared/rules/types.ts';
import type { Variant } from '../../../src-main/shared/rules/types.ts';
import { mulberry32 } from '../../../src-main/engine/prng.ts';

function parse(sfen: string, variant: Variant = 'shogi'): Position {
  const r = parseSfen(sfen, variant);
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  return r.position;
}

for (const variant of ['shogi', 'minishogi'] as const) {
  test(`${variant}: incremental keys equal keys computed from scratch along random games`, () => {
    const rand = mulberry32(5);
    for (let g = 0; g < 30; g++) {
      const p = Position.startpos(variant);
      for (let i = 0; i < 120; i++) {
        const fresh = parse(p.sfen(), variant);
        assert.equal(p.key(), fresh.key(), p.sfen());
        assert.equal(p.keyHi(), fresh.keyHi());
        assert.equal(p.pawnKey(), fresh.pawnKey(), `pawn key: ${p.sfen()}`);
        assert.equal(p.key() & 1, p.sideToMove, 'bit 0 of the key is the side to move');
        const moves = legalMoves(p);
        if (moves.length === 0) break;
        p.doMove(moves[Math.floor(rand() * moves.length)]!);
      }
    }
  });
}

/** Checkers and pinned pieces by brute force: attackers of the king, with and without each piece. */
function slowCheckersAndPins(p: Position): { checkers: number[]; pinned: number[] } {
  const us = p.sideToMove;
  const k = p.kingSquare(us);
  const buf = new Int32Array(32);
  if (k < 0) return { checkers: [], pinned: [] };
  const checkers = Array.from(buf.subarray(0, attackersOf(p, us ^ 1, k, buf))).sort(
    (a, b) => a - b,
  );
  const pinned: number[] = [];
  for (let sq = 0; sq < 81; sq++) {
    const pc = p.board[sq]!;
    if (pc === NO_PIECE || pc >> 4 !== us || sq === k) continue;
    p.board[sq] = NO_PIECE;
    if (attackersOf(p, us ^ 1, k, buf) > checkers.length) pinned.push(sq);
    p.board[sq] = pc;
  }
  return { checkers, pinned };
}

/** A square set's squares in ascending order, to compare with the brute-force lists. */
function sortedSquares(set: { squares(): number[] }): number[] {
  return set.squares().sort((a, b) => a - b);
}

for (const variant of ['shogi', 'minishogi'] as const) {
  test(`${variant}: checkers and pins after do and undo equal a brute-force count`, () => {
    const rand = mulberry32(11);
    for (let g = 0; g < 30; g++) {
      const p = Position.startpos(variant);
      for (let i = 0; i < 150; i++) {
        const slow = slowCheckersAndPins(p);
        assert.deepEqual(sortedSquares(p.checkers()), slow.checkers, p.sfen());
        assert.deepEqual(sortedSquares(p.pinned()), slow.pinned, p.sfen());
        const moves = legalMoves(p);
        if (moves.length === 0) break;
        // Why a try and take-back first: undo must restore what the next scans read.
        const probe = moves[Math.floor(rand() * moves.length)]!;
        p.doMove(probe);
        p.undoMove(probe);
        p.doMove(moves[Math.floor(rand() * moves.length)]!);
      }
    }
  });
}

test('checkers after checking moves equal a brute-force count along check-seeking games', () => {
  // Why checks preferred: a move's own scan of the checkers (king-lines.ts) reads only the moved
  // piece and the line through the square it left, so checks are what it must get right.
  const rand = mulberry32(23);
  let checks = 0;
  for (let g = 0; g < 60; g++) {
    const p = Position.startpos();
    for (let i = 0; i < 150; i++) {
      const slow = slowCheckersAndPins(p);
      assert.deepEqual(sortedSquares(p.checkers()), slow.checkers, p.sfen());
      assert.deepEqual(sortedSquares(p.pinned()), slow.pinned, p.sfen());
      if (slow.checkers.length > 0) checks++;
      const moves = legalMoves(p);
      if (moves.length === 0) break;
      const checking = moves.filter((m) => p.givesCheck(m));
      const pool = checking.length > 0 && rand() < 0.6 ? checking : moves;
      p.doMove(pool[Math.floor(rand() * pool.length)]!);
    }
  }
  assert.ok(checks > 1000, `only ${checks} positions in check`);
});

test('discovered, double, king-uncovered and promotion checks are found after the move', () => {
  const cases: Array<[string, string, number]> = [
    ['4k4/9/9/9/4S4/9/9/4R4/K8 b - 1', '5e4d', 1], // the silver uncovers the rook
    ['4k4/9/4S4/9/9/9/9/4R4/K8 b - 1', '5c4b', 2], // the silver checks and uncovers the rook
    ['4k4/9/9/9/4K4/9/9/4R4/9 b - 1', '5e4e', 1], // the king itself uncovers the rook
    ['9/4k4/6S2/9/9/9/9/9/K8 b - 1', '3c4b+', 1], // only the promoted silver checks sideways
  ];
  for (const [sfen, usi, n] of cases) {
    const p = parse(sfen);
    p.doMove(parseUsiMove(p, usi));
    const slow = slowCheckersAndPins(p).checkers;
    assert.equal(slow.length, n, `${sfen} ${usi}: the case itself`);
    assert.deepEqual(sortedSquares(p.checkers()), slow, `${sfen} ${usi}`);
  }
});

test('a set-up with the side not to move in check still finds every check after a move', () => {
  // parseSfen refuses such a position (black's rook checks the white king, black to move), but
  // the constructor takes any set-up; the checkers after a move must not assume a legal one.
  const setup = parseSetup('4k4/9/9/9/9/9/9/4R4/K8 b - 1');
  assert.ok(setup.ok);
  const p = new Position(setup.value);
  p.doMove(parseUsiMove(p, '9i9h'));
  assert.equal(p.inCheck(), true);
  assert.deepEqual(sortedSquares(p.checkers()), slowCheckersAndPins(p).checkers);
});

test('keys tell hands apart: same board, different hands', () => {
  const a = parse('4k4/9/9/9/9/9/9/9/4K4 b P 1');
  const b = parse('4k4/9/9/9/9/9/9/9/4K4 b p 1');
  const c = parse('4k4/9/9/9/9/9/9/9/4K4 w P 1');
  assert.notEqual(a.key(), b.key());
  assert.notEqual(a.key(), c.key());
  assert.equal(a.boardKey() ^ 1, c.boardKey());
});

test('capturedPiece, lastMove and hands across do/undo', () => {
  const p = Position.startpos();
  for (const u of ['7g7f', '3c3d']) p.doMove(parseUsiMove(p, u));
  const m = parseUsiMove(p, '8h2b+');
  p.doMove(m);
  assert.equal(p.capturedPiece(), makePiece(WHITE, BISHOP));
  assert.equal(p.lastMove(), m);
  assert.equal(handCount(p.hand(BLACK), BISHOP), 1);
  assert.equal(p.pieceOn(makeSquare(2, 2)), makePiece(BLACK, BISHOP + 8));
  p.undoMove(m);
  assert.equal(handCount(p.hand(BLACK), BISHOP), 0);
  assert.equal(p.capturedPiece(), NO_PIECE);
  assert.equal(moveToUsi(p.lastMove()), '3c3d');
  assert.equal(
    p.sfen(),
    'lnsgkgsnl/1r5b1/pp1pppppp/2p6/9/6P2/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3'.replace(
      'pp1pppppp/2p6/9/6P2/PP1PPPPPP',
      'pppppp1pp/6p2/9/2P6/PP1PPPPPP',
    ),
  );
});

test('null move flips the side, keeps the board, and undoes cleanly', () => {
  const p = Position.startpos();
  const sfen = p.sfen();
  const key = p.key();
  p.doNullMove();
  assert.equal(p.sideToMove, WHITE);
  assert.equal(p.lastMove(), MOVE_NULL);
  assert.equal(p.key(), key ^ 1);
  assert.equal(legalMoves(p).length, 30);
  p.undoNullMove();
  assert.equal(p.sfen(), sfen);
  assert.equal(p.key(), key);
});

test('clone is independent and keeps the history (repetition still seen)', () => {
  const p = Position.startpos();
  for (const u of ['5i5h', '5a5b', '5h5i', '5b5a']) p.doMove(parseUsiMove(p, u));
  const c = p.clone();
  assert.equal(c.sfen(), p.sfen());
  assert.equal(c.repetitionState(), p.repetitionState());
  assert.notEqual(c.repetitionState(), 0);
  c.doMove(parseUsiMove(c, '7g7f'));
  assert.notEqual(c.sfen(), p.sfen());
  assert.equal(p.pieceOn(makeSquare(7, 7)), makePiece(BLACK, PAWN));
});

test('the state stack grows for long games', () => {
  const p = Position.startpos();
  const cycle = ['5i5h', '5a5b', '5h5i', '5b5a'];
  for (let i = 0; i < 300; i++) {
    for (const u of cycle) {
      const m = parseUsiMove(p, u);
      assert.notEqual(m, MOVE_NONE);
      p.doMove(m);
    }
  }
  assert.equal(p.gamePly, 1200);
  assert.equal(p.sfen(), 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1201');
});

test('isMated: checkmate and no-move positions', () => {
  assert.equal(parse('8k/8G/7S1/9/9/9/9/9/K8 w - 1').isMated(), true);
  assert.equal(Position.startpos().isMated(), false);
  assert.equal(parseUsiMove(Position.startpos(), '7g7f') !== MOVE_NONE, true);
});

test('SEE: winning, losing and even exchanges', () => {
  // Pawn takes an undefended gold: +gold.
  const a = parse('4k4/9/9/4g4/4P4/9/9/9/4K4 b - 1');
  assert.equal(see(a, parseUsiMove(a, '5e5d')), 540);
  // Rook takes a pawn defended by a gold: loses the rook for a pawn.
  const b = parse('4k4/4g4/4p4/9/9/9/9/4R4/4K4 b - 1');
  const rxp = parseUsiMove(b, '5h5c+');
  assert.ok(see(b, rxp) < 0);
  assert.equal(seeGe(b, rxp, 0), false);
  // A pawn defended by a silver taken by a pawn, recaptured: even (pawn for pawn).
  const c = parse('4k4/9/3s5/4p4/4P4/9/9/9/4K4 b - 1');
  assert.equal(see(c, parseUsiMove(c, '5e5d')), 0);
  // X-ray: the rook behind the lance joins the exchange.
  const d = parse('4k4/9/4s4/9/9/9/4L4/4R4/4K4 b - 1');
  assert.equal(seeGe(d, parseUsiMove(d, '5g5c'), 0), true);
  // A quiet move to an attacked square loses the piece; to a safe square is 0.
  const e = parse('4k4/9/4p4/9/9/9/9/9/4K4 b G 1');
  assert.ok(see(e, parseUsiMove(e, 'G*5d')) < 0);
  assert.equal(see(e, parseUsiMove(e, 'G*1e')), 0);
  // The board is restored.
  assert.equal(e.sfen(), '4k4/9/4p4/9/9/9/9/9/4K4 b G 1');
});
