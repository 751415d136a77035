/**
 * The one move-notation module, on our rules core (so it serves shogi and minishogi alike) and
 * used by play, study, analysis and the engine panels. Pure module.
 *
 * Japanese (KIF style): ▲/△, the destination (`７六`, or `同　` for a recapture), the piece, the
 * relative words 上/引/寄/直/右/左 when another piece of the kind could go there, 打 when a
 * board piece could also go there, then 成 or 不成.
 *
 * Western (Hodges style, as in the English shogi literature): piece letter (`+` prefix for
 * promoted pieces), the origin square only when another piece of the same kind could reach the
 * same square, `-` move / `x` capture / `*` drop, the destination (file digit, rank letter), then
 * `+` for a promotion or `=` for a declined promotion: `P-7f`, `Bx2b+`, `P*5e`, `G6i-5h`.
 */
import type { ImmutablePosition, Move as TsMove } from 'tsshogi';
import { legalMoves } from '../rules/movegen.ts';
import { Position } from '../rules/position.ts';
import { buildUsiMove, formatSetup, parseSetup, parseUsiMove } from '../rules/sfen.ts';
import { usiToSquare } from '../rules/sfen-text.ts';
import {
  DRAGON,
  HORSE,
  MOVE_NONE,
  colorOf,
  fileOf,
  isDrop,
  isPromotion,
  moveFrom,
  moveTo,
  movedPiece,
  rankOf,
  typeOf,
  type Move,
} from '../rules/types.ts';

/** Japanese piece names in moves, by the rules core's piece type (PAWN = 1 … DRAGON = 14). */
export const PIECE_NAME_JA = [
  '',
  '歩',
  '香',
  '桂',
  '銀',
  '角',
  '飛',
  '金',
  '玉',
  'と',
  '成香',
  '成桂',
  '成銀',
  '馬',
  '龍',
] as const;

/** Western letters by piece type; promoted pieces get a leading "+". */
export const WESTERN_LETTER = [
  '',
  'P',
  'L',
  'N',
  'S',
  'B',
  'R',
  'G',
  'K',
  '+P',
  '+L',
  '+N',
  '+S',
  '+B',
  '+R',
] as const;

/** CSA piece codes by piece type (CSA moves and board lines: `+7776FU`, `P1-KY-KE…`). */
export const CSA_PIECE = [
  '',
  'FU',
  'KY',
  'KE',
  'GI',
  'KA',
  'HI',
  'KI',
  'OU',
  'TO',
  'NY',
  'NK',
  'NG',
  'UM',
  'RY',
] as const;

const FW_DIGITS = '０１２３４５６７８９';
const KANJI_RANK = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
/** The destination of a recapture (KIF writes a full-width space after 同). */
const SAME_SQUARE = '同　';

/** "７六" for a square (Japanese coordinates). */
export function squareJa(sq: number): string {
  return `${FW_DIGITS[fileOf(sq)]}${KANJI_RANK[rankOf(sq)]}`;
}

/** "7f" for a square (USI / western coordinates). */
export function squareWestern(sq: number): string {
  return `${fileOf(sq)}${String.fromCharCode(96 + rankOf(sq))}`;
}

/** Origins of other legal board moves of the same piece to the same square. */
function rivals(legal: readonly Move[], m: Move): number[] {
  const out = new Set<number>();
  for (const o of legal)
    if (
      !isDrop(o) &&
      movedPiece(o) === movedPiece(m) &&
      moveTo(o) === moveTo(m) &&
      moveFrom(o) !== moveFrom(m)
    )
      out.add(moveFrom(o));
  return [...out];
}

/** Forward distance and rightward distance of a step, seen from the mover. */
function relative(color: number, from: number, to: number): { fwd: number; right: number } {
  const fwd = rankOf(from) - rankOf(to);
  const right = fileOf(from) - fileOf(to);
  return color === 0 ? { fwd, right } : { fwd: -fwd, right: -right };
}

/** The 上/引/寄/直/右/左 suffix that tells this move from its rivals (why: KIF convention). */
function relativeWords(m: Move, others: number[]): string {
  if (others.length === 0) return '';
  const c = colorOf(movedPiece(m));
  const to = moveTo(m);
  const vert = (from: number) => {
    const f = relative(c, from, to).fwd;
    return f > 0 ? '上' : f < 0 ? '引' : '寄';
  };
  const from = moveFrom(m);
  const v = vert(from);
  const sameV = [from, ...others].filter((f) => vert(f) === v);
  if (sameV.length === 1) return v;
  const pt = typeOf(movedPiece(m));
  if (fileOf(from) === fileOf(to) && v === '上' && pt !== HORSE && pt !== DRAGON) return '直';
  // "Right" is toward the mover's right: lower files for black, higher for white.
  const x = (f: number) => (c === 0 ? -fileOf(f) : fileOf(f));
  const xs = sameV.map(x);
  const h = x(from) === Math.max(...xs) ? '右' : x(from) === Math.min(...xs) ? '左' : '';
  return h + (sameV.length < others.length + 1 ? v : '');
}

/** True if the same board move with promotion is also legal (why: 不成 / `=` mark declining it). */
function couldPromote(legal: readonly Move[], m: Move): boolean {
  return legal.some(
    (o) =>
      !isDrop(o) &&
      o !== m &&
      moveFrom(o) === moveFrom(m) &&
      moveTo(o) === moveTo(m) &&
      isPromotion(o),
  );
}

