/**
 * "Practice your mistakes": the deck of positions where the user lost, scheduled by spaced
 * repetition. Part of the one IPC contract (../contract.ts). Pure module.
 */
import type { PracticeHint, RepertoireMove } from '../study/practice-card.ts';
import type { MoveLabel } from '../study/win-rate.ts';
import type { Why } from '../study/why-types.ts';

export type { PracticeHint, RepertoireMove };

/** Expected failures of the practice channels. */
export type PracticeErrorCode =
  /** No player name is set: cards are the user's own mistakes, found by name. */
  | 'PRACTICE_NO_PLAYER'
  /** The card id is not in the deck. */
  | 'PRACTICE_NO_SUCH_CARD'
  /** The answer is not a legal move in the card's position. */
  | 'PRACTICE_ILLEGAL_MOVE'
  /** The engine could not judge the answer (it did not start or failed). */
  | 'PRACTICE_ENGINE_FAILED'
  /** A repertoire could not be made: no such book, or it holds no move for that side. */
  | 'PRACTICE_NO_REPERTOIRE';

/** Where to take cards from: a reviewed record (KIF text) or a batch-reviewed folder or file. */
export type PracticeSource = { kif: string; name?: string } | { path: string };

/** What adding cards did. */
export interface PracticeAdded {
  /** New cards (a mistake already in the deck is not added twice). */
  added: number;
  /** Cards in the deck now. */
  total: number;
  /** Records read and, of them, records the user played in. */
  records: number;
  withPlayer: number;
}

/** A card as the task shows it (the answer is not in it). */
export interface PracticeTask {
  id: string;
  sfen: string;
  color: 'black' | 'white';
  /** The move played in the game (KIF notation) and what it cost. */
  playedJapanese: string;
  played: string;
  loss: number;
  label: MoveLabel | null;
  source: { file?: string; ply: number; black: string; white: string };
  /** True if the last answer to this card was wrong. */
  failedLast: boolean;
  /** A repertoire card: "what do you play here?" from this book (its moves are not told). */
  repertoire?: { book: string };
  /** When it is due (ISO). */
  due: string;
}

/** The verdict on an answer, with the line and the explanation. */
export interface PracticeVerdict {
  correct: boolean;
  /** The answer's win-rate loss against the best move, percentage points (0 for the best). */
  loss: number;
  /** The answer in KIF notation. */
  answerJapanese: string;
  best: string;
  bestJapanese: string;
  /** The engine's line from the position (USI and KIF notation). */
  bestLine: string[];
  bestLineJapanese: string[];
  /** Why the game move lost (render with `whyText`). */
  why?: Why;
  /** When the card comes back (ISO). */
  nextDue: string;
  /** A repertoire card's book moves here, with their statistics (the book's order). */
  repertoire?: { book: string; moves: RepertoireMove[] };
}

/** The deck's figures. */
export interface PracticeProgress {
  player: string;
  cards: number;
  /** Cards due now. */
  due: number;
  /** Answers today (UTC day) and, of them, correct ones. */
  answeredToday: number;
  solvedToday: number;
  /** Answers and correct answers per UTC day (`2026-11-29`), oldest first, last 30 days. */
  byDay: Array<{ day: string; answered: number; correct: number }>;
}
