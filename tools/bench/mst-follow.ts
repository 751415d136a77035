/**
 * Why the move sequence tree is (or is not) followed to the end: the paper's experiment (issue 46
 * item 5) with a trace. Starts are 10-ply lines of the yagura tree (black builders) on which both
 * sides are still in the tree, as in the paper. Each start is played twice (the MST engine takes
 * each colour once) by in-process engines at fixed nodes, up to 80 plies (the classifier's
 * window: only the castle counts here, not the result). For every move of the MST side it
 * records whether the tree had a move there and whether one was played; a game that leaves the
 * tree is put down to one cause:
 * - `declined`: tree moves were legal but the search preferred another by more than the bonus;
 * - `captured`: the opponent took one of the side's pieces, so its formation left the tree;
 * - `ended`: the side played a tree move and the formation it reached has no tree move (the
 *   tree's games went on from there only after an exchange, or completed the castle elsewhere).
 *
 *   node --import tsx tools/bench/mst-follow.ts [--starts N] [--skip K] [--nodes N] [--bonus CP]
 *     [--near] [--seed S]
 *
 * `--near` sets MSTNear (the tree followed one piece away too); without it the engine follows
 * the tree's exact formations only, as before issue 46.
 */
import { Engine } from '../../src-main/engine/engine.ts';
import { defaultOptions, type EngineOptions } from '../../src-main/engine/options.ts';
import { createBoardView, fillBoardView } from '../../src-main/engine/eval/classical/board-view.ts';
import { castleFamilies } from '../../src-main/engine/mst/formation.ts';
import {
  bundledMstPath,
  loadMstGuide,
  type MstGuide,
} from '../../src-main/engine/mst/mst-guide.ts';
import { parseMstSet, type MstNode } from '../../src-main/engine/mst/mst-tree.ts';
import { Position } from '../../src-main/shared/rules/position.ts';
import { legalMoves } from '../../src-main/shared/rules/movegen.ts';
import { parseUsiMove } from '../../src-main/shared/rules/sfen.ts';
import { MOVE_NONE } from '../../src-main/shared/rules/types.ts';
import { mulberry32 } from '../../src-main/engine/prng.ts';
import { readFileSync } from 'node:fs';

const flag = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
};
const STARTS = flag('starts', 20);
const NODES = flag('nodes', 10000);
const BONUS = flag('bonus', 75);
const SEED = flag('seed', 1);
const SKIP = flag('skip', 0);
const NEAR = process.argv.includes('--near');
const PLIES = 80;
const START_PLIES = 10;

/** Every distinct `START_PLIES`-ply line of a tree root. */
function lines(node: MstNode, prefix: string[], out: string[][]): void {
  if (prefix.length === START_PLIES) {
    out.push(prefix);
    return;
  }
  for (const [m, child] of node.children) lines(child, [...prefix, m], out);
}

/** The legal tree moves at `pos` for the yagura (USI); `near` as the engine's MSTNear. */
function treeMoves(guide: MstGuide, pos: Position, near = NEAR): Set<string> {
  const out = new Set<string>();
  const moves = near ? guide.nearFollowers(pos, 'yagura') : guide.followers(pos, 'yagura');
  for (const usi of moves.keys()) if (parseUsiMove(pos, usi) !== MOVE_NONE) out.add(usi);
  return out;
}

function engine(mst: boolean): Engine {
  const e = new Engine();
  const o: EngineOptions = {
    ...defaultOptions(),
    BookFile: 'none',
    USI_Hash: 16,
    MSTStrategy: mst ? 'yagura' : 'none',
    MSTBonus: BONUS,
    MSTNear: NEAR,
  };
  e.configure(o);
  return e;
}

interface GameTrace {
  mstColor: number;
  yagura: [number, number];
  mstMoves: number;
  onTree: number;
  cause: string;
  leftAt: number;
  /** One letter per MST move: T tree move played, x tree move declined, . no tree move. */
  trace: string;
}

