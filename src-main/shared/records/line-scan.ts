/**
 * What a line scan of a KIF or CSA text reports (why: tsshogi skips lines it cannot read, reads
 * some wrong lines leniently and keeps no line numbers; a scan of our own finds the first bad
 * line itself, and records where each main-line move is written so a move tsshogi accepted
 * with the wrong piece can be named at its own line).
 */
import type { PieceType } from 'tsshogi';

/** The first line that cannot be right. Lines are 1-based in the scanned chunk. */
export interface LineFault {
  line: number;
  ply?: number;
  moveText?: string;
  /** What is wrong, in words (the caller adds the place). */
  reason: string;
  /** For a move after the game ended: the ending's line (chunk numbering) and text. */
  ended?: { line: number; text: string };
}

/** The reason of a move after the ending on `line` (why one wording: the caller renumbers it). */
export function afterEndingReason(ended: { line: number; text: string }): string {
  return `a move after the game ended with "${ended.text}" on line ${ended.line}`;
}

/** The tally a `まで…` line states, or undefined if it states no move count. */
export function readTally(line: number, text: string): WrittenTally | undefined {
  const m = /^まで([0-9]+)手/.exec(text);
  if (!m) return undefined;
  const winner = /(?:先手|下手)の勝ち/.test(text)
    ? 'black'
    : /(?:後手|上手)の勝ち/.test(text)
      ? 'white'
      : undefined;
  return { line, text, plies: Number(m[1]), winner };
}

/** A main-line move as written: where, and the piece the text names. */
export interface WrittenMove {
  line: number;
  ply: number;
  text: string;
  /** The piece the text names: before the move in KIF, after it in CSA. */
  piece: PieceType;
  /** True if `piece` is the piece after the move (CSA), false if before it (KIF). */
  pieceAfterMove: boolean;
  /** KIF: the origin square in USI (`3a`), absent for a drop. */
  from?: string;
  /** KIF: the destination in USI, absent for 同. */
  to?: string;
  /** KI2: the text says the piece moves on the board (`角成`, `金右`), so it is no drop. */
  onBoard?: boolean;
  /** KIF: set on the first move after `変化：N手`, to N. */
  branchAt?: number;
}

/** A `まで111手で先手の勝ち` line of the main line: the moves and the winner it states. */
export interface WrittenTally {
  line: number;
  text: string;
  plies: number;
  winner?: 'black' | 'white';
}

/** Result of a scan. */
export interface LineScan {
  /** The main line's `まで…手` summary, if any (KIF and KI2). */
  tally?: WrittenTally;
  /** How many moves the main line writes (KIF and KI2; endings not counted). */
  mainPlies?: number;
  fault: LineFault | null;
  /** Lines left out on purpose, with the reason (chunk line numbers). */
  skipped: { line: number; reason: string }[];
  /** Main-line moves by ply (before any variation). */
  moves: Map<number, WrittenMove>;
  /** KIF: every move of every line of play, in text order (why: the piece check covers variations). */
  written?: WrittenMove[];
}
