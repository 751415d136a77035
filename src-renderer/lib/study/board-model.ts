/**
 * What the board, the hands, drag-and-drop and the promotion dialog need from whoever owns the
 * position: the play state (a game in progress) or the study board (a record being studied).
 */
import type { Game } from '../game/game';
import type { Pick } from '../game/moves';
import type { CandidateArrow } from './candidate-arrows';
import type { Move } from '../../../src-main/engine/core/types';
import type { DrawColor, Drawings } from '../../../src-main/records/core/drawings';

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
