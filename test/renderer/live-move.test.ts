// A tournament's live board writes its last move in the user's notation (issue #20), through the
// one notation module, and falls back to USI when its position is not known.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lastMoveText } from '../../src-renderer/lib/tournament/live-move.ts';
import { notateUsiLine } from '../../src-main/shared/records/notation.ts';

const START = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';

/** The live board after `moves` from the start, as the tournament events build it. */
function board(moves: string[]) {
  const sfens = [START, ...notateUsiLine(START, moves).sfens];
  return {
    lastMove: moves.at(-1) ?? '',
    before: sfens.at(-2) ?? '',
    sfen: sfens.at(-1)!,
    previousMove: moves.at(-2) ?? '',
  };
}

test('the last move in Japanese and western notation, with 同 on a recapture', () => {
  assert.equal(lastMoveText(board(['7g7f']), 'japanese'), '▲７六歩');
  assert.equal(lastMoveText(board(['7g7f']), 'western'), 'P-7f');
  const trade = ['7g7f', '3c3d', '8h2b+', '3a2b'];
  assert.equal(lastMoveText(board(trade), 'japanese'), '△同　銀');
  assert.equal(lastMoveText(board(trade), 'western'), 'Sx2b');
  assert.equal(lastMoveText(board(trade.slice(0, 3)), 'western'), 'Bx2b+');
});

test('minishogi boards are written too', () => {
  const mini = 'rbsgk/4p/5/P4/KGSBR b - 1';
  const after = notateUsiLine(mini, ['5d5c']).sfens[0]!;
  const g = { lastMove: '5d5c', before: mini, sfen: after, previousMove: '' };
  assert.equal(lastMoveText(g, 'japanese'), '▲５三歩');
});

test('without the position before it, or when that position does not lead to the board, USI', () => {
  assert.equal(lastMoveText({ ...board(['7g7f']), before: '' }, 'japanese'), '7g7f');
  assert.equal(lastMoveText({ ...board(['7g7f', '3c3d']), before: START }, 'japanese'), '3c3d');
  // A missed event: legal from the stale position, but it would not give the board shown.
  const stale = { ...board(['7g7f', '3c3d', '2g2f']), before: START };
  assert.equal(lastMoveText(stale, 'japanese'), '2g2f');
  assert.equal(lastMoveText({ ...board([]), lastMove: '' }, 'western'), '');
});
