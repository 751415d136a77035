/**
 * `node --import tsx tools/cli/move-prior.ts --positions <file|dir> [...] [--skip-plies N]
 * [--method counts|logit] [--from N] [--holdout N] [--tables a,b,…] [--ablate] [--val <jsonl>]
 * [--out resources/classical/move-prior.json]`: trains the move prior from training positions.
 * --holdout N fits on the positions after the first N and reports how many of those N the prior
 * alone matches (to compare table sets without touching val); --ablate also refits without each
 * table in turn; --val reports the prior alone on a held-out file (for reporting, not selection);
 * --folds K also fits K cross-fitted priors, the k-th without the games of fold k (folds.ts),
 * written to <out>.fold<k>.json for `tune:ga --fold-priors`.
 */
import { writeFileSync } from 'node:fs';
import { cliArgs } from '../../src-main/cli-args.ts';
import { loadExpertPositions, type ExpertPosition } from '../../src-main/tune/expert-positions.ts';
import {
  collectSamples,
  fitPrior,
  formatMovePrior,
  priorMatches,
  withoutFold,
  type LogitOptions,
  type PriorSamples,
} from '../../src-main/tune/move-prior.ts';
import {
  PRIOR_TABLES,
  emptyMovePrior,
  type MovePrior,
  type PriorTable,
} from '../../src-main/engine/eval/classical/move-prior.ts';
import { orExit, readWeightsFile } from '../../src-main/tune/cli-input.ts';

const { values } = cliArgs('move-prior-cli', {
  options: {
    positions: { type: 'string', multiple: true },
    'skip-plies': { type: 'string', default: '0' },
    out: { type: 'string', default: 'resources/classical/move-prior.json' },
    method: { type: 'string', default: 'logit' },
    from: { type: 'string', default: '0' },
    holdout: { type: 'string', default: '0' },
    steps: { type: 'string', default: '150' },
    l2: { type: 'string', default: '10' },
    'try-l2': { type: 'string' },
    tables: { type: 'string', multiple: true },
    ablate: { type: 'boolean', default: false },
    val: { type: 'string' },
    'offset-weights': { type: 'string' },
    upweight: { type: 'string' },
    folds: { type: 'string', default: '0' },
  },
});
if (!values.positions?.length) {
  console.error(
    'usage: move-prior-cli.ts --positions <file|dir> [--positions …] [--skip-plies N] [--out <json>]',
  );
  process.exit(2);
}
const skipPlies = Number(values['skip-plies']);
const loaded = loadExpertPositions(values.positions, { skipPlies });
for (const e of loaded.errors) console.error(`skipped ${e.file}: ${e.message}`);
const method = values.method === 'counts' ? 'counts' : 'logit';
const holdout = Number(values.holdout);
// --from N skips the first N positions (to leave them out for an unbiased experiment).
const from = Math.max(Number(values.from), holdout);
const offsetWeights = values['offset-weights']
  ? orExit(readWeightsFile(values['offset-weights'])).values
  : undefined;
// --upweight text=w: training positions whose source contains `text` count w times in the fit.
const [upText, upWeight] = values.upweight?.split('=') ?? ['', '1'];
const weightOf = (ep: ExpertPosition): number =>
  upText && ep.source.includes(upText) ? Number(upWeight) : 1;
const trainPositions = loaded.positions.slice(from);
const samples = collectSamples(trainPositions, offsetWeights, weightOf);
const held = holdout > 0 ? collectSamples(loaded.positions.slice(0, holdout), offsetWeights) : null;
const val = values.val
  ? collectSamples(loadExpertPositions([values.val]).positions, offsetWeights)
  : null;
// Each --tables set is fitted and measured in turn; the last one is written.
const tableSets = (values.tables ?? [PRIOR_TABLES.join(',')]).map(
  (t) => t.split(',') as PriorTable[],
);
const tables = tableSets.at(-1)!;
const logit: LogitOptions = { steps: Number(values.steps), l2: Number(values.l2), tables };

/** "matched/positions" of a prior (with temp × the offsets) on a held-out set, or "-" without one. */
function rate(s: PriorSamples | null, prior: MovePrior, temp: number): string {
  return s ? `${priorMatches(s, prior, temp)}/${s.positions}` : '-';
}

/** Fits with the given tables and prints the prior's matches (on top of the offsets, if any) on the held-out sets. */
function run(label: string, t: readonly PriorTable[]): { prior: MovePrior; temp: number } {
  const start = performance.now();
  const fit = fitPrior(samples, method, { ...logit, tables: t });
  const secs = ((performance.now() - start) / 1000).toFixed(1);
  console.log(
    `${label}: holdout ${rate(held, fit.prior, fit.temp)}, val ${rate(val, fit.prior, fit.temp)}, temp ${fit.temp.toFixed(5)} (${secs} s)`,
  );
  return fit;
}

if (offsetWeights) {
  // The offset evaluation alone, for comparison.
  const none = emptyMovePrior();
  console.log(`offset weights alone: holdout ${rate(held, none, 1)}, val ${rate(val, none, 1)}`);
}
for (const t of tableSets.slice(0, -1)) run(`tables ${t.join(',')}`, t);
// --try-l2 a,b,…: the last table set with each of these penalties too (for comparison only).
for (const l2 of values['try-l2']?.split(',').map(Number) ?? []) {
  const fit = fitPrior(samples, method, { ...logit, l2 });
  console.log(
    `l2 ${l2}: holdout ${rate(held, fit.prior, fit.temp)}, val ${rate(val, fit.prior, fit.temp)}`,
  );
}
const { prior, temp } = run(`tables ${tables.join(',')}`, tables);
if (values.ablate)
  for (const t of tables)
    run(
      `  without ${t}`,
      tables.filter((x) => x !== t),
    );
const sources = values.positions.map((p) => p.replace(/^.*?shared\/data\//, 'shared/data/'));
const meta = {
  source: 'banmen move-prior-cli',
  method,
  positions: samples.positions,
  sources,
  skipPlies,
  from,
  steps: logit.steps,
  l2: logit.l2,
  tables,
  offsetWeights: values['offset-weights'] ?? null,
  temp,
  upweight: values.upweight ?? null,
};
writeFileSync(values.out, formatMovePrior(prior, meta));
console.log(`Move prior from ${samples.positions} positions: ${values.out}`);
const folds = Number(values.folds);
for (let k = 0; k < folds; k++) {
  // The k-th prior never sees the games of fold k, so the GA can score those games with it.
  const fit = fitPrior(withoutFold(samples, trainPositions, k, folds), method, logit);
  const file = values.out.replace(/\.json$/, '') + `.fold${k}.json`;
  writeFileSync(file, formatMovePrior(fit.prior, { ...meta, temp: fit.temp, fold: k, folds }));
  console.log(`fold ${k}/${folds}: temp ${fit.temp.toFixed(5)}, ${file}`);
}
