/**
 * The search-tree diagnostic (issue 39): positions searched in process to fixed node budgets with
 * the shipped net, Hash 64 and a fresh table and history each, reporting the deepest finished
 * iteration. Two reports, by flag (both when both are given):
 *
 *   npm run -s bench:tree -- --checks [--nodes 50000,100000] [--records 20] [--explode-depth 8]
 *     [--explode-cap 3000000] [--evalfile default-net] [--records-file <lishogi USI records>]
 *   npm run -s bench:tree -- --promotions [--root <checkout>] [--nodes 50000,100000] [--games 20]
 *
 * `--checks` (also `bench:check-tree`), for changes that touch checks: depth per position and the
 * mean over the shogi bench positions, ~20 record middlegames (plies 20..100, as `bench:depth`
 * picks them) and the two drop-check explosions of docs/strength-log.md, then the nodes each
 * explosion needs to finish `--explode-depth`.
 * `--promotions` (also `bench:tree-promotions`): the tree's shape by move class: how many moves at
 * a main-search node are non-capturing promotions, how many the search plays, how much of the
 * tree lies below a non-capturing promotion of a piece other than the pawn, and the mean depth.
 * Its positions are the bench positions and `--games` record middlegames (plies 30..90, skipped
 * when the records are absent). `--root` searches with another checkout's engine (e.g. a frozen
 * base), so two versions are compared on the same positions.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mean } from '../../src-main/bench-stats.ts';
import {
  PAWN,
  isDrop,
  isPromotion,
  movedPiece,
  moveTo,
  typeOf,
  type Move,
} from '../../src-main/shared/rules/types.ts';
import {
  THIS_ROOT,
  makeRig,
  searchFresh,
  type EngineModules,
  type PositionLike,
  type Rig,
  type SearcherLike,
  type Spot,
} from './checkout-engine.ts';
import { flagValue } from './args.ts';

// The shared data sits beside the repository (../shared/data), as the guide lays it out.
const RECORDS = fileURLToPath(
  new URL('../../../shared/data/games/human_lishogi_prod500_usi.txt', import.meta.url),
);

/** The two positions where every check extended blows the tree up (docs/smp.md). */
const LISHOGI_174 =
  '4g4f 5c5d 5g5f 4c4d 7g7f 7a6b 8h4d 3c3d 4d2b+ 3a2b 2h5h 2b3c 3i2h 3c4d 2g2f 5d5e 5f5e 4d5e 5h5f 5e5f 4i5h 6c6d 2f2e 6d6e 7i6h 6a5b 2h2g 6b5c 5h5g 5b6b 5g5f 5c5d 5f6e 7c7d 6e5d 6b5c 5d5c 8a7c 6h5g 7c6e 6g6f 6e5g+ 1i1h 8b6b 2g3h 4a5b 6i6h 5b5c 3h2g 5g6h 5i6h 6b6f 6h5i 6f7f 5i4i 7f6f 4i3i 6f4f 3g3f 7d7e 2i3g 4f5f 8g8f 7e7f 8f8e 7f7g 8i7g 9c9d 9g9f 2a3c 9f9e 3c2e 3g2e 5c4d 9e9d 5f5i+ 3i3h 5i9i 2e1c+ 1a1c';
const EXPLOSIONS: readonly Spot[] = [
  { name: 'mating net', sfen: '7kl/6g2/6npp/9/7N1/9/9/9/K8 b RGSr2b2g3s2n3l16p 1', moves: [] },
  { name: 'lishogi game 174 ply 80', sfen: 'startpos', moves: LISHOGI_174.split(' ') },
];

/** Which record positions a report takes: every `stride`-th game, at plies first + k·step mod span. */
interface RecordPick {
  stride: number;
  first: number;
  step: number;
  span: number;
  /** Moves the game must have beyond the position. */
  margin: number;
  /** True: a missing record file is an error; false: the report goes without records. */
  required: boolean;
}
const CHECKS_PICK: RecordPick = {
  stride: 1,
  first: 20,
  step: 17,
  span: 81,
  margin: 1,
  required: true,
};
const PROMOTIONS_PICK: RecordPick = {
  stride: 7,
  first: 30,
  step: 13,
  span: 61,
  margin: 10,
  required: false,
};

/** `count` record positions: one per long enough game, as `pick` says. */
function recordSpots(count: number, file: string, pick: RecordPick): Spot[] {
  if (count === 0) return [];
  if (!existsSync(file)) {
    if (pick.required) throw new Error(`bench:tree: no record file ${file} (--records-file)`);
    return [];
  }
  const games = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');
  const out: Spot[] = [];
  for (let g = 0; out.length < count && g < games.length; g += pick.stride) {
    const moves = games[g]!.trim().split(/\s+/);
    const ply = pick.first + ((out.length * pick.step) % pick.span);
    if (moves.length > ply + pick.margin)
      out.push({
        name: `lishogi game ${g} ply ${ply}`,
        sfen: 'startpos',
        moves: moves.slice(0, ply),
      });
  }
  return out;
}

/** Searches one position from a fresh state; returns the deepest finished iteration and nodes. */
function searchOne(
  rig: Rig,
  spot: Spot,
  limits: { nodes?: number; depth?: number },
): { depth: number; nodes: number } {
  const answer = searchFresh(rig, spot, limits);
  return { depth: answer.outcome?.depth ?? 0, nodes: answer.outcome?.nodes ?? 0 };
}

