/**
 * The files of a tournament folder: every game as CSA (per-move times, floodgate's `'**` score and
 * PV comments, standard endings) and KIF (ShogiHome's `*評価値=`/`*読み筋=`/`*深さ=` comments) through
 * the records module, results.json, results.csv and standings.txt. Files are written to a
 * temporary name and renamed, so a kill never leaves a half-written results file.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  Color,
  Position as RecordPosition,
  Record,
  RecordMetadataKey,
  specialMove,
  type Node,
} from 'tsshogi';
import { formatRecord } from '../shared/records/index.ts';
import type { GameResult } from './game.ts';
import type { TournamentConfig } from './config.ts';
import type { Standings } from './standings.ts';
import { minishogiCsa } from './minishogi-csa.ts';
import { gameEnding, type Ending } from './endings.ts';
import { moveComments } from './move-comments.ts';
import { kifEndingNote, kifOpeningNote } from './kif-notes-ja.ts';

/** Writes a file atomically (temp + rename). */
export function writeAtomic(path: string, text: string): void {
  const tmp = `${path}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, path);
}

/** Base name of a game's files: `game-0007-black-vs-white`. */
export function gameFileBase(g: GameResult): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '_');
  return `game-${String(g.index + 1).padStart(4, '0')}-${safe(g.black)}-vs-${safe(g.white)}`;
}

/** The engine I/O log of a game (config `debugLog`), beside its records. */
export function debugLogPath(dir: string, g: GameResult): string {
  return join(dir, 'games', `${gameFileBase(g)}.log`);
}

/** Result sentence for comments and CSV. */
export function resultText(
  g: Pick<GameResult, 'winner' | 'black' | 'white' | 'reason' | 'detail'>,
): string {
  const who = g.winner === null ? 'draw' : `${g.winner === 'black' ? g.black : g.white} wins`;
  return `${who} by ${g.reason}${g.detail ? ` (${g.detail})` : ''}`;
}

/** A standard-shogi game as a tsshogi record, with each move's comments in both formats. */
interface BuiltRecord {
  rec: Record;
  /** CSA and KIF comments of the nodes that have them (moves and the ending). */
  notes: { node: Node; csa: string; kif: string }[];
  ending: Ending;
}

/** Builds the record of a standard-shogi game (undefined for minishogi, which tsshogi cannot hold). */
function buildRecord(config: TournamentConfig, g: GameResult): BuiltRecord | undefined {
  if (config.variant !== 'shogi') return undefined;
  const start = RecordPosition.newBySFEN(g.startSfen);
  if (!start) return undefined;
  const rec = new Record(start);
  const meta = rec.metadata;
  meta.setStandardMetadata(RecordMetadataKey.BLACK_NAME, g.black);
  meta.setStandardMetadata(RecordMetadataKey.WHITE_NAME, g.white);
  meta.setStandardMetadata(RecordMetadataKey.TOURNAMENT, config.name);
  meta.setStandardMetadata(
    RecordMetadataKey.START_DATETIME,
    g.startedAt.replace('T', ' ').replace(/-/g, '/').slice(0, 19),
  );
  const notes: BuiltRecord['notes'] = [];
  if (g.openingLine >= 0)
    notes.push({
      node: rec.first,
      csa: `opening: line ${g.openingLine + 1} of the book, ${g.openingMoves.length} plies`,
      kif: kifOpeningNote(g.openingLine, g.openingMoves.length),
    });
  for (const usi of g.openingMoves) rec.append(rec.position.createMoveByUSI(usi)!);
  for (const m of g.moves) {
    const before = rec.position.clone();
    const move = rec.position.createMoveByUSI(m.usi);
    if (!move || !rec.append(move)) break;
    rec.current.setElapsedMs(m.timeMs);
    const c = moveComments(before, m, before.color === Color.BLACK);
    if (c.csa !== '') notes.push({ node: rec.current, ...c });
  }
  const ending = gameEnding(g);
  rec.append(specialMove(ending.special));
  // Why two texts: KIF is read in Japanese (kif-notes-ja.ts); CSA keeps the English other tools read.
  const last = [resultText(g), ...(ending.note ? [ending.note] : [])].join('\n');
  notes.push({ node: rec.current, csa: last, kif: kifEndingNote(g) });
  return { rec, notes, ending };
}

/** The record in one format, with that format's comments. */
function formatBuilt(b: BuiltRecord, format: 'csa' | 'kif'): string {
  for (const n of b.notes) n.node.comment = n[format];
  if (format === 'kif')
    return formatRecord(b.rec, 'kif', { encoding: 'utf-8', newline: '\n' }).text;
  const text = formatRecord(b.rec, 'csa', {
    encoding: 'utf-8',
    newline: '\n',
    csaVersion: '3.0',
  }).text;
  // The records module names only the endings tsshogi knows; ours (e.g. %+ILLEGAL_ACTION) replace its last.
  const lines = text.split('\n');
  const i = lines.findLastIndex((l) => l.startsWith('%'));
  if (i >= 0) lines[i] = b.ending.csa;
  else lines.splice(lines.length - 1, 0, b.ending.csa, 'T0');
  return lines.join('\n');
}

/**
 * The files of a game: `<base>.usi` (the position line), `<base>.csa` (both variants) and
 * `<base>.kif` (shogi), as [path, text] pairs.
 */
export function gameFiles(
  dir: string,
  config: TournamentConfig,
  g: GameResult,
): [string, string][] {
  const base = join(dir, 'games', gameFileBase(g));
  const moves = [...g.openingMoves, ...g.moves.map((m) => m.usi)];
  const files: [string, string][] = [
    [
      `${base}.usi`,
      `position sfen ${g.startSfen}${moves.length ? ` moves ${moves.join(' ')}` : ''}\n`,
    ],
  ];
  if (config.variant === 'minishogi') {
    files.push([`${base}.csa`, minishogiCsa(g, config.name)]);
    return files; // KIF has no 5×5 board
  }
  const built = buildRecord(config, g);
  if (!built) return files;
  files.push(
    [`${base}.csa`, formatBuilt(built, 'csa')],
    [`${base}.kif`, formatBuilt(built, 'kif')],
  );
  return files;
}

/** Writes a game's files (see `gameFiles`). */
export function writeGameFiles(dir: string, config: TournamentConfig, g: GameResult): void {
  mkdirSync(join(dir, 'games'), { recursive: true });
  // Plain writes: a file torn by a kill belongs to a game not yet journaled, which a resume replays.
  for (const [path, text] of gameFiles(dir, config, g)) writeFileSync(path, text);
}

/**
 * A game as results.json lists it: without its moves, with its ply count, result sentence and
 * (only when the tournament's book played some) how many moves the book played.
 */
export function gameSummary(g: GameResult): object {
  const { moves, ...rest } = g;
  const bookMoves = moves.filter((m) => m.book).length;
  return {
    ...rest,
    plies: g.openingMoves.length + moves.length,
    ...(bookMoves > 0 ? { bookMoves } : {}),
    result: resultText(g),
  };
}

/** results.json: the config summary, standings and every game without its move list. */
export function resultsJson(
  config: TournamentConfig,
  games: readonly GameResult[],
  standings: Standings,
): string {
  return (
    JSON.stringify(
      {
        name: config.name,
        variant: config.variant,
        format: config.format,
        standings,
        games: games.map(gameSummary),
      },
      null,
      2,
    ) + '\n'
  );
}

export const CSV_HEADER =
  'game,round,pair,black,white,result,winner,reason,detail,opening_line,plies,duration_ms,think_ms,started_at';

/** One results.csv row. */
export function csvRow(g: GameResult): string {
  const q = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  return [
    g.index + 1,
    g.round + 1,
    g.pairId + 1,
    q(g.black),
    q(g.white),
    g.winner === 'black' ? '1-0' : g.winner === 'white' ? '0-1' : '1/2-1/2',
    g.winner ?? 'draw',
    g.reason,
    q(g.detail ?? ''),
    g.openingLine + 1,
    g.openingMoves.length + g.moves.length,
    Math.round(g.durationMs),
    Math.round(g.thinkMs),
    g.startedAt,
  ].join(',');
}

/** results.csv: one row per game, in schedule order. */
export function resultsCsv(games: readonly GameResult[]): string {
  return [CSV_HEADER, ...games.map(csvRow)].join('\n') + '\n';
}
