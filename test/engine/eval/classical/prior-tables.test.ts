import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseUsiMove } from '../../../../src-main/shared/rules/sfen.ts';
import { GOLD, MOVE_NONE, PAWN, SILVER } from '../../../../src-main/shared/rules/types.ts';
import { fillBoardView } from '../../../../src-main/engine/eval/classical/board-view.ts';
import { FeatureExtractor } from '../../../../src-main/engine/eval/classical/extract.ts';
import { FEATURE_COUNT } from '../../../../src-main/engine/eval/classical/feature-set.ts';
import {
  PRIOR_SIZE,
  PRIOR_TABLES,
  type PriorTable,
} from '../../../../src-main/engine/eval/classical/move-prior.ts';
import { position } from './helpers.ts';

/** The prior keys, by table, of the USI move `usi` played from `sfen`. */
function keysOf(sfen: string, usi: string): Record<PriorTable, number> {
  const pos = position(sfen);
  const m = parseUsiMove(pos, usi);
  assert.notEqual(m, MOVE_NONE, usi);
  const inCheck = pos.inCheck();
  pos.doMove(m);
  const fx = new FeatureExtractor();
  fx.extract(
    fillBoardView(pos),
    { move: m, captured: pos.capturedPiece(), previousTo: -1, inCheck },
    new Int32Array(FEATURE_COUNT),
    pos,
  );
  assert.ok(fx.hasKeys);
  const keys = Object.fromEntries(PRIOR_TABLES.map((t, i) => [t, fx.keys[i]!])) as Record<
    PriorTable,
    number
  >;
  for (const t of PRIOR_TABLES)
    assert.ok(keys[t] >= 0 && keys[t] < PRIOR_SIZE[t], `${t} key in range`);
  return keys;
}

/** Square index seen from Black (file 1..9, rank 1..9). */
const at = (file: number, rank: number): number => (file - 1) * 9 + rank - 1;
const silver = SILVER - 1;

test('prior kingSide: the destination keyed by the third of the board each king stands in', () => {
  // Black's king on 2h (files 1-3) or 8h (files 7-9); the white king on 5a (files 4-6).
  const right = keysOf('4k4/9/9/9/9/9/9/6SK1/9 b - 1', '3h3g');
  const left = keysOf('4k4/9/9/9/9/9/9/1K4S2/9 b - 1', '3h3g');
  assert.equal(right.kingSide, (silver * 9 + 0 * 3 + 1) * 81 + at(3, 7));
  assert.equal(left.kingSide, (silver * 9 + 2 * 3 + 1) * 81 + at(3, 7));
  assert.equal(right.pieceTo, left.pieceTo, 'pieceTo alone cannot tell them apart');
  // White's mirror image of the first move has the same key.
  const white = keysOf('9/1ks6/9/9/9/9/9/9/4K4 w - 1', '7b7c');
  assert.equal(white.kingSide, right.kingSide);
});

test('prior fromTo and phase: origin-destination pairs, and the pieces in hand', () => {
  const up = keysOf('4k4/9/9/9/9/9/4S4/9/4K4 b - 1', '5g5f');
  const side = keysOf('4k4/9/9/9/9/9/3S5/9/4K4 b - 1', '6g5f');
  assert.equal(up.fromTo, (silver * 81 + at(5, 7)) * 81 + at(5, 6));
  assert.notEqual(up.fromTo, side.fromTo);
  assert.equal(up.pieceTo, side.pieceTo);
  assert.equal(up.phase, (silver * 4 + 0) * 81 + at(5, 6), 'no pieces in hand: phase 0');
  const hands = { '2P': 1, '2P3p': 2, '9P': 3 } as const;
  for (const [hand, bucket] of Object.entries(hands)) {
    const k = keysOf(`4k4/9/9/9/9/9/4S4/9/4K4 b ${hand} 1`, '5g5f');
    assert.equal(k.phase, (silver * 4 + bucket) * 81 + at(5, 6), hand);
  }
});

test('prior dest and flee: attackers of the destination, and a piece fleeing an attack', () => {
  // Silver 5g-5f: guarded by the gold 4g, attacked by the pawn 5e.
  const guarded = keysOf('4k4/9/9/9/4p4/9/4SG3/9/4K4 b - 1', '5g5f');
  assert.equal(guarded.dest, ((silver * 4 + 1) * 4 + 1) * 2 + 0);
  // The silver 5f, attacked by the pawn 5e, steps away to 4e where nothing attacks it.
  const fled = keysOf('4k4/9/9/9/4p4/4S4/9/9/4K4 b - 1', '5f4e');
  assert.equal(fled.flee, (silver * 3 + 1) * 8 + 0);
  const calm = keysOf('4k4/9/9/9/9/4S4/9/9/4K4 b - 1', '5f4e');
  assert.equal(calm.flee, (silver * 3 + 0) * 8 + 0);
  // Dropped on 5e, in front of the pawn: lost (silver worth 5, pawn takes).
  const hung = keysOf('4k4/9/9/4p4/9/9/9/9/4K4 b S 1', 'S*5e');
  assert.equal(hung.flee, ((28 + SILVER - 1) * 3 + 0) * 8 + 5);
});

test('prior front and local: the squares around the destination', () => {
  // A pawn dropped under the white silver 5c (tataki), nothing behind it.
  const tataki = keysOf('4k4/9/4s4/9/9/9/9/9/4K4 b P 1', 'P*5d');
  const pawnDrop = 28 + PAWN - 1;
  assert.equal(tataki.front, pawnDrop * 900 + (15 + SILVER) * 30 + 0);
  // The same drop seen by White (mirror): the same keys.
  const mirror = keysOf('4k4/9/9/9/9/9/4S4/9/4K4 w p 1', 'P*5f');
  assert.equal(mirror.front, tataki.front);
  assert.equal(mirror.local, tataki.local);
  // Neighbours of 5d in base 3, files 4..6 outer, ranks c..e inner: only 5c (enemy) is occupied.
  assert.equal(tataki.local, (8 + PAWN - 1) * 6561 + 2 * 3 ** 4);
  // A gold steps back from 9h into the corner 9i: empty ahead, the edge behind.
  const corner = keysOf('4k4/9/9/9/9/9/9/G8/4K4 b - 1', '9h9i');
  assert.equal(corner.front, (GOLD - 1) * 900 + 0 * 30 + 1);
  // The 5 off-board neighbours count as own pieces (1); 8h, 8i and 9h are empty.
  assert.equal(corner.local, 4 * 6561 + [0, 0, 1, 0, 1, 1, 1, 1].reduce((a, d) => a * 3 + d, 0));
});

test('prior check: evading a check, and giving one without losing the piece', () => {
  // Black is checked by the gold 5h, and the gold 6i takes it.
  const evade = keysOf('4k4/9/9/9/9/9/9/4g4/3GK4 b - 1', '6i5h');
  assert.equal(evade.check & 4, 4, 'in check before the move');
  const drop = keysOf('4k4/9/4P4/9/9/9/9/9/4K4 b G 1', 'G*5b');
  assert.equal(drop.check, (28 + GOLD - 1) * 8 + 0 + 2 + 1, 'check, guarded by the pawn');
  const quiet = keysOf('4k4/9/4P4/9/9/9/9/9/4K4 b G 1', 'G*1e');
  assert.equal(quiet.check & 6, 0);
});
