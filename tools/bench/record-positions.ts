/**
 * Game positions for the USI benches (bench:depth, bench:usi-nps): move lists from the lishogi
 * record set in ../shared/data, one per game long enough, at plies 20..100 in turn, so openings,
 * middlegames and endgames all appear.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The shared data sits beside the repository (../shared/data), as the guide lays it out.
export const RECORDS = fileURLToPath(
  new URL('../../../shared/data/games/human_lishogi_prod500_usi.txt', import.meta.url),
);

/** `count` positions as move lists from the start position. */
export function recordPositions(count: number): string[][] {
  const games = recordGames();
  const out: string[][] = [];
  for (let g = 0; out.length < count && g < games.length; g++) {
    const moves = games[g]!;
    const ply = 20 + ((out.length * 17) % 81);
    if (moves.length > ply + 1) out.push(moves.slice(0, ply));
  }
  return out;
}

/**
 * `count` positions as move lists, several per game: each game's plies in `plies` that it outlasts
 * by two moves (more positions than one a game gives, for benches that need hundreds).
 */
export function recordPositionsAt(count: number, plies: readonly number[]): string[][] {
  const out: string[][] = [];
  for (const moves of recordGames()) {
    for (const ply of plies)
      if (out.length < count && moves.length > ply + 1) out.push(moves.slice(0, ply));
    if (out.length >= count) break;
  }
  return out;
}

/** Every game of the record set as its USI moves (one game a line). */
function recordGames(): string[][] {
  return readFileSync(RECORDS, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => l.trim().split(/\s+/));
}
