/**
 * The files of a net-training run folder (`<dataDir>/net-training/<timestamp>/`): the opening book
 * written from the user's records, each generation's data, held-out validation part and match
 * openings (all deleted once the generation is trained), its packed net, and `history.json`, read
 * back so a reopened dialog, even after a restart, shows the run.
 */
import {
  closeSync,
  existsSync,
  ftruncateSync,
  fstatSync,
  openSync,
  readFileSync,
  readSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { NetTrainingRun } from '../../shared/contract.ts';
import { formatSetup } from '../../shared/rules/sfen.ts';
import { cutOpening } from '../../tournament/openings.ts';
import { loadRecordOpenings } from '../../tournament/record-openings.ts';
import { unpackSfen } from '../../shared/rules/packed-sfen.ts';
import { forEachPsv } from '../../tune/nnue-data/psv-file.ts';
import { PSV_SIZE } from '../../tune/nnue-data/psv.ts';
import { latestIn } from '../training/run-folder.ts';

/** The opening book a run writes from its record folders (USI move lines). */
export const BOOK_FILE = 'book.sfen';
/** Plies of each record kept as an opening (then gensfen's MultiPV choices branch the games). */
export const BOOK_PLIES = 24;
/** Share of a generation's new positions held out for the validation loss (whole games: the tail). */
export const VAL_SHARE = 0.1;

/** The files of generation `g` in a run folder. */
export function generationFiles(folder: string, g: number) {
  return {
    data: join(folder, `gen${g}.data.bin`),
    val: join(folder, `gen${g}.val.bin`),
    openings: join(folder, `gen${g}.openings.sfen`),
    /** The trainer's nn.bin, kept only while training (the packed net holds the same net). */
    plainNet: join(folder, `gen${g}.tmp.bin`),
    net: join(folder, `gen${g}.bnnue`),
    match: join(folder, `gen${g}-match`),
  };
}

/** A book written from records: how many openings, and the files left out with why. */
export type BookResult =
  { ok: true; file: string; openings: number; skipped: string[] } | { ok: false; message: string };

/**
 * Writes the first `BOOK_PLIES` plies of every game in the folders as `startpos moves …` (or
 * `sfen … moves …`) lines, each line once. Unreadable records are left out, not fatal (why: one
 * bad file in a user's folder of thousands should not stop the run).
 */
export function writeBook(folders: readonly string[], out: string): BookResult {
  const lines = new Set<string>();
  const skipped: string[] = [];
  for (const folder of folders) {
    const r = loadRecordOpenings(folder, (why) => skipped.push(why));
    if (!r.ok && r.error.code !== 'OPENINGS_EMPTY') return { ok: false, message: r.error.message };
    for (const o of r.ok ? r.openings : []) {
      const { sfen, moves } = cutOpening(o, BOOK_PLIES);
      const head = sfen === 'startpos' ? 'startpos' : `sfen ${sfen}`;
      lines.add(moves.length ? `${head} moves ${moves.join(' ')}` : head);
    }
  }
  if (lines.size === 0)
    return {
      ok: false,
      message: `No game record could be read in ${folders.join(', ')}${skipped[0] ? ` (${skipped[0]})` : ''}`,
    };
  writeFileSync(out, `${[...lines].join('\n')}\n`);
  return { ok: true, file: out, openings: lines.size, skipped };
}

/**
 * Moves the last `VAL_SHARE` of the records of `data` (at least one) into `val` and cuts them from
 * `data`; returns how many. Why the tail: gensfen writes games whole, so the held-out positions
 * come from games the training never saw.
 */
export function splitValidation(data: string, val: string): number {
  const fd = openSync(data, 'r+');
  try {
    const records = Math.floor(fstatSync(fd).size / PSV_SIZE);
    const held = Math.max(1, Math.floor(records * VAL_SHARE));
    const keep = records - held;
    const bytes = new Uint8Array(held * PSV_SIZE);
    readSync(fd, bytes, 0, bytes.length, keep * PSV_SIZE);
    writeFileSync(val, bytes);
    ftruncateSync(fd, keep * PSV_SIZE);
    return held;
  } finally {
    closeSync(fd);
  }
}

/** Game plies and |score| of a record that makes a good match opening: out of the book, about level. */
const OPENING_PLIES = [12, 60] as const;
const OPENING_SCORE = 150;

/**
 * Writes up to `count` positions of the data as `sfen …` lines: records between plies 12 and 60
 * scored within ±150, spread evenly over the file (any records when too few are level). Why from
 * the data: the engine plays a fixed-node search deterministically, so the match needs varied,
 * balanced starts, and the generation's own self-play games provide them with no book to ship.
 */
export function writeMatchOpenings(data: string, count: number, out: string): number {
  const level: number[] = [];
  let records = 0;
  forEachPsv(data, (rec, i) => {
    records++;
    const [lo, hi] = OPENING_PLIES;
    if (rec.gamePly >= lo && rec.gamePly <= hi && Math.abs(rec.score) <= OPENING_SCORE)
      level.push(i);
  });
  const pool = level.length >= count ? level : Array.from({ length: records }, (_, i) => i);
  const n = Math.min(count, pool.length);
  const chosen = new Set(
    Array.from({ length: n }, (_, k) => pool[Math.floor((k * pool.length) / n)]!),
  );
  const lines = new Set<string>();
  forEachPsv(data, (rec, i) => {
    if (!chosen.has(i)) return;
    const u = unpackSfen(rec.sfen, 0, rec.gamePly);
    if (u.ok) lines.add(`sfen ${formatSetup(u.setup)}`);
  });
  writeFileSync(out, `${[...lines].join('\n')}\n`);
  return lines.size;
}

/** The history file of a run folder. */
export const NET_HISTORY_FILE = 'history.json';

/** Reads a run folder's history; null when it is missing or not a net-training history. */
export function loadNetHistory(folder: string): NetTrainingRun | null {
  const path = join(folder, NET_HISTORY_FILE);
  if (!existsSync(path)) return null;
  try {
    const run = JSON.parse(readFileSync(path, 'utf8')) as NetTrainingRun;
    if (typeof run.id !== 'string' || !Array.isArray(run.generations)) return null;
    // Why: a run the app was closed during is no longer running; its finished nets are still good.
    const live = run.state === 'running';
    return {
      ...run,
      folder,
      state: live ? 'stopped' : run.state,
      phase: live ? null : run.phase,
      epochs: live ? [] : run.epochs,
    };
  } catch {
    return null;
  }
}

/** The newest net-training run under `root` with a readable history, or null. */
export function latestNetRun(root: string): NetTrainingRun | null {
  return latestIn(root, loadNetHistory);
}
