import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseSfen, moveToUsi, parseUsiMove } from '../../../src-main/shared/rules/sfen.ts';
import { Position } from '../../../src-main/shared/rules/position.ts';
import {
  attackedBy,
  generateCaptures,
  generateEvasions,
  generateLegal,
  generateQuiets,
  isPawnDropMate,
  legalMoves,
} from '../../../src-main/shared/rules/movegen.ts';
import { MOVE_NONE, isDrop, isPromotion } from '../../../src-main/shared/rules/types.ts';
import type { Color, Variant } from '../../../src-main/shared/rules/types.ts';
import { mulberry32 } from '../../../src-main/engine/prng.ts';
import { see, seeGe } from '../../../src-main/shared/rules/see.ts';

function parse(sfen: string, variant: Variant = 'shogi'): Position {
  const r = parseSfen(sfen, variant);
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  return r.position;
}
const usiMoves = (p: Position): string[] => legalMoves(p).map(moveToUsi);

test('uchifuzume: a pawn drop that mates is illegal; the same check without mate is legal', () => {
  // Gold on 8c guards 9b and 8b: P*9b would mate the king on 9a.
  assert.ok(!usiMoves(parse('kn7/9/1G7/9/9/9/9/9/8K b P 1')).includes('P*9b'));
  // Without the gold the king takes the pawn: the drop is an ordinary check.
  const free = parse('kn7/9/9/9/9/9/9/9/8K b P 1');
  assert.ok(usiMoves(free).includes('P*9b'));
  // The only defender that could take the pawn is pinned by the rook on 1a: still mate, illegal.
  assert.ok(!usiMoves(parse('ks6R/9/1G7/9/9/9/9/9/8K b P 1')).includes('P*9b'));
  // Unpinned, the silver takes the pawn: legal.
  assert.ok(usiMoves(parse('ks7/9/1G7/9/9/9/9/9/8K b P 1')).includes('P*9b'));
  // Pawn-move mate and dropped-lance mate are legal: only pawn DROPS are restricted.
  assert.ok(usiMoves(parse('kn7/9/1G7/9/9/9/9/9/8K b L 1')).includes('L*9b'));
  assert.ok(usiMoves(parse('kn7/9/PG7/9/9/9/9/9/8K b - 1')).includes('9c9b'));
});

test('isPawnDropMate: true only for a checking drop that mates', () => {
  const p = parse('kn7/9/1G7/9/9/9/9/9/8K b P 1');
  assert.equal(isPawnDropMate(p, 8 * 9 + 1), true, 'P*9b');
  assert.equal(isPawnDropMate(p, 4 * 9 + 4), false, 'P*5e gives no check');
  // A boxed-in king with nothing able to take the pawn is still not mated by a non-checking drop.
  const boxed = parse('kl7/ns7/9/9/9/9/9/9/8K b P 1');
  assert.equal(isPawnDropMate(boxed, 7 * 9 + 2), false, 'P*8c does not attack 9a');
});

test('uchifuzume for white, and the king escaping sideways makes the drop legal', () => {
  assert.ok(!usiMoves(parse('k8/9/9/9/9/9/7g1/9/7NK w p 1')).includes('P*1h'));
  assert.ok(usiMoves(parse('k8/9/9/9/9/9/9/9/7NK w p 1')).includes('P*1h'));
});

test('nifu: no pawn drop on a file holding an unpromoted pawn of the same side', () => {
  const drops = (p: Position): string[] => usiMoves(p).filter((u) => u.startsWith('P*'));
  const withPawn = drops(parse('4k4/9/9/9/9/9/4P4/9/4K4 b P 1'));
  assert.ok(withPawn.length > 0);
  assert.ok(withPawn.every((u) => u[2] !== '5'));
  // A promoted pawn (tokin) or an enemy pawn on the file does not count.
  assert.ok(drops(parse('4k4/9/9/9/9/9/4+P4/9/4K4 b P 1')).some((u) => u[2] === '5'));
  assert.ok(drops(parse('4k4/4p4/9/9/9/9/9/9/4K4 b P 1')).some((u) => u[2] === '5'));
});

