/**
 * Writing records: KIF, KI2 (tsshogi writers plus handicap and encoding-header fixes), CSA
 * (our writer), JKF, USI and SFEN, in Shift_JIS or UTF-8. Reports what a format cannot hold
 * and refuses to write characters Shift_JIS cannot hold.
 */
import { Move, Position, exportKI2, exportKIF, type ImmutableRecord } from 'tsshogi';
import { buildJkfMoves, jkfShell, jkfText } from './jkf-writer.ts';
import { encodeText } from './encode.ts';
import { presetBySfen } from './handicap.ts';
import { firstMoveNumber } from './move-number.ts';
import { writeCsa } from './write-csa.ts';
import { restoreJkfComments } from './jkf-comments.ts';
import { restoreJkfEndings } from './jkf-endings.ts';
import type { ExportFormat, ExportOptions, ExportResult } from './types.ts';

/** True if any node has a sibling (why: CSA, USI and SFEN hold only the main line). */
function hasVariations(record: ImmutableRecord): boolean {
  let found = false;
  record.forEach((node) => {
    if (node.branch) found = true;
  });
  return found;
}

/** Lists the bookmarks of a record (formats without bookmarks must say they dropped them). */
function hasBookmarks(record: ImmutableRecord): boolean {
  let found = false;
  record.forEach((node) => {
    if (node.bookmark) found = true;
  });
  return found;
}

/** True if any move carries a time (KI2 has no place for them). */
function hasTimes(record: ImmutableRecord): boolean {
  let found = false;
  record.forEach((node) => {
    if (node.elapsedMs > 0) found = true;
  });
  return found;
}

/** Adds the 手合割 line tsshogi leaves out for 三/五/左五/左七/右七枚落ち (before the board it writes). */
function withHandicapLine(text: string, record: ImmutableRecord, nl: string): string {
  const preset = presetBySfen(record.initialPosition.sfen);
  if (!preset?.patched) return text;
  return text.replace(/^(?=後手の持駒|上手の持駒)/m, `手合割：${preset.kif}${nl}`);
}

/** Hand pieces as KIF writers list them: the largest first. */
const HAND_ORDER = '飛角金銀桂香歩';

/**
 * Lists each 持駒 line's pieces largest first (飛 角 金 銀 桂 香 歩, as KIF writers do; tsshogi
 * writes them smallest first).
 */
export function handsLargestFirst(text: string): string {
  return text.replace(/^(.{2}の持駒：)(.+)$/gm, (_, head: string, list: string) => {
    const items = list.split('　').filter((x) => x !== '');
    if (items.length < 2 || items.some((x) => !HAND_ORDER.includes(x[0]!))) return head + list;
    const rank = (x: string) => HAND_ORDER.indexOf(x[0]!);
    return `${head}${items.sort((a, b) => rank(a) - rank(b)).join('　')}　`;
  });
}

/** KIF or KI2 text with the encoding header and the handicap fix. */
function writeKakinoki(
  record: ImmutableRecord,
  format: 'kif' | 'ki2',
  encoding: string,
  nl: string,
): string {
  const body =
    format === 'kif'
      ? exportKIF(record, { returnCode: nl })
      : exportKI2(record, { returnCode: nl });
  const charset = encoding === 'utf-8' ? 'UTF-8' : 'Shift_JIS';
  const header =
    format === 'kif' || encoding === 'utf-8'
      ? `#${format.toUpperCase()} version=2.0 encoding=${charset}${nl}`
      : '';
  return header + withHandicapLine(handsLargestFirst(body), record, nl);
}

/** A JKF move's time, as exportJKF writes it. */
interface JkfTimed {
  time?: { now: { h?: number; m: number; s: number } };
  forks?: JkfTimed[][];
}

/**
 * Removes the zero times exportJKF gives every move of a record that has no times at all
 * (why: `time` is optional in JKF, and 0:00 on every move claims times the source never had).
 */
function dropZeroTimes(moves: JkfTimed[]): void {
  const all: JkfTimed[] = [];
  // Pending lists instead of recursion (why: long lines and deep forks).
  for (const pending = [moves]; pending.length > 0;) {
    for (const m of pending.pop()!) {
      all.push(m);
      for (const fork of m.forks ?? []) pending.push(fork);
    }
  }
  const zero = (m: JkfTimed) => !m.time || (!m.time.now.h && !m.time.now.m && !m.time.now.s);
  if (all.every(zero)) for (const m of all) delete m.time;
}

/**
 * JKF text, with the handicap presets tsshogi writes as a bare board put back by name and the
 * endings it leaves out put back or listed; returns the text and what JKF could not hold.
 */
