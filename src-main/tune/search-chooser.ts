/**
 * Move choosers backed by the engine search, so movematch can compare evaluations (classical,
 * NNUE) deeper than 1 ply on the same positions, and self-play can pit two weight sets against
 * each other at equal nodes. Every search starts from a clean TT and history (reproducible).
 */
import type { Position } from '../shared/rules/position.ts';
import type { Move } from '../shared/rules/types.ts';
import type { Evaluator } from '../engine/eval/evaluator.ts';
import { RootSearch } from '../engine/rootsearch.ts';
import { Searcher } from '../engine/search.ts';
import { TranspositionTable } from '../engine/tt.ts';
import type { MoveChooser } from './movematch.ts';

/** Limits of one search: a depth, a node budget, or both. */
export interface SearchChooserLimits {
  depth?: number;
  nodes?: number;
  /** Transposition table size in MB (default 16). */
  hashMb?: number;
}

/** A chooser that runs the engine search with `ev` under `limits`. */
export function searchChooser(
  ev: Evaluator,
  limits: SearchChooserLimits,
): MoveChooser & { lastNodes: number } {
  const tt = new TranspositionTable(limits.hashMb ?? 16);
  const searcher = new Searcher(tt, ev);
  const root = new RootSearch(searcher);
  const chooser = {
    lastNodes: 0,
    choose(pos: Position): Move {
      tt.clear();
      searcher.clearHistory();
      const out = root.run(
        pos,
        {
          depth: limits.depth,
          nodes: limits.nodes,
          time: { optimum: Infinity, maximum: Infinity, limited: false },
          multiPV: 1,
        },
        () => {},
      );
      chooser.lastNodes = out.nodes;
      return out.bestMove;
    },
  };
  return chooser;
}
