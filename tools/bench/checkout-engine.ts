/**
 * A checkout's engine loaded into this process for the search diagnostics (`bench:tree`,
 * `bench:find`): its own `src-main/engine/` modules, the shipped net (or `evalFile`), Hash 64, no
 * book, one thread, and a fresh table and history before each search. Why loaded by path: `--root`
 * compares another checkout (e.g. a frozen base) on the same positions.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** A position to search: a start and USI moves. */
export interface Spot {
  name: string;
  sfen: string;
  moves: string[];
}

/** What the tools need of a checkout's engine modules, loaded at run time. */
export interface EngineModules {
  Engine: new () => EngineLike;
  buildPosition: (
    spec: { sfen: string; moves: string[] },
    variant: 'shogi',
  ) => { ok: true; pos: PositionLike } | { ok: false; error: { message: string } };
  defaultOptions: () => Record<string, unknown>;
  generateLegal: (pos: PositionLike, out: Int32Array, start?: number) => number;
  BENCH_POSITIONS: ReadonlyArray<Spot & { variant: string }>;
}
/** The position methods the tools call. */
export interface PositionLike {
  pieceOn(sq: number): number;
  inCheck(): boolean;
}
/** The searcher methods `bench:tree` wraps with counters. */
export interface SearcherLike {
  doMove(pos: PositionLike, m: number): void;
  undoMove(pos: PositionLike, m: number): void;
  search(pos: PositionLike, a: number, b: number, depth: number, ...rest: unknown[]): number;
  qsearch(pos: PositionLike, ...rest: unknown[]): number;
}
/** An `info` line's fields the tools read (usi-protocol.ts InfoFields). */
export interface InfoLike {
  depth?: number;
  nodes?: number;
  score?: { kind: 'cp' | 'mate'; value: number; bound?: 'lower' | 'upper' };
  pv?: string[];
}
/** What `go` answers (the fields the tools read). */
export interface AnswerLike {
  bestmove: string;
  outcome?: { depth: number; nodes: number };
}
/** The engine object of engine.ts, as far as the tools use it. */
export interface EngineLike {
  searcher: SearcherLike;
  /** The stop word is `signals[0]` (rootsearch.ts SIGNAL_STOP). */
  root: { signals: Int32Array };
  configure(o: Record<string, unknown>): string[];
  newGame(): void;
  go(
    pos: PositionLike,
    p: { nodes?: number; depth?: number },
    onInfo: (info: InfoLike) => void,
  ): AnswerLike;
}

/** This checkout's root: the default of `--root`. */
export const THIS_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Imports the engine modules of the checkout at `root`. */
export async function loadEngineModules(root: string): Promise<EngineModules> {
  const url = (p: string): string => pathToFileURL(resolve(root, p)).href;
  const engine = (await import(url('src-main/engine/engine.ts'))) as EngineModules;
  const options = (await import(url('src-main/engine/options.ts'))) as EngineModules;
  const bench = (await import(url('src-main/engine/benchpositions.ts'))) as EngineModules;
  // Why two paths: older checkouts kept the rules core under engine/core.
  const rules = ['src-main/shared/rules/movegen.ts', 'src-main/engine/core/movegen.ts'];
  const found = rules.find((p) => existsSync(resolve(root, p))) ?? rules[0]!;
  const movegen = (await import(url(found))) as EngineModules;
  return {
    Engine: engine.Engine,
    buildPosition: engine.buildPosition,
    defaultOptions: options.defaultOptions,
    generateLegal: movegen.generateLegal,
    BENCH_POSITIONS: bench.BENCH_POSITIONS,
  };
}

/** The engine of a checkout, configured for the diagnostics, and its modules. */
export interface Rig {
  mods: EngineModules;
  engine: EngineLike;
  /** The shogi bench positions. */
  bench: Spot[];
}

/** Loads the checkout at `root` and configures its engine; `log` gets its `info string` lines. */
export async function makeRig(
  root: string,
  evalFile: string,
  log: (line: string) => void = console.log,
): Promise<Rig> {
  const mods = await loadEngineModules(root);
  const engine = new mods.Engine();
  const options = {
    ...mods.defaultOptions(),
    USI_Hash: 64,
    Threads: 1,
    BookMoves: 0,
    EvalFile: evalFile,
  };
  for (const msg of engine.configure(options)) log(`info string ${msg}`);
  const bench = mods.BENCH_POSITIONS.filter((p) => p.variant === 'shogi').map((p) => ({
    name: p.name,
    sfen: p.sfen,
    moves: p.moves,
  }));
  return { mods, engine, bench };
}

/** Searches one position from a fresh table and history; `onInfo` sees every `info` line. */
export function searchFresh(
  rig: Rig,
  spot: Spot,
  limits: { nodes?: number; depth?: number },
  onInfo: (info: InfoLike) => void = () => {},
): AnswerLike {
  rig.engine.newGame();
  // Why: a previous search may have been stopped from its info callback.
  rig.engine.root.signals.fill(0);
  const built = rig.mods.buildPosition({ sfen: spot.sfen, moves: spot.moves }, 'shogi');
  if (!built.ok) throw new Error(`position "${spot.name}" is invalid: ${built.error.message}`);
  return rig.engine.go(built.pos, limits, onInfo);
}
