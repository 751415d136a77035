/**
 * Building the move sequence trees from record files: each game's two sides are classified
 * (engine/mst/game-strategy.ts), and each side that reached a strategy adds the game's first
 * moves to that strategy's tree for its colour — up to the ply where its castle was complete,
 * or the ply limit for the rook strategies. Only games from the even start position count (the
 * trees start there). Records are read as the book builder reads them.
 */
import { STARTPOS_SFEN } from '../shared/rules/sfen-text.ts';
import { classifyGame } from '../engine/mst/game-strategy.ts';
import { addSequence, newMstSet, pruneTree, type MstSet } from '../engine/mst/mst-tree.ts';
import { expandInputs, mainLineUsi } from './book-builder.ts';
import { readRecordFile } from './service.ts';

/** Options of {@link buildMst}. */
export interface BuildMstOptions {
  /** Longest sequence kept (plies from the start). */
  plies: number;
  /** Moves played by fewer games than this are left out (of trees with {@link PRUNE_FROM} games or more). */
  minCount: number;
}

/** What a build read. */
export interface BuildMstReport {
  files: number;
  games: number;
  /** Games left out: repeated, not from the even start, or with a move the rules refuse. */
  skippedGames: number;
  /** Files that could not be read, with the reason. */
  skipped: string[];
}

/** Trees of fewer games than this are kept whole (why: a rare strategy's few lines are all it has). */
export const PRUNE_FROM = 100;

/** The even start position without its move number (records write it either way). */
const EVEN = STARTPOS_SFEN.split(' ').slice(0, 3).join(' ');

/** Adds one game to the trees; false when it is not usable (why a boolean: the caller counts). */
export function addGameToMst(set: MstSet, startSfen: string, moves: readonly string[]): boolean {
  if (startSfen.split(' ').slice(0, 3).join(' ') !== EVEN) return false;
  const r = classifyGame(STARTPOS_SFEN, moves);
  if (!r.ok) return false;
  r.sides.forEach((side, c) => {
    const color = c as 0 | 1;
    if (side.castle !== null) {
      const tree = set.trees.get(side.castle)!;
      tree.games[color]++;
      addSequence(tree.roots[color], moves.slice(0, Math.min(side.castlePly, set.plies)));
    }
    if (side.rook !== null) {
      const tree = set.trees.get(side.rook)!;
      tree.games[color]++;
      addSequence(tree.roots[color], moves.slice(0, set.plies));
    }
  });
  return true;
}

/** Builds the trees from record files and folders (missing inputs are reported, not fatal). */
export async function buildMst(
  inputs: readonly string[],
  opts: BuildMstOptions,
): Promise<{ set: MstSet; report: BuildMstReport }> {
  const set = newMstSet(opts.plies);
  const { files, missing } = await expandInputs(inputs);
  const report: BuildMstReport = {
    files: 0,
    games: 0,
    skippedGames: 0,
    skipped: missing.map((m) => `${m}: no such file or folder`),
  };
  const seen = new Set<string>();
  for (const file of files) {
    const read = await readRecordFile(file);
    report.files++;
    if (!read.ok) {
      report.skipped.push(`${file}: ${read.error.message}`);
      continue;
    }
    for (const r of read.records) {
      const moves = mainLineUsi(r);
      // Why: collections hold some games twice (KIF and KI2 copies); each counts once.
      const whole = `${r.initialPosition.sfen}|${moves.join(' ')}`;
      if (seen.has(whole) || !addGameToMst(set, r.initialPosition.sfen, moves))
        report.skippedGames++;
      else report.games++;
      seen.add(whole);
    }
  }
  if (opts.minCount > 1)
    for (const t of set.trees.values())
      t.roots.forEach((root, c) => {
        if (t.games[c]! >= PRUNE_FROM) pruneTree(root, opts.minCount);
      });
  return { set, report };
}
