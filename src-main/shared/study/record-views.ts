/**
 * Read-only views of a record for the UI: the move list of the active line and the variation
 * tree, each entry with Japanese and western notation, branch marker, comment flag and bookmark.
 * Pure module; build them again after every `RecordEditor` change (they are plain data).
 */
import {
  Color,
  Move,
  Position,
  formatSpecialMove,
  type ImmutableNode,
  type ImmutablePosition,
  type ImmutableRecord,
} from 'tsshogi';
import { pathOf } from '../records/tree.ts';
import { japaneseMove, westernMove } from '../records/notation.ts';
import { firstMoveNumber } from '../records/move-number.ts';

/** One node as the move list shows it. */
export interface MoveEntry {
  /** 0 = the start position, then 1, 2, … */
  ply: number;
  /** The move number shown: `ply`, counted from the SFEN's move number when the record has one. */
  number: number;
  /** Address for `RecordEditor.gotoPath`. */
  path: number[];
  /** `▲７六歩`, `△同　銀`, `投了`; `開始局面` for ply 0. */
  japanese: string;
  /** `P-7f`, `Sx2b`, or the special move in English (`resign`). */
  western: string;
  /** USI of a regular move, undefined for ply 0 and special moves (投了, 中断, …). */
  usi?: string;
  /** Who made the move (black = sente ▲). */
  color: 'black' | 'white';
  /** Branch marker: this move has sibling alternatives. */
  hasVariations: boolean;
  /** Index among its siblings (0 = first). */
  variationIndex: number;
  hasComment: boolean;
  /** Bookmark name, '' when none. */
  bookmark: string;
  /** Elapsed time of the move in ms (0 when the record has none). */
  elapsedMs: number;
}

/** English names of special moves (western notation). */
const SPECIAL_EN: { [k: string]: string } = {
  start: 'start',
  interrupt: 'interrupted',
  resign: 'resign',
  maxMoves: 'max moves',
  impass: 'impasse',
  draw: 'draw',
  repetitionDraw: 'repetition',
  mate: 'mate',
  noMate: 'no mate',
  timeout: 'time out',
  foulWin: 'foul (win)',
  foulLose: 'foul (loss)',
  enteringOfKing: 'entering king',
  winByDefault: 'win by default',
  loseByDefault: 'loss by default',
  try: 'try',
};

/** The view of one node; `first` is the number of the record's first move (move-number.ts). */
export function moveEntry(node: ImmutableNode, first = 1): MoveEntry {
  const prev = node.prev;
  const mover = prev ? prev.nextColor : node.nextColor;
  const base = {
    ply: node.ply,
    number: node.ply === 0 ? 0 : node.ply + first - 1,
    path: pathOf(node),
    color: mover === Color.BLACK ? 'black' : 'white',
    hasVariations: prev !== null && prev.next !== null && prev.next.branch !== null,
    variationIndex: node.branchIndex,
    hasComment: node.comment.trim() !== '',
    bookmark: node.bookmark,
    elapsedMs: node.elapsedMs,
  } as const;
  const m = node.move;
  if (m instanceof Move && prev) {
    const pos = positionBefore(node);
    const last = prev.move instanceof Move ? prev.move : undefined;
    return {
      ...base,
      usi: m.usi,
      japanese: japaneseMove(pos, m, last),
      western: westernMove(pos, m),
    };
  }
  if (m instanceof Move) return { ...base, japanese: '', western: '' };
  const en = 'name' in m ? m.name : (SPECIAL_EN[m.type] ?? m.type);
  return { ...base, japanese: formatSpecialMove(m), western: en };
}

/** The position before a node's move, from the parent's SFEN. */
function positionBefore(node: ImmutableNode): ImmutablePosition {
  return PositionCache.get(node.prev!.sfen);
}

/** Small cache of parsed positions (why: the list view rebuilds every entry on each change). */
const PositionCache = {
  map: new Map<string, ImmutablePosition>(),
  get(sfen: string): ImmutablePosition {
    let p = this.map.get(sfen);
    if (!p) {
      if (this.map.size > 4096) this.map.clear();
      p = Position.newBySFEN(sfen)!;
      this.map.set(sfen, p);
    }
    return p;
  },
};

/** The active line (start position first), as the move list shows it. */
export function moveList(record: ImmutableRecord): MoveEntry[] {
  const first = firstMoveNumber(record);
  return record.moves.map((n) => moveEntry(n, first));
}

/**
 * A line of the variation tree: consecutive first-child moves from its first node to the end,
 * plus, for each of them that has alternatives, the alternative lines.
 */
export interface VariationLine {
  entries: MoveEntry[];
  /** `variations[i]` are the lines that replace `entries[i]` (its later siblings); empty if none. */
  variations: VariationLine[][];
}

/** The line that starts at `node` and follows first children. */
function lineFrom(node: ImmutableNode | null, first: number): VariationLine {
  const line: VariationLine = { entries: [], variations: [] };
  for (let n = node; n; n = n.next) {
    line.entries.push(moveEntry(n, first));
    const alternatives: VariationLine[] = [];
    if (n.isFirstBranch)
      for (let b = n.branch; b; b = b.branch) alternatives.push(lineFrom(b, first));
    line.variations.push(alternatives);
  }
  return line;
}

/** The whole tree as nested lines; the root line is the main line from move 1. */
export function variationTree(record: ImmutableRecord): VariationLine {
  return lineFrom(record.first.next, firstMoveNumber(record));
}
