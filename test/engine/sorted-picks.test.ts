/**
 * The move picker's candidate picks (sorted-picks.ts) must pick the same moves in the same order,
 * and leave the rest of the list in the same order, as selection by full scans: the search's tree
 * depends on both. Random score lists with many ties (as quiets without history have) and without.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SortedPicks } from '../../src-main/engine/sorted-picks.ts';
import { mulberry32Uint } from '../../src-main/engine/prng.ts';

const PICKS = 12;

/** Selection by full scans (the picker's reference): `picks` picks, swapping each to the front. */
function byScans(moves: Int32Array, scores: Int32Array, picks: number): number[] {
  const out: number[] = [];
  for (let cur = 0; cur < picks && cur < moves.length; cur++) {
    let best = cur;
    for (let i = cur + 1; i < moves.length; i++) if (scores[i]! > scores[best]!) best = i;
    swap(moves, scores, cur, best);
    out.push(moves[cur]!);
  }
  return out;
}

/** The same with SortedPicks. */
function byCandidates(
  sp: SortedPicks,
  moves: Int32Array,
  scores: Int32Array,
  picks: number,
): number[] {
  sp.prepare(scores, moves.length);
  const out: number[] = [];
  for (let cur = 0; cur < picks; cur++) {
    swap(moves, scores, cur, sp.pick(scores, cur));
    out.push(moves[cur]!);
  }
  return out;
}

function swap(moves: Int32Array, scores: Int32Array, a: number, b: number): void {
  [moves[a], moves[b]] = [moves[b]!, moves[a]!];
  [scores[a], scores[b]] = [scores[b]!, scores[a]!];
}

test('candidate picks equal full-scan selection: same picks, same order of the rest', () => {
  const rng = mulberry32Uint(29);
  const sp = new SortedPicks(PICKS);
  const used = { followed: 0, scanned: 0 };
  for (let trial = 0; trial < 3000; trial++) {
    const n = 32 + (rng() % 300);
    // Ranges from 3 values (ties everywhere) to wide; some lists mostly zero, as fresh quiets are.
    const range = [3, 10, 50, 1000, 100000][trial % 5]!;
    const zeros = trial % 3 === 0;
    const scores = Int32Array.from({ length: n }, () =>
      zeros && rng() % 4 !== 0 ? 0 : (rng() % range) - (range >> 1),
    );
    const moves = Int32Array.from({ length: n }, (_, i) => i + 1);
    const [m1, s1, m2, s2] = [moves.slice(), scores.slice(), moves.slice(), scores.slice()];
    const expected = byScans(m1, s1, PICKS);
    const got = byCandidates(sp, m2, s2, PICKS);
    used[sp.scansTies ? 'scanned' : 'followed']++;
    assert.deepEqual(got, expected, `picks differ (trial ${trial})`);
    assert.deepEqual(m2, m1, `the rest of the list differs (trial ${trial})`);
    assert.deepEqual(s2, s1);
  }
  // Both ways must be exercised: wide ranges follow every candidate, heavy ties scan for them.
  assert.ok(used.followed > 1000 && used.scanned > 500, JSON.stringify(used));
});
