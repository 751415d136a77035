/**
 * Opening books for tournaments: a text file of SFEN lines or USI move lines, or game records (a
 * KIF/CSA/JKF file or a folder of them, see record-openings.ts), checked move by move
 * with the rules core, ordered sequentially or by a seeded shuffle and cut to a number of plies.
 */
import { statSync } from 'node:fs';
import { readFileBoundedSync } from '../bounded-read.ts';
import {
  parseSfen,
  parseUsiMove,
  STARTPOS_SFEN,
  MINISHOGI_STARTPOS_SFEN,
} from '../shared/rules/sfen.ts';
import { MOVE_NONE, type Variant } from '../shared/rules/types.ts';
import type { SfenErrorCode } from '../shared/rules/sfen-text.ts';
import { mulberry32, shuffled } from './rng.ts';
import type { OpeningsConfig } from './config.ts';
import { isGameRecordPath } from '../shared/records/index.ts';
import { loadRecordOpenings } from './record-openings.ts';
import {
  MOVE_RE,
  parseOpeningLine,
  type Opening,
  type OpeningError,
  type OpeningsResult,
} from './opening-line.ts';

export { parseOpeningLine, type Opening, type OpeningError, type OpeningsResult };

/** What is wrong with an SFEN, without quoting it (the book may be any file). */
const SFEN_PROBLEM: Record<SfenErrorCode, string> = {
  SFEN_FIELDS: 'the SFEN does not have its 3 or 4 fields',
  SFEN_BOARD: 'the SFEN board is not valid',
  SFEN_HAND: 'the SFEN pieces in hand are not valid',
  SFEN_TURN: "the SFEN side to move is not 'b' or 'w'",
  SFEN_MOVE_NUMBER: 'the SFEN move number is not a positive integer',
  SFEN_KINGS: 'the side not to move is in check',
};

/** Checks that the SFEN is valid and every move legal in turn (never trust a book). */
export function checkOpening(o: Opening, variant: Variant): string | undefined {
  const start =
    o.sfen === 'startpos'
      ? variant === 'minishogi'
        ? MINISHOGI_STARTPOS_SFEN
        : STARTPOS_SFEN
      : o.sfen;
  const r = parseSfen(start, variant);
  if (!r.ok) return SFEN_PROBLEM[r.error.code];
  for (const [i, usi] of o.moves.entries()) {
    const mv = parseUsiMove(r.position, usi);
    // Why quote only a well-formed move: anything else may be text of an unrelated file.
    if (mv === MOVE_NONE)
      return MOVE_RE.test(usi)
        ? `move ${i + 1} "${usi}" is illegal`
        : `move ${i + 1} is not a USI move`;
    r.position.doMove(mv);
  }
  return undefined;
}

/**
 * Reads, orders and cuts the openings of a config, then checks the first `needed` of them (the ones
 * the schedule will use; checking all 10,000 lines of a big book would only cost time).
 */
export function loadOpenings(
  cfg: OpeningsConfig,
  variant: Variant,
  defaultSeed: number,
  needed = Infinity,
): OpeningsResult {
  const read = readBook(cfg.file);
  if (!read.ok) return read;
  const list = read.openings.map((o) => cutOpening(o, cfg.plies));
  const ordered =
    cfg.order === 'random' ? shuffled(list, mulberry32(cfg.seed ?? defaultSeed)) : list;
  const start = (cfg.start ?? 0) % ordered.length;
  const openings = [...ordered.slice(start), ...ordered.slice(0, start)];
  for (const o of openings.slice(0, Math.min(needed, openings.length))) {
    const why = checkOpening(o, variant);
    if (why) return bad(`${o.source ?? `${cfg.file}:${o.line + 1}`}: ${why}`);
  }
  return { ok: true, openings };
}

/** The openings of a book: game records (a file or a folder of them) or a text file of lines. */
function readBook(path: string): OpeningsResult {
  if (isGameRecordPath(path) || isFolder(path)) return loadRecordOpenings(path);
  let text: string;
  try {
    text = readFileBoundedSync(path).toString('utf8');
  } catch (e) {
    // Why no prefix: a BoundedReadError names the path itself.
    return { ok: false, error: { code: 'OPENINGS_UNREADABLE', message: (e as Error).message } };
  }
  const list: Opening[] = [];
  for (const [i, raw] of text.split('\n').entries()) {
    const o = parseOpeningLine(raw, i);
    if (typeof o === 'string') return bad(`${path}:${i + 1}: ${o}`);
    if (o) list.push(o);
  }
  if (list.length === 0)
    return { ok: false, error: { code: 'OPENINGS_EMPTY', message: `${path}: no opening` } };
  return { ok: true, openings: list };
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false; // a missing path is reported by the read that follows
  }
}

function bad(message: string): OpeningsResult {
  return { ok: false, error: { code: 'OPENINGS_BAD_LINE', message } };
}

/** Keeps at most `plies` moves. */
export function cutOpening(o: Opening, plies: number | undefined): Opening {
  return plies === undefined || o.moves.length <= plies
    ? o
    : { ...o, moves: o.moves.slice(0, plies) };
}