/** The `--checks` report: depth per position at each budget, then the explosions. */
function checksReport(rig: Rig, budgets: number[]): void {
  const spots: Spot[] = [
    ...rig.bench,
    ...EXPLOSIONS.filter((e) => !rig.bench.some((b) => b.name === e.name)),
    ...recordSpots(
      Number(flagValue('records', '20')),
      flagValue('records-file', RECORDS),
      CHECKS_PICK,
    ),
  ];
  for (const nodes of budgets) {
    const depths: number[] = [];
    const cells: string[] = [];
    for (const spot of spots) {
      const r = searchOne(rig, spot, { nodes });
      depths.push(r.depth);
      cells.push(`${spot.name.slice(0, 14)}:${r.depth}`);
    }
    console.log(
      `nodes ${nodes}: mean finished depth ${mean(depths).toFixed(2)} over ${depths.length}`,
    );
    console.log(`  ${cells.join(' ')}`);
  }
  const depth = Number(flagValue('explode-depth', '8'));
  const cap = Number(flagValue('explode-cap', '3000000'));
  for (const spot of EXPLOSIONS) {
    const r = searchOne(rig, spot, { depth, nodes: cap });
    const done = r.depth >= depth ? `${r.nodes} nodes` : `over ${cap} nodes (finished ${r.depth})`;
    console.log(`${spot.name}: depth ${depth} in ${done}`);
  }
}

/** Move classes counted: quiet, capture, non-capturing pawn promotion, other non-capturing promotion. */
const QUIET = 0;
const CAPTURE = 1;
const PAWN_PROMO = 2;
const PIECE_PROMO = 3;
const CLASS_NAMES = ['quiet', 'capture', 'pawn promotion', 'piece promotion'];

/** Counters of one `--promotions` run. */
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
  /** Quiescence nodes entered in check, the evasions made there, the quiet ones (mostly drops). */
  qCheckNodes = 0;
  qEvasions = 0;
  qQuietEvasions = 0;
  /** Moves made anywhere below a quiet evasion of a quiescence node (the evasion included). */
  underQuietQEvasion = 0;
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
  // Why a node stack: doMove must know whether it is called by a quiescence node in check.
  const nodes: boolean[] = [];
  const quietQEv: boolean[] = [];
  let activeQEv = 0;
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
    const qEv = nodes[nodes.length - 1] === true;
    if (qEv) c.qEvasions++;
    const quietEv = qEv && k !== CAPTURE;
    if (quietEv) {
      c.qQuietEvasions++;
      activeQEv++;
    }
    if (activeQEv > 0) c.underQuietQEvasion++;
    quietQEv.push(quietEv);
    doMove(pos, m);
  };
  s.undoMove = (pos, m) => {
    if (stack.pop() === PIECE_PROMO) activePromo--;
    if (quietQEv.pop() === true) activeQEv--;
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
    nodes.push(false);
    try {
      return search(pos, a, b, depth, ...rest);
    } finally {
      nodes.pop();
    }
  };
  s.qsearch = (pos, ...rest) => {
    c.qNodes++;
    const inCheck = pos.inCheck();
    if (inCheck) c.qCheckNodes++;
    nodes.push(inCheck);
    try {
      return qsearch(pos, ...rest);
    } finally {
      nodes.pop();
    }
  };
}

function pct(a: number, b: number): string {
  return `${((100 * a) / Math.max(1, b)).toFixed(1)} %`;
}

function printCounts(nodes: number, c: Counts): void {
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
  console.log(
    `qsearch nodes in check ${c.qCheckNodes} (${pct(c.qCheckNodes, c.qNodes)} of qsearch nodes), ` +
      `evasions made there ${(c.qEvasions / Math.max(1, c.qCheckNodes)).toFixed(2)}/node, ` +
      `${pct(c.qQuietEvasions, c.qEvasions)} of them quiet`,
  );
  console.log(`moves made below a quiet quiescence evasion: ${pct(c.underQuietQEvasion, made)}`);
}

/** The `--promotions` report: move classes and depth at each budget. */
function promotionsReport(rig: Rig, budgets: number[], root: string): void {
  const spots = [
    ...rig.bench,
    ...recordSpots(Number(flagValue('games', '20')), RECORDS, PROMOTIONS_PICK),
  ];
  console.log(`checkout ${root}, ${spots.length} positions`);
  for (const nodes of budgets) {
    const c = new Counts();
    instrument(rig.engine.searcher, c, rig.mods.generateLegal);
    for (const spot of spots) {
      c.depthSum += searchOne(rig, spot, { nodes }).depth;
      c.searches++;
    }
    // Why delete: the next budget instruments the prototype methods afresh.
    for (const k of ['doMove', 'undoMove', 'search', 'qsearch'] as const)
      delete (rig.engine.searcher as Partial<SearcherLike>)[k];
    printCounts(nodes, c);
  }
}

async function main(): Promise<void> {
  const checks = process.argv.includes('--checks');
  const promotions = process.argv.includes('--promotions');
  if (!checks && !promotions) {
    console.error(
      'bench:tree: choose a report: --checks, --promotions or both (see the file head)',
    );
    process.exit(2);
  }
  const root = resolve(flagValue('root', THIS_ROOT));
  const budgets = flagValue('nodes', '50000,100000').split(',').map(Number);
  const rig = await makeRig(root, flagValue('evalfile', 'default-net'));
  if (checks) checksReport(rig, budgets);
  if (promotions) promotionsReport(rig, budgets, root);
}

await main();
