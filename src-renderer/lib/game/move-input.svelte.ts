/**
 * The user's half of moving a piece, shared by the play state and the study board: picking a
 * piece up (click, drag or from the hand), its legal destinations, and the promotion question.
 * Subclasses say which game is shown, when the user may move, and what a chosen move does.
 */
import type { Move } from '../../../src-main/shared/rules/types';
import type { Game } from './game';
import { choiceFor, destinations, NO_TARGETS, type Pick } from './moves';
import type { PromotionQuestion } from '../study/board-model';

export abstract class MoveInput {
  pick: Pick | null = $state(null);
  promotion: PromotionQuestion | null = $state(null);

  /** The game shown (reading it tracks each of its changes: the Game object is not reactive). */
  abstract readonly game: Game;
  /** True if the user may move now. */
  abstract readonly canMove: boolean;
  /** Plays the chosen move. */
  protected abstract commit(m: Move): void;

  /** Legal destinations of the picked piece (empty when nothing is picked). */
  get targets(): ReadonlySet<number> {
    return this.pick && this.canMove ? destinations(this.game.legal, this.pick) : NO_TARGETS;
  }

  /**
   * True when the picked piece has no legal move because its side is in check, so the UI can say
   * why nothing lights up (a new user otherwise sees a click that does nothing).
   */
  get checkRefusal(): boolean {
    return this.pick !== null && this.canMove && this.game.inCheck && this.targets.size === 0;
  }

  /** A click (or Enter) on a board square. */
  clickSquare(sq: number): void {
    if (!this.canMove) return;
    if (this.pick && this.targets.has(sq)) return this.moveTo(sq);
    const pc = this.game.pos.pieceOn(sq);
    const own = pc !== 0 && pc >> 4 === this.game.turn;
    const same = this.pick?.kind === 'square' && this.pick.sq === sq;
    this.pick = own && !same ? { kind: 'square', sq } : null;
  }

  /** A click on a hand piece of `color`. */
  clickHand(color: 0 | 1, pt: number): void {
    if (!this.canMove || color !== this.game.turn) return;
    const same = this.pick?.kind === 'hand' && this.pick.pt === pt;
    this.pick = same ? null : { kind: 'hand', pt };
  }

  /** Drag start: picks without toggling off. */
  dragFrom(pick: Pick): void {
    if (!this.canMove) return;
    if (pick.kind === 'square') {
      const pc = this.game.pos.pieceOn(pick.sq);
      if (pc === 0 || pc >> 4 !== this.game.turn) return;
    }
    this.pick = pick;
  }

  /** Drag end over `sq`: moves if legal. */
  dropAt(sq: number): void {
    if (this.pick && this.targets.has(sq)) this.moveTo(sq);
  }

  /** The user's answer to the promotion dialog. */
  choosePromotion(promote: boolean): void {
    const p = this.promotion;
    if (!p) return;
    this.promotion = null;
    this.commit(promote ? p.promote : p.stay);
  }

  /** Moves the picked piece to `sq`, asking first where promotion is optional. */
  protected moveTo(sq: number): void {
    const c = choiceFor(this.game.legal, this.pick!, sq);
    this.pick = null;
    if (c.kind === 'single') this.commit(c.move);
    else if (c.kind === 'optional') this.promotion = { promote: c.promote, stay: c.stay, to: sq };
  }
}
