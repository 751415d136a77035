/**
 * The paper's labels of good and bad moves ("Learning move ordering from game records with
 * k-means"): in every game whose winner is rated above an upper threshold, the last 2/3 of the
 * winner's moves are good; in every game whose loser is rated below a lower threshold, the last
 * 2/3 of the loser's moves are bad. Ratings come from the players' names in the record headers:
 * Shogi Wars ranks `name[3D]` / `name[2K]` (dan n → n, kyu n → 1 − n, so 1K = 0, 2K = −1) and
 * 81Dojo-style ratings `name(1718)`. Use one source at a time: the two scales do not mix.
 */
import { getBlackPlayerName, getWhitePlayerName, Move as TsMove, Color } from 'tsshogi';
import { readFileBoundedSync } from '../bounded-read.ts';
import { importRecord, isGameRecordPath } from '../shared/records/index.ts';
import { listFilesSync } from '../records/folder-walk.ts';
import type { ExpertPosition } from './expert-positions.ts';
import { winnerOf } from './expert-positions.ts';

/** A player's strength read from a header name, or null when the name carries none. */
export function ratingOfName(name: string | undefined): number | null {
  if (name === undefined) return null;
  const wars = /\[(\d+)([DK])\]\s*$/.exec(name);
  if (wars) return wars[2] === 'D' ? Number(wars[1]) : 1 - Number(wars[1]);
  const dojo = /\((\d{3,4})\)\s*$/.exec(name);
  return dojo ? Number(dojo[1]) : null;
}

/** One decided game with both players' ratings and the main line's positions. */
export interface RatedGame {
  file: string;
  /** Rating of black (index 0) and white (index 1). */
  ratings: [number, number];
  /** 0 black won, 1 white won. */
  winner: 0 | 1;
  /** Position before each move and the move; the mover is black on even indices. */
  moves: ExpertPosition[];
}

/** A file that gave no usable game, and why. */
export interface RatedSkip {
  file: string;
  reason: string;
}

/** Reads every record file under `paths`; games without both ratings or a winner are skipped. */
export function loadRatedGames(paths: string[]): { games: RatedGame[]; skipped: RatedSkip[] } {
  const games: RatedGame[] = [];
  const skipped: RatedSkip[] = [];
  for (const file of paths.flatMap((p) => listFilesSync(p, isGameRecordPath))) {
    const r = importRecord(new Uint8Array(readFileBoundedSync(file)), file);
    if (!r.ok) {
      skipped.push({ file, reason: r.error.message });
      continue;
    }
    for (const record of r.records) {
      const b = ratingOfName(getBlackPlayerName(record.metadata));
      const w = ratingOfName(getWhitePlayerName(record.metadata));
      const win = winnerOf(record);
      if (b === null || w === null) skipped.push({ file, reason: 'no rating in a player name' });
      else if (win === null) skipped.push({ file, reason: 'no winner' });
      else
        games.push({
          file,
          ratings: [b, w],
          winner: win === Color.BLACK ? 0 : 1,
          moves: line(record, file),
        });
    }
  }
  return { games, skipped };
}

/** The main line as (position, move) pairs, from the initial position (assumed black to move). */
function line(record: Parameters<typeof winnerOf>[0], file: string): ExpertPosition[] {
  const out: ExpertPosition[] = [];
  record.moves.forEach((node, i) => {
    const prev = record.moves[i - 1];
    if (prev && node.move instanceof TsMove)
      out.push({ sfen: prev.sfen, move: node.move.usi, source: `${file}#${i}` });
  });
  return out;
}

/** The rating thresholds of the labelling. */
export interface RatingThresholds {
  /** A winner rated strictly above this gives good moves. */
  upper: number;
  /** A loser rated strictly below this gives bad moves. */
  lower: number;
}

/** Good and bad moves by the paper's rule. */
export interface RatedLabels {
  good: ExpertPosition[];
  bad: ExpertPosition[];
  /** Games that gave good moves, bad moves. */
  goodGames: number;
  badGames: number;
}

/** The last 2/3 of one side's moves in a game (why: the paper leaves the opening to a book). */
function lastTwoThirds(game: RatedGame, side: 0 | 1): ExpertPosition[] {
  const mine = game.moves.filter((_, i) => i % 2 === side);
  return mine.slice(Math.floor(mine.length / 3));
}

/** Applies the paper's rule to the games. */
export function labelRatedMoves(games: readonly RatedGame[], t: RatingThresholds): RatedLabels {
  const out: RatedLabels = { good: [], bad: [], goodGames: 0, badGames: 0 };
  for (const g of games) {
    const loser = (g.winner ^ 1) as 0 | 1;
    if (g.ratings[g.winner] > t.upper) {
      out.good.push(...lastTwoThirds(g, g.winner));
      out.goodGames++;
    }
    if (g.ratings[loser] < t.lower) {
      out.bad.push(...lastTwoThirds(g, loser));
      out.badGames++;
    }
  }
  return out;
}
