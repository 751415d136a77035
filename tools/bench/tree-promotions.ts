/**
 * Tree shape by move class at equal nodes (issue 39): how many of the moves at a main-search node
 * are non-capturing promotions, how many the search plays, and how much of the tree lies below a
 * non-capturing promotion of a piece other than the pawn (a bishop, rook or silver entering the
 * camp). Also the mean finished depth, to compare two checkouts at the same node budget.
 *
 *   npm run -s bench:tree-promotions -- [--root <checkout>] [--nodes 50000,100000] [--games 20]
 *
 * `--root` searches with another checkout's engine (e.g. a frozen base), so two versions are
 * compared on the same positions: the bench positions (standard shogi) and `--games` middle-game
 * positions from the lishogi record set in ../shared/data (plies 30..90), skipped when absent.
 * The engine is in-process with the shipped net, Hash 64, a fresh table and history per position.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  PAWN,
  isDrop,
  isPromotion,
  movedPiece,
  moveTo,
  typeOf,
  type Move,
} from '../../src-main/shared/rules/types.ts';

const RECORDS = fileURLToPath(
  new URL('../../../shared/data/games/human_lishogi_prod500_usi.txt', import.meta.url),
);

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
}

/** A position to search: a start and USI moves. */
interface Spot {
  name: string;
  sfen: string;
  moves: string[];
}

