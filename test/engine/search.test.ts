/**
 * Search behaviour a player notices: mates are found and announced, free material is taken,
 * the declaration is claimed, repetitions are scored by the rules, and skill levels are
 * reproducible for a seed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk } from '../helpers/assert-ok.ts';
import { Engine, buildPosition } from '../../src-main/engine/engine.ts';
import { defaultOptions } from '../../src-main/engine/options.ts';
import type { InfoFields } from '../../src-main/shared/usi-protocol.ts';

function search(
  sfen: string,
  moves: string[],
  go: Record<string, number>,
  opts: Partial<ReturnType<typeof defaultOptions>> = {},
) {
  const engine = new Engine();
  engine.configure({ ...defaultOptions(), USI_Hash: 16, ...opts });
  const built = buildPosition({ sfen, moves }, opts.USI_Variant ?? 'shogi');
  assert.ok(built.ok, 'position builds');
  if (!built.ok) throw new Error();
  const infos: InfoFields[] = [];
  const answer = engine.go(built.pos, go, (i) => infos.push(i));
  return { answer, infos, last: infos.at(-1) };
}

test('finds a mate in one by a drop and announces it as mate 1', () => {
  const { answer, last } = search('4k4/9/4P4/9/9/9/9/9/4K4 b G2r2b3g4s4n4l17p 1', [], { depth: 3 });
  assert.equal(answer.bestmove, 'G*5b');
  assert.deepEqual(last?.score, { kind: 'mate', value: 1 });
});

test('finds a mate in three and scores the defender side as mated', () => {
  // Black: rook on 2d, gold on 1d; white king on 1b (tanuki mate-in-3 #1): G1d-2c, K-1a, G-2b mate.
  const { answer, last } = search('9/8k/9/7RG/9/9/9/9/K8 b r2b3g4s4n4l18p 1', [], { depth: 5 });
  assert.equal(last?.score?.kind, 'mate');
  assert.equal(last?.score?.value, 3);
  assert.equal(answer.bestmove, '1d2c');
});

test('takes a hanging rook', () => {
  // White's rook on 5e is attacked by black's bishop on 8h... the only sensible move is 8h5e.
  const { answer } = search('lnsgkgsnl/9/ppppppppp/9/4r4/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 1', [], {
    depth: 4,
  });
  assert.equal(answer.bestmove, '8h5e');
});

test('claims the entering-king declaration when it is allowed', () => {
  // Black king on 5b in the enemy camp with 10+ pieces there and 28+ points.
  const sfen = 'RRBBG4/GGSSK4/SSNNLL3/9/9/9/9/9/4k4 b NNLLPPPPPPPPPPPPPPPPPP 1';
  const { answer } = search(sfen, [], { depth: 2 });
  assert.equal(answer.bestmove, 'win');
});

test('a move that repeats the position is scored as a draw inside the search', () => {
  // Shuffle rooks back and forth: after three full cycles, returning is a repetition.
  const cycle = ['2h3h', '8b7b', '3h2h', '7b8b'];
  const moves = [...cycle, ...cycle, ...cycle, '2h3h', '8b7b', '3h2h'];
  const engine = new Engine();
  engine.configure({ ...defaultOptions(), USI_Hash: 16 });
  const built = buildPosition({ sfen: 'startpos', moves }, 'shogi');
  assertOk(built);
  if (!built.ok) return;
  const infos: InfoFields[] = [];
  engine.go(built.pos, { depth: 3, searchmoves: ['7b8b'] } as never, (i) => infos.push(i));
  assert.deepEqual(
    infos.at(-1)?.score,
    { kind: 'cp', value: 0 },
    'the repeating move scores exactly 0',
  );
});

test('skill levels: same seed, same move; full strength differs from the beginner somewhere', () => {
  const positions = [
    'startpos',
    'lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2',
  ];
  let differs = false;
  for (const sfen of positions) {
    const a = search(sfen, [], { depth: 20 }, { SkillLevel: 0, SkillSeed: 7 }).answer.bestmove;
    const b = search(sfen, [], { depth: 20 }, { SkillLevel: 0, SkillSeed: 7 }).answer.bestmove;
    assert.equal(a, b, `${sfen}: level 0 with one seed is deterministic`);
    const strong = search(sfen, [], { depth: 4 }, { SkillLevel: 20 }).answer.bestmove;
    if (strong !== a) differs = true;
  }
  const hanging = 'lnsgkgsnl/9/ppppppppp/9/4r4/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 1';
  const weak = new Set<string>();
  for (let seed = 0; seed < 6; seed++)
    weak.add(
      search(hanging, [], { depth: 20 }, { SkillLevel: 0, SkillSeed: seed }).answer.bestmove,
    );
  assert.ok(
    differs || weak.size > 1,
    'level 0 plays differently from level 20, or varies with the seed',
  );
});

test('minishogi: the search treats a repetition as a loss for black, not a draw', () => {
  // Black shuffles the rook 1e-1d and white the rook 5a-5b; black's next 1d1e would repeat the position.
  const cycle = ['1e1d', '5a5b', '1d1e', '5b5a'];
  const moves = [...cycle, '1e1d', '5a5b'];
  const engine = new Engine();
  engine.configure({ ...defaultOptions(), USI_Hash: 16, USI_Variant: 'minishogi' });
  const built = buildPosition({ sfen: 'startpos', moves }, 'minishogi');
  assert.ok(built.ok, built.ok ? '' : built.error.message);
  if (!built.ok) return;
  const infos: InfoFields[] = [];
  engine.go(built.pos, { depth: 2, searchmoves: ['1d1e'] }, (i) => infos.push(i));
  const score = infos.at(-1)?.score;
  assert.equal(score?.kind, 'mate', 'repeating is scored as a lost game for black');
  assert.ok(score!.value < 0);
});

test('the clock runs from when go arrived: a go queued past its byoyomi answers after the first iteration', () => {
  const engine = new Engine();
  engine.configure({ ...defaultOptions(), USI_Hash: 16, NetworkDelay: 0 });
  const built = buildPosition({ sfen: 'startpos', moves: ['7g7f'] }, 'shogi');
  if (!built.ok) throw new Error('position builds');
  const infos: InfoFields[] = [];
  const arrived = performance.now() - 10_000; // the go waited 10 s behind other work
  const answer = engine.go(
    built.pos,
    { btime: 0, wtime: 0, byoyomi: 1000 },
    (i) => infos.push(i),
    arrived,
  );
  assert.notEqual(answer.bestmove, 'resign');
  assert.equal(
    Math.max(...infos.map((i) => i.depth ?? 0)),
    1,
    'only the first (never interrupted) iteration ran',
  );
});

test('nodes count moves made: a depth-1 search of the start position reports about one per legal move', () => {
  // 30 legal moves, no capture in reach, so each root move's child is one quiescence node; only
  // the few PV re-searches add to 30. Counting each root child twice (as before session 23) gave 63.
  const start = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';
  const { last } = search(start, [], { depth: 1 }, { BookMoves: 0 });
  const nodes = last?.nodes ?? 0;
  assert.ok(
    nodes >= 30 && nodes < 40,
    `depth 1 from the start counted ${nodes} nodes, not about 30`,
  );
});

test('never plays a bishop into the camp unpromoted, yet searches it when asked to', () => {
  // After 7g7f 3c3d both 8h2b+ and 8h2b take the bishop; the plain move is never the better one.
  const start = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';
  const engine = new Engine();
  engine.configure({ ...defaultOptions(), USI_Hash: 16, MultiPV: 600 });
  const built = buildPosition({ sfen: start, moves: ['7g7f', '3c3d'] }, 'shogi');
  assertOk(built);
  const firsts = new Set<string>();
  engine.go(built.pos, { depth: 1 }, (i) => {
    if (i.pv?.[0]) firsts.add(i.pv[0]);
  });
  assert.ok(firsts.has('8h2b+'), 'the promotion is among the root moves');
  assert.ok(!firsts.has('8h2b'), 'the dominated plain capture is not');
  const asked = search(start, ['7g7f', '3c3d'], { depth: 2, searchmoves: ['8h2b'] } as never);
  assert.equal(asked.answer.bestmove, '8h2b');
});

test('a search stopped inside an iteration reports every node it searched last', () => {
  // 20,000 nodes end a middlegame search mid-iteration; the GUI's node count must say 20,000.
  const line = '7g7f 3c3d 2g2f 4c4d 2f2e 2b3c 3i4h 8b4b 5i6h 5a6b 6h7h 6b7b'.split(' ');
  const { answer, last } = search('startpos', line, { nodes: 20_000 });
  assert.ok(answer.outcome, 'a searched answer');
  assert.ok(answer.outcome.nodes >= 20_000, `stopped at the limit (${answer.outcome.nodes})`);
  assert.equal(last?.nodes, answer.outcome.nodes, 'the last info line counts them all');
  assert.equal(last?.depth, answer.outcome.depth, 'at the depth last completed');
  assert.equal(last?.pv?.[0], answer.bestmove, 'with the move played');
});

test('a move that takes over inside a stopped iteration keeps a real score, not a mate', () => {
  // A taya36 opening (line 1700) where a node limit stops an iteration after a move other than
  // the last finished iteration's best has beaten it: that move is played, and its score was
  // shown as "mate 1" (its previous score was −∞, not being best then), which analysis and review
  // would read as a missed mate. Why the probe: the limits that catch a takeover move with every
  // change to the tree, so they are found from where a long search's best move changes.
  const line = (
    '7g7f 8c8d 6i7h 4a3b 2g2f 8d8e 8h7g 3c3d 7i6h 4c4d 4g4f 3a4b 3i4h 4b4c 5i6i 7a6b 4h4g ' +
    '5c5d 2f2e 2b3c 4i5h 7c7d 6g6f 9c9d 9g9f 1c1d 1g1f 8a7c 3g3f 5a5b 4g5f 3c4b 6h6g 6a7b ' +
    '2i3g 8b8a 2h2g'
  ).split(' ');
  const probe = search('startpos', line, { nodes: 600_000 }, { USI_Hash: 64 });
  const done = probe.infos.filter((i, k) => k < probe.infos.length - 1 && !i.score?.bound);
  const changes = done.flatMap((i, j) =>
    j > 0 && i.depth! >= 8 && i.pv?.[0] !== done[j - 1]!.pv?.[0] ? [j] : [],
  );
  assert.ok(changes.length > 0, 'the best move changes in some iteration from depth 8');
  let takeovers = 0;
  let limits = 0;
  // Why every change, in order: whether a limit lands after the new move's fail-high depends on
  // the net and the tree; one change catches none at times (net generation 9's first one here).
  for (const k of changes) {
    const [from, to] = [done[k - 1]!.nodes!, done[k]!.nodes!];
    // Why fractions down to a thousandth: a new best move is often found at the very end of its
    // iteration (with net generation 9, in the last 0.2 % of both changes of this line).
    for (const f of [0.001, 0.003, 0.01, 0.03, 0.1, 0.35]) {
      const nodes = Math.round(to - (to - from) * f);
      const { answer, infos, last } = search('startpos', line, { nodes }, { USI_Hash: 64 });
      limits++;
      assert.equal(last?.pv?.[0], answer.bestmove, `${nodes}: the last line is the move played`);
      const finished = infos.findLast((i, j) => j < infos.length - 1 && i.depth === last?.depth);
      if (finished?.pv?.[0] !== answer.bestmove) takeovers++;
      const score = JSON.stringify(last?.score);
      assert.equal(last?.score?.kind, 'cp', `${nodes}: a centipawn score, not ${score}`);
      assert.ok(Math.abs(last?.score?.value ?? 1e9) < 3000, `${nodes}: an even opening (${score})`);
    }
    if (takeovers > 0) break;
  }
  assert.ok(
    takeovers > 0,
    `one of ${limits} limits stops after a new best move (else another line)`,
  );
});
