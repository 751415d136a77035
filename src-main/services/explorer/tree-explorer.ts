/**
 * The explorer's second source: the bundled move sequence trees (resources/mst/trees.json, the
 * file the engine's MSTStrategy reads). The file is read once, on the first question; each
 * strategy's position table is built the first time that strategy is asked about.
 */
import { readFileSync } from 'node:fs';
import { parseSfen } from '../../shared/rules/sfen.ts';
import { bundledMstPath } from '../../engine/mst/mst-guide.ts';
import { parseMstSet, type MstSet } from '../../engine/mst/mst-tree.ts';
import type { Strategy } from '../../engine/mst/formation.ts';
import {
  positionKey,
  treePositions,
  type TreePositionMoves,
} from '../../explorer/mst-positions.ts';
import type { ExplorerTree, ExplorerTreeAnswer, Result } from '../../shared/contract.ts';

/** Answers the explorer's questions about the move sequence trees. */
export class TreeExplorer {
  private set: Result<MstSet> | null = null;
  private readonly tables = new Map<string, Map<string, TreePositionMoves>>();

  /** @param path the trees file; null for the bundled one (none in this build: an error answer) */
  constructor(private readonly path: string | null = bundledMstPath()) {}

  /** The trees file, read and checked on first use (why once: it does not change while running). */
  private load(): Result<MstSet> {
    if (this.set) return this.set;
    const path = this.path;
    if (path === null) return (this.set = noTrees('no move sequence trees in this build'));
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (e) {
      return (this.set = noTrees(`${path}: cannot read the trees (${(e as Error).message})`));
    }
    const parsed = parseMstSet(text);
    this.set = parsed.ok ? { ok: true, value: parsed.set } : noTrees(`${path}: ${parsed.message}`);
    return this.set;
  }

  /** The trees the file holds (strategies without a game are left out). */
  trees(): Result<ExplorerTree[]> {
    const set = this.load();
    if (!set.ok) return set;
    const list: ExplorerTree[] = [];
    for (const [name, t] of set.value.trees)
      if (t.games[0] + t.games[1] > 0) list.push({ name, games: [t.games[0], t.games[1]] });
    return { ok: true, value: list };
  }

  /** The moves of tree `name` at position `sfen`, most played first. */
  query(name: string, sfen: string): Result<ExplorerTreeAnswer> {
    const set = this.load();
    if (!set.ok) return set;
    const tree = set.value.trees.get(name as Strategy);
    if (!tree || tree.games[0] + tree.games[1] === 0)
      return {
        ok: false,
        error: { code: 'EXPLORER_UNKNOWN_TREE', message: `no tree named "${name}"`, detail: name },
      };
    const parsed = parseSfen(sfen);
    if (!parsed.ok) return badPosition(parsed.error.message);
    let table = this.tables.get(name);
    if (!table) this.tables.set(name, (table = treePositions(tree)));
    const hit = table.get(positionKey(parsed.position));
    const moves = [...(hit?.moves ?? [])]
      .map(([move, count]) => ({ move, count }))
      .sort((a, b) => b.count - a.count || (a.move < b.move ? -1 : 1));
    return { ok: true, value: { games: hit?.games ?? 0, moves } };
  }
}

/** The error answer for missing or unreadable trees. */
function noTrees(message: string): Result<never> {
  return { ok: false, error: { code: 'EXPLORER_NO_TREES', message, detail: message } };
}

/** The error answer for a position that is not a valid SFEN. */
export function badPosition(why: string): Result<never> {
  return {
    ok: false,
    error: { code: 'EXPLORER_BAD_POSITION', message: `bad position: ${why}`, detail: why },
  };
}
