/**
 * Mate features, which need the rules core (legal moves) rather than the board alone:
 * the side that just moved has mated; the side to move has a mate in one; the side that just
 * moved threatens mate in one (tsumero: it would mate if the opponent passed). Static features
 * cannot see these, yet experts always take a mate and always parry a mate threat. Also how many
 * checking moves each side has (the opponent now; the mover if it could move again).
 */
import { generateLegal } from '../../../shared/rules/movegen.ts';
import type { Position } from '../../../shared/rules/position.ts';
import { featureIndex } from './feature-set.ts';

const F = {
  mated: featureIndex('mate.delivered'),
  opponentMate: featureIndex('mate.opponentMateIn1'),
  threat: featureIndex('mate.threat'),
  opponentChecks: featureIndex('mate.opponentChecks'),
  moverChecks: featureIndex('mate.moverChecks'),
};

/** Checks are counted up to this many (beyond it the king is in trouble either way). */
const MAX_CHECKS = 8;
/** Checking moves seen by the last `checksAndMate` call. */
let checksSeen = 0;

/** Move buffers, one per recursion level (the mate test plays one move deep). */
const BUF = [new Int32Array(1024), new Int32Array(1024)];

/** True if the side to move has a checking move after which the opponent has no legal move. */
export function hasMateInOne(pos: Position, level = 0): boolean {
  return checksAndMate(pos, level);
}

/**
 * hasMateInOne that also counts the checking moves into `checksSeen` (all of them when there is
 * no mate): how many checks a side has measures the danger to the other king.
 */
function checksAndMate(pos: Position, level: number): boolean {
  const moves = BUF[level]!;
  const n = generateLegal(pos, moves, 0);
  checksSeen = 0;
  for (let i = 0; i < n; i++) {
    const m = moves[i]!;
    if (!pos.givesCheck(m)) continue;
    checksSeen++;
    pos.doMove(m);
    const mated = pos.isMated();
    pos.undoMove(m);
    if (mated) return true;
  }
  return false;
}

/** Adds the mate features of `pos`, seen from the side that just moved. */
export function addMateFeatures(pos: Position, out: Int32Array): void {
  if (pos.isMated()) {
    out[F.mated]! += 1;
    return;
  }
  if (checksAndMate(pos, 0)) out[F.opponentMate]! += 1;
  out[F.opponentChecks]! += Math.min(MAX_CHECKS, checksSeen);
  if (!pos.inCheck()) {
    pos.doNullMove();
    if (checksAndMate(pos, 1)) out[F.threat]! += 1;
    out[F.moverChecks]! += Math.min(MAX_CHECKS, checksSeen);
    pos.undoNullMove();
  }
}
