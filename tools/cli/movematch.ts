/**
 * `npm run -s movematch -- --positions <file|dir> [--weights <json>] [--depth N] [--evalfile <net>]`:
 * the share of expert moves the classical evaluation picks, overall and by kind of move.
 * The last line is `Matched: X / N (P%)`.
 */
import { existsSync } from 'node:fs';
import { cliArgs } from '../../src-main/cli-args.ts';
import { createClassicalEvaluator } from '../../src-main/engine/eval/classical/evaluator.ts';
import { handSetWeights } from '../../src-main/engine/eval/classical/weights.ts';
import { orExit, readWeightsFile } from '../../src-main/tune/cli-input.ts';
import { loadExpertPositions } from '../../src-main/tune/expert-positions.ts';
import { formatStats } from '../../src-main/tune/ga/match-report.ts';
import { depthOneChooser, matchMoves } from '../../src-main/tune/movematch.ts';
import { searchChooser } from '../../src-main/tune/search-chooser.ts';
import { createEvaluator } from '../../src-main/engine/eval/factory.ts';

const USAGE = `usage: npm run -s movematch -- --positions <file|dir> [--positions …] [options]
  --weights <json>   classical weights (default resources/classical/weights.json, else hand-set)
  --handset          use the hand-set (untuned) weights
  --depth N          1 = the paper's 1-ply test with every feature family (default);
                     deeper runs the engine search with the fast classical evaluator
  --full             with --depth > 1: search with every feature family (slower)
  --evalfile <net>   use an NNUE net instead of the classical evaluation
  --winner-only --skip-plies N --limit N   as in tune:ga`;

const { values } = cliArgs('movematch', {
  options: {
    positions: { type: 'string', multiple: true },
    weights: { type: 'string' },
    handset: { type: 'boolean', default: false },
    full: { type: 'boolean', default: false },
    depth: { type: 'string', default: '1' },
    evalfile: { type: 'string' },
    'winner-only': { type: 'boolean', default: false },
    'skip-plies': { type: 'string', default: '0' },
    limit: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help || !values.positions?.length) {
  console.error(USAGE);
  process.exit(values.help ? 0 : 2);
}

/** The weights the user asked for; exits with a message on a bad file. */
function weightsFromArgs(): { weights: ReturnType<typeof handSetWeights>; label: string } {
  if (values.handset) return { weights: handSetWeights(), label: 'hand-set' };
  const path = values.weights ?? 'resources/classical/weights.json';
  if (!values.weights && !existsSync(path)) return { weights: handSetWeights(), label: 'hand-set' };
  return { weights: orExit(readWeightsFile(path)), label: path };
}

const depth = Number(values.depth);
if (!(depth >= 1)) {
  console.error('--depth must be a positive integer');
  process.exit(2);
}
const { weights, label: weightsLabel } = weightsFromArgs();
const made = values.evalfile
  ? createEvaluator({ evalFile: values.evalfile, backend: 'auto', variant: 'shogi' })
  : null;
for (const m of made?.messages ?? []) console.error(m);
if (made && made.evaluator.name === 'classical') process.exit(1);
const full = depth === 1 || values.full;
const evaluator = made ? made.evaluator : createClassicalEvaluator(weights, { full });
const label = made
  ? `${made.evaluator.name} ${values.evalfile}`
  : `classical ${full ? 'full' : 'fast'}, ${weightsLabel}`;
const loaded = loadExpertPositions(values.positions, {
  winnerOnly: values['winner-only'],
  skipPlies: Number(values['skip-plies']),
  limit: values.limit ? Number(values.limit) : undefined,
});
for (const e of loaded.errors) console.error(`skipped ${e.file}: ${e.message}`);
const chooser = depth === 1 ? depthOneChooser(evaluator) : searchChooser(evaluator, { depth });
const t0 = performance.now();
const { stats, skipped } = await matchMoves(loaded.positions, chooser, (done) => {
  if (done % 100 === 0) process.stderr.write(`\r${done}/${loaded.positions.length}`);
});
process.stderr.write('\n');
console.log(
  `Evaluation: ${label}; depth ${depth}; ${stats.total} positions (${skipped} skipped), ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);
console.log(formatStats(stats));
