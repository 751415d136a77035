import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { legalMoves } from '../../../../src-main/shared/rules/movegen.ts';
import { Position } from '../../../../src-main/shared/rules/position.ts';
import { MOVE_NULL, type Move } from '../../../../src-main/shared/rules/types.ts';
import type { NnueNet } from '../../../../src-main/engine/eval/nnue/net.ts';
import type { NnueEvaluator } from '../../../../src-main/engine/eval/nnue/nnue-evaluator.ts';
import { randomNet } from '../../../../src-main/engine/eval/nnue/random-net.ts';
import { mulberry32Uint } from '../../../../src-main/engine/prng.ts';
import { backendCases, nativeSkipReason, restoreKernel } from './backends.ts';

after(restoreKernel);

/**
 * Walks random search-like lines (moves, undos, null moves) and at every step compares, for every
 * backend and kernel, the incrementally updated output with a from-scratch one. A second, lazy
 * evaluator is asked only at some steps, so its next evaluate catches up several plies at once.
 * The from-scratch evaluator is long-lived, so its refreshes start from its refresh cache (the
 * accumulator last built for that king square); every 25th step a new evaluator, whose cache is
 * empty, checks that a refresh from the cache equals one from the bias.
 * Returns the number of positions compared.
 */
function walk(net: NnueNet, games: number, steps: number, seed: number): number {
  const cases = backendCases(net).map((c) => ({
    ...c,
    inc: c.create(),
    lazy: c.create(),
    fresh: c.create(),
  }));
  const rng = mulberry32Uint(seed);
  let compared = 0;
  for (let g = 0; g < games; g++) {
    const pos = Position.startpos();
    for (const c of cases) {
      c.inc.reset(pos);
      c.lazy.reset(pos);
    }
    const line: Move[] = [];
    for (let s = 0; s < steps; s++) {
      step(pos, line, rng, cases);
      const askLazy = rng() % 3 === 0;
      let expected: number | null = null;
      for (const c of cases) {
        c.select();
        c.fresh.reset(pos);
        const fresh = c.fresh.rawOutput(pos);
        const inc = c.inc.rawOutput(pos);
        assert.equal(inc, fresh, `${c.label}: incremental ≠ refresh at ${pos.sfen()}`);
        if (s % 25 === 24) {
          const cold = c.create();
          cold.reset(pos);
          const scratch = cold.rawOutput(pos);
          assert.equal(fresh, scratch, `${c.label}: cached ≠ cold refresh at ${pos.sfen()}`);
        }
        if (askLazy)
          assert.equal(
            c.lazy.rawOutput(pos),
            fresh,
            `${c.label}: lazy catch-up ≠ refresh at ${pos.sfen()}`,
          );
        if (expected === null) expected = fresh;
        assert.equal(fresh, expected, `${c.label} ≠ ${cases[0]!.label} at ${pos.sfen()}`);
      }
      compared++;
    }
  }
  return compared;
}

type Case = { inc: NnueEvaluator; lazy: NnueEvaluator };

/** One search-like step: mostly a random legal move, sometimes an undo or a null move. */
function step(pos: Position, line: Move[], rng: () => number, cases: Case[]): void {
  const r = rng() % 10;
  const moves = legalMoves(pos);
  if (line.length > 0 && (r >= 8 || moves.length === 0)) {
    const m = line.pop()!;
    for (const c of cases)
      for (const ev of [c.inc, c.lazy]) {
        if (m === MOVE_NULL) ev.onUndoNullMove(pos);
        else ev.onUndoMove(pos, m);
      }
    if (m === MOVE_NULL) pos.undoNullMove();
    else pos.undoMove(m);
  } else if (r === 7 && !pos.inCheck() && line[line.length - 1] !== MOVE_NULL) {
    pos.doNullMove();
    line.push(MOVE_NULL);
    for (const c of cases) for (const ev of [c.inc, c.lazy]) ev.onDoNullMove(pos);
  } else if (moves.length > 0) {
    const m = moves[rng() % moves.length]!;
    pos.doMove(m);
    line.push(m);
    for (const c of cases) for (const ev of [c.inc, c.lazy]) ev.onDoMove(pos, m);
  }
}

test('wild random weights: every backend and kernel agrees, incremental = refresh, on 10,000+ positions', (t) => {
  const skip = nativeSkipReason();
  if (skip) t.diagnostic(skip);
  const compared = walk(randomNet({ seed: 3, kind: 'wild' }), 46, 230, 17);
  t.diagnostic(`${compared} positions compared`);
  assert.ok(compared >= 10_000, `only ${compared} positions`);
});

test('realistic random weights, both architecture strings: same agreement', (t) => {
  for (const architecture of ['dense', 'sparse'] as const) {
    const compared = walk(
      randomNet({ seed: 4, kind: 'realistic', architecture, density: 0.2 }),
      8,
      200,
      23,
    );
    t.diagnostic(`${architecture}: ${compared} positions compared`);
    assert.ok(compared > 1000);
  }
});
