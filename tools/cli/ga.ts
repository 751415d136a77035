/**
 * `npm run -s tune:ga -- --positions <file|dir> [...]`: evolves the classical weights.
 * Progress goes to stderr; the best weights are written after every generation.
 */
import { cliArgs } from '../../src-main/cli-args.ts';
import { orExit, readPriorFile } from '../../src-main/tune/cli-input.ts';
import { buildFeatureCacheParallel } from '../../src-main/tune/ga/cache-pool.ts';
import { loadExpertPositions } from '../../src-main/tune/expert-positions.ts';
import { formatStats, matchStats } from '../../src-main/tune/ga/match-report.ts';
import { trainClassical, type InitKind } from '../../src-main/tune/ga/train-service.ts';
import type { CrossoverKind } from '../../src-main/tune/ga/operators.ts';

const USAGE = `usage: npm run -s tune:ga -- --positions <file|dir> [--positions …] [options]
  --val <file|dir>        held-out positions: report the match rate of the result on them
  --out <json>            weights file written every generation (default resources/classical/weights.json)
  --winner-only           only the winner's moves from records
  --skip-plies N          skip the first N plies of every record game
  --limit N               use at most N training positions
  --population 100 --generations 200 --crossover-rate 0.75 --mutation-rate 0.005
  --elitism 2 --tournament 3 --crossover one-point|two-point|uniform --seed 1
  --init around-handset|handset|random|fit   --threads 2
  --freeze material,kingdist   keep these feature families at their hand-set weights
  --fold-priors a.json,b.json,…  cross-fitted move priors (move-prior-cli --folds): the positions
                          of fold k read the k-th, fitted without their games`;

const { values } = cliArgs('tune:ga', {
  options: {
    positions: { type: 'string', multiple: true },
    val: { type: 'string', multiple: true },
    out: { type: 'string', default: 'resources/classical/weights.json' },
    'winner-only': { type: 'boolean', default: false },
    'skip-plies': { type: 'string', default: '0' },
    limit: { type: 'string' },
    population: { type: 'string', default: '100' },
    generations: { type: 'string', default: '200' },
    'crossover-rate': { type: 'string', default: '0.75' },
    'mutation-rate': { type: 'string', default: '0.005' },
    elitism: { type: 'string', default: '2' },
    tournament: { type: 'string', default: '3' },
    crossover: { type: 'string', default: 'one-point' },
    seed: { type: 'string', default: '1' },
    init: { type: 'string', default: 'around-handset' },
    threads: { type: 'string', default: '2' },
    freeze: { type: 'string', default: '' },
    'fold-priors': { type: 'string', default: '' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help || !values.positions?.length) {
  console.error(USAGE);
  process.exit(values.help ? 0 : 2);
}

const foldPriors = values['fold-priors']
  ? values['fold-priors'].split(',').map((p) => orExit(readPriorFile(p)))
  : undefined;

const fmtTime = (ms: number): string =>
  `${Math.floor(ms / 60000)}m${String(Math.round((ms % 60000) / 1000)).padStart(2, '0')}s`;
const ac = new AbortController();
process.on('SIGINT', () => ac.abort());

const result = await trainClassical({
  sources: values.positions,
  winnerOnly: values['winner-only'],
  skipPlies: Number(values['skip-plies']),
  limit: values.limit ? Number(values.limit) : undefined,
  init: values.init as InitKind,
  threads: Number(values.threads),
  freeze: values.freeze ? values.freeze.split(',') : [],
  foldPriors,
  outFile: values.out,
  signal: ac.signal,
  ga: {
    population: Number(values.population),
    generations: Number(values.generations),
    crossoverRate: Number(values['crossover-rate']),
    mutationRate: Number(values['mutation-rate']),
    elitism: Number(values.elitism),
    tournamentSize: Number(values.tournament),
    crossover: values.crossover as CrossoverKind,
    seed: Number(values.seed),
  },
  onProgress: (e) => {
    if (e.phase === 'loaded') {
      for (const err of e.errors) console.error(`skipped ${err.file}: ${err.message}`);
      console.error(`positions: ${e.positions} (${e.errors.length} files skipped)`);
    } else if (e.phase === 'caching')
      process.stderr.write(`\rcaching feature vectors ${e.done}/${e.total}`);
    else {
      const r = e.report;
      if (r.generation === 1) process.stderr.write('\n');
      console.error(
        `gen ${r.generation}/${r.generations}  best ${r.bestMatches} (fitness ${r.bestFitness})  avg ${r.averageMatches.toFixed(1)} (fitness ${Math.round(r.averageFitness)})  elapsed ${fmtTime(r.elapsedMs)}  left ${fmtTime(r.etaMs)}`,
      );
    }
  },
});

console.log(
  `Trained on ${result.positions} positions: cache ${(result.cacheMs / 1000).toFixed(1)} s, fit ${(result.fitMs / 1000).toFixed(1)} s, GA ${result.generations} generations ${(result.gaMs / 1000).toFixed(1)} s wall, ${(result.gaCpuMs / 1000).toFixed(1)} s CPU`,
);
console.log(`Weights: ${values.out}`);
console.log('Training set:');
console.log(formatStats(result.train));
if (values.val?.length) {
  const val = await buildFeatureCacheParallel(
    loadExpertPositions(values.val).positions,
    Number(values.threads),
  );
  console.log('Validation set:');
  console.log(formatStats(matchStats(val.set, result.weights)));
}