test('no drop where the piece could never move again', () => {
  const black = usiMoves(parse('4k4/9/9/9/9/9/9/9/4K4 b PLN 1'));
  assert.ok(!black.some((u) => /^[PL]\*\da$/.test(u)));
  assert.ok(!black.some((u) => /^N\*\d[ab]$/.test(u)));
  assert.ok(black.includes('N*1c') && black.includes('L*1b') && black.includes('P*1b'));
  const white = usiMoves(parse('4k4/9/9/9/9/9/9/9/4K4 w pln 1'));
  assert.ok(!white.some((u) => /^[PL]\*\di$/.test(u)));
  assert.ok(!white.some((u) => /^N\*\d[hi]$/.test(u)));
  assert.ok(white.includes('N*1g') && white.includes('L*1h'));
});

test('forced and optional promotions', () => {
  const m = usiMoves(parse('4k4/8P/6N2/7L1/9/9/9/B8/4K4 b - 1'));
  assert.ok(m.includes('1b1a+') && !m.includes('1b1a'), 'pawn to the last rank must promote');
  assert.ok(
    m.includes('3c2a+') && !m.includes('3c2a') && m.includes('3c4a+'),
    'knight to the last two ranks must promote',
  );
  assert.ok(m.includes('2d2a+') && !m.includes('2d2a'), 'lance to the last rank must promote');
  assert.ok(
    m.includes('2d2b+') && m.includes('2d2b') && m.includes('2d2c+') && m.includes('2d2c'),
    'lance to ranks b/c may promote',
  );
  assert.ok(m.includes('9h4c+') && m.includes('9h4c'), 'bishop may promote entering the zone');
  assert.ok(m.includes('9h8g') && !m.includes('9h8g+'), 'no promotion outside the zone');
  // Leaving the zone also allows promotion.
  const out = usiMoves(parse('4k4/9/1S7/9/9/9/9/9/4K4 b - 1'));
  assert.ok(out.includes('8c7d+') && out.includes('8c7d'));
});

test('minishogi: the promotion zone is the last rank only', () => {
  const m = usiMoves(parse('2k2/5/1S3/P4/4K b - 1', 'minishogi'));
  assert.ok(m.includes('4c4b') && !m.includes('4c4b+'), 'rank b is outside the zone in minishogi');
  const p = usiMoves(parse('2k2/P4/5/5/4K b - 1', 'minishogi'));
  assert.ok(p.includes('5b5a+') && !p.includes('5b5a'), 'pawn to the last rank must promote');
  const w = usiMoves(parse('2k2/5/5/4p/K4 w - 1', 'minishogi'));
  assert.ok(w.includes('1d1e+') && !w.includes('1d1e'));
});

test('evasions: in check, only moves that end the check; double check allows king moves only', () => {
  // Rook on 5a checks the king on 5i: block on the file, capture, or step aside.
  const p = parse('4r3k/9/9/9/9/9/9/2G6/4K4 b P 1');
  assert.ok(p.inCheck());
  const m = usiMoves(p);
  assert.ok(
    m.includes('P*5e') &&
      m.includes('7h6h') === false &&
      m.includes('5i4i') &&
      m.includes('7h6i') === false,
  );
  for (const u of m) {
    const q = p.clone();
    q.doMove(parseUsiMove(q, u));
    assert.ok(
      !attackedBy(q, q.sideToMove, q.kingSquare((q.sideToMove ^ 1) as Color)),
      `${u} leaves the king in check`,
    );
  }
  // Double check (rook on the file, knight on 4g): only king moves.
  const dbl = parse('4r3k/9/9/9/9/9/5n3/2G6/4K4 b P 1');
  assert.equal(dbl.checkers().popcount(), 2);
  assert.ok(usiMoves(dbl).every((u) => u.startsWith('5i')));
});

