/**
 * `npm run -s eval:fit -- --labels labels.jsonl[.gz] --out weights.json [--variant minishogi]
 * [--from resources/classical/weights.json] [--scale 400] [--epochs 600] [--lr 2]
 * [--max-score 2000] [--l2 0] [--king-relative]`: fits the fast classical evaluation to a teacher's labels (fit.ts),
 * starting from a weights file, and writes a weights file whose `fastWeights` and `fastScales`
 * hold the fit (the full evaluation's weights are copied unchanged). Every tenth block of 400
 * positions (about ten games) is held out and its loss reported before and after.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { cliArgs, usageError } from '../../src-main/cli-args.ts';
import {
  formatClassicalWeights,
  loadClassicalWeights,
} from '../../src-main/engine/eval/classical/weights.ts';
import {
  P_DANGER,
  P_MOBILITY,
  P_TEMPO,
  P_THREAT,
  buildFitData,
  fitLoss,
  fitParameters,
} from '../../src-main/tune/eval-fit/fit.ts';
import {
  initialParameters,
  toFastWeights,
  toKingRel,
  toPsqt,
} from '../../src-main/tune/eval-fit/weights-map.ts';
import { readLabels, type SkippedLine } from '../../src-main/tune/eval-fit/labels.ts';

const SCRIPT = 'eval:fit';
const { values } = cliArgs(SCRIPT, {
  options: {
    labels: { type: 'string' },
    out: { type: 'string' },
    variant: { type: 'string', default: 'minishogi' },
    from: { type: 'string', default: 'resources/classical/weights.json' },
    scale: { type: 'string', default: '400' },
    epochs: { type: 'string', default: '600' },
    lr: { type: 'string', default: '2' },
    'max-score': { type: 'string', default: '2000' },
    l2: { type: 'string', default: '0' },
    'king-relative': { type: 'boolean', default: false },
  },
});
if (!values.labels || !values.out) usageError(SCRIPT, '--labels and --out are required');
if (values.variant !== 'shogi' && values.variant !== 'minishogi')
  usageError(SCRIPT, `--variant must be shogi or minishogi, not '${values.variant}'`);
const num = (name: 'scale' | 'epochs' | 'lr' | 'max-score' | 'l2'): number => {
  const n = Number(values[name]);
  if (!Number.isFinite(n) || n < 0 || (n === 0 && name !== 'l2'))
    usageError(SCRIPT, `--${name} must be a positive number`);
  return n;
};

const from = loadClassicalWeights(readFileSync(values.from, 'utf8'));
if (!from.ok) usageError(SCRIPT, `${values.from}: ${from.error.message}`);
const base = from.weights;
const skipped: SkippedLine[] = [];
// Why gzip: the session-16 labels are kept in git compressed (bench/eval-fit/).
const raw = readFileSync(values.labels);
const text = (values.labels.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8');
const labels = readLabels(text, skipped, values.labels);
for (const s of skipped) console.error(`${SCRIPT}: skipped ${s.where}: ${s.reason}`);
const { data, counts } = buildFitData(labels, values.variant, num('max-score'));
console.error(`${SCRIPT}: ${labels.length} labels; kept ${JSON.stringify(counts)}`);
if (counts.kept < 100) usageError(SCRIPT, `only ${counts.kept} usable positions: label more games`);

const scale = num('scale');
// Why blocks: labels come game by game, and a game's positions are alike; held-out games test the fit.
const heldOut = (i: number): boolean => Math.floor(i / 400) % 10 === 9;
const train = (i: number): boolean => !heldOut(i);
const init = initialParameters(base);
const report = (what: string, w: Float64Array): void =>
  console.error(
    `${SCRIPT}: ${what}: train ${fitLoss(w, data, scale, train).toFixed(5)}, held out ${fitLoss(w, data, scale, heldOut).toFixed(5)}`,
  );
report('start', init);
const fitted = fitParameters(init, data, {
  scale,
  epochs: num('epochs'),
  lr: num('lr'),
  train,
  l2: num('l2'),
  kingRelative: values['king-relative'],
});
report('fitted', fitted);
const scales = {
  kingDanger: Math.round(fitted[P_DANGER]!),
  threats: Math.round(fitted[P_THREAT]!),
  mobility: Math.round(fitted[P_MOBILITY]!),
  tempo: Math.round(fitted[P_TEMPO]!),
};
const meta = {
  source: 'eval:fit (fast terms fitted to a teacher engine’s search scores)',
  variant: values.variant,
  labels: values.labels,
  positions: counts.kept,
  from: values.from,
  scale,
  epochs: num('epochs'),
  ...(values['king-relative'] && { kingRelative: true, l2: num('l2') }),
};
writeFileSync(
  values.out,
  formatClassicalWeights(base.values, meta, toFastWeights(fitted, base), {
    scales,
    psqt: toPsqt(fitted),
    // Why only when asked: a file without the tables evaluates exactly as before they existed.
    ...((values['king-relative'] || base.kingRel) && { kingRel: toKingRel(fitted) }),
  }),
);
console.error(`${SCRIPT}: wrote ${values.out} (scales ${JSON.stringify(scales)})`);
