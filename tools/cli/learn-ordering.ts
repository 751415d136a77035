/**
 * `npm run -s learn:ordering -- --train <file|dir> [--train …] [--holdout <file|dir>] [--k 16]
 * [--negatives 8] [--seed 1] [--skip-plies 0] [--features ours|paper] [--labels played|rated
 * --upper 3 --lower 3] [--out resources/ordering/centroids.json]`
 *
 * Learns the k-means centroids of the learned move ordering (see learn-ordering.ts) and writes
 * them; with --holdout, reports where the expert move ranks under the learned score there.
 * `--labels played` (ours): the expert's move is good, sampled other moves are bad; inputs are
 * whatever loadExpertPositions reads. `--labels rated` (the paper's): record files whose player
 * names carry ratings; the last 2/3 of the moves of winners rated above --upper are good, those
 * of losers rated below --lower are bad (rated-moves.ts). `--features paper` uses the paper's 34
 * features (paper-features.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { cliArgs } from '../../src-main/cli-args.ts';
import { parseCentroids } from '../../src-main/engine/learned-order.ts';
import { FEATURE_SETS, type FeatureSetName } from '../../src-main/engine/learned/feature-sets.ts';
import { loadExpertPositions } from '../../src-main/tune/expert-positions.ts';
import { labelRatedMoves, loadRatedGames } from '../../src-main/tune/rated-moves.ts';
import {
  collectLabelledSamples,
  collectOrderingSamples,
  type OrderingSamples,
  learnCentroids,
  rankReport,
  type RankReport,
} from '../../src-main/tune/learn-ordering.ts';

const { values } = cliArgs('learn:ordering', {
  options: {
    train: { type: 'string', multiple: true },
    holdout: { type: 'string', multiple: true },
    k: { type: 'string', default: '16' },
    negatives: { type: 'string', default: '8' },
    seed: { type: 'string', default: '1' },
    'skip-plies': { type: 'string', default: '0' },
    features: { type: 'string', default: 'ours' },
    labels: { type: 'string', default: 'played' },
    upper: { type: 'string', default: '3' },
    lower: { type: 'string', default: '3' },
    out: { type: 'string', default: 'resources/ordering/centroids.json' },
  },
});

/** A positive integer option, or a usage error. */
function int(name: string, v: string | undefined): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`learn:ordering: --${name} must be a non-negative integer, not "${v}"`);
    process.exit(2);
  }
  return n;
}

/** A finite number option (ratings may be negative: Shogi Wars kyu ranks), or a usage error. */
function num(name: string, v: string | undefined): number {
  const n = Number(v);
  if (v === undefined || v.trim() === '' || !Number.isFinite(n)) {
    console.error(`learn:ordering: --${name} must be a number, not "${v}"`);
    process.exit(2);
  }
  return n;
}

/** The paper's samples from rated records, with a report of what the thresholds kept. */
function ratedSamples(paths: string[], featureSet: FeatureSetName): OrderingSamples {
  const { games, skipped } = loadRatedGames(paths);
  const t = { upper: num('upper', values.upper), lower: num('lower', values.lower) };
  const labels = labelRatedMoves(games, t);
  console.log(
    `rated: ${games.length} games (${skipped.length} skipped: no rating or no winner); winner > ${t.upper}: ${labels.goodGames} games, ${labels.good.length} good moves; loser < ${t.lower}: ${labels.badGames} games, ${labels.bad.length} bad moves`,
  );
  return collectLabelledSamples(labels.good, labels.bad, FEATURE_SETS[featureSet]);
}

/** One line of the held-out report. */
function show(label: string, r: RankReport): string {
  const pct = (x: number): string => `${((100 * x) / Math.max(1, r.positions)).toFixed(1)}%`;
  return `${label}: ${r.positions} positions, expert move first ${pct(r.top1)}, in top 5 ${pct(r.top5)}, mean share of moves ranked above it ${(100 * r.meanAbove).toFixed(1)}% (random 50%)`;
}

function main(): void {
  if (!values.train?.length) {
    console.error(
      'usage: learn:ordering -- --train <file|dir> [--holdout <file|dir>] [--k 16] [--out <json>]',
    );
    process.exit(2);
  }
  const k = int('k', values.k);
  const negatives = int('negatives', values.negatives);
  const seed = int('seed', values.seed);
  const skipPlies = int('skip-plies', values['skip-plies']);
  const features = values.features as FeatureSetName;
  if (!(features in FEATURE_SETS) || !['played', 'rated'].includes(values.labels!)) {
    console.error('learn:ordering: --features must be ours or paper, --labels played or rated');
    process.exit(2);
  }
  const dim = FEATURE_SETS[features].count;
  let samples: OrderingSamples;
  let how: string;
  if (values.labels === 'rated') {
    samples = ratedSamples(values.train, features);
    how = `paper labels (winner > ${values.upper}, loser < ${values.lower}, last 2/3 of moves)`;
  } else {
    const train = loadExpertPositions(values.train, { skipPlies });
    for (const e of train.errors) console.error(`skipped ${e.file}: ${e.message}`);
    samples = collectOrderingSamples(train.positions, negatives, seed, FEATURE_SETS[features]);
    how = `${negatives} not-played moves per position`;
  }
  console.log(
    `train: ${samples.positions} positions, ${samples.played.length / dim} good (played) and ${samples.notPlayed.length / dim} bad (not-played) moves, ${features} features`,
  );
  const note = `${features} features, k ${k}, seed ${seed}, ${how}, trained on ${values.train.join(', ')} (${samples.positions} positions)`;
  const learned = learnCentroids(samples, k, seed, note);
  console.log(
    `k-means: played ${learned.played.iterations} iterations, inertia ${learned.played.inertia.toFixed(1)}; not played ${learned.notPlayed.iterations} iterations, inertia ${learned.notPlayed.inertia.toFixed(1)}`,
  );
  const parsed = parseCentroids(learned.file);
  if (!parsed.ok) throw new Error(`bug: learned centroids do not parse: ${parsed.error.message}`);
  if (values.holdout?.length) {
    const held = loadExpertPositions(values.holdout, { skipPlies });
    for (const e of held.errors) console.error(`skipped ${e.file}: ${e.message}`);
    console.log(show('holdout', rankReport(parsed.order, held.positions)));
  }
  mkdirSync(dirname(values.out!), { recursive: true });
  writeFileSync(values.out!, `${JSON.stringify(learned.file)}\n`);
  console.log(`wrote ${values.out}`);
}

main();
