/**
 * Evaluator cost benchmark: `node --import tsx tools/bench/classical-eval.ts`.
 * Walks random games and, at every node, does what a search does per child (do, evaluator
 * hook, evaluate, undo) for all legal moves. Reports children per second for: do/undo only,
 * the material evaluator, classical fast and classical full, measured side by side.
 */
import { generateLegal } from '../../src-main/shared/rules/movegen.ts';
import { Position } from '../../src-main/shared/rules/position.ts';
import { Prng } from '../../src-main/engine/prng.ts';
import { evaluateChild, type Evaluator } from '../../src-main/engine/eval/evaluator.ts';
import { MaterialEvaluator } from '../../src-main/engine/eval/material.ts';
import { createClassicalEvaluator } from '../../src-main/engine/eval/classical/evaluator.ts';
import { defaultClassicalWeights } from '../../src-main/engine/eval/classical/default-weights.ts';
import { median } from '../../src-main/bench-stats.ts';

/** Root positions from random games (plies 10..90). */
function roots(): Position[] {
  const rng = new Prng(7);
  const out: Position[] = [];
  const buf = new Int32Array(1024);
  for (let g = 0; g < 20; g++) {
    const pos = Position.startpos();
    for (let ply = 0; ply < 90; ply++) {
      const n = generateLegal(pos, buf, 0);
      if (n === 0) break;
      pos.doMove(buf[rng.int(n)]!);
      if (ply >= 10 && ply % 8 === 0) out.push(pos.clone());
    }
  }
  return out;
}

/** Children evaluated per second with `ev` (null: do/undo only). */
function rate(positions: Position[], ev: Evaluator | null): number {
  const buf = new Int32Array(1024);
  let children = 0;
  let sink = 0;
  const t0 = performance.now();
  for (let rep = 0; rep < 3; rep++) {
    for (const pos of positions) {
      ev?.reset(pos);
      const n = generateLegal(pos, buf, 0);
      for (let i = 0; i < n; i++) sink += evaluateChild(pos, buf[i]!, ev);
      children += n;
    }
  }
  if (sink === 0.5) console.log(sink);
  return children / ((performance.now() - t0) / 1000);
}

const ps = roots();
const weights = defaultClassicalWeights();
const cases: Array<[string, () => Evaluator | null]> = [
  ['do/undo only', () => null],
  ['material', () => new MaterialEvaluator()],
  ['classical fast', () => createClassicalEvaluator(weights)],
  ['classical full', () => createClassicalEvaluator(weights, { full: true })],
];
const results = new Map<string, number[]>();
for (let round = 0; round < 3; round++) {
  for (const [name, make] of cases) {
    const list = results.get(name) ?? [];
    list.push(rate(ps, make()));
    results.set(name, list);
  }
}
const base = median(results.get('do/undo only')!);
console.log(`${ps.length} root positions, medians of 3 rounds:`);
for (const [name, xs] of results) {
  const r = median(xs);
  console.log(
    `${name.padEnd(16)} ${(r / 1000).toFixed(0).padStart(6)} k children/s  (${(r / base).toFixed(2)} × do/undo)`,
  );
}
