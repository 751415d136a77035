import { test } from 'node:test';
import assert from 'node:assert/strict';
import { START, keysOf } from './prior-keys.ts';
import {
  PRIOR_TABLES,
  defaultMovePrior,
  emptyMovePrior,
  parseMovePrior,
} from '../../src-main/engine/eval/classical/move-prior.ts';
import type { ExpertPosition } from '../../src-main/tune/expert-positions.ts';
import { buildFeatureCache } from '../../src-main/tune/ga/feature-cache.ts';
import { buildFeatureCacheParallel, concatMatchSets } from '../../src-main/tune/ga/cache-pool.ts';
import { foldOf, gameKey } from '../../src-main/tune/folds.ts';
import {
  collectSamples,
  fitPrior,
  formatMovePrior,
  withoutFold,
} from '../../src-main/tune/move-prior.ts';

const AFTER_76 = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2';

/** Two game sources that land in different folds of two. */
function twoGames(): [string, string] {
  const a = 'a.usi:1';
  for (let i = 2; ; i++)
    if (
      foldOf({ sfen: '', move: '', source: `a.usi:${i}` }, 2) !==
      foldOf({ sfen: '', move: '', source: a }, 2)
    )
      return [a, `a.usi:${i}`];
}

test('folds keep the positions of one game together and spread games evenly', () => {
  const ep = (source: string): ExpertPosition => ({ sfen: START, move: '7g7f', source });
  assert.equal(gameKey(ep('records/x.kif#12')), 'records/x.kif');
  assert.equal(foldOf(ep('records/x.kif#12'), 4), foldOf(ep('records/x.kif#80'), 4));
  const counts = [0, 0, 0, 0];
  for (let i = 0; i < 2000; i++) counts[foldOf(ep(`games.usi:${i + 1}`), 4)]!++;
  for (const c of counts) assert.ok(c > 400 && c < 600, `fold sizes ${counts.join(', ')}`);
});

test("a prior fitted without a fold has not learnt that fold's moves", () => {
  // Game A always plays 2g2f, game B always 7g7f; they are in different folds.
  const [a, b] = twoGames();
  const positions = [
    ...Array.from({ length: 6 }, () => ({ sfen: START, move: '2g2f', source: a })),
    ...Array.from({ length: 6 }, () => ({ sfen: START, move: '7g7f', source: b })),
  ];
  const samples = collectSamples(positions);
  const withoutA = fitPrior(
    withoutFold(samples, positions, foldOf(positions[0]!, 2), 2),
    'logit',
  ).prior;
  const withoutB = fitPrior(
    withoutFold(samples, positions, foldOf(positions[6]!, 2), 2),
    'logit',
  ).prior;
  const k2f = keysOf(START, '2g2f')[0]!;
  const k7f = keysOf(START, '7g7f')[0]!;
  assert.ok(
    withoutA.pieceTo[k7f]! > withoutA.pieceTo[k2f]!,
    'without game A, 7f is rated above 2f',
  );
  assert.ok(
    withoutB.pieceTo[k2f]! > withoutB.pieceTo[k7f]!,
    'without game B, 2f is rated above 7f',
  );
});

test('the cross-fitted cache gives each position the prior of its fold', async () => {
  const [a, b] = twoGames();
  const gameA = [START, AFTER_76].map((sfen, i) => ({
    sfen,
    move: i === 0 ? '7g7f' : '3c3d',
    source: a,
  }));
  const gameB = [START, AFTER_76].map((sfen, i) => ({
    sfen,
    move: i === 0 ? '2g2f' : '8c8d',
    source: b,
  }));
  const priors = [emptyMovePrior(), defaultMovePrior()];
  const [pa, pb] = [priors[foldOf(gameA[0]!, 2)]!, priors[foldOf(gameB[0]!, 2)]!];
  const crossed = buildFeatureCache([...gameA, ...gameB], { foldPriors: priors }).set;
  const separate = concatMatchSets([
    buildFeatureCache(gameA, { foldPriors: [pa] }).set,
    buildFeatureCache(gameB, { foldPriors: [pb] }).set,
  ]);
  assert.deepEqual([...crossed.featVal], [...separate.featVal]);
  assert.deepEqual([...crossed.featIdx], [...separate.featIdx]);
  // The two priors really give different vectors, so the check above can fail.
  const other = buildFeatureCache(gameB, { foldPriors: [pa] }).set;
  assert.notDeepEqual(
    [...other.featVal],
    [...buildFeatureCache(gameB, { foldPriors: [pb] }).set.featVal],
  );
  // The worker threads get the fold priors too.
  const many: ExpertPosition[] = [...Array(20).fill(gameA).flat(), ...Array(20).fill(gameB).flat()];
  const parallel = await buildFeatureCacheParallel(many, 2, undefined, priors);
  const serial = buildFeatureCache(many, { foldPriors: priors });
  assert.deepEqual([...parallel.set.featVal], [...serial.set.featVal]);
});

test('a written prior file reads back, and a truncated one is refused', () => {
  const prior = defaultMovePrior();
  const back = parseMovePrior(JSON.parse(formatMovePrior(prior, {})));
  assert.ok(back);
  for (const t of PRIOR_TABLES) assert.deepEqual([...back[t]], [...prior[t]], t);
  const json = JSON.parse(formatMovePrior(prior, {}));
  json.tables.local = json.tables.local.slice(1);
  assert.equal(parseMovePrior(json), null);
  assert.equal(parseMovePrior(null), null);
});