test('pins: a pinned piece moves only along the pin line', () => {
  const p = parse('4k4/4r4/9/9/9/9/9/4S4/4K4 b - 1');
  const silver = usiMoves(p).filter((u) => u.startsWith('5h'));
  assert.deepEqual(silver, ['5h5g']);
  // A gold pinned on its backward diagonal cannot move at all; on its forward diagonal it may slide along it.
  const back = parse('4k4/9/9/9/4K4/5G3/9/7b1/9 b - 1');
  assert.ok(!usiMoves(back).some((u) => u.startsWith('4f')));
  const fwd = parse('4k4/9/9/9/8b/9/6G2/9/4K4 b - 1');
  assert.deepEqual(
    usiMoves(fwd).filter((u) => u.startsWith('3g')),
    ['3g2f'],
  );
  const rookPin = parse('4k4/9/9/9/4r4/9/4R4/9/4K4 b - 1');
  assert.deepEqual(
    usiMoves(rookPin)
      .filter((u) => u.startsWith('5g'))
      .sort(),
    ['5g5e', '5g5e+', '5g5f', '5g5h'].filter((u) => u !== '5g5e+'),
  );
});

test('king cannot step into an attack, including along the line of a checking slider', () => {
  const p = parse('4r3k/9/9/9/9/9/9/9/4K4 b - 1');
  const m = usiMoves(p);
  assert.ok(!m.includes('5i5h'), 'moving away along the checking file stays in check');
  assert.ok(m.includes('5i4h') && m.includes('5i6i'));
});

/** Random games; calls `visit` at every position. */
function randomWalk(
  seed: number,
  games: number,
  plies: number,
  variant: Variant,
  visit: (p: Position) => void,
): void {
  const rand = mulberry32(seed);
  for (let g = 0; g < games; g++) {
    const p = Position.startpos(variant);
    for (let i = 0; i < plies; i++) {
      visit(p);
      const moves = legalMoves(p);
      if (moves.length === 0) break;
      // Favour captures so hands fill and drops, checks and evasions occur often.
      const caps = moves.filter((m) => !isDrop(m) && p.pieceOn(m & 0x7f) !== 0);
      const pool = caps.length > 0 && rand() < 0.5 ? caps : moves;
      p.doMove(pool[Math.floor(rand() * pool.length)]!);
    }
  }
}

for (const variant of ['shogi', 'minishogi'] as const) {
  test(`${variant}: staged pseudo-legal generators filtered by isLegal give exactly the legal moves`, () => {
    const buf = new Int32Array(1024);
    let checks = 0;
    randomWalk(11, 40, 120, variant, (p) => {
      const legal = new Set(legalMoves(p));
      let staged: number[];
      if (p.inCheck()) {
        checks++;
        staged = Array.from(buf.subarray(0, generateEvasions(p, buf, 0)));
      } else {
        const n1 = generateCaptures(p, buf, 0);
        const n2 = generateQuiets(p, buf, n1);
        staged = Array.from(buf.subarray(0, n2));
        for (let i = 0; i < n1; i++) {
          const m = buf[i]!;
          assert.ok(
            p.pieceOn(m & 0x7f) !== 0 || isPromotion(m),
            `${moveToUsi(m)} in captures stage`,
          );
        }
      }
      assert.equal(new Set(staged).size, staged.length, 'no duplicates');
      for (const m of staged)
        assert.ok(p.isPseudoLegal(m), `${moveToUsi(m)} pseudo-legal in ${p.sfen()}`);
      const filtered = staged.filter((m) => p.isLegal(m));
      assert.deepEqual(new Set(filtered), legal, p.sfen());
    });
    assert.ok(checks > 20, `in-check positions seen: ${checks}`);
  });

  test(`${variant}: givesCheck agrees with playing the move; do/undo restores everything`, () => {
    randomWalk(12, 25, 100, variant, (p) => {
      const sfen = p.sfen();
      const key = p.key();
      const keyHi = p.keyHi();
      for (const m of legalMoves(p)) {
        const gives = p.givesCheck(m);
        p.doMove(m);
        assert.equal(p.inCheck(), gives, `${moveToUsi(m)} in ${sfen}`);
        assert.equal(p.lastMove(), m);
        p.undoMove(m);
      }
      assert.equal(p.sfen(), sfen);
      assert.equal(p.key(), key);
      assert.equal(p.keyHi(), keyHi);
    });
  });
}

