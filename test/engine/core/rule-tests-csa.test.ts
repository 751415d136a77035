/**
 * The shogi-server rule test games (../shared/data/kifu_wild/shogi-server_rule_tests/), replayed
 * with our rules core, must reach the verdicts the server's own tests expect.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { legalMoves } from '../../../src-main/shared/rules/movegen.ts';
import { moveToUsi } from '../../../src-main/shared/rules/sfen.ts';
import {
  canDeclareWin,
  isMaxMovesDraw,
  sennichite,
} from '../../../src-main/shared/rules/gameend.ts';
import {
  BLACK,
  REP_DRAW,
  REP_LOSE,
  REP_NONE,
  WHITE,
} from '../../../src-main/shared/rules/types.ts';
import { csaMoveLines, replayCsa } from './csa-moves.ts';
import { sharedPath } from './shared-data.ts';

const DIR = sharedPath('kifu_wild/shogi-server_rule_tests');
const skip = DIR ? false : 'shared data absent';
const file = (name: string): string => `${DIR}/${name}.csa`;

test(
  'uchifuzume.csa: the pawn drop mate P*6d (CSA -0064FU) is illegal, other drops are not',
  { skip },
  () => {
    const pos = replayCsa(file('uchifuzume'));
    const moves = legalMoves(pos).map(moveToUsi);
    assert.equal(pos.sideToMove, WHITE);
    assert.ok(!moves.includes('P*6d'));
    assert.ok(moves.includes('P*1b'), 'an ordinary pawn drop is still legal');
  },
);

test('not_uchifuzume.csa: the checking pawn drop P*9b (CSA -0092FU) is legal', { skip }, () => {
  const pos = replayCsa(file('not_uchifuzume'));
  const m = legalMoves(pos).find((x) => moveToUsi(x) === 'P*9b');
  assert.ok(m !== undefined);
  assert.ok(pos.givesCheck(m));
});

for (const [name, loser] of [
  ['oute_sennichite', BLACK],
  ['oute_sennichite2', WHITE],
  ['oute_sennichite3', BLACK],
] as const) {
  test(
    `${name}.csa: perpetual check on the 4th repetition loses for ${loser === BLACK ? 'black' : 'white'}`,
    { skip },
    () => {
      const lines = csaMoveLines(file(name));
      const before = replayCsa(file(name), lines.length - 1);
      assert.equal(sennichite(before), REP_NONE, 'not over one move earlier');
      const pos = replayCsa(file(name));
      assert.equal(pos.sideToMove, loser);
      assert.equal(sennichite(pos), REP_LOSE);
    },
  );
}

test(
  'not_sennichite.csa: a position seen before, but fewer than four times, is not sennichite',
  { skip },
  () => {
    const pos = replayCsa(file('not_sennichite'));
    assert.equal(pos.repetitionState(), REP_DRAW, 'the search sees the repetition');
    assert.equal(sennichite(pos), REP_NONE, 'the game goes on');
  },
);

test(
  'jishogi_kachi.csa: white declares with exactly 27 points and wins (27-point rule), not under the 24-point rule',
  { skip },
  () => {
    const pos = replayCsa(file('jishogi_kachi'));
    assert.equal(pos.sideToMove, WHITE);
    assert.equal(pos.canDeclareWin(27), true);
    assert.equal(canDeclareWin(pos, 24), false);
  },
);

test('max_moves_draw.csa: the game is drawn after the 256th move, not before', { skip }, () => {
  const pos = replayCsa(file('max_moves_draw'));
  assert.equal(pos.gamePly, 256);
  assert.equal(isMaxMovesDraw(pos, 256), true);
  const earlier = replayCsa(file('max_moves_draw'), 255);
  assert.equal(isMaxMovesDraw(earlier, 256), false);
});
