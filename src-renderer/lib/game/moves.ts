/**
 * What the board needs from the rules core: legal destinations of a piece or a hand piece,
 * and whether a move to a square may, must or cannot promote.
 */
import type { Position } from '../../../src-main/shared/rules/position';
import { legalMoves } from '../../../src-main/shared/rules/movegen';
import {
  dropType,
  isDrop,
  isPromotion,
  moveFrom,
  moveTo,
  type Move,
} from '../../../src-main/shared/rules/types';

/** Where the user picked a piece up: a board square or a hand piece type. */
export type Pick = { kind: 'square'; sq: number } | { kind: 'hand'; pt: number };

/** The legal moves of the picked piece. */
export function movesOfPick(all: readonly Move[], pick: Pick): Move[] {
  return all.filter((m) =>
    pick.kind === 'square'
      ? !isDrop(m) && moveFrom(m) === pick.sq
      : isDrop(m) && dropType(m) === pick.pt,
  );
}

/** No destinations (nothing picked). */
export const NO_TARGETS: ReadonlySet<number> = new Set();

/** The set of squares the picked piece can reach. */
export function destinations(all: readonly Move[], pick: Pick): ReadonlySet<number> {
  return new Set(movesOfPick(all, pick).map(moveTo));
}

/** How promotion works for the picked piece going to `to`. */
export type PromotionChoice =
  | { kind: 'none' }
  | { kind: 'single'; move: Move }
  | { kind: 'optional'; promote: Move; stay: Move };

/** The move(s) for picked → to: none, exactly one (incl. forced promotion), or a choice. */
export function choiceFor(all: readonly Move[], pick: Pick, to: number): PromotionChoice {
  const ms = movesOfPick(all, pick).filter((m) => moveTo(m) === to);
  if (ms.length === 0) return { kind: 'none' };
  if (ms.length === 1) return { kind: 'single', move: ms[0]! };
  const promote = ms.find(isPromotion)!;
  const stay = ms.find((m) => !isPromotion(m))!;
  return { kind: 'optional', promote, stay };
}

/** All legal moves of a position (one call per position, cached by the caller). */
export function allLegal(pos: Position): Move[] {
  return legalMoves(pos);
}