test('seeGe answers as the full exchange does, at every threshold the search asks', () => {
  const thresholds = [-480, -400, -300, -120, -100, -30, 0, 1, 90, 200, 540, 1000];
  let nonZero = 0;
  randomWalk(14, 20, 100, 'shogi', (p) => {
    for (const m of legalMoves(p)) {
      const v = see(p, m);
      for (const t of thresholds) {
        assert.equal(seeGe(p, m, t), v >= t, `${moveToUsi(m)} at ${t} in ${p.sfen()}`);
        if (v !== 0) nonZero++;
      }
    }
  });
  assert.ok(nonZero > 1000, `non-zero exchanges seen: ${nonZero}`);
});

test('isPseudoLegal + isLegal accept exactly the legal moves among arbitrary 32-bit values and foreign moves', () => {
  const rand = mulberry32(99);
  const seen: number[] = [];
  randomWalk(13, 20, 80, 'shogi', (p) => {
    const legal = new Set(legalMoves(p));
    const candidates = [...seen.slice(-300)];
    for (let i = 0; i < 200; i++) candidates.push((rand() * 2 ** 32) | 0, (rand() * 2 ** 21) | 0);
    for (const m of candidates) {
      const ok = m !== MOVE_NONE && p.isPseudoLegal(m) && p.isLegal(m);
      assert.equal(ok, legal.has(m), `${m} (${moveToUsi(m)}) in ${p.sfen()}`);
    }
    for (const m of legal) seen.push(m);
  });
});

test('generateLegal appends at the start index and returns the end index', () => {
  const p = Position.startpos();
  const buf = new Int32Array(100);
  buf[0] = 12345;
  const end = generateLegal(p, buf, 1);
  assert.equal(end, 31);
  assert.equal(buf[0], 12345);
  const arr: number[] = [];
  assert.equal(generateLegal(p, arr, 0), 30);
});

test('the search generators can leave out the non-promotions a promotion dominates', () => {
  // Black: bishop on 8h facing the pawn on 3c, pawn on 1d facing 1c, rook on 6e facing 6c.
  const p = parse('lnsgkgsnl/1r5b1/p1ppppp1p/8P/3R5/9/PP1PPPPP1/1B7/LNSGKGSNL b - 1');
  const list = (n: number, buf: Int32Array) => Array.from(buf.subarray(0, n)).map(moveToUsi);
  const buf = new Int32Array(1024);
  const all = [...list(generateCaptures(p, buf, 0), buf), ...list(generateQuiets(p, buf, 0), buf)];
  const lean = [
    ...list(generateCaptures(p, buf, 0, false), buf),
    ...list(generateQuiets(p, buf, 0, false), buf),
  ];
  for (const m of ['8h3c', '1d1c', '6e6c']) {
    assert.ok(all.includes(m) && !lean.includes(m), `${m} only in the full lists`);
    assert.ok(lean.includes(`${m}+`), `${m}+ kept`);
  }
  assert.ok(lean.includes('6e6d'), 'a rook move outside the zone stays');
  assert.deepEqual(usiMoves(p).sort(), [...all].sort(), 'the full lists are every legal move');
  assert.equal(lean.length, generateLegal(p, buf, 0, false));
});
