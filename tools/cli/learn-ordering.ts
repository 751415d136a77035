/**
 * `npm run -s learn:ordering -- --train <file|dir> [--train …] [--holdout <file|dir>] [--k 16]
 * [--negatives 8] [--seed 1] [--skip-plies 0] [--out resources/ordering/centroids.json]`
 *
 * Learns the k-means centroids of the learned move ordering (see learn-ordering.ts) and writes
 * them; with --holdout, reports where the expert move ranks under the learned score there.
 * Inputs are whatever loadExpertPositions reads (JSONL, USI move lines, record files/folders).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { cliArgs } from '../../src-main/cli-args.ts';
import { parseCentroids } from '../../src-main/engine/learned-order.ts';
import { FEATURE_NAMES } from '../../src-main/engine/learned/move-features.ts';
import { loadExpertPositions } from '../../src-main/tune/expert-positions.ts';
import {
  collectOrderingSamples,
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
  const train = loadExpertPositions(values.train, { skipPlies });
  for (const e of train.errors) console.error(`skipped ${e.file}: ${e.message}`);
  const samples = collectOrderingSamples(train.positions, negatives, seed);
  console.log(
    `train: ${samples.positions} positions, ${samples.played.length / FEATURE_NAMES.length} played and ${samples.notPlayed.length / FEATURE_NAMES.length} not-played moves`,
  );
  const note = `k ${k}, seed ${seed}, ${negatives} not-played moves per position, trained on ${values.train.join(', ')} (${samples.positions} positions)`;
  const learned = learnCentroids(samples, k, seed, note);
  console.log(
    `k-means: played ${learned.played.iterations} iterations, inertia ${learned.played.inertia.toFixed(1)}; not played ${learned.notPlayed.iterations} iterations, inertia ${learned.notPlayed.inertia.toFixed(1)}`,
  );
  const parsed = parseCentroids(learned.file);
  if (!parsed.ok) throw new Error(`bug: learned centroids do not parse: ${parsed.error.message}`);
  console.log(show('train', rankReport(parsed.order, train.positions)));
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
