/**
 * What the board, the hands, drag-and-drop and the promotion dialog need from whoever owns the
 * position: the play state (a game in progress) or the study board (a record being studied).
 */
import type { Game } from '../game/game';
import type { Pick } from '../game/moves';
import type { CandidateArrow } from './candidate-arrows';
import type { Move } from '../../../src-main/shared/rules/types';
import type { DrawColor, Drawings } from '../../../src-main/shared/records/drawings';

/** A promotion question waiting for the user. */
export interface PromotionQuestion {
  promote: Move;
  stay: Move;
  to: number;
}

/** A position the user can move pieces on. */
export interface BoardModel {
  /** The game shown (reading it tracks each of its changes: the Game object is not reactive). */
  readonly game: Game;
  /** True when the game or record starts from a handicap set-up (sides named 下手/上手). */
  readonly handicap: boolean;
  pick: Pick | null;
  readonly promotion: PromotionQuestion | null;
  /** Legal destinations of the picked piece. */
  readonly targets: ReadonlySet<number>;
  /** True if the user may move now. */
  readonly canMove: boolean;
  /** True when the picked piece cannot move because its side is in check. */
  readonly checkRefusal: boolean;
  readonly lastMove: Move | null;
  /** The best-move arrow (USI), if any. */
  readonly bestUsi: string | null;
  /** The analysis's candidate arrows (drawn instead of `bestUsi` when there are any). */
  readonly arrows?: readonly CandidateArrow[];
  /** A hovered analysis line's first moves (USI), drawn numbered instead of the candidates. */
  readonly lineArrows?: readonly string[];
  /**
   * The candidate (USI) whose arrow is under the pointer, its line previewed (null: none). Its
   * arrows stay under the preview so the pointer stays on it (why: no flicker).
   */
  readonly heldCandidate?: string | null;
  /** Hovering a candidate arrow previews its line as the lines list does (null ends it). */
  previewCandidate?(usi: string | null): void;
  /** Clicking a candidate arrow plays its move, as moving the piece would. */
  playCandidate?(usi: string): void;
  /** The user's arrows and marks on this position; absent where drawing is not offered. */
  readonly drawings?: Drawings;
  /** Draws or removes an arrow (`from` ≠ `to`) or a square mark (`from` = `to`), USI squares. */
  draw?(from: string, to: string, color: DrawColor): void;
  clickSquare(sq: number): void;
  clickHand(color: 0 | 1, pt: number): void;
  dragFrom(pick: Pick): void;
  dropAt(sq: number): void;
  choosePromotion(promote: boolean): void;
}
