/**
 * `node --import tsx src-main/tune/move-prior-cli.ts --positions <file|dir> [...] [--skip-plies N]
 * [--method counts|logit] [--from N] [--out resources/classical/move-prior.json]`: trains the move prior from training positions.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadExpertPositions } from './expert-positions.ts';
import { formatMovePrior, trainMovePrior } from './move-prior.ts';

const { values } = parseArgs({
  options: {
    positions: { type: 'string', multiple: true },
    'skip-plies': { type: 'string', default: '0' },
    out: { type: 'string', default: 'resources/classical/move-prior.json' },
    method: { type: 'string', default: 'logit' },
    from: { type: 'string', default: '0' },
    steps: { type: 'string', default: '150' },
    l2: { type: 'string', default: '1' },
  },
});
if (!values.positions?.length) {
  console.error('usage: move-prior-cli.ts --positions <file|dir> [--positions …] [--skip-plies N] [--out <json>]');
  process.exit(2);
}
const skipPlies = Number(values['skip-plies']);
const loaded = loadExpertPositions(values.positions, { skipPlies });
const method = values.method === 'counts' ? 'counts' : 'logit';
// --from N skips the first N positions (to leave them out for an unbiased experiment).
const { prior, positions } = trainMovePrior(loaded.positions.slice(Number(values.from)), method, {
  steps: Number(values.steps),
  l2: Number(values.l2),
});
const sources = values.positions.map((p) => p.replace(/^.*?shared\/data\//, 'shared/data/'));
writeFileSync(values.out, formatMovePrior(prior, { source: 'banmen move-prior-cli', method, positions, sources, skipPlies, from: Number(values.from), steps: Number(values.steps), l2: Number(values.l2) }));
console.log(`Move prior from ${positions} positions: ${values.out}`);
