/**
 * The tsume verifier: correct problems pass, alternative mates (余詰) are reported with the
 * mate they give, useless interpositions (無駄合) do not count as defences while useful ones
 * do, a pawn-drop mate is never a solution, leftover pieces fail a problem. Known problems
 * from ../shared/data (tanuki-tsume-shogi) are cross-checked with the engine's df-pn.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseSfen, parseUsiMove } from '../../src-main/shared/rules/sfen.ts';
import { legalMoves } from '../../src-main/shared/rules/movegen.ts';
import { solveMate } from '../../src-main/engine/mate/dfpn.ts';
import { TsumeSolver } from '../../src-main/tsume/solver.ts';
import { verifyTsume } from '../../src-main/tsume/verify.ts';
import { loadTsume, tsumePath, tsumeSolutionUsi, tsumeToSfen } from '../engine/helpers/tsume.ts';

/** The position of a valid SFEN. */
function positionOf(sfen: string) {
  const r = parseSfen(sfen);
  assert.ok(r.ok, sfen);
  return r.position;
}

/** King on 1a, black gold on 3b and knight on 2d (covering 1b); the attacker's hand varies. */
const corner = (hand: string, defender = '2r2b3g4s3n4l18p') =>
  `8k/6G2/9/7N1/9/9/9/9/9 b ${hand}${defender} 1`;

test('a head-gold mate in 1 passes as unique, found without its solution too', () => {
  const sfen = '4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1';
  const stated = verifyTsume(sfen, { solution: ['G*5b'] });
  assert.deepEqual([stated.ok, stated.unique, stated.length, stated.errors], [true, true, 1, []]);
  const found = verifyTsume(sfen);
  assert.deepEqual([found.ok, found.line], [true, ['G*5b']]);
});

test('an alternative mate is reported with the move and its length', () => {
  const r = verifyTsume(corner('R'), { solution: ['R*1b'] });
  assert.equal(r.ok, false);
  assert.equal(r.unique, false);
  assert.deepEqual(
    r.yozume.find((y) => y.move === 'R*2a'),
    { ply: 1, move: 'R*2a', mateIn: 1 },
  );
});

test('useless interpositions do not defend, an interposition next to the king does', () => {
  // After the distant rook drop on 1e the defender may interpose on 1b, 1c or 1d. A piece on 1c
  // or 1d is taken by the rook and changes nothing (無駄合); a piece on 1b, next to the king,
  // is a real defence: the rook takes it (guarded by the knight) and mates.
  const pos = positionOf(corner('R'));
  pos.doMove(parseUsiMove(pos, 'R*1e'));
  const solver = new TsumeSolver();
  assert.equal(solver.isUselessInterposition(pos, parseUsiMove(pos, 'P*1c'), 2), true);
  assert.equal(solver.isUselessInterposition(pos, parseUsiMove(pos, 'G*1d'), 2), true);
  assert.equal(solver.isUselessInterposition(pos, parseUsiMove(pos, 'P*1b'), 2), false);
  assert.equal(solver.andMate(pos, 0), false, 'the interposition on 1b answers the check');
  assert.equal(
    solver.andMate(pos, 2),
    true,
    'mate in 3 in all: R*1e, an interposition on 1b, Rx1b',
  );
  // Hence, looked for up to 2 plies longer, R*1e is an alternative mate in 3 beside R*1b.
  const r = verifyTsume(corner('R'), { solution: ['R*1b'], extraPlies: 2 });
  assert.deepEqual(
    r.yozume.find((y) => y.move === 'R*1e'),
    { ply: 1, move: 'R*1e', mateIn: 3 },
  );
});

test('a useful interposition (guarded by the defender) is a defence', () => {
  // A white silver on 2c guards 1b and 1d: a piece interposed on 1d costs the rook.
  const sfen = '8k/6G2/7s1/7N1/9/9/9/9/9 b R2r2b3g3s3n4l18p 1';
  const pos = positionOf(sfen);
  pos.doMove(parseUsiMove(pos, 'R*1e'));
  const solver = new TsumeSolver();
  assert.equal(solver.isUselessInterposition(pos, parseUsiMove(pos, 'P*1d'), 2), false);
});

test('a pawn-drop mate (uchifuzume) is never a solution', () => {
  const stated = verifyTsume(corner('P', '2r2b3g4s3n4l17p'), { solution: ['P*1b'] });
  assert.equal(stated.ok, false);
  assert.ok(
    stated.errors.some((e) => e.includes('uchifuzume')),
    stated.errors.join('; '),
  );
  const found = verifyTsume(corner('P', '2r2b3g4s3n4l17p'));
  assert.equal(found.ok, false);
  assert.ok(!found.line.includes('P*1b'));
  // The same drop with a lance is a legal mate.
  assert.equal(verifyTsume(corner('L', '2r2b3g4s3n3l18p')).length, 1);
});

test("pieces left in the attacker's hand fail a problem", () => {
  const r = verifyTsume('4k4/9/4P4/9/9/9/9/9/9 b GP2r2b3g4s4n4l16p 1', { solution: ['G*5b'] });
  assert.equal(r.ok, false);
  assert.ok(
    r.errors.some((e) => e.includes("left in the attacker's hand")),
    r.errors.join('; '),
  );
});

test('a stated line longer than the shortest mate is refused', () => {
  const r = verifyTsume('4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1', {
    solution: ['G*5b', '5a4a', '5b4a'],
  });
  assert.equal(r.ok, false);
  assert.ok(
    r.errors.some((e) => e.includes('shorter mate')),
    r.errors.join('; '),
  );
});

for (const n of [1, 3, 5]) {
  const path = tsumePath(n);
  test(
    `tanuki mate${n}: known problems pass, and every 余詰 reported really mates (engine df-pn)`,
    { skip: path ? false : 'shared data absent' },
    () => {
      const problems = loadTsume(path!).slice(0, 30);
      let passed = 0;
      for (const p of problems) {
        const sfen = tsumeToSfen(p);
        const r = verifyTsume(sfen, { solution: tsumeSolutionUsi(p) });
        assert.deepEqual(r.errors, [], `#${p.id} ${sfen}`);
        assert.equal(r.length, p.mateLength);
        if (r.ok) passed++;
        for (const y of r.yozume) {
          const pos = positionOf(sfen);
          for (const usi of tsumeSolutionUsi(p).slice(0, y.ply - 1))
            pos.doMove(parseUsiMove(pos, usi));
          pos.doMove(parseUsiMove(pos, y.move));
          // Independent check: every reply (interpositions included) loses to a forced mate.
          for (const d of legalMoves(pos)) {
            pos.doMove(d);
            const mate = solveMate(pos, { timeMs: 10_000 });
            pos.undoMove(d);
            assert.equal(mate.kind, 'mate', `#${p.id}: 余詰 ${y.move} at move ${y.ply}`);
          }
        }
      }
      assert.ok(passed >= problems.length * 0.6, `${passed} of ${problems.length} passed`);
    },
  );
}
