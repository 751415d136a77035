/**
 * JKF writing without recursion and in linear size (issue 42). tsshogi's `exportJKF` builds
 * the forks by recursion, and `JSON.stringify(…, null, 2)` both recurses and indents every
 * line by its depth: a record nested 2,500 variations deep overflowed the stack, and one of
 * 1,000 (a 78 kB KIF) became a 92 MB JKF. Here the moves are built with a pending list and
 * written one entry per line with no depth indentation.
 */
import {
  Color,
  Move,
  PieceType,
  Record,
  Square,
  getCSASpecialMoveName,
  getDirectionModifier,
  isPromotable,
  isPromotableRank,
  reverseColor,
  exportJKF,
  type ImmutableNode,
  type ImmutablePosition,
  type ImmutableRecord,
} from 'tsshogi';

/** A JKF move entry as written (the fields this module fills). */
export interface JkfEntry {
  time?: { now: { m: number; s: number }; total: { h: number; m: number; s: number } };
  move?: {
    color: number;
    piece: string;
    to: { x: number; y: number };
    from?: { x: number; y: number };
    same?: boolean;
    promote?: boolean;
    capture?: string;
    relative?: string;
  };
  special?: string;
  comments?: string[];
  forks?: JkfEntry[][];
}

const JKF_PIECE: { [t in PieceType]: string } = {
  [PieceType.PAWN]: 'FU',
  [PieceType.LANCE]: 'KY',
  [PieceType.KNIGHT]: 'KE',
  [PieceType.SILVER]: 'GI',
  [PieceType.GOLD]: 'KI',
  [PieceType.BISHOP]: 'KA',
  [PieceType.ROOK]: 'HI',
  [PieceType.KING]: 'OU',
  [PieceType.PROM_PAWN]: 'TO',
  [PieceType.PROM_LANCE]: 'NY',
  [PieceType.PROM_KNIGHT]: 'NK',
  [PieceType.PROM_SILVER]: 'NG',
  [PieceType.HORSE]: 'UM',
  [PieceType.DRAGON]: 'RY',
};
const RELATIVE: { [k: string]: string } = {
  左: 'L',
  直: 'C',
  右: 'R',
  上: 'U',
  寄: 'M',
  引: 'D',
  打: 'H',
};

/** The JKF `move` of a move in `position` (before it), as tsshogi 2.2 writes it. */
function jkfMove(node: ImmutableNode, move: Move, position: ImmutablePosition): JkfEntry['move'] {
  const out: NonNullable<JkfEntry['move']> = {
    color: move.color === Color.BLACK ? 0 : 1,
    piece: JKF_PIECE[move.pieceType],
    to: { x: move.to.file, y: move.to.rank },
  };
  if (move.from instanceof Square) {
    out.from = { x: move.from.file, y: move.from.rank };
    if (node.prev?.move instanceof Move && node.prev.move.to.equals(move.to)) out.same = true;
    if (move.promote) out.promote = true;
    else if (
      isPromotable(move.pieceType) &&
      (isPromotableRank(move.color, move.from.rank) || isPromotableRank(move.color, move.to.rank))
    )
      out.promote = false;
    if (move.capturedPieceType) out.capture = JKF_PIECE[move.capturedPieceType];
  }
  const relative = [...getDirectionModifier(move, position)].map((s) => RELATIVE[s] ?? '').join('');
  if (relative) out.relative = relative;
  return out;
}

/** The JKF entry of one node (without its forks), or null for an ending JKF cannot name. */
function entryOf(node: ImmutableNode, position: ImmutablePosition): JkfEntry | null {
  const ms = node.elapsedMs;
  const total = node.totalElapsedMs;
  const entry: JkfEntry = {
    time: {
      now: { m: Math.floor(ms / 60000), s: Math.floor(ms / 1000) % 60 },
      total: {
        h: Math.floor(total / 3600000),
        m: Math.floor(total / 60000) % 60,
        s: Math.floor(total / 1000) % 60,
      },
    },
  };
  if (node.move instanceof Move) entry.move = jkfMove(node, node.move, position);
  else {
    const name = getCSASpecialMoveName(node.move, reverseColor(node.nextColor));
    if (!name) return null;
    entry.special = name;
  }
  if (node.comment) entry.comments = node.comment.trimEnd().split('\n');
  return entry;
}

