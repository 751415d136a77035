/**
 * Move notation for the record: Japanese (▲７六歩, with 同, 打, 成/不成 and the relative-position
 * words 上/引/寄/直/右/左 when needed) or western (P-7f, Sx6g+, P*5e).
 */
import type { Position } from '../../../src-main/engine/core/position';
import {
  DRAGON,
  HORSE,
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
} from '../../../src-main/engine/core/types';
import { PIECE_NAME_JA, WESTERN_LETTER } from '../pieces';

const FW_DIGITS = '０１２３４５６７８９';
const KANJI_RANK = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

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
  for (const o of legal) {
    if (
      !isDrop(o) &&
      movedPiece(o) === movedPiece(m) &&
      moveTo(o) === moveTo(m) &&
      moveFrom(o) !== moveFrom(m)
    ) {
      out.add(moveFrom(o));
    }
  }
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

/** True if the same board move with the opposite promotion flag is also legal. */
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
  const dest = prevTo === to ? '同' : squareJa(to);
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
  const pc = movedPiece(m);
  const letter = WESTERN_LETTER[typeOf(pc)];
  const to = moveTo(m);
  if (isDrop(m)) return `${letter}*${squareWestern(to)}`;
  const origin = rivals(legal, m).length > 0 ? squareWestern(moveFrom(m)) : '';
  const sep = pos.pieceOn(to) !== 0 ? 'x' : '-';
  const promo = isPromotion(m) ? '+' : couldPromote(legal, m) ? '=' : '';
  return `${letter}${origin}${sep}${squareWestern(to)}${promo}`;
}
