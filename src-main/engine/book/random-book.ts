/**
 * A book of random games for measuring and testing the readers: random legal moves from the
 * start position, each position with the moves played there, random scores, depths and counts.
 * Seeded, so a test sees the same book every run. Not for play.
 */
import { legalMoves } from '../../shared/rules/movegen.ts';
import { moveToUsi, parseSfen, STARTPOS_SFEN } from '../../shared/rules/sfen.ts';
import { mulberry32 } from '../prng.ts';
import { Book } from './book.ts';
import type { BookEntry } from './db2016.ts';

/** Entries of about `positions` positions from random games of up to `plies` plies. */
export function randomBookEntries(positions: number, seed: number, plies = 40): BookEntry[] {
  const rng = mulberry32(seed);
  const book = new Book();
  while (book.size < positions) {
    const start = parseSfen(STARTPOS_SFEN);
    if (!start.ok) throw new Error(start.error.message);
    const pos = start.position;
    for (let ply = 0; ply < plies && book.size < positions; ply++) {
      const moves = legalMoves(pos);
      if (moves.length === 0) break;
      const m = moves[Math.floor(rng() * moves.length)]!;
      const move = moveToUsi(m);
      book.addEntry({
        sfen: pos.sfen(),
        moves: [
          {
            move,
            ponder: null,
            value: Math.round((rng() - 0.5) * 600),
            depth: 10 + Math.floor(rng() * 20),
            count: 1 + Math.floor(rng() * 5),
          },
        ],
      });
      pos.doMove(m);
    }
  }
  book.sortByCount();
  return [...book.entries()];
}