/** The JKF move list of a record (entry 0 is the start), built with a pending list. */
export function buildJkfMoves(record: ImmutableRecord): JkfEntry[] {
  const first = record.first.comment;
  const root: JkfEntry[] = [first ? { comments: first.trimEnd().split('\n') } : {}];
  const pending: [ImmutableNode | null, ImmutablePosition, JkfEntry[]][] = [
    [record.first.next, record.initialPosition, root],
  ];
  while (pending.length > 0) {
    const [start, startPosition, list] = pending.pop()!;
    const position = startPosition.clone();
    for (let node = start; node; node = node.next) {
      const entry = entryOf(node, position);
      if (!entry) break;
      if (node.isFirstBranch && node.branch) {
        entry.forks = [];
        for (let b: ImmutableNode | null = node.branch; b; b = b.branch) {
          const fork: JkfEntry[] = [];
          entry.forks.push(fork);
          pending.push([b, position.clone(), fork]);
        }
      }
      list.push(entry);
      if (node.move instanceof Move) position.doMove(node.move, { ignoreValidation: true });
    }
  }
  return root;
}

/** `exportJKF` of the header and start position only (why: its own moves are built by recursion). */
export function jkfShell(record: ImmutableRecord): ReturnType<typeof exportJKF> {
  const shell = new Record(record.initialPosition);
  const meta = record.metadata;
  for (const k of meta.standardMetadataKeys)
    shell.metadata.setStandardMetadata(k, meta.getStandardMetadata(k)!);
  for (const k of meta.customMetadataKeys)
    shell.metadata.setCustomMetadata(k, meta.getCustomMetadata(k)!);
  return exportJKF(shell);
}

/** A move list as JSON text, one entry per line, without recursion. */
function writeMoves(moves: JkfEntry[], out: string[]): void {
  // A stack of literal strings and lists still to write (why: forks nest without a bound).
  const todo: (string | JkfEntry[])[] = [moves];
  while (todo.length > 0) {
    const item = todo.pop()!;
    if (typeof item === 'string') {
      out.push(item);
      continue;
    }
    const steps: (string | JkfEntry[])[] = ['['];
    item.forEach((entry, i) => {
      const { forks, ...rest } = entry;
      const sep = i > 0 ? ',\n' : '\n';
      if (!forks) {
        steps.push(sep + JSON.stringify(rest));
        return;
      }
      const head = JSON.stringify(rest).slice(0, -1);
      steps.push(`${sep}${head}${head.length > 1 ? ',' : ''}"forks":[`);
      forks.forEach((fork, k) => steps.push(...(k > 0 ? [',', fork] : [fork])));
      steps.push(']}');
    });
    steps.push('\n]');
    for (let i = steps.length - 1; i >= 0; i--) todo.push(steps[i]!);
  }
}

/** The JKF text of an object whose `moves` may nest deeply: header and start indented, moves one per line. */
export function jkfText(jkf: { moves: unknown[] } & { [key: string]: unknown }): string {
  const out: string[] = ['{'];
  for (const [key, value] of Object.entries(jkf)) {
    if (key === 'moves') continue;
    out.push(
      `\n  ${JSON.stringify(key)}: ${JSON.stringify(value, null, 2).replace(/\n/g, '\n  ')},`,
    );
  }
  out.push('\n  "moves": ');
  writeMoves(jkf.moves as JkfEntry[], out);
  out.push('\n}\n');
  return out.join('');
}
