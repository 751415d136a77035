/**
 * The files of a tournament folder: every game as CSA (per-move times, `'**` score comments) and KIF
 * through the records module, results.json, results.csv and standings.txt. Files are written to a
 * temporary name and renamed, so a kill never leaves a half-written results file.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  Position as RecordPosition,
  Record,
  RecordMetadataKey,
  SpecialMoveType,
  specialMove,
} from 'tsshogi';
import { formatRecord } from '../records/core/index.ts';
import type { GameResult } from './game.ts';
import type { TournamentConfig } from './config.ts';
import type { Standings } from './standings.ts';
import type { Termination } from './referee.ts';
import { blackPovCp } from './score.ts';
import { minishogiCsa } from './minishogi-csa.ts';

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

/** The CSA special move closing a game, by termination. */
const SPECIAL: { [r in Termination]: SpecialMoveType } = {
  resign: SpecialMoveType.RESIGN,
  checkmate: SpecialMoveType.MATE,
  sennichite: SpecialMoveType.REPETITION_DRAW,
  'perpetual-check': SpecialMoveType.FOUL_WIN,
  declaration: SpecialMoveType.ENTERING_OF_KING,
  'false-declaration': SpecialMoveType.FOUL_LOSE,
  'illegal-move': SpecialMoveType.FOUL_LOSE,
  'time-loss': SpecialMoveType.TIMEOUT,
  crash: SpecialMoveType.INTERRUPT,
  hang: SpecialMoveType.INTERRUPT,
  disabled: SpecialMoveType.INTERRUPT,
  'max-moves': SpecialMoveType.MAX_MOVES,
  'score-adjudication': SpecialMoveType.INTERRUPT,
};

/** The closing special move; perpetual check is a foul win or loss depending on the side to move. */
function specialFor(g: GameResult): SpecialMoveType {
  if (g.reason !== 'perpetual-check') return SPECIAL[g.reason];
  const blackStarts = g.startSfen.split(' ')[1] !== 'w';
  const blackToMove = blackStarts === ((g.openingMoves.length + g.moves.length) % 2 === 0);
  return (g.winner === 'black') === blackToMove
    ? SpecialMoveType.FOUL_WIN
    : SpecialMoveType.FOUL_LOSE;
}

/** Result sentence for comments and CSV. */
export function resultText(
  g: Pick<GameResult, 'winner' | 'black' | 'white' | 'reason' | 'detail'>,
): string {
  const who = g.winner === null ? 'draw' : `${g.winner === 'black' ? g.black : g.white} wins`;
  return `${who} by ${g.reason}${g.detail ? ` (${g.detail})` : ''}`;
}

/** Builds the tsshogi record of a standard-shogi game (undefined for minishogi, which tsshogi cannot hold). */
function buildRecord(config: TournamentConfig, g: GameResult): Record | undefined {
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
  if (g.openingLine >= 0)
    rec.first.comment = `opening: line ${g.openingLine + 1} of the book, ${g.openingMoves.length} plies`;
  for (const usi of g.openingMoves) rec.append(rec.position.createMoveByUSI(usi)!);
  for (const [i, m] of g.moves.entries()) {
    const move = rec.position.createMoveByUSI(m.usi);
    if (!move || !rec.append(move)) break;
    rec.current.setElapsedMs(m.timeMs);
    if (m.score)
      rec.current.comment = `* ${blackPovCp(m.score, (g.openingMoves.length + i) % 2 === 0)}`;
  }
  rec.append(specialMove(specialFor(g)));
  rec.current.comment = resultText(g);
  return rec;
}

/** Writes `<base>.csa` (both variants), `<base>.kif` (shogi) and `<base>.usi` (the position line) for a game. */
export function writeGameFiles(dir: string, config: TournamentConfig, g: GameResult): void {
  const base = join(dir, 'games', gameFileBase(g));
  mkdirSync(join(dir, 'games'), { recursive: true });
  const moves = [...g.openingMoves, ...g.moves.map((m) => m.usi)];
  writeFileSync(
    `${base}.usi`,
    `position sfen ${g.startSfen}${moves.length ? ` moves ${moves.join(' ')}` : ''}\n`,
  );
  if (config.variant === 'minishogi') {
    writeFileSync(`${base}.csa`, minishogiCsa(g, config.name));
    return; // KIF has no 5×5 board
  }
  const rec = buildRecord(config, g);
  if (!rec) return;
  // Plain writes: a file torn by a kill belongs to a game not yet journaled, which a resume replays.
  writeFileSync(
    `${base}.csa`,
    formatRecord(rec, 'csa', { encoding: 'utf-8', newline: '\n', csaVersion: '3.0' }).text,
  );
  writeFileSync(`${base}.kif`, formatRecord(rec, 'kif', { encoding: 'utf-8', newline: '\n' }).text);
}

/** results.json: the config summary, standings and every game without its move list. */
export function resultsJson(
  config: TournamentConfig,
  games: readonly GameResult[],
  standings: Standings,
): string {
  const summary = games.map(({ moves, ...g }) => ({
    ...g,
    plies: g.openingMoves.length + moves.length,
    result: resultText(g),
  }));
  return (
    JSON.stringify(
      {
        name: config.name,
        variant: config.variant,
        format: config.format,
        standings,
        games: summary,
      },
      null,
      2,
    ) + '\n'
  );
}

const CSV_HEADER =
  'game,round,pair,black,white,result,winner,reason,detail,opening_line,plies,duration_ms,think_ms,started_at';

/** results.csv: one row per game, in schedule order. */
export function resultsCsv(games: readonly GameResult[]): string {
  const q = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const rows = games.map((g) =>
    [
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
    ].join(','),
  );
  return [CSV_HEADER, ...rows].join('\n') + '\n';
}
