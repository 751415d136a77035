/**
 * The "why" of a labelled move as plain data: which fact the engine established, with the
 * squares, pieces and moves the sentence names (each move in both notations, so the text can be
 * rendered in the user's notation without the position). Pure module.
 */

/** A move named by a sentence, in both notations (never `同`: the sentence stands alone). */
export interface NamedMove {
  usi: string;
  /** `△２八飛成`. */
  japanese: string;
  /** `R-2h+`. */
  western: string;
}

/** The kinds of sentence, most severe first (the first that holds is the one given). */
export const WHY_KINDS = [
  'allows-mate',
  'missed-mate',
  'no-escape',
  'hangs',
  'fork',
  'loses-exchange',
  'loses-material',
] as const;
export type WhyKind = (typeof WHY_KINDS)[number];

/** One explanation: the kind and the facts its sentence names. */
export type Why =
  /** The opponent has a forced mate of `plies` after the move. */
  | { kind: 'allows-mate'; plies: number }
  /** The mover had a forced mate of `plies` and the move lets it go. */
  | { kind: 'missed-mate'; plies: number }
  /** The reply is a checking drop after which the mover's king has no legal move. */
  | { kind: 'no-escape'; piece: number; reply: NamedMove }
  /** The reply takes the piece (type) on the square (USI `4e`), winning material by SEE. */
  | { kind: 'hangs'; piece: number; square: string; reply: NamedMove }
  /** The reply's piece attacks two valuable pieces and the line takes one. */
  | { kind: 'fork'; reply: NamedMove; targets: string[] }
  /** Along the engine's line the mover gives a rook or bishop for less, from this move on. */
  | { kind: 'loses-exchange'; after: NamedMove }
  /** Along the engine's line the mover ends down material, from this move on. */
  | { kind: 'loses-material'; after: NamedMove; value: number };

/** Language of a sentence. */
export type WhyLanguage = 'en' | 'ja';
/** Notation of the moves and squares in a sentence. */
export type WhyNotation = 'japanese' | 'western';
