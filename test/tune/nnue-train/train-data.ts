/**
 * Test helper: labelled PackedSfenValue records from seeded random games (our rules core and the
 * nnue-data encoder), for the trainer's tests.
 */
import { Position } from '../../../src-main/shared/rules/position.ts';
import type { PositionSetup } from '../../../src-main/shared/rules/sfen-text.ts';
import {
  KING,
  MOVE_NONE,
  PROMOTE,
  handAdd,
  makePiece,
} from '../../../src-main/shared/rules/types.ts';
import type { Color } from '../../../src-main/shared/rules/types.ts';
import { randomGames } from '../../../src-main/engine/eval/nnue/sample-games.ts';
import { mulberry32Uint } from '../../../src-main/engine/prng.ts';
import { PSV_SIZE, makePsv, writePsv } from '../../../src-main/tune/nnue-data/psv.ts';

export interface LabelledRecords {
  /** count × 40 bytes. */
  records: Uint8Array;
  /** The positions, in record order. */
  positions: Position[];
  /** The scores written. */
  scores: number[];
}

/**
 * `count` positions not in check, from ply 4 on of random games, each scored by `label` (side to
 * move's point of view, clamped to ±32000); the game result field is the score's sign.
 */
export function randomRecords(
  count: number,
  seed: number,
  label: (pos: Position, index: number) => number,
): LabelledRecords {
  const records = new Uint8Array(count * PSV_SIZE);
  const positions: Position[] = [];
  const scores: number[] = [];
  for (let round = 0; positions.length < count; round++) {
    for (const game of randomGames(16, 200, seed * 1000 + round)) {
      const pos = Position.startpos();
      for (let ply = 0; ply < game.length && positions.length < count; ply++) {
        pos.doMove(game[ply]!);
        if (ply < 4 || pos.inCheck()) continue;
        const score = Math.max(-32000, Math.min(32000, Math.round(label(pos, positions.length))));
        const r = makePsv(pos, score, MOVE_NONE, score > 0 ? 1 : score < 0 ? -1 : 0);
        if (!r.ok) throw new Error(r.error.message);
        writePsv(r.record, records, positions.length * PSV_SIZE);
        positions.push(pos.clone());
        scores.push(score);
      }
    }
  }
  return { records, positions, scores };
}

/** The 38 non-king pieces of a standard set by type (pawn 18 … gold 4). */
const SET: readonly [number, number][] = [
  [1, 18],
  [2, 4],
  [3, 4],
  [4, 4],
  [5, 2],
  [6, 2],
  [7, 4],
];

/**
 * A standard set scattered at random: kings in their own three ranks, each other piece in a
 * random side's hand (30 %) or on a random empty square (promoted 20 % of the time). Not always
 * legal shogi, but every HalfKP feature is well defined: independent positions with any material
 * balance, cheap to make (no move generation).
 */
export function randomPlacement(rng: () => number): Position {
  const board = new Uint8Array(81);
  const hands: [number, number] = [0, 0];
  const bk = (rng() % 9) * 9 + 6 + (rng() % 3);
  let wk = (rng() % 9) * 9 + (rng() % 3);
  if (wk === bk) wk = (wk + 9) % 81;
  board[bk] = makePiece(0, KING);
  board[wk] = makePiece(1, KING);
  for (const [type, count] of SET)
    for (let i = 0; i < count; i++) {
      const owner = (rng() % 2) as Color;
      if (rng() % 10 < 3) {
        hands[owner] = handAdd(hands[owner], type);
        continue;
      }
      let sq = rng() % 81;
      while (board[sq] !== 0) sq = (sq + 1) % 81;
      const promoted = type !== 7 && rng() % 5 === 0;
      board[sq] = makePiece(owner, promoted ? type + PROMOTE : type);
    }
  const setup: PositionSetup = {
    variant: 'shogi',
    board,
    hands,
    sideToMove: (rng() % 2) as Color,
    moveNumber: 1,
  };
  return new Position(setup);
}

/** `count` records of `randomPlacement` positions scored by `label`. */
export function placementRecords(
  count: number,
  seed: number,
  label: (pos: Position) => number,
): LabelledRecords {
  const rng = mulberry32Uint(seed);
  const records = new Uint8Array(count * PSV_SIZE);
  const positions: Position[] = [];
  const scores: number[] = [];
  while (positions.length < count) {
    const pos = randomPlacement(rng);
    const score = Math.max(-32000, Math.min(32000, Math.round(label(pos))));
    const r = makePsv(pos, score, MOVE_NONE, 0);
    if (!r.ok) throw new Error(r.error.message);
    writePsv(r.record, records, positions.length * PSV_SIZE);
    positions.push(pos);
    scores.push(score);
  }
  return { records, positions, scores };
}
