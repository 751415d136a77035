import { Color } from 'tsshogi';
import { PIECE_KANJI, PIECE_NAME_EN } from '../../../src-main/shared/records/piece-kanji';
import { t, textOr } from '../text';

/** One-character kanji of each tsshogi piece type (the position editor's palette and board). */
export { PIECE_KANJI };

/**
 * Names of each tsshogi piece type for screen readers (`t('piece.<type>')`, the position
 * editor's labels), from the records' shared tables.
 */
export const PIECES = {
  en: PIECE_NAME_EN,
  // The kanji, with the promoted minor pieces spelt out as the notation does (成香, not 杏).
  ja: { ...PIECE_KANJI, promLance: '成香', promKnight: '成桂', promSilver: '成銀' },
};

/** A piece type's name in the UI language ("promoted pawn" / "と"). */
export function pieceTypeName(type: string, lang: 'en' | 'ja'): string {
  return textOr(lang, `piece.${type}`, type);
}

/** A piece of a colour for screen readers: "black promoted pawn" / "先手 と". */
export function coloredPieceName(color: Color, type: string, lang: 'en' | 'ja'): string {
  return `${color === Color.BLACK ? t('study.black') : t('study.white')} ${pieceTypeName(type, lang)}`;
}
