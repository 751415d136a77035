/**
 * Details for a line tsshogi could not read: the move number, the move text and, where the
 * position is known, why the move cannot be played (e.g. "no black bishop can reach 2c" for
 * KI2, "8h holds a pawn, not a bishop" for CSA).
 */
import {
  Color,
  Move,
  Piece,
  Square,
  stringToNumber,
  stringToPieceType,
  type ImmutablePosition,
  type Record,
} from 'tsshogi';
import { pieceName } from './explain.ts';
import { CSA_PIECE } from './scan-csa.ts';

/** What can be said about an unreadable move. */
export interface FailureDetail {
  ply?: number;
  moveText?: string;
  reason?: string;
}

const KI2_MARK = /[▲△▼▽☗☖]/;

/** The position at the end of a record's main line, and its last move. */
function mainLineEnd(record: Record): { pos: ImmutablePosition; last?: Move } {
  const moves = record.moves.filter((n) => n.move instanceof Move);
  const lastNode = moves[moves.length - 1];
  return { pos: positionAfter(record, lastNode?.sfen), last: lastNode?.move as Move | undefined };
}

/** Rebuilds a position from a node's SFEN (or the start). */
function positionAfter(record: Record, sfen: string | undefined): ImmutablePosition {
  if (!sfen) return record.initialPosition;
  const p = record.initialPosition.clone();
  p.resetBySFEN(sfen);
  return p;
}

const side = (c: Color) => (c === Color.BLACK ? 'black' : 'white');

/** Why a KI2 move text cannot be played in `pos` (after `last`). */
export function explainKi2(pos: ImmutablePosition, text: string, last?: Move): string | undefined {
  const m =
    /^([▲△▼▽☗☖])(?:([１-９1-9])([一二三四五六七八九])|同)[\s\u3000]*(成銀|成桂|成香|[王玉飛龍竜角馬金銀全桂圭香杏歩と])(.*)$/.exec(
      text,
    );
  if (!m) return undefined;
  const color = /[▲▼☗]/.test(m[1]!) ? Color.BLACK : Color.WHITE;
  if (color !== pos.color) return `it is ${side(pos.color)}'s turn`;
  const to = m[2] ? new Square(stringToNumber(m[2]), stringToNumber(m[3]!)) : last?.to;
  const type = stringToPieceType(m[4]!);
  if (!to || !type) return undefined;
  const name = pieceName(type);
  if (/打/.test(m[5]!))
    return pos.hand(color).count(type) === 0 ? `${side(color)} has no ${name} in hand` : undefined;
  const attackers = pos.listAttackersByPiece(to, new Piece(color, type)).length;
  if (attackers === 0) {
    return pos.hand(color).count(type) === 0
      ? `no ${side(color)} ${name} can reach ${to.usi}`
      : `${to.usi} is occupied, so the ${name} in hand cannot be dropped`;
  }
  return `${attackers} ${side(color)} ${name}s can reach ${to.usi}: the text does not say which`;
}

/** Why a CSA move cannot be played in `pos`. */
function explainCsa(pos: ImmutablePosition, text: string): string | undefined {
  const m = /^([+-])([0-9])([0-9])([0-9])([0-9])([A-Z]{2})/.exec(text);
  if (!m) return undefined;
  const color = m[1] === '+' ? Color.BLACK : Color.WHITE;
  if (color !== pos.color) return `it is ${side(pos.color)}'s turn`;
  const type = CSA_PIECE[m[6]!];
  if (!type) return `unknown piece "${m[6]}"`;
  if (m[2] === '0') return undefined;
  const from = new Square(Number(m[2]), Number(m[3]));
  const piece = pos.board.at(from);
  if (!piece) return `there is no piece on ${from.usi}`;
  if (piece.color !== color) return `the piece on ${from.usi} belongs to the opponent`;
  return `${from.usi} holds a ${pieceName(piece.type)}, not a ${pieceName(type)}`;
}

/** Why a KIF move text cannot be played in `pos` (the origin square or the hand is wrong). */
function explainKif(pos: ImmutablePosition, text: string): string | undefined {
  const m =
    /(成銀|成桂|成香|[王玉飛龍竜角馬金銀全桂圭香杏歩と])成?(?:(打)|\(([1-9])([1-9])\))/.exec(text);
  if (!m) return undefined;
  const type = stringToPieceType(m[1]!);
  if (m[2])
    return type && pos.hand(pos.color).count(type) === 0
      ? `${side(pos.color)} has no ${pieceName(type)} in hand`
      : undefined;
  const from = new Square(Number(m[3]), Number(m[4]));
  const piece = pos.board.at(from);
  if (!piece) return `there is no piece on ${from.usi}`;
  if (piece.color !== pos.color) return `the piece on ${from.usi} belongs to the opponent`;
  return undefined;
}