function writeJkf(record: ImmutableRecord): { text: string; dropped: string[] } {
  const jkf = jkfShell(record);
  jkf.moves = buildJkfMoves(record) as typeof jkf.moves;
  dropZeroTimes(jkf.moves as JkfTimed[]);
  const dropped = restoreJkfEndings(jkf, record);
  restoreJkfComments(jkf, record);
  const preset = presetBySfen(record.initialPosition.sfen);
  if (preset?.patched) jkf.initial = { preset: preset.jkf };
  return { text: jkfText(jkf), dropped };
}

/** The `position … moves …` line of the main line. */
export function usiLine(record: ImmutableRecord): string {
  const first = firstMoveNumber(record);
  const sfen = record.initialPosition.getSFEN(first);
  const hirate = first === 1 && presetBySfen(sfen)?.jkf === 'HIRATE';
  const start = hirate ? 'startpos' : `sfen ${sfen}`;
  const moves = record.moves.flatMap((n) => (n.move instanceof Move ? [n.move.usi] : []));
  return `position ${start}${moves.length > 0 ? ` moves ${moves.join(' ')}` : ''}`;
}

/** The SFEN of the last position of the main line, with its move number. */
export function finalSfen(record: ImmutableRecord): string {
  const moves = record.moves.filter((n) => n.move instanceof Move);
  const last = moves[moves.length - 1];
  // The move number counts from the SFEN the record started from (move-number.ts).
  const first = firstMoveNumber(record);
  if (!last) return record.initialPosition.getSFEN(first);
  return Position.newBySFEN(last.sfen)!.getSFEN(last.ply + first);
}

/** The text of a record in a format, plus what the format could not hold. */
export function formatRecord(
  record: ImmutableRecord,
  format: ExportFormat,
  options: ExportOptions = {},
): { text: string; dropped: string[] } {
  const encoding =
    options.encoding ??
    (format === 'kif' || format === 'ki2' || format === 'csa' ? 'shift_jis' : 'utf-8');
  const nl =
    options.newline ?? (format === 'kif' || format === 'ki2' || format === 'csa' ? '\r\n' : '\n');
  const mainOnly = hasVariations(record)
    ? ['variations (the format holds the main line only)']
    : [];
  const noBookmarks = hasBookmarks(record) ? ['bookmarks'] : [];
  switch (format) {
    case 'kif':
    case 'ki2':
      return {
        text: writeKakinoki(record, format, encoding, nl),
        dropped: format === 'ki2' && hasTimes(record) ? ['per-move times'] : [],
      };
    case 'csa': {
      const csa = writeCsa(record, { version: options.csaVersion ?? '2.2', encoding });
      return {
        text: csa.text.replace(/\n/g, nl),
        dropped: [...mainOnly, ...noBookmarks, ...csa.dropped],
      };
    }
    case 'jkf': {
      const jkf = writeJkf(record);
      return { text: jkf.text, dropped: [...noBookmarks, ...jkf.dropped] };
    }
    case 'usi':
      return { text: usiLine(record) + nl, dropped: [...mainOnly, 'header, comments, times'] };
    case 'sfen':
      return {
        text: finalSfen(record) + nl,
        dropped: ['everything but the last position of the main line'],
      };
  }
}

/**
 * Writes a record. KIF, KI2 and CSA default to Shift_JIS, the rest to UTF-8 (JKF is JSON and
 * always UTF-8). Fails with code UNENCODABLE, listing the characters, when Shift_JIS cannot
 * hold the text; the caller can then retry with `{ encoding: 'utf-8' }`.
 */
export function exportRecord(
  record: ImmutableRecord,
  format: ExportFormat,
  options: ExportOptions = {},
): ExportResult {
  const encoding =
    format === 'jkf'
      ? 'utf-8'
      : (options.encoding ??
        (format === 'kif' || format === 'ki2' || format === 'csa' ? 'shift_jis' : 'utf-8'));
  const { text, dropped } = formatRecord(record, format, { ...options, encoding });
  const encoded = encodeText(text, encoding);
  if (encoded.ok) return { ok: true, text, bytes: encoded.bytes, encoding, dropped };
  const list = encoded.unencodable
    .map((c) => `"${c}" (U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`)
    .join(', ');
  return {
    ok: false,
    text,
    dropped,
    error: {
      code: 'UNENCODABLE',
      characters: encoded.unencodable,
      message: `Shift_JIS cannot hold ${list}; save as UTF-8 instead`,
    },
  };
}
