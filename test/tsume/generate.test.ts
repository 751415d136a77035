/**
 * Making problems from game positions: the tsume diagram of a position (attacker's king off,
 * the defender holding the rest, black always attacking), stripping, and a generated problem
 * that the verifier accepts with its stated solution.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatSetup, parseSfen } from '../../src-main/shared/rules/sfen.ts';
import { toTsumeSetup } from '../../src-main/tsume/convert.ts';
import { makeProblem, suffixCandidates } from '../../src-main/tsume/generate.ts';
import { verifyTsume } from '../../src-main/tsume/verify.ts';

function position(sfen: string) {
  const r = parseSfen(sfen);
  assert.ok(r.ok, sfen);
  return r.position;
}

test('a game position becomes a diagram: no attacking king, the defender holds the rest', () => {
  // Black to move with a king on 5i, a gold on 5c and a gold in hand; white's king on 5a.
  const s = toTsumeSetup(position('4k4/9/4G4/9/9/9/9/9/4K4 b G 1'))!;
  assert.equal(formatSetup(s), '4k4/9/4G4/9/9/9/9/9/9 b G2r2b2g4s4n4l18p 1');
});

test('a white-to-move position is turned round so that black attacks', () => {
  const s = toTsumeSetup(position('4k4/9/9/9/9/9/4g4/9/4K4 w g 1'))!;
  assert.equal(formatSetup(s), '4k4/9/4G4/9/9/9/9/9/9 b G2r2b2g4s4n4l18p 1');
});

test('a position with a mate gives a stripped, verified problem and its shorter tails', () => {
  // A head-gold mate with a far rook and pawn that the mate does not need.
  const s = toTsumeSetup(position('4k4/9/4P4/9/9/9/9/P8/R3K4 b G 1'))!;
  const r = makeProblem({ setup: s, source: 'test' });
  assert.ok(r.ok, r.ok ? '' : r.why);
  assert.equal(r.plies, 1);
  assert.equal(r.problem.sfen, '4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1');
  assert.deepEqual(r.problem.solution, ['G*5b']);
  assert.ok(verifyTsume(r.problem.sfen, { solution: r.problem.solution }).ok);
});

test('the rest of a verified line after a defender move is a problem of its own', () => {
  const parent = {
    id: '3-0001',
    sfen: '7kl/9/6G2/9/9/9/9/9/9 b S2r2b3g3s4n3l18p 1',
    solution: ['S*3b', '2a1b', '3c2c'],
    source: 'test',
  };
  assert.ok(verifyTsume(parent.sfen, { solution: parent.solution }).ok);
  const tails = suffixCandidates(parent);
  assert.equal(tails.length, 1);
  assert.equal(tails[0]!.source, 'test, after move 2');
  const r = makeProblem(tails[0]!);
  assert.ok(r.ok, r.ok ? '' : r.why);
  assert.deepEqual([r.plies, r.problem.solution], [1, ['3c2c']]);
});
