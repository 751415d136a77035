/** UI strings of the SPSA run view in English and Japanese (same keys; the type enforces it). */
import type { Lang } from '../../../src-main/shared/contract';
import { t } from '../text';

const en = {
  openSpsa: 'Open SPSA run…',
  spsaRun: 'SPSA run',
  folderLabel: 'Folder of an SPSA run (state.json, history.csv)',
  open: 'Open',
  cancel: 'Cancel',
  close: 'Close',
  iterations: 'Iterations {done}/{total}',
  games: 'Games {n} (θ+ +{w} ={d} −{l})',
  reference: 'against {name}',
  selfPlay: 'θ+ against θ−',
  refreshing: 'Refreshes every 5 s while unfinished',
  parameters: 'Parameters',
  parameter: 'Parameter',
  start: 'Start',
  range: 'Range',
  theta: 'θ now',
  chart: 'θ by iteration',
  chartNote: 'Each parameter scaled to its range: bottom = min, top = max.',
  chartLabel: '{name}: θ of {n} parameters over {k} iterations',
  history: 'History (last {n} iterations)',
  historyTable: 'History',
  iteration: 'Iteration',
  result: 'Result',
  notARun: 'This folder is not an SPSA run',
  corrupt: 'The SPSA run’s files are damaged',
};

type Strings = typeof en;

const ja: Strings = {
  openSpsa: 'SPSA調整を開く…',
  spsaRun: 'SPSA調整',
  folderLabel: 'SPSA調整のフォルダー（state.json, history.csv）',
  open: '開く',
  cancel: 'キャンセル',
  close: '閉じる',
  iterations: '反復 {done}/{total}',
  games: '対局数 {n}（θ+ {w}勝 {d}分 {l}敗）',
  reference: '相手 {name}',
  selfPlay: 'θ+ 対 θ−',
  refreshing: '未完了の間は5秒ごとに更新',
  parameters: 'パラメーター',
  parameter: 'パラメーター',
  start: '初期値',
  range: '範囲',
  theta: '現在のθ',
  chart: '反復ごとのθ',
  chartNote: '各パラメーターを範囲で正規化（下端 = 最小、上端 = 最大）',
  chartLabel: '{name}：{n}個のパラメーターの{k}反復のθ',
  history: '履歴（直近{n}反復）',
  historyTable: '履歴',
  iteration: '反復',
  result: '結果',
  notARun: 'このフォルダーはSPSA調整ではありません',
  corrupt: 'SPSA調整のファイルが壊れています',
};

/**
 * An error of `tournament:spsa-open` as the user reads it: a sentence in the UI's language, then
 * the host's message (the path and what is wrong with it).
 */
export function spsaErrorText(lang: Lang, e: { code: string; message: string }): string {
  const lead = { SPSA_NOT_A_RUN: t('spsa.notARun'), SPSA_RUN_CORRUPT: t('spsa.corrupt') }[e.code];
  return lead ? `${lead} (${e.message})` : e.message;
}

/** The SPSA view's strings (`t('spsa.…')`). */
export const SPSA = { en: en, ja: ja };
