/**
 * Pruning must not lose forced mates: a sample of the tanuki-tsume-shogi mate-in-1/3/5 problems
 * is solved by the main search under a depth budget and under a node budget, and through `go mate`
 * (df-pn, its line checked by an independent AND/OR verifier). The main search may announce a
 * longer mate than the shortest (its pruning and its non-checking "quiet" mates are allowed: the
 * attacker has no king to lose), but it must announce one, and its PV must end in checkmate.
 * Before late-move pruning stopped dropping the whole quiet stage (and with it every later quiet
 * check), the search missed some of these at these budgets (e.g. 3-514, 5-57, 5-183); over the
 * whole sets at depth n + 4 it solved 519/543 mate-in-3 and 278/296 mate-in-5 problems, now all.
 * The depth budget is n + 5 since a piece's promotion became a quiet (PromotionQuiet, session 64):
 * its pruning left mate-in-5 problem 5-141 to depth 10 (found at 42,000 nodes).
 * The whole sets run through df-pn in mate/dfpn.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Engine } from '../../src-main/engine/engine.ts';
import { defaultOptions } from '../../src-main/engine/options.ts';
import { parseSfen, parseUsiMove } from '../../src-main/shared/rules/sfen.ts';
import { legalMoves } from '../../src-main/shared/rules/movegen.ts';
import { MOVE_NONE } from '../../src-main/shared/rules/types.ts';
import type { Position } from '../../src-main/shared/rules/position.ts';
import type { InfoFields } from '../../src-main/shared/usi-protocol.ts';
import { loadTsume, tsumePath, tsumeToSfen, type TsumeProblem } from './helpers/tsume.ts';
import { assertForcedMateLine } from './helpers/mate-verify.ts';

/** How many plies longer than the shortest mate the main search may announce. */
const SLACK = 4;

/** Problems per set: every k-th of the file, so the test stays fast but spans the set. */
const SAMPLE = 20;

function sample(path: string): TsumeProblem[] {
  const all = loadTsume(path);
  const step = Math.max(1, Math.floor(all.length / SAMPLE));
  return all.filter((_, i) => i % step === 0).slice(0, SAMPLE);
}

function problemPosition(p: TsumeProblem): Position {
  // A few generated problems have two attacker pawns on a file; only dropping into nifu is illegal.
  const parsed = parseSfen(tsumeToSfen(p), 'shogi', { allowNifu: true });
  if (!parsed.ok) throw new Error(`problem ${p.id} does not parse: ${parsed.error.message}`);
  return parsed.position;
}

function smallEngine(): Engine {
  const engine = new Engine();
  engine.configure({ ...defaultOptions(), USI_Hash: 16 });
  return engine;
}

/** Searches from a fresh table and history; returns the answer and the last info line with a PV. */
function searchProblem(engine: Engine, pos: Position, go: { depth?: number; nodes?: number }) {
  engine.newGame();
  const infos: InfoFields[] = [];
  const answer = engine.go(pos.clone(), go, (i) => infos.push(i));
  return { answer, last: infos.filter((i) => i.pv !== undefined).at(-1) };
}

/** The PV's first `length` moves are legal and leave the defender checkmated. */
function assertPvMates(start: Position, pv: string[], length: number, tag: string): void {
  assert.ok(pv.length >= length, `${tag}: PV ${pv.join(' ')} reaches the mate in ${length}`);
  const pos = start.clone();
  for (const usi of pv.slice(0, length)) {
    const m = parseUsiMove(pos, usi);
    assert.notEqual(m, MOVE_NONE, `${tag}: PV move ${usi} is legal`);
    pos.doMove(m);
  }
  assert.ok(pos.inCheck() && legalMoves(pos).length === 0, `${tag}: the PV ends in checkmate`);
}

for (const n of [1, 3, 5]) {
  const path = tsumePath(n);
  const skip = path ? false : 'shared data absent (../shared/data/tsume)';
  for (const budget of [{ depth: n + 5 }, { nodes: 200_000 }]) {
    const label =
      budget.depth !== undefined ? `go depth ${budget.depth}` : `go nodes ${budget.nodes}`;
    test(
      `${label} finds and announces a forced mate in every sampled mate-in-${n} problem`,
      { skip },
      () => {
        const engine = smallEngine();
        for (const p of sample(path!)) {
          const pos = problemPosition(p);
          const { answer, last } = searchProblem(engine, pos, budget);
          const tag = `problem ${n}-${p.id} (${tsumeToSfen(p)}), ${label}`;
          assert.equal(
            last?.score?.kind,
            'mate',
            `${tag}: mate announced (got ${JSON.stringify(last?.score)})`,
          );
          const length = last!.score!.value;
          assert.ok(
            length > 0 && length <= n + SLACK,
            `${tag}: mate in ${length} ≤ ${n} + ${SLACK}`,
          );
          assert.equal(answer.bestmove, last!.pv![0], `${tag}: bestmove is the PV's first move`);
          assertPvMates(pos, last!.pv!, length, tag);
        }
      },
    );
  }
  test(`go mate solves every sampled mate-in-${n} problem with a verified line`, { skip }, () => {
    const engine = smallEngine();
    for (const p of sample(path!)) {
      const pos = problemPosition(p);
      const r = engine.mate(pos.clone(), 20_000);
      assert.equal(r.kind, 'mate', `problem ${n}-${p.id} solved`);
      if (r.kind === 'mate') assertForcedMateLine(pos, r.moves, `problem ${n}-${p.id}`);
    }
  });
}
