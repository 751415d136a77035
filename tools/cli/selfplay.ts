/**
 * `node --import tsx tools/cli/selfplay.ts --a <weights.json> --b <weights.json|material>
 * [--nodes N] [--games N] [--openings <file>] [--full]`: a plain match between two evaluations at
 * equal nodes (the "evolved vs untuned" check); `material` is the engine's hand-set
 * material-only evaluator. Prints A's score.
 */
import { cliArgs } from '../../src-main/cli-args.ts';
import { createClassicalEvaluator } from '../../src-main/engine/eval/classical/evaluator.ts';
import type { Evaluator } from '../../src-main/engine/eval/evaluator.ts';
import { MaterialEvaluator } from '../../src-main/engine/eval/material.ts';
import { loadOpenings } from '../../src-main/tournament/openings.ts';
import { orExit, readWeightsFile } from '../../src-main/tune/cli-input.ts';
import { searchChooser } from '../../src-main/tune/search-chooser.ts';
import { playMatch } from '../../src-main/tune/selfplay.ts';

const { values } = cliArgs('selfplay-cli', {
  options: {
    a: { type: 'string', default: 'resources/classical/weights.json' },
    b: { type: 'string', default: 'resources/classical/handset.json' },
    nodes: { type: 'string', default: '2000' },
    games: { type: 'string', default: '40' },
    openings: { type: 'string', default: '../shared/data/openings/taya36_2020-11-06.sfen' },
    plies: { type: 'string', default: '24' },
    full: { type: 'boolean', default: false },
  },
});

// Each opening is played twice, so only the first games / 2 are needed (and checked).
const pairs = Math.ceil(Number(values.games) / 2);
const book = loadOpenings(
  { file: values.openings, order: 'sequential', plies: Number(values.plies) },
  'shogi',
  1,
  pairs,
);
if (!book.ok) {
  console.error(`selfplay: ${book.error.message}`);
  process.exit(2);
}
const openings = book.openings.slice(0, pairs);
const nodes = Number(values.nodes);
const full = values.full;
/** A weights file, or `material` for the engine's hand-set material-only evaluator. */
const evaluatorOf = (spec: string): Evaluator =>
  spec === 'material'
    ? new MaterialEvaluator()
    : createClassicalEvaluator(orExit(readWeightsFile(spec)), { full });
const a = searchChooser(evaluatorOf(values.a), { nodes });
const b = searchChooser(evaluatorOf(values.b), { nodes });
const t0 = performance.now();
const r = await playMatch(openings, a, b, (m) =>
  console.error(
    `game ${m.games}: +${m.wins} =${m.draws} -${m.losses}  score ${(100 * m.score).toFixed(1)}%`,
  ),
);
console.log(
  `${values.a} vs ${values.b}, ${nodes} nodes/move, ${full ? 'full' : 'fast'} evaluation, ${r.games} games in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
);
console.log(`A: +${r.wins} =${r.draws} -${r.losses}  score ${(100 * r.score).toFixed(1)}%`);
