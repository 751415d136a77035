/**
 * The sentence of a "why", in English or Japanese, with moves and squares in the user's
 * notation (the moves come already written by the one notation module). Pure module.
 */
import { PIECE_NAME_JA, squareJa } from '../records/notation.ts';
import { usiToSquare } from '../rules/sfen-text.ts';
import type { NamedMove, Why, WhyLanguage, WhyNotation } from './why-types.ts';
import { say } from './words.ts';

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

/** Piece names by language (the rules core's piece types). */
const PIECE = { en: PIECE_NAME_EN, ja: PIECE_NAME_JA } as const;

/** The sentence of `w` in a language, moves and squares in a notation (no final full stop). */
export function whyText(w: Why, lang: WhyLanguage, notation: WhyNotation): string {
  const n = notation;
  switch (w.kind) {
    case 'allows-mate':
    case 'missed-mate':
      return say(lang, w.kind, { plies: w.plies });
    case 'no-escape':
      return say(lang, w.kind, { piece: PIECE[lang][w.piece] ?? '', reply: mv(w.reply, n) });
    case 'hangs':
      return say(lang, w.kind, {
        piece: PIECE[lang][w.piece] ?? '',
        square: sq(w.square, n),
        reply: mv(w.reply, n),
      });
    case 'fork': {
      const targets = w.targets.map((t) => sq(t, n)).join(say(lang, 'forkJoin'));
      return say(lang, w.kind, { reply: mv(w.reply, n), targets });
    }
    case 'loses-exchange':
    case 'loses-material':
      return say(lang, w.kind, { after: mv(w.after, n) });
  }
}
