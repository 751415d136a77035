// The standings' Elo column (issue 20, defect 16: a perfect score showed "Elo +2000.0 ± -").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { eloText } from '../../src-renderer/lib/tournament/elo-text.ts';

test('a perfect score reads +∞ and a zero score −∞, never a clamped number with "± -"', () => {
  assert.equal(eloText({ points: 2, games: 2, elo: 2000, error95: null }), '+∞');
  assert.equal(eloText({ points: 0, games: 2, elo: -2000, error95: null }), '−∞');
});

test('a mixed score shows the Elo with its 95% margin, or alone when there is no margin', () => {
  assert.equal(eloText({ points: 6, games: 10, elo: 70.4, error95: 120.25 }), '+70.4 ± 120.3');
  assert.equal(eloText({ points: 4, games: 10, elo: -70.4, error95: null }), '-70.4');
  assert.equal(eloText({ points: 1, games: 2, elo: 0, error95: 300 }), '0.0 ± 300.0');
});

test('before any game the cell is a dash', () => {
  assert.equal(eloText({ points: 0, games: 0, elo: 0, error95: null }), '—');
});
