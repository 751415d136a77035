/**
 * Checks every move on every branch of a record with the rules core (through the switchable
 * `rules-bridge`). Main line first, then variations, so the first violation is the one a
 * reader meets first.
 */
import {
  Move,
  Position,
  Square,
  formatMove,
  type ImmutableNode,
  type ImmutablePosition,
  type Record,
} from 'tsshogi';
import { createRulesChecker, type RulesChecker } from './rules-bridge.ts';
import { explainIllegalMove } from './explain.ts';
import { pathOf } from './tree.ts';

/** One illegal move of a record. */
export interface Violation {
  node: ImmutableNode;
  path: number[];
  /** 1-based move number. */
  ply: number;
  /** KIF-style text of the move, e.g. `▲２二角成`. */
  moveText: string;
  /** Why the rules refuse it. */
  reason: string;
}

/** Result of `validateRecord`: a refused start position, or the illegal moves (may be none). */
export type ValidationResult =
  | { positionError: string }
  | { positionError: null; violations: Violation[]; positionWarning?: string };

/** KIF-style text of a move (why: messages quote the move the way the user's file shows it). */
export function moveTextOf(pos: ImmutablePosition, move: Move): string {
  try {
    const text = formatMove(pos, move, { compatible: true });
    // A drop reads ambiguously without 打 in an error message, whatever KI2 style allows.
    return !(move.from instanceof Square) && !text.endsWith('打') ? `${text}打` : text;
  } catch {
    return move.usi;
  }
}

/**
 * Depth-first walk that checks every move below `root` with `checker`. Iterative, with an
 * explicit stack of "next sibling to visit" per depth (why: a recursive walk overflows the
 * call stack after about 6,000 plies). The tsshogi position for the explanation is rebuilt
 * from the parent's SFEN only when a move is illegal (why: playing every move twice, once in
 * each rules model, cost a fifth of the import time).
 */
function walk(
  root: ImmutableNode,
  initial: ImmutablePosition,
  checker: RulesChecker,
  out: Violation[],
): void {
  const pending: (ImmutableNode | null)[] = [root.next];
  let depth = 0;
  while (pending.length > 0) {
    const child = pending[pending.length - 1]!;
    if (child === null) {
      // This depth is done: take back the move that led to it.
      pending.pop();
      if (depth > 0) {
        checker.undo();
        depth--;
      }
      continue;
    }
    pending[pending.length - 1] = child.branch;
    const move = child.move;
    if (!(move instanceof Move)) continue;
    if (!checker.isLegal(move.usi)) {
      const pos =
        child.prev && child.prev.ply > 0
          ? (Position.newBySFEN(child.prev.sfen) ?? initial)
          : initial;
      out.push({
        node: child,
        path: pathOf(child),
        ply: child.ply,
        moveText: moveTextOf(pos, move),
        reason: explainIllegalMove(pos, move),
      });
      continue;
    }
    checker.play(move.usi);
    depth++;
    pending.push(child.next);
  }
}

/** Validates the start position and every move on every branch of `record`. */
export function validateRecord(record: Record): ValidationResult {
  const sfen = record.initialPosition.sfen;
  const created = createRulesChecker(sfen);
  if ('refused' in created) return { positionError: created.refused };
  const violations: Violation[] = [];
  walk(record.first, record.initialPosition, created.checker, violations);
  return { positionError: null, violations, positionWarning: created.warning };
}
