/**
 * The sentence of a "why", in English or Japanese, with moves and squares in the user's
 * notation (the moves come already written by the one notation module). Pure module.
 */
import { PIECE_NAME_JA, squareJa } from '../records/notation.ts';
import { usiToSquare } from '../rules/sfen-text.ts';
import type { NamedMove, Why, WhyLanguage, WhyNotation } from './why-types.ts';

/** English piece names by the rules core's piece type. */
export const PIECE_NAME_EN = [
  '',
  'pawn',
  'lance',
  'knight',
  'silver',
  'bishop',
  'rook',
  'gold',
  'king',
  'tokin',
  'promoted lance',
  'promoted knight',
  'promoted silver',
  'horse',
  'dragon',
] as const;

/** A named move in the notation. */
function mv(m: NamedMove, n: WhyNotation): string {
  return n === 'japanese' ? m.japanese : m.western;
}

/** A USI square (`4e`) in the notation (`４五` in Japanese). */
function sq(usi: string, n: WhyNotation): string {
  return n === 'japanese' ? squareJa(usiToSquare(usi)) : usi;
}

/** The English sentence. */
function english(w: Why, n: WhyNotation): string {
  switch (w.kind) {
    case 'allows-mate':
      return `allows mate in ${w.plies}`;
    case 'missed-mate':
      return `missed mate in ${w.plies}`;
    case 'no-escape':
      return `leaves the king with no escape squares after a ${PIECE_NAME_EN[w.piece]} drop (${mv(w.reply, n)})`;
    case 'hangs':
      return `hangs the ${PIECE_NAME_EN[w.piece]} on ${sq(w.square, n)} (${mv(w.reply, n)})`;
    case 'fork':
      return `walks into a fork after ${mv(w.reply, n)} (${w.targets.map((t) => sq(t, n)).join(' and ')})`;
    case 'loses-exchange':
      return `loses the exchange after ${mv(w.after, n)}`;
    case 'loses-material':
      return `loses material after ${mv(w.after, n)}`;
  }
}

/** The Japanese sentence. */
function japanese(w: Why, n: WhyNotation): string {
  switch (w.kind) {
    case 'allows-mate':
      return `${w.plies}手詰めを許す`;
    case 'missed-mate':
      return `${w.plies}手詰めを逃した`;
    case 'no-escape':
      return `${mv(w.reply, n)}（${PIECE_NAME_JA[w.piece]}打ち）で玉の逃げ道がなくなる`;
    case 'hangs':
      return `${sq(w.square, n)}の${PIECE_NAME_JA[w.piece]}がただで取られる（${mv(w.reply, n)}）`;
    case 'fork':
      return `${mv(w.reply, n)}で両取り（${w.targets.map((t) => sq(t, n)).join('と')}）をかけられる`;
    case 'loses-exchange':
      return `${mv(w.after, n)}から大駒を小駒と交換されて駒損になる`;
    case 'loses-material':
      return `${mv(w.after, n)}から駒損になる`;
  }
}

/** The sentence of `w` in a language, moves and squares in a notation (no final full stop). */
export function whyText(w: Why, lang: WhyLanguage, notation: WhyNotation): string {
  return lang === 'ja' ? japanese(w, notation) : english(w, notation);
}
