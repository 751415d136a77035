/**
 * Where a known refutation gets lost in our tree (issue 39): follows a line (by default
 * YaneuraOu's refutation of a `bench/find/yo-mistakes.json` case) through our search of P+m and
 * reports, for the last iterations, at each ply of the line: the node's depth and window, in
 * which place the line's move was played there (moves made before it, ProbCut's and singular
 * searches included), the depths its child was searched at (a reduced search, then re-searches)
 * and what came back; or that the node ended before playing it (a null-move search that came
 * first is shown; no move and no null move means a table cut or reverse futility).
 *
 *   npm run -s bench:line-trace -- --only g12p100 [--nodes 100000] [--plies 8] [--iterations 2]
 *     [--line "6d4b+ 5a4b 8a4a"] [--root <checkout>] [--fixture <file>] [--evalfile default-net]
 *
 * It wraps the searcher's methods from outside, as `bench:tree` does, so the search carries no
 * tracing code. Session 33 used it to find the mating drop G*5b of g12p100 tried 85th of its
 * node (docs/strength-log.md).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { THIS_ROOT, makeRig, searchFresh, type PositionLike } from './checkout-engine.ts';
import { DEFAULT_FIXTURE, loadCases, type FindCase } from './find.ts';
import { flagValue } from './args.ts';
import { MOVE_NULL } from '../../src-main/shared/rules/types.ts';

/** The position methods the trace reads beyond `PositionLike`. */
interface TracedPosition extends PositionLike {
  moveAt(back: number): number;
}
/** The searcher as the trace wraps it. */
interface TracedSearcher {
  rootDepth: number;
  doMove(pos: TracedPosition, m: number): void;
  search(
    pos: TracedPosition,
    a: number,
    b: number,
    depth: number,
    ply: number,
    ...r: unknown[]
  ): number;
  qsearch(pos: TracedPosition, ...r: unknown[]): number;
}
/** One frame of the search stack: a main-search node and how many moves it made so far. */
interface Frame {
  ply: number;
  onLine: boolean;
  made: number;
  madeLineMove: boolean;
}

/** True when the moves from the root to `pos` are line[0..ply−1]. */
function onLine(pos: TracedPosition, line: readonly number[], ply: number): boolean {
  if (ply > line.length) return false;
  for (let i = 0; i < ply; i++) if (pos.moveAt(ply - 1 - i) !== line[i]) return false;
  return true;
}

/** Wraps `s` so that every event on `line` is logged as "iteration: text"; returns the undo. */
function instrument(
  s: TracedSearcher,
  line: readonly number[],
  usi: readonly string[],
  log: (iteration: number, text: string) => void,
): () => void {
  const search = s.search.bind(s);
  const qsearch = s.qsearch.bind(s);
  const doMove = s.doMove.bind(s);
  const root: Frame = { ply: 0, onLine: true, made: 0, madeLineMove: false };
  const frames: Frame[] = [root];
  let iteration = 0;
  // Why: the root frame lives across iterations; each iteration plays the root moves anew.
  const syncIteration = (): void => {
    if (s.rootDepth === iteration) return;
    iteration = s.rootDepth;
    root.made = 0;
    root.madeLineMove = false;
  };
  s.search = (pos, a, b, depth, ply, ...rest) => {
    syncIteration();
    const parent = frames[frames.length - 1]!;
    if (parent.onLine && ply === parent.ply + 1 && pos.moveAt(0) === MOVE_NULL) {
      // Why: a node that ends with no move made was cut by its table, reverse futility or this.
      const v = offLine(ply, () => search(pos, a, b, depth, ply, ...rest));
      log(s.rootDepth, `${pad(ply)}null move searched at depth ${depth} [${a}, ${b}] → ${-v}`);
      return v;
    }
    const traced = onLine(pos, line, ply);
    const frame: Frame = { ply, onLine: traced && depth > 0, made: 0, madeLineMove: false };
    const type = rest[1] === true ? 'PV' : rest[0] === true ? 'cut' : 'all';
    // Why: a search of the node's own ply from inside it is the singular search (TT move left out).
    const what = frames[frames.length - 1]!.ply === ply ? 'singular search' : 'searched';
    if (traced && ply > 0)
      log(s.rootDepth, `${pad(ply)}${usi[ply - 1]} ${what} at depth ${depth} [${a}, ${b}] ${type}`);
    frames.push(frame);
    const v = search(pos, a, b, depth, ply, ...rest);
    frames.pop();
    // Why not for a singular search: it leaves the line's move out when that is the TT move.
    if (frame.onLine && ply < line.length && !frame.madeLineMove && what === 'searched')
      log(
        s.rootDepth,
        `${pad(ply + 1)}${usi[ply]} not played: node ended after ${frame.made} moves`,
      );
    if (traced && ply > 0) log(s.rootDepth, `${pad(ply)}${usi[ply - 1]} → ${-v}`);
    return v;
  };
  // Why: moves made below a null move or in quiescence (ProbCut calls it directly) are not the
  // traced node's own moves.
  const offLine = (ply: number, run: () => number): number => {
    frames.push({ ply, onLine: false, made: 0, madeLineMove: false });
    try {
      return run();
    } finally {
      frames.pop();
    }
  };
  s.qsearch = (pos, ...rest) => offLine(-1, () => qsearch(pos, ...rest));
  s.doMove = (pos, m) => {
    syncIteration();
    const top = frames[frames.length - 1]!;
    if (top.onLine) {
      top.made++;
      if (top.ply < line.length && m === line[top.ply]! && !top.madeLineMove) {
        top.madeLineMove = true;
        log(s.rootDepth, `${pad(top.ply + 1)}${usi[top.ply]} played as move ${top.made}`);
      }
    }
    doMove(pos, m);
  };
  return () => {
    delete (s as Partial<TracedSearcher>).search;
    delete (s as Partial<TracedSearcher>).qsearch;
    delete (s as Partial<TracedSearcher>).doMove;
  };
}

