/**
 * Large legal records made on the fly for the size benchmark and the size tests (why: the
 * limits of issue 21 — 20,000 plies, megabyte comments, thousands of CSA games, 50 MB files —
 * need inputs no real file has, and they must be legal so that loading, not refusing, is measured).
 * Games are deterministic random walks over the rules core's legal moves.
 */
import { Position } from '../shared/rules/position.ts';
import { legalMoves } from '../shared/rules/movegen.ts';
import { moveToUsi } from '../shared/rules/sfen.ts';
import {
  colorOf,
  dropType,
  fileOf,
  isDrop,
  isPromotion,
  movedPiece,
  moveFrom,
  moveTo,
  rankOf,
  typeOf,
  type Move,
} from '../shared/rules/types.ts';
import { CSA_PIECE, PIECE_NAME_JA, squareJa } from '../shared/records/notation.ts';

/** A small linear congruential generator (why: the same seed must give the same file on every run). */
function randomSource(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n) => ((s = (Math.imul(s, 1103515245) + 12345) >>> 0) >>> 8) % n;
}

/**
 * A legal game of `plies` moves from the even start: random quiet moves that neither capture
 * nor give check (why: such a walk can go on for tens of thousands of plies without a mate).
 * Returns the rules-core moves.
 */
export function longGame(plies: number, seed = 1): Move[] {
  const rand = randomSource(seed);
  const pos = Position.startpos();
  const played: Move[] = [];
  while (played.length < plies) {
    const all = legalMoves(pos);
    if (all.length === 0) throw new Error('the random walk reached a mate'); // a bug in the walk's filter
    const quiet = all
      .filter((m) => isDrop(m) || pos.pieceOn(moveTo(m)) === 0)
      .filter((m) => !pos.givesCheck(m));
    const pool = quiet.length > 0 ? quiet : all;
    const m = pool[rand(pool.length)]!;
    pos.doMove(m);
    played.push(m);
  }
  return played;
}

/** KIF text of a move, e.g. `７六歩(77)`, `２二角成(88)`, `５五歩打`. */
export function kifMoveText(m: Move): string {
  const to = moveTo(m);
  const dest = squareJa(to);
  if (isDrop(m)) return `${dest}${PIECE_NAME_JA[dropType(m)]}打`;
  const from = moveFrom(m);
  return `${dest}${PIECE_NAME_JA[typeOf(movedPiece(m))]}${isPromotion(m) ? '成' : ''}(${fileOf(from)}${rankOf(from)})`;
}

/** CSA text of a move, e.g. `+7776FU`. */
export function csaMoveText(m: Move): string {
  const sign = colorOf(movedPiece(m)) === 0 ? '+' : '-';
  const to = moveTo(m);
  const dest = `${fileOf(to)}${rankOf(to)}`;
  if (isDrop(m)) return `${sign}00${dest}${CSA_PIECE[dropType(m)]}`;
  const from = moveFrom(m);
  const type = typeOf(movedPiece(m)) + (isPromotion(m) ? 8 : 0);
  return `${sign}${fileOf(from)}${rankOf(from)}${dest}${CSA_PIECE[type]}`;
}

/** Options of `kifText`. */
export interface KifTextOptions {
  /** A comment line of this many characters is put after the first move (0: none). */
  commentChars?: number;
}

/** A KIF (UTF-8 header, no times) of `moves` from the even start. */
export function kifText(moves: readonly Move[], options: KifTextOptions = {}): string {
  const lines = [
    '#KIF version=2.0 encoding=UTF-8',
    '手合割：平手',
    '先手：A',
    '後手：B',
    '手数----指手---------消費時間--',
  ];
  const texts = moves.map(kifMoveText);
  let ply = 0;
  for (const t of texts) {
    lines.push(`${++ply} ${t}`);
    // Many short comment lines, as a long annotation is written (why: tsshogi's cost grows per line).
    if (ply === 1 && options.commentChars) {
      for (let left = options.commentChars; left > 0; left -= 40)
        lines.push(`*${'解説'.repeat(Math.min(20, Math.ceil(left / 2)))}`);
    }
  }
  lines.push(`${ply + 1} 中断`);
  return lines.join('\n') + '\n';
}

/** One CSA game (V2.2, even start) of `moves`, ended by `%CHUDAN`. */
export function csaGameText(moves: readonly Move[], index: number): string {
  const lines = [
    'V2.2',
    `N+Black${index}`,
    `N-White${index}`,
    `$EVENT:synthetic ${index}`,
    'PI',
    '+',
  ];
  for (const m of moves) lines.push(csaMoveText(m), 'T1');
  lines.push('%CHUDAN');
  return lines.join('\n') + '\n';
}

/** A multi-game CSA text of `games` games of `plies` plies each, separated by `/` lines. */
export function multiGameCsa(games: number, plies: number): string {
  const out: string[] = [];
  for (let g = 0; g < games; g++) out.push(csaGameText(longGame(plies, g + 1), g + 1));
  return out.join('/\n');
}

/**
 * A four-ply cycle from the position after `prefix` (a black and a white move and both
 * back), so a KIF of any length can be written by repeating it. Null if none was found.
 */
export function shuffleCycle(prefix: readonly Move[]): Move[] | null {
  const pos = Position.startpos();
  for (const m of prefix) pos.doMove(m);
  const quiet = (p: Position) =>
    legalMoves(p).filter(
      (m) => !isDrop(m) && !isPromotion(m) && p.pieceOn(moveTo(m)) === 0 && !p.givesCheck(m),
    );
  const back = (p: Position, m: Move) =>
    legalMoves(p).find(
      (x) =>
        !isDrop(x) && moveFrom(x) === moveTo(m) && moveTo(x) === moveFrom(m) && !isPromotion(x),
    );
  for (const a of quiet(pos)) {
    pos.doMove(a);
    for (const b of quiet(pos)) {
      pos.doMove(b);
      const a2 = back(pos, a);
      if (a2 !== undefined && !pos.givesCheck(a2)) {
        pos.doMove(a2);
        const b2 = back(pos, b);
        if (b2 !== undefined && !pos.givesCheck(b2)) return [a, b, a2, b2];
        pos.undoMove(a2);
      }
      pos.undoMove(b);
    }
    pos.undoMove(a);
  }
  return null;
}

/** USI of a list of moves (for messages and checks). */
export function usiOf(moves: readonly Move[]): string[] {
  return moves.map(moveToUsi);
}
