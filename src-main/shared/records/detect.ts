/**
 * Format detection by content (never by file name): KIF (incl. a bare BOD diagram), KI2,
 * CSA (V2, V2.2, V3), JKF, USI `position …` lines, `sfen …`/bare SFEN, bare USI move lists and
 * USEN. Also recognises YaneuraOu opening books so they can be refused by name.
 */
import type { RecordFormat } from './types.ts';

/** What the detector found: a record format, a known non-record, or nothing. */
export type Detected = RecordFormat | 'yaneuraou-book' | null;

const USI_MOVE = '(?:[1-9][a-i][1-9][a-i]\\+?|[PLNSGBR]\\*[1-9][a-i])';
const USI_SPECIAL = '(?:resign|win|draw|rep_draw|rep_win|rep_lose|rep_sup|rep_inf)';
/** A line of USI moves only (the lishogi dump style) — each line a game from the start position. */
export const BARE_USI_LINE = new RegExp(`^${USI_MOVE}(?: +(?:${USI_MOVE}|${USI_SPECIAL}))*$`);
/** A bare SFEN: board, side, hand and optional move number. */
export const BARE_SFEN_LINE =
  /^[1-9lnsgkrbpLNSGKRBP+/]+ [bw] (?:-|[0-9]*[rbgsnlpRBGSNLP]+)+(?: [0-9]+)?$/;
const USEN_LINE = /^[-_.A-Za-z0-9]*~[0-9]*\.[0-9A-Za-z]*(?:\.[a-z]?)?(?:~|$)/;

const CSA_LINE =
  /^(?:V[123](?:\.[0-9]+)?$|'CSA encoding=|PI(?:[0-9]{2}[A-Z]{2})*$|P[1-9](?: \* ?|[+-][A-Z]{2}){1,9}|P[+-](?:[0-9]{2}[A-Z]{2})+|[+-][0-9]{4}[A-Z]{2}|%[A-Z_+-]+|N[+-]|\$[A-Z_+-]+:|[+-]$)/;
const KIF_MOVE_LINE = /^ *[0-9]+ +(?:[１-９1-9][一二三四五六七八九1-9]|同)/;
const KIF_SPECIAL_LINE =
  /^ *[0-9]+ +(?:投了|中断|千日手|持将棋|詰み?|不詰|切れ負け|反則勝ち|反則負け|入玉勝ち|不戦勝|不戦敗)/;
const KIF_HEADER_LINE =
  /^(?:手合割|先手|後手|下手|上手|開始日時|終了日時|棋戦|表題|手数-+指手|[先後下上]手の持駒)[：:-]/;
const KI2_MOVE_LINE = /^[ \u3000]*[▲△▼▽☗☖](?:[１-９1-9][一二三四五六七八九1-9]|同)/;
const BOARD_LINE = /^\|.*\|/;
/** Any KIF header line `key：value` with a full-width colon (custom keys such as 作者 or 備考). */
export const KIF_ANY_HEADER_LINE = /^[^\s：:*#]{1,20}：/;

/** Counts lines matching each pattern (why: mixed files, e.g. a KI2 with KIF-like headers, need a vote). */
function countLines(lines: string[], re: RegExp): number {
  let n = 0;
  for (const line of lines) if (re.test(line)) n++;
  return n;
}

/** Detects line-oriented USI/SFEN/USEN content, or null. */
function detectUsiFamily(lines: string[]): Detected {
  const first = lines[0]!;
  if (/^(?:position +)?(?:startpos|sfen )/.test(first) || /^moves /.test(first)) return 'usi';
  if (BARE_SFEN_LINE.test(first)) return 'sfen';
  if (BARE_USI_LINE.test(first)) return 'usi';
  if (lines.length === 1 && USEN_LINE.test(first)) return 'usen';
  return null;
}

/**
 * Detects the record format of a decoded text (LF line endings). `hint` (from a file name) only
 * settles KIF vs KI2 for a text without moves, which reads the same in both.
 */
export function detectFormat(text: string, hint?: RecordFormat): Detected {
  const body = text.replace(/^\uFEFF/, '').trim();
  if (body === '') return null;
  if (body.startsWith('{')) return 'jkf';
  const lines = body
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l !== '');
  if (
    /^#YANEURAOU-DB/.test(lines[0]!) ||
    (/^sfen /.test(lines[0]!) && lines.length > 1 && /^\S+ \S+ \S+ \S+ -?[0-9]+/.test(lines[1]!))
  ) {
    return 'yaneuraou-book';
  }
  const usi = detectUsiFamily(lines);
  if (usi) return usi;
  const csa = countLines(lines, CSA_LINE);
  const kif = countLines(lines, KIF_MOVE_LINE) + countLines(lines, KIF_SPECIAL_LINE);
  const ki2 = countLines(lines, KI2_MOVE_LINE);
  const header = countLines(lines, KIF_HEADER_LINE) + countLines(lines, BOARD_LINE);
  if (csa > kif + ki2 + header) return 'csa';
  if (ki2 > kif) return 'ki2';
  if (kif === 0 && ki2 === 0 && header > 0 && hint === 'ki2') return 'ki2';
  if (kif > 0 || header > 0) return 'kif';
  // A header of custom keys only is still a KIF header (why: the README promises that a KIF of
  // headers only opens at the even start); every line must be one, so prose is not taken for it.
  if (csa === 0 && lines.every((l) => KIF_ANY_HEADER_LINE.test(l) || /^[*#]/.test(l)))
    return hint === 'ki2' ? 'ki2' : 'kif';
  return null;
}
