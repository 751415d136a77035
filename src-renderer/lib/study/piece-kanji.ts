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
