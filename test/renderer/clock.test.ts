import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GameClock } from '../../src-renderer/lib/game/clock.ts';

const byo = { mainMs: 10_000, byoyomiMs: 5_000, incrementMs: 0 };
const fischer = { mainMs: 10_000, byoyomiMs: 0, incrementMs: 2_000 };

test('main time runs down, then byoyomi, then the flag falls', () => {
  const c = new GameClock([byo, byo]);
  c.start(0, 0);
  assert.deepEqual(c.view(0, 4_000), { mainMs: 6_000, byoyomiMs: 5_000, flagged: false });
  assert.deepEqual(c.view(0, 12_000), { mainMs: 0, byoyomiMs: 3_000, flagged: false });
  assert.equal(c.view(0, 15_000).flagged, false, 'the whole byoyomi may be used');
  assert.equal(c.view(0, 15_001).flagged, true);
  assert.deepEqual(
    c.view(1, 15_000),
    { mainMs: 10_000, byoyomiMs: 5_000, flagged: false },
    'the other clock is still',
  );
});

test('a move in byoyomi keeps the byoyomi for the next move', () => {
  const c = new GameClock([byo, byo]);
  c.start(0, 0);
  assert.deepEqual(c.press(14_000), { side: 0, ms: 14_000, flagged: false });
  c.start(1, 14_000);
  c.press(15_000);
  c.start(0, 15_000);
  assert.deepEqual(c.view(0, 19_000), { mainMs: 0, byoyomiMs: 1_000, flagged: false });
  assert.equal(c.press(21_000)!.flagged, true);
});

test('Fischer increment is added after each move; sides have their own controls', () => {
  const c = new GameClock([fischer, byo]);
  c.start(0, 0);
  c.press(3_000);
  assert.equal(c.view(0, 3_000).mainMs, 9_000);
  assert.deepEqual(c.remaining(), [9_000, 10_000]);
});

test('a side with no time control never flags', () => {
  const none = { mainMs: 0, byoyomiMs: 0, incrementMs: 0 };
  const c = new GameClock([none, byo]);
  c.start(0, 0);
  assert.equal(c.view(0, 1e9).flagged, false);
  assert.equal(c.press(1e9)!.flagged, false);
});

test('after a time loss the flagged clock reads zero', () => {
  const c = new GameClock([byo, byo]);
  c.start(0, 0);
  c.halt(20_000);
  assert.deepEqual(c.view(0, 30_000), { mainMs: 0, byoyomiMs: 0, flagged: true });
});

test('a paused clock is not charged for the pause, and runs on after resume', () => {
  const c = new GameClock([
    { mainMs: 60_000, byoyomiMs: 0, incrementMs: 0 },
    { mainMs: 60_000, byoyomiMs: 0, incrementMs: 0 },
  ]);
  c.start(0, 1000);
  c.pause(3000);
  assert.equal(c.view(0, 50_000).mainMs, 58_000, 'frozen while paused');
  c.resume(50_000);
  assert.equal(c.view(0, 51_000).mainMs, 57_000);
  assert.equal(c.press(52_000)!.ms, 4000, 'the move took 4 s of clock time');
});

test('the autosave keeps the move in progress: remainingAt charges the running side', () => {
  const c = new GameClock([byo, byo], [543_000 + 26_000, 600_000]);
  c.start(0, 0);
  // 26 s into Black's move: 9:29 at the move's start, 9:03 now.
  assert.deepEqual(c.remainingAt(26_000), [543_000, 600_000]);
  assert.deepEqual(c.remaining(), [569_000, 600_000], 'at the last press');
  // Resumed from that save, the clock starts where it was left.
  const resumed = new GameClock([byo, byo], c.remainingAt(26_000));
  assert.equal(resumed.view(0, 0).mainMs, 543_000);
});