/** Move number of a KI2 line's first move: plies before it, following 変化 lines. */
function ki2PlyBefore(lines: string[], n: number): { ply: number; branched: boolean } {
  let ply = 0;
  let branched = false;
  for (const line of lines.slice(0, n - 1)) {
    const branch = /^[ \u3000]*変化[：:][ \u3000]*([0-9]+)手/.exec(line);
    if (branch) {
      ply = Number(branch[1]) - 1;
      branched = true;
    } else if (/^[ \u3000]*[▲△▼▽☗☖]/.test(line)) ply += line.split(KI2_MARK).length - 1;
  }
  return { ply, branched };
}

/**
 * The first KI2 move whose mark (▲/△) is not the side to move (why: tsshogi ignores the
 * marks, so "▲７六歩 ▲３四歩" would silently read as a white move). Tracks 変化 lines.
 * `firstColorBlack` is the side to move at the start.
 */
export function ki2MarkMismatch(
  lines: string[],
  firstColorBlack: boolean,
): { line: number; ply: number; text: string; toMove: Color } | null {
  let ply = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const branch = /^[ \u3000]*変化[：:][ \u3000]*([0-9]+)手/.exec(line);
    if (branch) ply = Number(branch[1]) - 1;
    if (branch || !/^[ \u3000]*[▲△▼▽☗☖]/.test(line)) continue;
    for (const section of line
      .replace(/[\s\u3000]/g, '')
      .split(/(?=[▲△▼▽☗☖])/)
      .filter((x) => x !== '')) {
      ply++;
      const black = (ply % 2 === 1) === firstColorBlack;
      if (/^[▲▼☗]/.test(section) !== black)
        return { line: i + 1, ply, text: section, toMove: black ? Color.BLACK : Color.WHITE };
    }
  }
  return null;
}

/**
 * The index of the first move of a KI2 line that tsshogi cannot read after the ones before it
 * (why: a move repeated on one line, `▲７六歩 △３四歩 ▲７六歩`, is the later copy, and
 * looking the failing text up by value blamed the earlier one).
 */
function failingSection(
  head: string[],
  sections: string[],
  parse: (text: string) => Record | Error,
): number {
  for (let i = 0; i < sections.length; i++)
    if (parse([...head, sections.slice(0, i + 1).join(' ')].join('\n')) instanceof Error) return i;
  return 0;
}

/**
 * Details of the unreadable line `n` (1-based, chunk numbering). `parse` re-parses a text of
 * the same format (used to reach the position before the move).
 */
export function failureDetail(
  format: 'kif' | 'ki2' | 'csa',
  lines: string[],
  n: number,
  data: string | undefined,
  parse: (text: string) => Record | Error,
): FailureDetail {
  const line = lines[n - 1] ?? '';
  if (format === 'kif') {
    const m = /^ *([0-9]+) +(\S+)/.exec(line);
    if (!m) return {};
    const ply = Number(m[1]);
    // Only on the main line is "the position before move N" the main line's; variations say nothing here.
    if (lines.slice(0, n - 1).some((l) => /^[ \u3000]*変化[：:]/.test(l)))
      return { ply, moveText: m[2] };
    const prefix = parse(lines.slice(0, n - 1).join('\n'));
    if (prefix instanceof Error) return { ply, moveText: m[2] };
    const node = prefix.moves[ply - 1];
    const pos = node ? positionAfter(prefix, node.ply === 0 ? undefined : node.sfen) : undefined;
    return { ply, moveText: m[2], reason: pos ? explainKif(pos, m[2]!) : undefined };
  }
  if (format === 'csa') {
    const before = lines
      .slice(0, n - 1)
      .flatMap((l) => l.split(','))
      .filter((t) => /^[+-][0-9]{4}[A-Z]{2}/.test(t)).length;
    const prefix = parse(lines.slice(0, n - 1).join('\n'));
    const reason =
      data && !(prefix instanceof Error) ? explainCsa(mainLineEnd(prefix).pos, data) : undefined;
    return { ply: before + 1, moveText: data, reason };
  }
  const clean = line.replace(/[\s\u3000]/g, '');
  const sections = clean.split(/(?=[▲△▼▽☗☖])/).filter((s) => s !== '');
  const { ply, branched } = ki2PlyBefore(lines, n);
  const index = failingSection(lines.slice(0, n - 1), sections, parse);
  if (branched) return { ply: ply + index + 1, moveText: data };
  const prefix = parse([...lines.slice(0, n - 1), sections.slice(0, index).join(' ')].join('\n'));
  if (prefix instanceof Error || !data) return { ply: ply + index + 1, moveText: data };
  const { pos, last } = mainLineEnd(prefix);
  return { ply: ply + index + 1, moveText: data, reason: explainKi2(pos, data, last) };
}
