/**
 * The one-character kanji and the English name of each piece, keyed by tsshogi's piece-type
 * names: the position editor's palette and board, the study's position checks, the renderer's
 * screen-reader names and the records' error messages. Pure module. (The rules core's
 * numbered tables for moves and faces are in notation.ts and the renderer's pieces.ts.)
 */

/** One-character kanji of each tsshogi piece type (promoted pieces by their board face: と 杏 圭 全). */
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

/** English name of each tsshogi piece type (error messages and screen-reader labels). */
export const PIECE_NAME_EN: { readonly [type: string]: string } = {
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
};

/** The tsshogi type names in the rules core's order of piece types (PAWN = 1 … DRAGON = 14). */
const TYPE_BY_CORE = [
  'pawn',
  'lance',
  'knight',
  'silver',
  'bishop',
  'rook',
  'gold',
  'king',
  'promPawn',
  'promLance',
  'promKnight',
  'promSilver',
  'horse',
  'dragon',
] as const;

/** English names indexed by the rules core's piece type (index 0 is empty), from the table above. */
export const PIECE_NAME_EN_BY_CORE: readonly string[] = [
  '',
  ...TYPE_BY_CORE.map((t) => PIECE_NAME_EN[t]!),
];

/** One-character kanji indexed by the rules core's piece type (index 0 is empty): the one-char faces. */
export const PIECE_KANJI_BY_CORE: readonly string[] = [
  '',
  ...TYPE_BY_CORE.map((t) => PIECE_KANJI[t]!),
];