/**
 * Japanese notation of a move; `legal` are the legal moves of the position before it (for
 * 打, 不成 and the relative words), `prevTo` the previous move's destination (for 同).
 */
export function formatJapanese(m: Move, legal: readonly Move[], prevTo: number | null): string {
  const pc = movedPiece(m);
  const mark = colorOf(pc) === 0 ? '▲' : '△';
  const to = moveTo(m);
  const dest = prevTo === to ? SAME_SQUARE : squareJa(to);
  const name = PIECE_NAME_JA[typeOf(pc)];
  if (isDrop(m)) {
    const boardRival = legal.some(
      (o) => !isDrop(o) && typeOf(movedPiece(o)) === typeOf(pc) && moveTo(o) === to,
    );
    return `${mark}${dest}${name}${boardRival ? '打' : ''}`;
  }
  const words = relativeWords(m, rivals(legal, m));
  const promo = isPromotion(m) ? '成' : couldPromote(legal, m) ? '不成' : '';
  return `${mark}${dest}${name}${words}${promo}`;
}

/** Western notation of `m` played in `pos` (before the move). */
export function formatWestern(pos: Position, m: Move, legal: readonly Move[]): string {
  const letter = WESTERN_LETTER[typeOf(movedPiece(m))];
  const to = moveTo(m);
  if (isDrop(m)) return `${letter}*${squareWestern(to)}`;
  const origin = rivals(legal, m).length > 0 ? squareWestern(moveFrom(m)) : '';
  const sep = pos.pieceOn(to) !== 0 ? 'x' : '-';
  const promo = isPromotion(m) ? '+' : couldPromote(legal, m) ? '=' : '';
  return `${letter}${origin}${sep}${squareWestern(to)}${promo}`;
}

/**
 * A position from an SFEN of either board size, without the legality checks of `parseSfen`
 * (why: a record may hold a foul, and its moves must still be written). Null if unreadable.
 */
function positionOf(sfen: string): Position | null {
  for (const variant of ['shogi', 'minishogi'] as const) {
    const r = parseSetup(sfen, variant, { allowNifu: true });
    if (r.ok) return new Position(r.value);
  }
  return null;
}

/** A parsed position with its legal moves. */
interface Parsed {
  pos: Position;
  legal: Move[];
}

/** Small cache of parsed positions (why: the study list rebuilds every entry on each change). */
const parsedCache = new Map<string, Parsed | null>();

/** The parsed position of an SFEN and its legal moves, cached. */
function parsed(sfen: string): Parsed | null {
  let p = parsedCache.get(sfen);
  if (p === undefined) {
    if (parsedCache.size > 4096) parsedCache.clear();
    const pos = positionOf(sfen);
    p = pos ? { pos, legal: legalMoves(pos) } : null;
    parsedCache.set(sfen, p);
  }
  return p;
}

/** Japanese notation of a tsshogi move in a tsshogi position; `lastMove` enables 同. */
export function japaneseMove(position: ImmutablePosition, move: TsMove, lastMove?: TsMove): string {
  const p = parsed(position.sfen);
  const m = p ? buildUsiMove(p.pos, move.usi) : MOVE_NONE;
  if (!p || m === MOVE_NONE) return move.usi;
  return formatJapanese(m, p.legal, lastMove ? usiToSquare(lastMove.to.usi) : null);
}

/** Western notation of a tsshogi move in a tsshogi position. */
export function westernMove(position: ImmutablePosition, move: TsMove): string {
  const p = parsed(position.sfen);
  const m = p ? buildUsiMove(p.pos, move.usi) : MOVE_NONE;
  if (!p || m === MOVE_NONE) return move.usi;
  return formatWestern(p.pos, m, p.legal);
}

/** A line of USI moves in both notations; stops at the first move that is not legal. */
export interface NotatedLine {
  usi: string[];
  japanese: string[];
  western: string[];
  /** The SFEN after each move (to replay a PV on the board). */
  sfens: string[];
}

/**
 * Converts USI moves played from `sfen` (e.g. an engine PV; shogi or minishogi) to Japanese and
 * western notation. `previousUsi`, the move that led to `sfen`, lets a recapture read 同.
 */
export function notateUsiLine(
  sfen: string,
  usiMoves: readonly string[],
  previousUsi?: string,
): NotatedLine {
  const out: NotatedLine = { usi: [], japanese: [], western: [], sfens: [] };
  const pos = positionOf(sfen);
  if (!pos) return out;
  let prevTo =
    previousUsi && /^..[1-9][a-i]\+?$/.test(previousUsi)
      ? usiToSquare(previousUsi.slice(2, 4))
      : null;
  for (const usi of usiMoves) {
    const move = parseUsiMove(pos, usi);
    if (move === MOVE_NONE) break;
    const legal = legalMoves(pos);
    out.usi.push(usi);
    out.japanese.push(formatJapanese(move, legal, prevTo));
    out.western.push(formatWestern(pos, move, legal));
    pos.doMove(move);
    // Move number 1 (why: the board replays the PV as a position, not as a game).
    out.sfens.push(formatSetup({ ...pos.setup(), moveNumber: 1 }));
    prevTo = moveTo(move);
  }
  return out;
}