/** Plays one game from `start`; the MST engine has colour `mstColor`. */
function play(start: string[], mstColor: number, guide: MstGuide): GameTrace {
  const pos = Position.startpos();
  for (const u of start) pos.doMove(parseUsiMove(pos, u));
  const engines = mstColor === 0 ? [engine(true), engine(false)] : [engine(false), engine(true)];
  for (const e of engines) e.newGame();
  const view = createBoardView();
  const t: GameTrace = {
    mstColor,
    yagura: [0, 0],
    mstMoves: 0,
    onTree: 0,
    cause: '',
    leftAt: 0,
    trace: '',
  };
  let lastWasTree = false;
  for (let ply = START_PLIES; ply < PLIES; ply++) {
    if (legalMoves(pos).length === 0) break;
    const side = pos.sideToMove;
    const tree = side === mstColor ? treeMoves(guide, pos) : null;
    const answer = engines[side]!.go(pos, { nodes: NODES }, () => {});
    const m = parseUsiMove(pos, answer.bestmove);
    if (m === MOVE_NONE) break;
    if (tree) {
      t.mstMoves++;
      const followed = tree.has(answer.bestmove);
      if (followed) t.onTree++;
      t.trace += followed ? 'T' : tree.size > 0 ? 'x' : '.';
      if (!t.cause && !followed && t.yagura[mstColor] === 0) {
        t.leftAt = ply;
        const captured = pos.capturedPiece() !== 0;
        t.cause =
          tree.size > 0 ? 'declined' : captured ? 'captured' : lastWasTree ? 'ended' : 'off';
        if (tree.size > 0) t.cause += ` (${answer.bestmove} over ${[...tree].join(',')})`;
      }
      lastWasTree = followed;
    }
    pos.doMove(m);
    fillBoardView(pos, view);
    for (const c of [0, 1] as const)
      if (t.yagura[c] === 0 && castleFamilies(view, c).includes('yagura')) t.yagura[c] = ply + 1;
  }
  if (!t.cause) t.cause = t.yagura[mstColor] ? 'completed' : 'followed';
  return t;
}

function main(): void {
  const path = bundledMstPath();
  if (!path) throw new Error('no resources/mst/trees.json');
  const loaded = loadMstGuide(path);
  if (!loaded.ok) throw new Error(loaded.message);
  const guide = loaded.guide;
  const set = parseMstSet(readFileSync(path, 'utf8'));
  if (!set.ok) throw new Error(set.message);
  const all: string[][] = [];
  lines(set.set.trees.get('yagura')!.roots[0], [], all);
  // The paper's starts: both sides still in the tree after 10 plies.
  const both = all.filter((l) => {
    const pos = Position.startpos();
    for (const u of l.slice(0, -1)) pos.doMove(parseUsiMove(pos, u));
    const white = treeMoves(guide, pos, false).size > 0;
    pos.doMove(parseUsiMove(pos, l[l.length - 1]!));
    return white && treeMoves(guide, pos, false).size > 0;
  });
  const rng = mulberry32(SEED);
  const starts = [...both].sort(() => rng() - 0.5).slice(SKIP, SKIP + STARTS);
  process.stdout.write(
    `${all.length} ten-ply yagura lines, ${both.length} with both sides in the tree; playing ${starts.length} × 2, ${NODES} nodes, bonus ${BONUS}${NEAR ? ', MSTNear' : ''}\n`,
  );
  const done = { mst: 0, plain: 0, games: 0 };
  const causes = new Map<string, number>();
  for (const s of starts)
    for (const c of [0, 1]) {
      const t0 = performance.now();
      const t = play(s, c, guide);
      done.games++;
      if (t.yagura[c]) done.mst++;
      if (t.yagura[1 - c]) done.plain++;
      causes.set(t.cause, (causes.get(t.cause) ?? 0) + 1);
      process.stdout.write(
        `${s.join(' ')} mst=${c ? 'white' : 'black'}: yagura mst ${t.yagura[c] || '-'} plain ${t.yagura[1 - c] || '-'}; ` +
          `tree moves ${t.onTree}/${t.mstMoves}; ${t.cause}${t.leftAt ? ` at ply ${t.leftAt + 1}` : ''} ${t.trace} (${((performance.now() - t0) / 1000).toFixed(0)} s)\n`,
      );
    }
  process.stdout.write(
    `games ${done.games}: yagura completed by MST ${done.mst}, by the plain engine ${done.plain}; causes ${JSON.stringify(Object.fromEntries(causes))}\n`,
  );
}

main();