/** `count` middle-game positions: one per long enough game, at plies 30..90 in turn. */
function recordSpots(count: number): Spot[] {
  if (!existsSync(RECORDS)) return [];
  const games = readFileSync(RECORDS, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');
  const out: Spot[] = [];
  for (let g = 0; out.length < count && g < games.length; g += 7) {
    const moves = games[g]!.trim().split(/\s+/);
    const ply = 30 + ((out.length * 13) % 61);
    if (moves.length > ply + 10)
      out.push({ name: `game ${g} ply ${ply}`, sfen: 'startpos', moves: moves.slice(0, ply) });
  }
  return out;
}

/** Move classes counted: quiet, capture, non-capturing pawn promotion, other non-capturing promotion. */
const QUIET = 0;
const CAPTURE = 1;
const PAWN_PROMO = 2;
const PIECE_PROMO = 3;
const CLASS_NAMES = ['quiet', 'capture', 'pawn promotion', 'piece promotion'];

/** Counters of one run. */
class Counts {
  made = [0, 0, 0, 0];
  /** Moves made anywhere below a non-capturing piece promotion (the promotion itself included). */
  underPiecePromo = 0;
  mainNodes = 0;
  qNodes = 0;
  /** Legal moves at main-search nodes not in check, by class. */
  legal = [0, 0, 0, 0];
  legalNodes = 0;
  depthSum = 0;
  searches = 0;
}

/** What the tool needs of a checkout's engine modules, loaded at run time from `--root`. */
interface EngineModules {
  Engine: new () => EngineLike;
  buildPosition: (
    spec: { sfen: string; moves: string[] },
    variant: 'shogi',
  ) => { ok: true; pos: PositionLike } | { ok: false; error: { message: string } };
  defaultOptions: () => Record<string, unknown>;
  generateLegal: (pos: PositionLike, out: Int32Array, start?: number) => number;
}
interface PositionLike {
  pieceOn(sq: number): number;
  inCheck(): boolean;
}
interface SearcherLike {
  doMove(pos: PositionLike, m: number): void;
  undoMove(pos: PositionLike, m: number): void;
  search(pos: PositionLike, a: number, b: number, depth: number, ...rest: unknown[]): number;
  qsearch(pos: PositionLike, ...rest: unknown[]): number;
}
interface EngineLike {
  searcher: SearcherLike;
  configure(o: Record<string, unknown>): string[];
  newGame(): void;
  go(pos: PositionLike, p: { nodes: number }, onInfo: () => void): { outcome?: { depth: number } };
}

/** The class of `m` in `pos` before it is played. */
function classify(pos: PositionLike, m: Move): number {
  if (!isDrop(m) && pos.pieceOn(moveTo(m)) !== 0) return CAPTURE;
  if (!isPromotion(m)) return QUIET;
  return typeOf(movedPiece(m)) === PAWN ? PAWN_PROMO : PIECE_PROMO;
}

/** Wraps the searcher's methods with counters; the search itself is unchanged. */
function instrument(s: SearcherLike, c: Counts, gen: EngineModules['generateLegal']): void {
  const stack: number[] = [];
  let activePromo = 0;
  const doMove = s.doMove.bind(s);
  const undoMove = s.undoMove.bind(s);
  const search = s.search.bind(s);
  const qsearch = s.qsearch.bind(s);
  const buf = new Int32Array(1024);
  s.doMove = (pos, m) => {
    const k = classify(pos, m);
    c.made[k]!++;
    if (k === PIECE_PROMO) activePromo++;
    if (activePromo > 0) c.underPiecePromo++;
    stack.push(k);
    doMove(pos, m);
  };
  s.undoMove = (pos, m) => {
    if (stack.pop() === PIECE_PROMO) activePromo--;
    undoMove(pos, m);
  };
  s.search = (pos, a, b, depth, ...rest) => {
    if (depth > 0) {
      c.mainNodes++;
      if (!pos.inCheck()) {
        c.legalNodes++;
        const n = gen(pos, buf, 0);
        for (let i = 0; i < n; i++) c.legal[classify(pos, buf[i]!)]!++;
      }
    }
    return search(pos, a, b, depth, ...rest);
  };
  s.qsearch = (pos, ...rest) => {
    c.qNodes++;
    return qsearch(pos, ...rest);
  };
}

async function load(root: string): Promise<EngineModules> {
  const url = (p: string): string => pathToFileURL(resolve(root, p)).href;
  const engine = (await import(url('src-main/engine/engine.ts'))) as EngineModules;
  const options = (await import(url('src-main/engine/options.ts'))) as EngineModules;
  // Why two paths: older checkouts kept the rules core under engine/core.
  const rules = ['src-main/shared/rules/movegen.ts', 'src-main/engine/core/movegen.ts'];
  const found = rules.find((p) => existsSync(resolve(root, p))) ?? rules[0]!;
  const movegen = (await import(url(found))) as EngineModules;
  return {
    Engine: engine.Engine,
    buildPosition: engine.buildPosition,
    defaultOptions: options.defaultOptions,
    generateLegal: movegen.generateLegal,
  };
}

function pct(a: number, b: number): string {
  return `${((100 * a) / Math.max(1, b)).toFixed(1)} %`;
}

function report(nodes: number, c: Counts): void {
  const made = c.made.reduce((x, y) => x + y, 0);
  console.log(`\n== ${nodes} nodes: mean finished depth ${(c.depthSum / c.searches).toFixed(2)}`);
  console.log(
    `main nodes ${c.mainNodes}, qsearch nodes ${c.qNodes} (${pct(c.qNodes, c.mainNodes + c.qNodes)})`,
  );
  const legal = c.legal.reduce((x, y) => x + y, 0);
  console.log(
    `legal moves per main node (not in check): ${(legal / Math.max(1, c.legalNodes)).toFixed(1)}`,
  );
  for (let k = 0; k < 4; k++)
    console.log(
      `  ${CLASS_NAMES[k]!.padEnd(16)} legal ${(c.legal[k]! / Math.max(1, c.legalNodes)).toFixed(2)}/node (${pct(c.legal[k]!, legal)})   made ${pct(c.made[k]!, made)} of moves`,
    );
  console.log(`moves made below a non-capturing piece promotion: ${pct(c.underPiecePromo, made)}`);
}

async function main(): Promise<void> {
  const root = resolve(arg('root', fileURLToPath(new URL('../..', import.meta.url))));
  const budgets = arg('nodes', '50000,100000').split(',').map(Number);
  const mods = await load(root);
  const bench = (await import(
    pathToFileURL(resolve(root, 'src-main/engine/benchpositions.ts')).href
  )) as {
    BENCH_POSITIONS: ReadonlyArray<{
      name: string;
      variant: string;
      sfen: string;
      moves: string[];
    }>;
  };
  const spots: Spot[] = [
    ...bench.BENCH_POSITIONS.filter((p) => p.variant === 'shogi'),
    ...recordSpots(Number(arg('games', '20'))),
  ];
  console.log(`checkout ${root}, ${spots.length} positions`);
  const engine = new mods.Engine();
  const options = { ...mods.defaultOptions(), USI_Hash: 64, EvalFile: 'default-net' };
  for (const msg of engine.configure(options)) console.log(`info string ${msg}`);
  for (const nodes of budgets) {
    const c = new Counts();
    instrument(engine.searcher, c, mods.generateLegal);
    for (const spot of spots) {
      engine.newGame();
      const built = mods.buildPosition({ sfen: spot.sfen, moves: spot.moves }, 'shogi');
      if (!built.ok) throw new Error(`${spot.name}: ${built.error.message}`);
      const answer = engine.go(built.pos, { nodes }, () => {});
      c.depthSum += answer.outcome?.depth ?? 0;
      c.searches++;
    }
    // Why delete: the next budget instruments the prototype methods afresh.
    for (const k of ['doMove', 'undoMove', 'search', 'qsearch'] as const)
      delete (engine.searcher as Partial<SearcherLike>)[k];
    report(nodes, c);
  }
}

await main();
