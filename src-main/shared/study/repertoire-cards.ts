/**
 * "Drill your repertoire": practice cards from the user's own book. Walking the book's playable
 * moves (not "never play", legal) from the even start, each position where the user's colour is
 * to move and the book has a move becomes a card "what do you play here?"; any of the book's
 * moves there is a right answer, and the first (the book's order) is shown as the main line.
 * Pure module.
 */
import type { Book } from '../../engine/book/book.ts';
import { bookKey, type BookMove } from '../../engine/book/db2016.ts';
import { Position } from '../rules/position.ts';
import { parseUsiMove } from '../rules/sfen.ts';
import { BLACK, MOVE_NONE } from '../rules/types.ts';
import type { PracticeCard, RepertoireMove } from './practice-card.ts';

/** How deep the walk goes and how many cards one book gives (why: a book is an opening; bounds work). */
export const REPERTOIRE_MAX_PLY = 40;
export const REPERTOIRE_MAX_CARDS = 500;
/** Moves of the book line shown after an answer. */
const LINE_PLIES = 8;

/** The book's playable moves in `pos`. */
function playable(book: Book, pos: Position): BookMove[] {
  return (book.probe(pos.sfen()) ?? []).filter(
    (m) => !m.never && parseUsiMove(pos, m.move) !== MOVE_NONE,
  );
}

/** The book's main line from `pos`: its first playable move at each step. */
export function bookLine(book: Book, from: Position, plies = LINE_PLIES): string[] {
  const pos = from.clone();
  const out: string[] = [];
  const seen = new Set<string>();
  while (out.length < plies && !seen.has(bookKey(pos.sfen()))) {
    seen.add(bookKey(pos.sfen()));
    const first = playable(book, pos)[0];
    if (!first) break;
    out.push(first.move);
    pos.doMove(parseUsiMove(pos, first.move));
  }
  return out;
}

const statsOf = (m: BookMove): RepertoireMove => ({
  usi: m.move,
  count: m.count,
  value: m.value,
  results: m.results ?? null,
});

/** The repertoire cards of `book` (named `name`) for the user playing `color`. */
export function repertoireCards(
  book: Book,
  name: string,
  color: 'black' | 'white',
): PracticeCard[] {
  const cards: PracticeCard[] = [];
  const seen = new Set<string>();
  let level: Position[] = [Position.startpos()];
  for (let ply = 1; ply <= REPERTOIRE_MAX_PLY && level.length > 0; ply++) {
    const next: Position[] = [];
    for (const pos of level) {
      const key = bookKey(pos.sfen());
      if (seen.has(key)) continue;
      seen.add(key);
      const moves = playable(book, pos);
      if (moves.length === 0) continue;
      if ((pos.side === BLACK) === (color === 'black') && cards.length < REPERTOIRE_MAX_CARDS)
        cards.push(card(book, name, color, pos, moves, ply));
      for (const m of moves) {
        const child = pos.clone();
        child.doMove(parseUsiMove(child, m.move));
        next.push(child);
      }
    }
    level = next;
  }
  return cards;
}

/** One card: the position, the book's first move as "best", its line and every move's figures. */
function card(
  book: Book,
  name: string,
  color: 'black' | 'white',
  pos: Position,
  moves: BookMove[],
  ply: number,
): PracticeCard {
  return {
    id: `rep:${color}:${bookKey(pos.sfen())}`,
    sfen: pos.sfen(),
    color,
    played: '',
    playedJapanese: '',
    best: moves[0]!.move,
    bestLine: bookLine(book, pos),
    loss: 0,
    label: null,
    source: { file: name, ply, black: '', white: '' },
    repertoire: { book: name, moves: moves.map(statsOf) },
  };
}
