// The tsume service: problems near the rating, by length, the rating moving with each rated
// attempt and kept in the data folder, storm scores, and "Check this tsume" on a position.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TsumeService } from '../../../src-main/services/tsume/tsume-service.ts';

const PROBLEMS = join(import.meta.dirname, '../../../resources/tsume');
const fresh = () =>
  new TsumeService({
    problemsDir: PROBLEMS,
    file: join(mkdtempSync(join(tmpdir(), 'banmen-tsume-')), 'tsume', 'rating.json'),
  });

test('the next problem is near the rating, of the chosen length, and not repeated', () => {
  const s = fresh();
  const a = s.next(null);
  assert.ok(a.ok);
  assert.ok(Math.abs(a.value.difficulty - 1500) < 100, `difficulty ${a.value.difficulty}`);
  const r = s.result(a.value.id, true, true);
  assert.ok(r.ok);
  const b = s.next(null);
  assert.ok(b.ok && b.value.id !== a.value.id, 'an attempted problem is not given again');
  const m3 = s.next(3);
  assert.ok(m3.ok && m3.value.solution.length === 3);
  const none = s.next(2);
  assert.ok(!none.ok && none.error.code === 'TSUME_NO_PROBLEM');
});

test('a rated attempt moves the rating, kept in the data folder; an unrated one does not', () => {
  const s = fresh();
  const file = (s as unknown as { o: { file: string } }).o.file;
  const p = s.next(null);
  assert.ok(p.ok);
  const up = s.result(p.value.id, true, true);
  assert.ok(up.ok && up.value.rating > 1500 && up.value.rd < 350);
  const q = s.next(null);
  assert.ok(q.ok);
  const down = s.result(q.value.id, false, true);
  assert.ok(down.ok && down.value.rating < up.value.rating);
  const unrated = s.result(q.value.id, true, false);
  assert.ok(unrated.ok && unrated.value.rating === down.value.rating);
  assert.equal(unrated.value.attempts, 3);
  assert.equal(unrated.value.solved, 2);
  assert.equal(s.stormEnded(4).bestStorm, 4);
  assert.equal(s.stormEnded(2).bestStorm, 4, 'a lower storm score keeps the best');
  const again = new TsumeService({ problemsDir: PROBLEMS, file }).standing();
  assert.deepEqual(
    [again.rating, again.attempts, again.solved, again.bestStorm],
    [unrated.value.rating, 3, 2, 4],
  );
  assert.ok(!s.result('no-such-id', true, true).ok);
});

test('Check this tsume: a unique mate, an alternative mate, leftover pieces, bad input', () => {
  const s = fresh();
  // The shipped 3-0001 (unique, mate in 3).
  const ok = s.check('9/9/7pp/9/8k/9/8P/7R1/8L b r2b4g4s4n3l15p 1');
  assert.ok(ok.ok && ok.value.ok && ok.value.length === 3 && ok.value.unique);
  // A gold in hand left over (G*1b mates; the second gold stays in hand).
  const left = s.check('8k/9/8P/9/9/9/9/9/9 b 2G2r2b2g4s4n4l17p 1');
  assert.ok(left.ok && !left.value.ok && left.value.length === 1);
  assert.match(left.value.errors.join(), /pieces left in the attacker's hand at the end: G/);
  // Gold on 2c and one in hand: the promotion 1c1b+ mates, and so do three other moves (余詰).
  const alt = s.check('8k/9/7GP/9/9/9/9/9/9 b G2r2b1g4s4n4l17p 1');
  assert.ok(alt.ok && !alt.value.unique);
  assert.deepEqual(
    alt.value.yozume.map((y) => y.move),
    ['2c1b', 'G*1b', 'G*2b'],
  );
  const bad = s.check(42);
  assert.ok(!bad.ok && bad.error.code === 'BAD_ARGS');
});
