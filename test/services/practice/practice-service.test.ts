/**
 * The practice deck from a reviewed fixture game (test/fixtures/practice/reviewed-game.kifu:
 * Sente's ▲７八飛 and ▲７三飛成 are labelled blunders): the cards, answers judged against the best
 * move within the margin, hints, FSRS rescheduling, and a failed card first after a restart.
 * The judging engine is a table of scores (a real search would make the verdicts vary).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PracticeService } from '../../../src-main/services/practice/practice-service.ts';
import type { PositionAnalyser } from '../../../src-main/analysis/position-analyser.ts';
import type { PositionEval } from '../../../src-main/shared/study/review-types.ts';
import type { UsiResult } from '../../../src-main/usi/usi-engine.ts';

const GAME = fileURLToPath(new URL('../../fixtures/practice/reviewed-game.kifu', import.meta.url));

/** Opponent-view scores of the position after each answer at move 13's position. */
const AFTER: Record<string, number> = { '7d7e': -100, '7d7f': -80, '9g9f': 600 };

/** Answers from the table; counts the searches. */
class Table implements PositionAnalyser {
  readonly name = 'Table';
  searches = 0;
  closed = false;
  /** The engine's score of the card's position for the mover, as its own best move sees it. */
  root = 100;
  async evaluate(_s: string, moves: readonly string[]): Promise<UsiResult<PositionEval>> {
    this.searches++;
    // The card's position itself: the mover's view (it is the mover's turn).
    if (moves.length === 0) return { ok: true, value: { score: { kind: 'cp', value: this.root } } };
    const cp = AFTER[moves[0]!];
    if (cp === undefined) throw new Error(`unexpected search of ${moves[0]}`);
    return { ok: true, value: { score: { kind: 'cp', value: cp } } };
  }
  async close(): Promise<void> {
    this.closed = true;
  }
}

/** A service on a deck file in a fresh folder, with a movable clock. */
function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'practice-'));
  const file = join(dir, 'practice', 'deck.json');
  const clock = { t: Date.parse('2026-11-29T10:00:00Z') };
  const engine = new Table();
  const make = () =>
    new PracticeService({
      file,
      now: () => new Date(clock.t),
      openAnalyser: async () => ({ ok: true, value: engine }),
    });
  return {
    dir,
    file,
    clock,
    engine,
    make,
    done: () => rmSync(dir, { recursive: true, force: true }),
  };
}

test("a deck built from a reviewed game holds the player's blunders, once", async () => {
  const s = setup();
  try {
    const p = s.make();
    const none = await p.add({ path: GAME });
    assert.equal(!none.ok && none.error.code, 'PRACTICE_NO_PLAYER');
    assert.ok(p.setPlayer('sente[3D]').ok); // a rank and case do not matter
    const added = await p.add({ path: GAME });
    assert.deepEqual(added, { ok: true, value: { added: 2, total: 2, records: 1, withPlayer: 1 } });
    const again = await p.add({ path: GAME });
    assert.ok(again.ok && again.value.added === 0 && again.value.total === 2);
    const task = p.next()!;
    assert.equal(task.source.ply, 5);
    assert.equal(task.playedJapanese, '▲７八飛');
    assert.equal(task.color, 'black');
    assert.equal(p.progress().due, 2);
    // White made no labelled move: a deck for Gote gets no card.
    const q = setup();
    const g = q.make();
    g.setPlayer('Gote');
    const gote = await g.add({ path: GAME });
    assert.ok(gote.ok && gote.value.added === 0 && gote.value.withPlayer === 1);
    q.done();
  } finally {
    s.done();
  }
});

test('a weak stored best does not let a bad answer pass: the engine’s own best is the yardstick', async () => {
  const s = setup();
  try {
    const p = s.make();
    p.setPlayer('Sente');
    await p.add({ path: GAME });
    const id = cardAt(p, 13);
    // The engine now sees far more for the mover than the card's stored best move gives.
    s.engine.root = 800;
    const near = await p.answer(id, '7d7f', 0);
    assert.ok(near.ok && !near.value.correct && near.value.loss > 10, JSON.stringify(near));
  } finally {
    s.done();
  }
});

