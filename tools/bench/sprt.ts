/**
 * `npm run -s bench:sprt [-- --runs N --seed S]`: the SPRT's behaviour on simulated game pairs.
 *
 * Each simulated pair draws an opening that favours Black by δ ~ U(−bias, bias), then plays two
 * games with colours swapped, each won, drawn or lost with the logistic probabilities of the true
 * Elo difference (drawn with probability `draw`). For every pseudo-count prior it reports:
 * - early: runs of SPRT(0, 10) between identical engines decided within 40 games (target ≤ 5 of 100);
 * - αH1: runs at a true 0 Elo that end accepting H1 (the test's α = 5%);
 * - power: runs at a true 10 Elo that end accepting H1 (the test's 1 − β = 95%);
 * - games: the median length of the true-0 runs.
 */
import { cliArgs } from '../../src-main/cli-args.ts';
import { mulberry32 } from '../../src-main/tournament/rng.ts';
import { pentanomialLlr, type Pentanomial } from '../../src-main/tournament/sprt.ts';

const LOWER = Math.log(0.05 / 0.95);
const UPPER = Math.log(0.95 / 0.05);
const MAX_PAIRS = 20_000;

interface Model {
  draw: number;
  bias: number;
}

/** Per-game score of `elo` for the first engine, split into win/draw probabilities. */
function gameOutcome(rand: () => number, elo: number, draw: number, colourEdge: number): number {
  const s = Math.min(0.999, Math.max(0.001, 1 / (1 + Math.pow(10, -elo / 400)) + colourEdge));
  const d = Math.min(draw, 2 * Math.min(s, 1 - s));
  const u = rand();
  if (u < s - d / 2) return 2;
  return u < s + d / 2 ? 1 : 0;
}

/** One SPRT run: the pair at which it decided (or MAX_PAIRS) and the decision. */
function runOnce(
  rand: () => number,
  elo: number,
  m: Model,
  prior: number,
): { pairs: number; h1: boolean } {
  const penta: Pentanomial = [0, 0, 0, 0, 0];
  for (let pair = 1; pair <= MAX_PAIRS; pair++) {
    const delta = (2 * rand() - 1) * m.bias;
    // Game 1: the first engine has Black (the opening's edge helps it); game 2: colours swapped.
    const points = gameOutcome(rand, elo, m.draw, delta) + gameOutcome(rand, elo, m.draw, -delta);
    penta[points]!++;
    const llr = pentanomialLlr(penta, 0, 10, prior);
    if (llr >= UPPER) return { pairs: pair, h1: true };
    if (llr <= LOWER) return { pairs: pair, h1: false };
  }
  return { pairs: MAX_PAIRS, h1: false };
}

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[s.length >> 1]!;
}

/** Simulates `runs` SPRTs per model and prior and prints one table row each. */
function main(): void {
  const { values } = cliArgs('bench:sprt', {
    options: { runs: { type: 'string' }, seed: { type: 'string' } },
  });
  const runs = Number(values.runs ?? 1000);
  const rand = mulberry32(Number(values.seed ?? 1));
  const models: Model[] = [
    { draw: 0.02, bias: 0 },
    { draw: 0.02, bias: 0.3 },
    { draw: 0.1, bias: 0.15 },
    { draw: 0.3, bias: 0.15 },
  ];
  console.log(
    '| prior | draw | bias | decided within 40 games (true 0, %) | αH1 (true 0) | power (true 10) | median games (true 0) |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const prior of [0, 0.001, 0.05, 0.1, 0.25, 0.5]) {
    for (const m of models) {
      const zero = Array.from({ length: runs }, () => runOnce(rand, 0, m, prior));
      const ten = Array.from({ length: runs }, () => runOnce(rand, 10, m, prior));
      const early = zero.filter((r) => r.pairs <= 20).length;
      const alpha = zero.filter((r) => r.h1).length;
      const power = ten.filter((r) => r.h1).length;
      const pct = (k: number) => ((100 * k) / runs).toFixed(1);
      console.log(
        `| ${prior} | ${m.draw} | ${m.bias} | ${pct(early)} | ${pct(alpha)}% | ${pct(power)}% | ${2 * median(zero.map((r) => r.pairs))} |`,
      );
    }
  }
}

main();
