/**
 * Move sequences to exercise and measure NNUE: seeded random games (every piece kind gets
 * captured, dropped and promoted) and, when ../shared/data is present, real lishogi games.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { legalMoves } from '../../../shared/rules/movegen.ts';
import { Position } from '../../../shared/rules/position.ts';
import { parseUsiMove } from '../../../shared/rules/sfen.ts';
import { MOVE_NONE, type Move } from '../../../shared/rules/types.ts';
import { mulberry32Uint } from '../../prng.ts';

/** `count` random legal games from the start position, each at most `maxPlies` long. */
export function randomGames(count: number, maxPlies: number, seed: number): Move[][] {
  const rng = mulberry32Uint(seed);
  const games: Move[][] = [];
  for (let g = 0; g < count; g++) {
    const pos = Position.startpos();
    const line: Move[] = [];
    for (let ply = 0; ply < maxPlies; ply++) {
      const moves = legalMoves(pos);
      if (moves.length === 0) break;
      const m = moves[rng() % moves.length]!;
      pos.doMove(m);
      line.push(m);
    }
    games.push(line);
  }
  return games;
}

/** Path of the shared lishogi game list (one game of USI moves per line), relative to the repo. */
export const LISHOGI_GAMES = fileURLToPath(
  new URL('../../../../../shared/data/games/human_lishogi_prod500_usi.txt', import.meta.url),
);

/** Real games from ../shared/data, or null when the data folder is absent. */
export function lishogiGames(limit = Infinity): Move[][] | null {
  if (!existsSync(LISHOGI_GAMES)) return null;
  const games: Move[][] = [];
  for (const text of readFileSync(LISHOGI_GAMES, 'utf8').split('\n')) {
    if (games.length >= limit) break;
    const pos = Position.startpos();
    const line: Move[] = [];
    for (const usi of text.trim().split(/\s+/).filter(Boolean)) {
      const m = parseUsiMove(pos, usi);
      if (m === MOVE_NONE) break;
      pos.doMove(m);
      line.push(m);
    }
    if (line.length > 0) games.push(line);
  }
  return games;
}
