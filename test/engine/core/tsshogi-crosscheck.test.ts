/**
 * Cross-check against tsshogi (an independent implementation): at every position of 200
 * seeded random games, our legal move set equals the set of candidate moves that tsshogi's
 * `Position.isValidMove` accepts. Candidates are every from/to/promote combination for each
 * piece of the side to move (other origins cannot hold a movable piece; destinations on its lines
 * and knight jumps, where every shogi move lands) and every drop,
 * converted through USI strings. tsshogi has no minishogi, so minishogi is not cross-checked
 * here (its perft counts are checked against the reference file instead).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../../helpers/assert-ok.ts';
import { Position as TsPosition } from 'tsshogi';
import { Position } from '../../../src-main/shared/rules/position.ts';
import { legalMoves } from '../../../src-main/shared/rules/movegen.ts';
import { moveToUsi, parseUsiMove } from '../../../src-main/shared/rules/sfen.ts';
import { mulberry32 } from '../../../src-main/engine/prng.ts';
import { loadPerftReference } from './shared-data.ts';
import { parseSfen } from '../../../src-main/shared/rules/sfen.ts';

const GAMES = 200;
const MAX_PLIES = 80;
/** Extra games started from the reference file's random mid-game positions (hands, checks). */
const EXTRA_GAMES = 60;
const EXTRA_PLIES = 20;
const FILES = '123456789';
const RANKS = 'abcdefghi';
const DROPS = 'PLNSGBR';

const SQUARES: string[] = [];
for (const f of FILES) for (const r of RANKS) SQUARES.push(f + r);
/**
 * The squares a piece on each square could ever move to in shogi: its file, rank and diagonals
 * and the knight jumps. Why: no piece moves elsewhere, and a move of ours outside these would still
 * fail the comparison (tsshogi accepts none), so trying only these keeps the check whole.
 */
const REACH: string[][] = SQUARES.map((_, a) =>
  SQUARES.filter((_, b) => {
    const df = Math.abs(((a / 9) | 0) - ((b / 9) | 0));
    const dr = Math.abs((a % 9) - (b % 9));
    return b !== a && (df === 0 || dr === 0 || df === dr || (df === 1 && dr === 2));
  }),
);

/** USI candidates that tsshogi accepts in `pos` (same position as `ours`). */
function tsshogiLegal(ts: TsPosition, ours: Position): Set<string> {
  const accepted = new Set<string>();
  const squares = SQUARES;
  for (let sq = 0; sq < 81; sq++) {
    const pc = ours.pieceOn(sq);
    if (pc === 0 || pc >> 4 !== ours.sideToMove) continue;
    for (const to of REACH[sq]!) {
      for (const suffix of ['', '+']) {
        const usi = squares[sq]! + to + suffix;
        const m = ts.createMoveByUSI(usi);
        if (m && ts.isValidMove(m)) accepted.add(usi);
      }
    }
  }
  for (const p of DROPS) {
    for (const to of squares) {
      const usi = `${p}*${to}`;
      const m = ts.createMoveByUSI(usi);
      if (m && ts.isValidMove(m)) accepted.add(usi);
    }
  }
  return accepted;
}

/** Plays one seeded random game from `pos`, comparing move sets at every position. */
function crossCheckGame(pos: Position, plies: number, rand: () => number, label: string): number {
  const ts = TsPosition.newBySFEN(pos.sfen())!;
  assert.ok(ts, `tsshogi parses ${pos.sfen()}`);
  let positions = 0;
  for (let ply = 0; ply < plies; ply++) {
    const ours = legalMoves(pos).map(moveToUsi).sort();
    const theirs = [...tsshogiLegal(ts, pos)].sort();
    assert.deepEqual(ours, theirs, `${label} ply ${ply}: ${pos.sfen()}`);
    positions++;
    if (ours.length === 0) break;
    const usi = ours[Math.floor(rand() * ours.length)]!;
    const m = parseUsiMove(pos, usi);
    assert.notEqual(m, 0, usi);
    pos.doMove(m);
    assert.ok(ts.doMove(ts.createMoveByUSI(usi)!), `tsshogi rejects ${usi}`);
  }
  return positions;
}

test(`legal move sets equal tsshogi's at every position of ${GAMES} random games`, () => {
  const rand = mulberry32(20260501);
  let positions = 0;
  for (let g = 0; g < GAMES; g++)
    positions += crossCheckGame(Position.startpos(), MAX_PLIES, rand, `game ${g}`);
  assert.ok(positions >= GAMES * 10);
});

const reference = loadPerftReference();
test(
  "legal move sets equal tsshogi's in random games from the reference mid-game positions",
  { skip: reference ? false : 'shared data absent' },
  () => {
    const rand = mulberry32(7);
    const starts = reference!['standard_random_depth1']!;
    for (let g = 0; g < EXTRA_GAMES; g++) {
      const e = starts[Math.floor(rand() * starts.length)]!;
      const r = parseSfen(e.sfen);
      assertOk(r);
      crossCheckGame(r.position, EXTRA_PLIES, rand, `from ${e.sfen}`);
    }
  },
);