function pad(ply: number): string {
  return `${'  '.repeat(ply)}ply ${ply} `;
}

/** Traces one case; returns the report's lines. */
export async function traceCase(
  root: string,
  evalFile: string,
  c: FindCase,
  lineUsi: readonly string[],
  nodes: number,
  iterations: number,
): Promise<string[]> {
  const rig = await makeRig(root, evalFile, () => {});
  const built = rig.mods.buildPosition({ sfen: c.sfen, moves: [c.move] }, 'shogi');
  if (!built.ok) throw new Error(`case ${c.id}: ${built.error.message}`);
  const { parseUsiMove } = (await import(
    pathToFileURL(resolve(root, 'src-main/shared/rules/sfen.ts')).href
  )) as { parseUsiMove: (pos: PositionLike, u: string) => number };
  const line: number[] = [];
  const pos = built.pos as TracedPosition & { doMove(m: number): void };
  for (const u of lineUsi) {
    const m = parseUsiMove(pos, u);
    if (!m) throw new Error(`case ${c.id}: the line's move ${u} is not legal there`);
    line.push(m);
    pos.doMove(m);
  }
  const events: { iteration: number; text: string }[] = [];
  const searcher = rig.engine.searcher as unknown as TracedSearcher;
  const undo = instrument(searcher, line, lineUsi, (iteration, text) =>
    events.push({ iteration, text }),
  );
  let last = '';
  try {
    const answer = searchFresh(
      rig,
      { name: c.id, sfen: c.sfen, moves: [c.move] },
      { nodes },
      (i) => {
        if (i.score)
          last = `depth ${i.depth} ${i.score.kind} ${i.score.value} ${i.pv?.slice(0, 4).join(' ')}`;
      },
    );
    last += ` → ${answer.bestmove}`;
  } finally {
    undo();
  }
  const shown = [...new Set(events.map((e) => e.iteration))].slice(-iterations);
  const out = [
    `${c.id} (${c.category}) line ${lineUsi.join(' ')}; ours at ${nodes} nodes: ${last}`,
  ];
  for (const it of shown) {
    out.push(` iteration ${it}`);
    for (const e of events) if (e.iteration === it) out.push(`  ${e.text}`);
  }
  return out;
}

async function main(argv: readonly string[]): Promise<void> {
  const only = flagValue('only', '', argv);
  const cases = loadCases(flagValue('fixture', DEFAULT_FIXTURE, argv)).filter((c) =>
    only.split(',').includes(c.id),
  );
  if (cases.length === 0) throw new Error('--only names no case of the fixture');
  const plies = Number(flagValue('plies', '8', argv));
  const given = flagValue('line', '', argv);
  for (const c of cases) {
    const lineUsi = (given === '' ? c.refutation.pv : given.split(/\s+/)).slice(0, plies);
    const lines = await traceCase(
      resolve(flagValue('root', THIS_ROOT, argv)),
      flagValue('evalfile', 'default-net', argv),
      c,
      lineUsi,
      Number(flagValue('nodes', '100000', argv)),
      Number(flagValue('iterations', '2', argv)),
    );
    for (const l of lines) console.log(l);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href)
  await main(process.argv.slice(2));