test('answers: the best and a move within the margin are accepted, a worse one refused', async () => {
  const s = setup();
  try {
    const p = s.make();
    p.setPlayer('Sente');
    await p.add({ path: GAME });
    const id = cardAt(p, 13);
    const best = await p.answer(id, '7d7e', 0);
    assert.ok(best.ok && best.value.correct && best.value.loss === 0);
    assert.equal(best.ok && best.value.why?.kind, 'hangs'); // the game move's why, after the answer
    assert.deepEqual(best.ok && best.value.bestLineJapanese, ['▲７五飛']);
    assert.equal(s.engine.searches, 0); // the best move needs no search
    const near = await p.answer(id, '7d7f', 0);
    assert.ok(near.ok && near.value.correct, JSON.stringify(near)); // 54.2 % vs 53.3 %
    assert.equal(s.engine.searches, 3);
    const worse = await p.answer(id, '9g9f', 0);
    assert.ok(worse.ok && !worse.value.correct && worse.value.loss > 25);
    const played = await p.answer(id, '7d7c+', 0);
    assert.ok(played.ok && !played.value.correct);
    const illegal = await p.answer(id, '5i5a', 0);
    assert.equal(!illegal.ok && illegal.error.code, 'PRACTICE_ILLEGAL_MOVE');
    const unknown = await p.answer('nope', '7d7e', 0);
    assert.equal(!unknown.ok && unknown.error.code, 'PRACTICE_NO_SUCH_CARD');
    const pr = p.progress();
    assert.equal(pr.answeredToday, 4);
    assert.equal(pr.solvedToday, 2);
    assert.deepEqual(pr.byDay, [{ day: '2026-11-29', answered: 4, correct: 2 }]);
    await p.close();
    assert.ok(s.engine.closed);
  } finally {
    s.done();
  }
});

/** The id of the card at a move number. */
function cardAt(p: PracticeService, ply: number): string {
  return p.list().find((t) => t.source.ply === ply)!.id;
}

test('a failed card comes back first after a restart; the schedule is on disk', async () => {
  const s = setup();
  try {
    const p = s.make();
    p.setPlayer('Sente');
    await p.add({ path: GAME });
    const first = p.next()!;
    assert.equal(first.source.ply, 5); // both new; move 5's card was added first
    const failed = cardAt(p, 13);
    const r = await p.answer(failed, '9g9f', 0);
    assert.ok(r.ok && !r.value.correct);
    assert.ok(Date.parse(r.value.nextDue) > s.clock.t); // not due again at once
    // Restart: a new service reads the deck file; ten minutes later the failed card is due.
    s.clock.t += 10 * 60_000;
    const q = s.make();
    const next = q.next()!;
    assert.equal(next.id, failed);
    assert.equal(next.failedLast, true);
    assert.equal(q.progress().player, 'Sente');
    assert.equal(q.progress().due, 2);
    // Solved with a hint: it leaves the due list; the other card is next.
    const ok = await q.answer(failed, '7d7e', 1);
    assert.ok(ok.ok && ok.value.correct);
    assert.equal(q.next()!.source.ply, 5);
  } finally {
    s.done();
  }
});

test('hints: the piece to move, then the square', () => {
  const s = setup();
  try {
    const p = s.make();
    p.setPlayer('Sente');
    return p.add({ path: GAME }).then(() => {
      const id = cardAt(p, 13);
      assert.deepEqual(p.hint(id, 1), {
        ok: true,
        value: { level: 1, piece: 6, pieceJapanese: '飛', from: '7d' },
      });
      const h2 = p.hint(id, 2);
      assert.ok(h2.ok && h2.value.to === '7e');
      assert.equal(p.hint('nope', 1).ok, false);
    });
  } finally {
    s.done();
  }
});

test('a corrupt deck file is set aside, not overwritten, and the deck starts empty', () => {
  const s = setup();
  try {
    mkdirSync(join(s.dir, 'practice'), { recursive: true });
    writeFileSync(s.file, '{ not json');
    const p = s.make();
    assert.equal(p.progress().cards, 0);
    assert.ok(readdirSync(join(s.dir, 'practice')).some((f) => f.includes('.corrupt-')));
    p.setPlayer('Sente');
    assert.ok(existsSync(s.file));
  } finally {
    s.done();
  }
});
