import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Position } from '../../../src-main/shared/rules/position.ts';
import { perft } from '../../../src-main/shared/rules/perft.ts';

// The reference value is a fact from every published source (YaneuraOu, Fairy-Stockfish, …).
test('perft(startpos, 5) = 19,861,490', () => {
  assert.equal(perft(Position.startpos(), 5), 19_861_490);
});
