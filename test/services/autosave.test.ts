import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AutosaveService } from '../../src-main/services/autosave.ts';
import { MemoryStore } from '../../src-main/services/settings/kv-store.ts';
import type { SavedGame } from '../../src-main/shared/contract.ts';

const game: SavedGame = {
  options: {
    variant: 'shogi',
    black: { kind: 'human' },
    white: { kind: 'builtin', skillLevel: 5 },
    start: 'even',
    sfen: '',
    blackTime: { mainMs: 600000, byoyomiMs: 30000, incrementMs: 0 },
    whiteTime: { mainMs: 600000, byoyomiMs: 30000, incrementMs: 0 },
    maxMoves: 0,
  },
  startSfen: 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1',
  moves: [{ usi: '7g7f', ms: 1200 }],
  remainingMs: [598800, 600000],
  savedAt: '2026-01-01T00:00:00.000Z',
};

test('a saved game comes back after a restart and is gone after clear', () => {
  const store = new MemoryStore();
  new AutosaveService(store).save(game);
  assert.deepEqual(new AutosaveService(store).load(), game);
  new AutosaveService(store).clear();
  assert.equal(new AutosaveService(store).load(), null);
});

test('an unusable stored value is not offered', () => {
  const store = new MemoryStore();
  store.set('game', { moves: 'x' });
  assert.equal(new AutosaveService(store).load(), null);
});

test('a saved game keeps its evaluation chart; a save with a malformed chart is refused', () => {
  const store = new MemoryStore();
  const withChart = { ...game, evals: [{ ply: 2, value: -35 }] };
  new AutosaveService(store).save(withChart);
  assert.deepEqual(new AutosaveService(store).load(), withChart);
  store.set('game', { ...game, evals: [{ ply: 'x', value: 1 }] });
  assert.equal(new AutosaveService(store).load(), null);
});
