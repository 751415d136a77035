/** UI strings of printing and batch diagrams (Diagram menu), in English and Japanese. */
import type { Lang } from '../../../src-main/shared/contract';

const en = {
  print: 'Print record (PDF)…',
  batchPng: 'Save bookmarked diagrams (PNG)…',
  batchSvg: 'Save bookmarked diagrams (SVG)…',
  pdfSaved: 'Saved {pages} pages as {path}',
  printView: 'Print view opened ({pages} pages): choose “Save as PDF” in the print dialog',
  popupBlocked: 'The browser blocked the print view: allow pop-ups for this page',
  batchSaved: '{count} diagrams saved in {folder}',
  batchNone: 'No bookmark and no #図 comment: no diagram to save',
  failed: 'Could not print: {reason}',
};
type Strings = typeof en;

const ja: Strings = {
  print: '棋譜を印刷 (PDF)…',
  batchPng: 'しおりの局面図を保存 (PNG)…',
  batchSvg: 'しおりの局面図を保存 (SVG)…',
  pdfSaved: '{pages} ページを {path} に保存しました',
  printView:
    '印刷用ページを開きました ({pages} ページ)：印刷ダイアログで「PDF に保存」を選んでください',
  popupBlocked: 'ブラウザーが印刷用ページを止めました：このページのポップアップを許可してください',
  batchSaved: '局面図 {count} 枚を {folder} に保存しました',
  batchNone: 'しおりも #図 コメントもないので、保存する局面図がありません',
  failed: '印刷できませんでした: {reason}',
};

/** The print strings of a language. */
export function printStrings(lang: Lang): Strings {
  return lang === 'ja' ? ja : en;
}
