import { test } from 'node:test';
import assert from 'node:assert/strict';
import { legalMoves } from '../../../../src-main/shared/rules/movegen.ts';
import type { Variant } from '../../../../src-main/shared/rules/types.ts';
import { createClassicalEvaluator } from '../../../../src-main/engine/eval/classical/evaluator.ts';
import { defaultClassicalWeights } from '../../../../src-main/engine/eval/classical/default-weights.ts';
import { FastAttackMap } from '../../../../src-main/engine/eval/classical/fast-attack-map.ts';
import { kingDangerUnits } from '../../../../src-main/engine/eval/classical/king-danger.ts';
import { Prng } from '../../../../src-main/engine/prng.ts';
import { position } from './helpers.ts';

/** The fast evaluation (the search's) of an SFEN, from black's point of view. */
function blackEval(sfen: string, variant: Variant = 'shogi'): number {
  const pos = position(sfen, variant);
  const ev = createClassicalEvaluator(defaultClassicalWeights());
  ev.reset(pos);
  const v = ev.evaluate(pos);
  return pos.sideToMove === 0 ? v : -v;
}

/** King danger units of colour c in an SFEN. */
function danger(sfen: string, c: 0 | 1, variant: Variant = 'shogi'): number {
  const pos = position(sfen, variant);
  const map = new FastAttackMap();
  map.build(pos);
  return kingDangerUnits(pos, map, c);
}

// Black's king castled on 2h behind silver and golds, or walked out to 5e with the same pieces; white to move.
const SHOGI_CASTLED = (hand: string): string => `3sks3/9/2ppppp2/9/9/9/6PSP/6GK1/6GNL w ${hand} 1`;
const SHOGI_OPEN = (hand: string): string => `3sks3/9/2ppppp2/9/4K4/9/6PSP/6G2/6GNL w ${hand} 1`;
// Minishogi: black's king in its corner beside gold and silver, or in the centre.
const MINI_CASTLED = (hand: string): string => `4k/5/5/1S3/KG3 w ${hand} 1`;
const MINI_OPEN = (hand: string): string => `4k/5/2K2/1S3/1G3 w ${hand} 1`;

// The margins: a gold or two in hand against a bare king is decisive on 9×9; on 5×5 the king has fewer squares to lose.
for (const [variant, castled, open, hand, margin] of [
  ['shogi', SHOGI_CASTLED, SHOGI_OPEN, '2g', 300],
  ['minishogi', MINI_CASTLED, MINI_OPEN, 'gs', 100],
] as const) {
  test(`${variant}: an open king facing golds in the enemy hand scores far worse than a castled one`, () => {
    const c = blackEval(castled(hand), variant);
    const o = blackEval(open(hand), variant);
    assert.ok(c - o > margin, `castled ${c}, open ${o}`);
    assert.ok(danger(open(hand), 0, variant) > danger(castled(hand), 0, variant));
  });

  test(`${variant}: pieces in hand are worth more against an open king than against a castled one`, () => {
    // Giving white the same hand costs black more when black's king is open; material alone would cost the same.
    const costOpen = blackEval(open('-'), variant) - blackEval(open(hand), variant);
    const costCastled = blackEval(castled('-'), variant) - blackEval(castled(hand), variant);
    assert.ok(
      costOpen - costCastled > margin / 3,
      `open king: ${costOpen}, castled: ${costCastled}`,
    );
  });
}

test('shogi: a checking drop the attacker supports counts more than one the king can take', () => {
  // White's king on 5a, black holds a gold. With black's silver on 5c the gold drop on 5b is protected.
  const supported = danger('4k4/9/4S4/9/9/9/9/9/4K4 w G 1', 1);
  const bare = danger('4k4/9/9/9/4S4/9/9/9/4K4 w G 1', 1);
  assert.ok(supported > bare, `supported ${supported}, bare ${bare}`);
});

test('shogi: nifu removes the pawn drop check from the danger', () => {
  // Black holds a pawn and its silver on 5c supports 5b; a black pawn already stands on the 5th file in the second position.
  const canDrop = danger('4k4/9/4S4/9/9/9/9/9/4K4 w P 1', 1);
  const nifu = danger('4k4/9/4S4/9/9/9/4P4/9/4K4 w P 1', 1);
  assert.ok(canDrop > nifu, `drop ${canDrop}, nifu ${nifu}`);
});

for (const [variant, attacked, safe] of [
  // A white bishop on 5e attacked by a black pawn, or on 4e out of its reach (same king distances).
  ['shogi', '4k4/9/9/9/4b4/4P4/9/9/4K4 b - 1', '4k4/9/9/9/3b5/4P4/9/9/4K4 b - 1'],
  // Minishogi: a white silver on 2c attacked by black's bishop, or on 3c out of its reach.
  ['minishogi', '4k/5/3s1/5/KB3 b - 1', '4k/5/2s2/5/KB3 b - 1'],
] as const) {
  test(`${variant}: a hanging enemy piece is seen by the side to move`, () => {
    const a = blackEval(attacked, variant);
    const s = blackEval(safe, variant);
    assert.ok(a - s >= 50, `attacked ${a}, safe ${s}`);
  });
}

test('shogi: two of the mover’s pieces hanging (a fork) costs more than one', () => {
  // A white knight on 5d forks black's rook on 6f and bishop on 4f; in the second position it hits only the rook.
  const fork = blackEval('4k4/9/9/4n4/9/3B1R3/9/9/4K4 b - 1');
  const one = blackEval('4k4/9/9/4n4/9/2B2R3/9/9/4K4 b - 1');
  assert.ok(one - fork >= 100, `fork ${fork}, one ${one}`);
});

/** The SFEN of the same position with colours exchanged (board turned 180°, cases swapped). */
function flipSfen(sfen: string): string {
  const [board, side, hand, num] = sfen.split(' ');
  const swap = (s: string): string =>
    s.replace(/[a-zA-Z]/g, (c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()));
  const rows = board!
    .split('/')
    .reverse()
    .map((r) =>
      r
        .match(/\+?[a-zA-Z]|\d/g)!
        .reverse()
        .map(swap)
        .join(''),
    );
  return `${rows.join('/')} ${side === 'b' ? 'w' : 'b'} ${hand === '-' ? '-' : swap(hand!)} ${num}`;
}

for (const [variant, sfen, plies] of [
  ['shogi', 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1', 60],
  ['minishogi', 'rbsgk/4p/5/P4/KGSBR b - 1', 20],
] as const) {
  test(`${variant}: the fast evaluation is colour-symmetric along random games`, () => {
    for (const seed of [11, 12, 13]) {
      const pos = position(sfen, variant);
      const rng = new Prng(seed);
      for (let i = 0; i < plies; i++) {
        const moves = legalMoves(pos);
        if (moves.length === 0) break;
        pos.doMove(moves[rng.int(moves.length)]!);
        const ev = createClassicalEvaluator(defaultClassicalWeights());
        const same = position(pos.sfen(), variant);
        const flipped = position(flipSfen(pos.sfen()), variant);
        ev.reset(same);
        const a = ev.evaluate(same);
        ev.reset(flipped);
        assert.equal(ev.evaluate(flipped), a, pos.sfen());
      }
    }
  });
}
