import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Position } from '../../../../src-main/shared/rules/position.ts';
import { parseUsiMove } from '../../../../src-main/shared/rules/sfen.ts';
import { FastAttackMap } from '../../../../src-main/engine/eval/classical/fast-attack-map.ts';
import { MOBILITY_CP } from '../../../../src-main/engine/eval/classical/params.ts';

/** [black, white] sliding mobility of the start position after the USI moves. */
function mobilityAfter(...moves: string[]): [number, number] {
  const pos = Position.startpos();
  for (const u of moves) pos.doMove(parseUsiMove(pos, u));
  const map = new FastAttackMap();
  map.build(pos);
  return [map.mobility[0]!, map.mobility[1]!];
}

test('sliding mobility counts the squares a rook, bishop or lance reaches, not its own pieces', () => {
  const [rook, bishop, lance] = [MOBILITY_CP[6]!, MOBILITY_CP[5]!, MOBILITY_CP[2]!];
  // Start: each rook reaches six empty squares of its rank, each bishop none, each lance one square.
  const start = 6 * rook + 2 * lance;
  assert.deepEqual(mobilityAfter(), [start, start]);
  // ▲7六歩 opens black's bishop diagonal: 7g, 6f, 5e, 4d and the pawn on 3c it attacks.
  assert.deepEqual(mobilityAfter('7g7f'), [start + 5 * bishop, start]);
  // △3四歩 opens white's diagonal too: each bishop now reaches six squares, up to the other bishop.
  assert.deepEqual(mobilityAfter('7g7f', '3c3d'), [start + 6 * bishop, start + 6 * bishop]);
});
