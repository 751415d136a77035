// The one set of clock rules, shared by the play view's clocks and tournament games: main time
// first, then byoyomi per move, an increment after each move, and a time loss only past main time
// plus byoyomi (plus a margin).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  afterMove,
  allowedMs,
  duringMove,
  isLate,
  isUnlimited,
} from '../../src-main/shared/clock.ts';
import { GameClock as PlayClock } from '../../src-renderer/lib/game/clock.ts';
import { GameClock as TournamentClock } from '../../src-main/tournament/clock.ts';

const byoyomi = { mainMs: 10_000, byoyomiMs: 5_000, incrementMs: 0 };
const fischer = { mainMs: 10_000, byoyomiMs: 0, incrementMs: 2_000 };
const sudden = { mainMs: 10_000, byoyomiMs: 0, incrementMs: 0 };

test('byoyomi: main time first, then the byoyomi of the move, which never carries over', () => {
  assert.deepEqual(duringMove(byoyomi, 10_000, 4_000), {
    mainMs: 6_000,
    byoyomiMs: 5_000,
    flagged: false,
  });
  assert.deepEqual(duringMove(byoyomi, 10_000, 12_000), {
    mainMs: 0,
    byoyomiMs: 3_000,
    flagged: false,
  });
  assert.equal(afterMove(byoyomi, 10_000, 12_000), 0, 'the byoyomi used is not charged');
  assert.equal(allowedMs(byoyomi, 0), 5_000);
  assert.equal(duringMove(byoyomi, 0, 5_000).flagged, false, 'the whole byoyomi may be used');
  assert.equal(duringMove(byoyomi, 0, 5_001).flagged, true);
});

test('increment: added after each move, also after a move that emptied the main time', () => {
  assert.equal(afterMove(fischer, 10_000, 3_000), 9_000);
  assert.equal(afterMove(fischer, 1_000, 1_000), 2_000);
  assert.equal(isLate(fischer, 1_000, 1_001), true, 'the increment comes only after the move');
});

test('sudden death: a move longer than the main time left loses, unless within the margin', () => {
  assert.equal(isLate(sudden, 500, 500), false);
  assert.equal(isLate(sudden, 500, 501), true);
  assert.equal(isLate(sudden, 500, 600, 100), false);
  assert.equal(isLate(sudden, 500, 601, 100), true);
  assert.equal(afterMove(sudden, 500, 700), 0, 'remaining time never goes below zero');
  assert.equal(isUnlimited({ mainMs: 0, byoyomiMs: 0, incrementMs: 0 }), true);
  assert.equal(isUnlimited(sudden), false);
});

test('the play view and a tournament game keep the same time for the same moves', () => {
  const moves = [4_000, 7_000, 3_500, 5_000];
  for (const [rules, config] of [
    [byoyomi, { initialMs: 10_000, byoyomiMs: 5_000, marginMs: 0 }],
    [fischer, { initialMs: 10_000, incrementMs: 2_000, marginMs: 0 }],
    [sudden, { initialMs: 10_000, marginMs: 0 }],
  ] as const) {
    const play = new PlayClock([rules, rules]);
    const tournament = new TournamentClock(config);
    let now = 0;
    for (const ms of moves) {
      play.start(0, now);
      now += ms;
      const pressed = play.press(now)!;
      const late = tournament.consume(0, ms);
      assert.equal(
        pressed.flagged,
        late,
        `a ${ms} ms move flags alike (${JSON.stringify(config)})`,
      );
      assert.equal(play.remaining()[0], tournament.remaining[0], `time left after ${ms} ms`);
    }
  }
});
