/**
 * KIF and KI2 reading through tsshogi, with two fix-ups that keep line numbers traceable:
 * a board diagram is injected after a 手合割 line tsshogi does not know (三/五/左五/左七/右七枚落ち),
 * and board lines without their rank numeral get one (some BOD writers omit it).
 */
import { Position, Record, exportBOD, importKI2, importKIF } from 'tsshogi';
import { unpatchedHandicapLine } from './handicap.ts';
import type { ParseOutcome } from './parsed-game.ts';
import { liftComments } from './comment-lift.ts';
import { compactStrings } from './tree.ts';
import { scanKif } from './scan-kif.ts';
import { scanKi2 } from './scan-ki2.ts';
import { KIF_ANY_HEADER_LINE } from './detect.ts';

const RANKS = '一二三四五六七八九';
/** A header line of any key, custom ones (作者, 備考) included, anywhere in the text. */
const KIF_ANY_HEADER_LINE_M = new RegExp(KIF_ANY_HEADER_LINE.source, 'm');

/** Lines of the board diagram (hands, board, turn) of a start position, as KIF writes them. */
function bodLines(sfen: string): string[] {
  const bod = exportBOD(new Record(Position.newBySFEN(sfen)!));
  return bod.split('\n').filter((l) => /^(?:[先後]手の持駒|  ９|\+-|\||[先後]手番)/.test(l));
}

/** Gives rank numerals to board lines that lack them (why: tsshogi reads the rank from column 21). */
function numberBoardLines(lines: string[]): void {
  let rank = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.startsWith('|')) {
      if (!line.startsWith('+')) rank = 0;
      continue;
    }
    rank++;
    if (/^\|.{18}\|$/.test(line) && rank <= 9) lines[i] = line + RANKS[rank - 1];
  }
}

/** A KIF time with blanks around its slash, as Shogidokoro writes it: `(00:01 / 00:00:01)`. */
const SPACED_TIME = /\(([ ]*[0-9]+:[0-9]+)[ ]+\/[ ]*([0-9:]+)[ ]*\)/;

/**
 * Closes up Shogidokoro's spaced move times on move lines (why: tsshogi reads a time only with
 * the slash right after the seconds, and dropped these without a word).
 */
function closeUpTimes(lines: string[]): void {
  for (let i = 0; i < lines.length; i++)
    if (/^[ \t]*[0-9]+[ \t]/.test(lines[i]!))
      lines[i] = lines[i]!.replace(
        SPACED_TIME,
        (_, now: string, total: string) => `(${now}/${total})`,
      );
}

/** The fixed-up lines and the map from their numbering back to the original text's. */
function prepare(
  text: string,
  format: 'kif' | 'ki2',
): { lines: string[]; toTextLine: (n: number) => number } {
  const lines = text.split('\n');
  numberBoardLines(lines);
  if (format === 'kif') closeUpTimes(lines);
  const patch = unpatchedHandicapLine(text);
  if (!patch) return { lines, toTextLine: (n) => n };
  const extra = bodLines(patch.preset.sfen);
  const at = patch.lineIndex + 1; // 1-based number of the 手合割 line
  lines.splice(at, 0, ...extra);
  return {
    lines,
    toTextLine: (n) => (n <= at ? n : n <= at + extra.length ? at : n - extra.length),
  };
}

/**
 * True if the text gives a start position of its own, or is a game header (why: a file with
 * neither is empty; a KIF of headers only is, by convention, an even game not yet played).
 */
function hasPosition(text: string): boolean {
  return (
    KIF_ANY_HEADER_LINE_M.test(text) ||
    /^(?:手合割[：:]|\||[先後下上]手の持駒[：:]|[先後下上]手番|(?:先手|後手|下手|上手|開始日時|終了日時|棋戦|表題|場所|持ち時間)[：:])/m.test(
      text,
    )
  );
}

/** Parses a KIF or KI2 text (LF line endings) into one game. */
export function parseKakinoki(text: string, format: 'kif' | 'ki2'): ParseOutcome {
  const prepared = prepare(text, format);
  const { toTextLine } = prepared;
  const { lines, restore } = liftComments(prepared.lines);
  const tsshogiImport = format === 'kif' ? importKIF : importKI2;
  const importer = (t: string): Record | Error => {
    const r = tsshogiImport(t);
    if (!(r instanceof Error)) restore(r);
    return r;
  };
  const parsePrefix = (n: number): Record | Error => importer(lines.slice(0, n).join('\n'));
  const record = importer(lines.join('\n'));
  const game = {
    firstLine: 1,
    lineCount: lines.length,
    parsePrefix,
    toTextLine,
    hasPosition: hasPosition(text),
    lines,
    format,
    parseText: importer,
    scan: format === 'kif' ? scanKif(lines) : scanKi2(lines),
  };
  if (record instanceof Error)
    return { ok: true, count: 1, games: [{ ...game, record: new Record(), failure: record }] };
  compactStrings(record);
  return { ok: true, count: 1, games: [{ ...game, record }] };
}
