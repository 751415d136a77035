/**
 * Real game data from ../shared/data: every recorded move must be legal for our rules core,
 * every collected checkmate must be mated, and floodgate positions must have the same legal
 * move set as tsshogi. Skips when the data is absent.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Position as TsPosition } from 'tsshogi';
import { Position } from '../../../src-main/shared/rules/position.ts';
import { legalMoves } from '../../../src-main/shared/rules/movegen.ts';
import { MOVE_NONE } from '../../../src-main/shared/rules/types.ts';
import { moveToUsi, parseSfen, parseUsiMove } from '../../../src-main/shared/rules/sfen.ts';
import { sharedPath } from './shared-data.ts';

const lishogi = sharedPath('games/human_lishogi_prod500_usi.txt');
const checkmates = sharedPath('positions/checkmates_pyshogi-db.sfen');
const floodgate = sharedPath('positions/floodgate_bestmove_select766/train.jsonl');

test(
  '500 lishogi games: every move is legal and do/undo of the whole game restores the start',
  { skip: lishogi ? false : 'shared data absent' },
  () => {
    const games = readFileSync(lishogi!, 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '');
    assert.equal(games.length, 500);
    let plies = 0;
    for (const [g, line] of games.entries()) {
      const pos = Position.startpos();
      const played: number[] = [];
      for (const usi of line.trim().split(/\s+/)) {
        const m = parseUsiMove(pos, usi);
        assert.notEqual(m, MOVE_NONE, `game ${g + 1}: ${usi} illegal in ${pos.sfen()}`);
        pos.doMove(m);
        played.push(m);
        plies++;
      }
      for (let i = played.length - 1; i >= 0; i--) pos.undoMove(played[i]!);
      assert.equal(pos.sfen(), Position.startpos().sfen());
    }
    assert.ok(plies > 30000);
  },
);

test(
  '100 collected checkmates: the side to move is mated (and in check)',
  { skip: checkmates ? false : 'shared data absent' },
  () => {
    const lines = readFileSync(checkmates!, 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '');
    assert.equal(lines.length, 100);
    for (const sfen of lines) {
      const r = parseSfen(sfen);
      assert.ok(r.ok, `${sfen}: ${r.ok ? '' : r.error.message}`);
      assert.ok(r.position.isMated(), sfen);
      assert.ok(r.position.inCheck(), sfen);
    }
  },
);

test(
  "1000 floodgate positions: legal move sets equal tsshogi's and the played move is legal",
  { skip: floodgate ? false : 'shared data absent' },
  () => {
    const records = readFileSync(floodgate!, 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l) as { sfen: string; bestmove: string });
    assert.equal(records.length, 1000);
    for (const { sfen, bestmove } of records) {
      const r = parseSfen(sfen);
      assert.ok(r.ok, sfen);
      const pos = r.position;
      assert.notEqual(parseUsiMove(pos, bestmove), MOVE_NONE, `${bestmove} in ${sfen}`);
      const ts = TsPosition.newBySFEN(sfen)!;
      const ours = legalMoves(pos).map(moveToUsi);
      // Every move of ours is valid for tsshogi, and tsshogi's count of valid candidates matches.
      for (const u of ours) assert.ok(ts.isValidMove(ts.createMoveByUSI(u)!), `${u} in ${sfen}`);
      const theirs = countTsshogiMoves(ts, pos);
      assert.equal(ours.length, theirs, sfen);
    }
  },
);

/** Number of candidate USI moves (every origin of the side to move × destination × promotion, every drop) tsshogi accepts. */
function countTsshogiMoves(ts: TsPosition, pos: Position): number {
  const files = '123456789';
  const ranks = 'abcdefghi';
  const squares: string[] = [];
  for (const f of files) for (const r of ranks) squares.push(f + r);
  let n = 0;
  for (let sq = 0; sq < 81; sq++) {
    const pc = pos.pieceOn(sq);
    if (pc === 0 || pc >> 4 !== pos.sideToMove) continue;
    for (const to of squares) {
      for (const s of ['', '+']) {
        const m = ts.createMoveByUSI(squares[sq]! + to + s);
        if (m && ts.isValidMove(m)) n++;
      }
    }
  }
  for (const p of 'PLNSGBR') {
    for (const to of squares) {
      const m = ts.createMoveByUSI(`${p}*${to}`);
      if (m && ts.isValidMove(m)) n++;
    }
  }
  return n;
}
