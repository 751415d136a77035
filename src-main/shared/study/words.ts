/**
 * The study model's own words: the sentences it writes into records and position checks (review
 * lines, why-texts, position problems), in English and Japanese. Why a table here and not the
 * renderer's `t`: these texts go into files in the language the user chose for the review, which
 * need not be the UI's, so the language is an argument; the renderer's tables are not importable
 * from pure code. Read them with `say(lang, key, params)`. Pure module.
 */
import type { WhyLanguage } from './why-types.ts';

const en = {
  // why-text.ts: the sentence of a "why"
  'allows-mate': 'allows mate in {plies}',
  'missed-mate': 'missed mate in {plies}',
  'no-escape': 'leaves the king with no escape squares after a {piece} drop ({reply})',
  hangs: 'hangs the {piece} on {square} ({reply})',
  fork: 'walks into a fork after {reply} ({targets})',
  forkJoin: ' and ',
  'loses-exchange': 'loses the exchange after {after}',
  'loses-material': 'loses material after {after}',
  // review-readable.ts: the readable review line (after its prefix)
  readable: '{label} (-{loss} %){best}{why}.',
  readableBest: ', best {best}',
  readableWhy: ': {why}',
  // position-validation.ts: why a set-up position is impossible
  black: 'Black',
  white: 'White',
  ownedPiece: "{side}'s {piece}",
  twoKings: '{side} has {n} kings',
  nifu: 'nifu: {side} has two pawns on file {file} ({a} and {b})',
  deadPiece: '{piece} on {square} could never move',
  tooMany: '{n} {piece}s but a set has {set}',
  opponentInCheck: "{other} is in check but it is {side}'s move",
};

const ja: typeof en = {
  'allows-mate': '{plies}手詰めを許す',
  'missed-mate': '{plies}手詰めを逃した',
  'no-escape': '{reply}（{piece}打ち）で玉の逃げ道がなくなる',
  hangs: '{square}の{piece}がただで取られる（{reply}）',
  fork: '{reply}で両取り（{targets}）をかけられる',
  forkJoin: 'と',
  'loses-exchange': '{after}から大駒を小駒と交換されて駒損になる',
  'loses-material': '{after}から駒損になる',
  readable: '{label}（勝率 -{loss}%）{best}{why}',
  readableBest: '最善手 {best}。',
  readableWhy: '{why}。',
  black: '先手',
  white: '後手',
  ownedPiece: '{side}の{piece}',
  twoKings: '{side}の玉が{n}枚あります',
  nifu: '二歩：{side}の歩が{file}筋に2枚（{a}と{b}）',
  deadPiece: '{square}の{piece}は二度と動けません',
  tooMany: '{piece}が{n}枚ありますが、駒は{set}枚しかありません',
  opponentInCheck: '{side}の手番ですが、{other}に王手がかかっています',
};

/** The study model's words, by language. */
export const STUDY_WORDS: { readonly [l in WhyLanguage]: typeof en } = { en, ja };

/** A key of the study model's table. */
export type StudyWord = keyof typeof en;

/** The text of `key` in `lang`, its `{name}` placeholders filled from `params`. */
export function say(
  lang: WhyLanguage,
  key: StudyWord,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return STUDY_WORDS[lang][key].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
}
