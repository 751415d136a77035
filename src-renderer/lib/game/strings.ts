/**
 * The play view's words in both UI languages (`t('game.…')`): piece and start names, the result
 * line, the game-information panel, the sides' and hands' names, and the host's error sentences.
 * Tables keyed by code (`piece3`, `start:lance`, `reason:resign`, `error:ENGINE_DIED`) are built
 * from one list per language, so each name is written once.
 */
import type { StartKind } from '../../../src-main/shared/contract';
import { PIECE_NAME_JA } from '../../../src-main/shared/records/notation';
import { PIECE_NAME_EN_BY_CORE } from '../../../src-main/shared/records/piece-kanji';
import type { EndReason } from './game';

/** English names of the start kinds (their keys are also the menu's order). */
export const START_NAME_EN: Record<StartKind, string> = {
  even: 'Even',
  lance: 'Lance',
  'right-lance': 'Right lance',
  bishop: 'Bishop',
  rook: 'Rook',
  'rook-lance': 'Rook and lance',
  '2-piece': '2-piece',
  '3-piece': '3-piece',
  '4-piece': '4-piece',
  '5-piece': '5-piece',
  'left-5-piece': 'Left 5-piece',
  '6-piece': '6-piece',
  'left-7-piece': 'Left 7-piece',
  'right-7-piece': 'Right 7-piece',
  '8-piece': '8-piece',
  '10-piece': '10-piece',
  'three-pawns': 'Three pawns',
  sfen: 'SFEN',
};

/** Japanese names of the start kinds. */
const START_NAME_JA: Record<StartKind, string> = {
  even: '平手',
  lance: '香落ち',
  'right-lance': '右香落ち',
  bishop: '角落ち',
  rook: '飛車落ち',
  'rook-lance': '飛香落ち',
  '2-piece': '二枚落ち',
  '3-piece': '三枚落ち',
  '4-piece': '四枚落ち',
  '5-piece': '五枚落ち',
  'left-5-piece': '左五枚落ち',
  '6-piece': '六枚落ち',
  'left-7-piece': '左七枚落ち',
  'right-7-piece': '右七枚落ち',
  '8-piece': '八枚落ち',
  '10-piece': '十枚落ち',
  'three-pawns': '歩三兵',
  sfen: 'SFEN',
};

const REASON_EN: Record<EndReason, string> = {
  checkmate: 'checkmate',
  resign: 'resignation',
  time: 'time',
  sennichite: 'repetition (sennichite)',
  'perpetual-check': 'perpetual check',
  uchifuzume: 'illegal pawn-drop mate (uchifuzume)',
  'illegal-move': 'illegal move',
  declaration: 'entering-king declaration',
  'max-moves': 'maximum moves',
};

const REASON_JA: Record<EndReason, string> = {
  checkmate: '詰み',
  resign: '投了',
  time: '切れ負け',
  sennichite: '千日手',
  'perpetual-check': '連続王手の千日手',
  uchifuzume: '打ち歩詰め',
  'illegal-move': '反則',
  declaration: '入玉宣言',
  'max-moves': '最大手数',
};

/** `{ [prefix + key]: value }`: a list of names as table entries. */
function keyed<K extends string | number, P extends string>(
  prefix: P,
  names: Readonly<Record<K, string>> | readonly string[],
): Record<`${P}${K}`, string> {
  return Object.fromEntries(Object.entries(names).map(([k, v]) => [prefix + k, v])) as Record<
    `${P}${K}`,
    string
  >;
}

const en = {
  ...keyed<number, 'piece'>('piece', PIECE_NAME_EN_BY_CORE),
  ...keyed<StartKind, 'start:'>('start:', START_NAME_EN),
  ...keyed<EndReason, 'reason:'>('reason:', REASON_EN),
  pieceOf0: 'black {piece}',
  pieceOf1: 'white {piece}',
  sideH0: 'Shitate (下手)',
  sideH1: 'Uwate (上手)',
  hand0: 'black hand',
  hand1: 'white hand',
  handH0: 'black hand',
  handH1: 'white hand',
  winnerH0: 'Black',
  winnerH1: 'White',
  win: '{side} wins by {reason} after {n} {moves}',
  draw: 'Draw by {reason} after {n} {moves}',
  move1: 'move',
  moveN: 'moves',
  infoStart: 'Start',
  infoDate: 'Date',
  infoMaxMoves: 'Move limit',
  infoNone: 'none',
  noTime: 'no limit',
  timeMain: '{n} min',
  timeByoyomi: '{n} s byoyomi',
  timeIncrement: '{n} s/move',
  locale: 'en-GB',
};

const ja: typeof en = {
  ...keyed<number, 'piece'>('piece', PIECE_NAME_JA),
  ...keyed<StartKind, 'start:'>('start:', START_NAME_JA),
  ...keyed<EndReason, 'reason:'>('reason:', REASON_JA),
  pieceOf0: '先手 {piece}',
  pieceOf1: '後手 {piece}',
  sideH0: '下手',
  sideH1: '上手',
  hand0: '先手の持ち駒',
  hand1: '後手の持ち駒',
  handH0: '下手の持ち駒',
  handH1: '上手の持ち駒',
  winnerH0: '下手',
  winnerH1: '上手',
  win: 'まで{n}{moves}で{side}の勝ち（{reason}）',
  draw: 'まで{n}{moves}で{reason}により引き分け',
  move1: '手',
  moveN: '手',
  infoStart: '手合割',
  infoDate: '開始日時',
  infoMaxMoves: '最大手数',
  infoNone: 'なし',
  noTime: '時間無制限',
  timeMain: '{n}分',
  timeByoyomi: '秒読み{n}秒',
  timeIncrement: '加算{n}秒',
  locale: 'ja-JP',
};

/** The play view's words (`t('game.…')`). */
export const GAME = { en, ja };
