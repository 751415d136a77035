/** One-character kanji of each tsshogi piece type (the position editor's palette and board). */
export const PIECE_KANJI: { readonly [type: string]: string } = {
  pawn: '歩',
  lance: '香',
  knight: '桂',
  silver: '銀',
  gold: '金',
  bishop: '角',
  rook: '飛',
  king: '玉',
  promPawn: 'と',
  promLance: '杏',
  promKnight: '圭',
  promSilver: '全',
  horse: '馬',
  dragon: '龍',
};

/** Names of each tsshogi piece type for screen readers (the position editor's labels). */
const PIECE_NAMES: { readonly [lang: string]: { readonly [type: string]: string } } = {
  en: {
    pawn: 'pawn',
    lance: 'lance',
    knight: 'knight',
    silver: 'silver',
    gold: 'gold',
    bishop: 'bishop',
    rook: 'rook',
    king: 'king',
    promPawn: 'promoted pawn',
    promLance: 'promoted lance',
    promKnight: 'promoted knight',
    promSilver: 'promoted silver',
    horse: 'horse',
    dragon: 'dragon',
  },
  ja: {
    pawn: '歩',
    lance: '香',
    knight: '桂',
    silver: '銀',
    gold: '金',
    bishop: '角',
    rook: '飛',
    king: '玉',
    promPawn: 'と',
    promLance: '成香',
    promKnight: '成桂',
    promSilver: '成銀',
    horse: '馬',
    dragon: '龍',
  },
};

/** A piece type's name in the UI language ("promoted pawn" / "と"). */
export function pieceTypeName(type: string, lang: 'en' | 'ja'): string {
  return (PIECE_NAMES[lang] ?? PIECE_NAMES.en!)[type] ?? type;
}
