import { test } from 'node:test';
import assert from 'node:assert/strict';
import { legalMoves } from '../../../../src-main/shared/rules/movegen.ts';
import type { Position } from '../../../../src-main/shared/rules/position.ts';
import { moveTo } from '../../../../src-main/shared/rules/types.ts';
import { fillBoardView } from '../../../../src-main/engine/eval/classical/board-view.ts';
import { createClassicalEvaluator } from '../../../../src-main/engine/eval/classical/evaluator.ts';
import { FeatureExtractor, dot } from '../../../../src-main/engine/eval/classical/extract.ts';
import { FEATURE_COUNT } from '../../../../src-main/engine/eval/classical/feature-set.ts';
import { Prng } from '../../../../src-main/engine/prng.ts';
import { position } from './helpers.ts';

const START = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';
const MINI = 'rbsgk/4p/5/P4/KGSBR b - 1';

/** Plays a random game, calling fn after every move with the evaluator kept in step. */
function randomGame(
  pos: Position,
  seed: number,
  plies: number,
  fn: (p: Position, played: number[]) => void,
): void {
  const rng = new Prng(seed);
  const played: number[] = [];
  for (let i = 0; i < plies; i++) {
    const moves = legalMoves(pos);
    if (moves.length === 0) break;
    const m = moves[rng.int(moves.length)]!;
    pos.doMove(m);
    played.push(m);
    fn(pos, played);
  }
}

for (const [variant, sfen] of [
  ['shogi', START],
  ['minishogi', MINI],
] as const) {
  test(`${variant}: the fast evaluator kept incrementally equals a fresh one, through do and undo`, () => {
    for (let seed = 1; seed <= 6; seed++) {
      const pos = position(sfen, variant);
      const ev = createClassicalEvaluator();
      ev.reset(pos);
      const history: number[] = [];
      randomGame(pos, seed, 80, (p, played) => {
        ev.onDoMove(p, played.at(-1)!);
        history.push(ev.evaluate(p));
        const fresh = createClassicalEvaluator();
        fresh.reset(p);
        assert.equal(ev.evaluate(p), fresh.evaluate(p), p.sfen());
      });
      for (let i = history.length - 1; i > 0; i--) {
        const m = pos.lastMove();
        ev.onUndoMove(pos, m);
        pos.undoMove(m);
        assert.equal(ev.evaluate(pos), history[i - 1]);
      }
    }
  });
}

test('full mode is exactly −(w·f) of the position seen from the side that just moved', () => {
  const pos = position(START);
  const ev = createClassicalEvaluator(undefined, { full: true });
  ev.reset(pos);
  const fx = new FeatureExtractor();
  const f = new Int32Array(FEATURE_COUNT);
  const w = ev['w'] as Int32Array;
  randomGame(pos, 9, 60, (p, played) => {
    const m = played.at(-1)!;
    ev.onDoMove(p, m);
    const prev = played.length > 1 ? moveTo(played.at(-2)!) : -1;
    fx.extract(fillBoardView(p), { move: m, captured: p.capturedPiece(), previousTo: prev }, f, p);
    assert.equal(ev.evaluate(p), -dot(w, f) | 0);
  });
});

for (const [variant, sfen] of [
  ['shogi', START],
  ['minishogi', MINI],
] as const) {
  test(`${variant}: the full evaluation is colour-symmetric (a position and its colour-flipped twin)`, () => {
    const ev = createClassicalEvaluator(undefined, { full: true });
    for (const seed of [4, 5, 6]) {
      const pos = position(sfen, variant);
      randomGame(pos, seed, variant === 'shogi' ? 50 : 16, () => {});
      const same = position(pos.sfen(), variant);
      const flipped = position(flipSfen(pos.sfen()), variant);
      ev.reset(same);
      const a = ev.evaluate(same);
      ev.reset(flipped);
      assert.equal(ev.evaluate(flipped), a, pos.sfen());
    }
  });
}

test('a side a rook up is ahead in both modes', () => {
  const sfen = 'lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';
  for (const full of [false, true]) {
    const pos = position(sfen);
    const ev = createClassicalEvaluator(undefined, { full });
    ev.reset(pos);
    assert.ok(ev.evaluate(pos) > 500, `full=${full}: ${ev.evaluate(pos)}`);
  }
});

/** The SFEN of the same position with colours exchanged (board turned 180°, cases swapped). */
function flipSfen(sfen: string): string {
  const [board, side, hand, num] = sfen.split(' ');
  const rows = board!
    .split('/')
    .reverse()
    .map((r) => {
      const tokens = r.match(/\+?[a-zA-Z]|\d/g)!;
      return tokens.reverse().map(swapCase).join('');
    });
  const h = hand === '-' ? '-' : swapCase(hand!);
  return `${rows.join('/')} ${side === 'b' ? 'w' : 'b'} ${h} ${num}`;
}

function swapCase(s: string): string {
  return s.replace(/[a-zA-Z]/g, (c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()));
}
