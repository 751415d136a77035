/**
 * Finds the "why" of a labelled move from facts the rules core can check: the scores (and mate
 * lengths a solver found), the reply the engine expects, static exchange evaluation and the
 * material along the engine's line. Pure module (the renderer may call it): no search here; a
 * caller with an engine passes the mates it found in `mateAfter` / `mateBefore`.
 */
import { notateUsiLine } from '../records/notation.ts';
import { isCapture, legalMoves } from '../rules/movegen.ts';
import { Position } from '../rules/position.ts';
import { SEE_VALUES, see } from '../rules/see.ts';
import { forkHolds, forkTargets } from './why-fork.ts';
import { parseSetup, parseUsiMove } from '../rules/sfen.ts';
import { squareToUsi } from '../rules/sfen-text.ts';
import {
  BISHOP,
  DRAGON,
  HORSE,
  MOVE_NONE,
  ROOK,
  colorOf,
  isDrop,
  moveFrom,
  moveTo,
  movedPiece,
  typeOf,
  type Color,
  type Move,
} from '../rules/types.ts';
import { WHY_LINE_PLIES, WHY_MATERIAL_MIN } from './study-params.ts';
import type { EvalScore } from './win-rate.ts';
import type { NamedMove, Why } from './why-types.ts';

/** What is known about a move when it is explained. */
export interface WhyInput {
  /** The position before the move (SFEN). */
  sfen: string;
  /** The move played (USI). */
  played: string;
  /** The engine's best move before it (USI), if any. */
  best?: string;
  /** The score before the move, from the mover's point of view. */
  before: EvalScore;
  /** The score after the move, from the opponent's (the side to move's) point of view. */
  after: EvalScore;
  /** The engine's line after the move (the opponent's reply first). */
  replyPv?: readonly string[];
  /** Plies of a forced mate by the opponent after the move, found by a solver (null: none found). */
  mateAfter?: number | null;
  /** Plies of a forced mate by the mover before the move, found by a solver (null: none found). */
  mateBefore?: number | null;
}

/** The position of an SFEN (shogi or minishogi), or null. */
function positionOf(sfen: string): Position | null {
  for (const variant of ['shogi', 'minishogi'] as const) {
    const r = parseSetup(sfen, variant, { allowNifu: true });
    if (r.ok) return new Position(r.value);
  }
  return null;
}

/** A move of `pos` named in both notations (no 同: the sentence stands alone). */
function named(pos: Position, usi: string): NamedMove {
  const line = notateUsiLine(pos.sfen(), [usi]);
  return { usi, japanese: line.japanese[0] ?? usi, western: line.western[0] ?? usi };
}

/** Opponent's mate length after the move, from the score or the solver. */
function allowedMate(i: WhyInput): number | null {
  if (i.after.kind === 'mate' && i.after.value > 0) return i.after.value;
  return i.mateAfter ?? null;
}

/** Mover's mate length before the move that the move gives up (a move that keeps mating is no miss). */
function missedMate(i: WhyInput): number | null {
  const keeps = i.after.kind === 'mate' && i.after.value <= 0;
  if (keeps || i.played === i.best) return null;
  if (i.before.kind === 'mate' && i.before.value > 0) return i.before.value;
  return i.mateBefore ?? null;
}

/** The reply is a drop giving check and the checked king has no legal move. */
function noEscape(pos: Position, reply: Move, usi: string, after: Position): Why | null {
  if (!isDrop(reply) || !after.inCheck()) return null;
  const king = after.kingSquare(after.sideToMove);
  if (legalMoves(after).some((m) => !isDrop(m) && moveFrom(m) === king)) return null;
  return { kind: 'no-escape', piece: typeOf(movedPiece(reply)), reply: named(pos, usi) };
}

/** The reply captures a mover's piece and wins material by static exchange. */
function hangs(pos: Position, reply: Move, usi: string): Why | null {
  if (!isCapture(pos, reply) || see(pos, reply) <= 0) return null;
  const to = moveTo(reply);
  const piece = typeOf(pos.pieceOn(to));
  return { kind: 'hangs', piece, square: squareToUsi(to), reply: named(pos, usi) };
}

/**
 * The reply attacks two valuable pieces, the fork holds (`forkHolds`: the forking piece cannot be
 * taken without loss and no single move saves both), and the line's next opponent move takes
 * one with it.
 */
function fork(pos: Position, usi: string, after: Position, line: readonly string[]): Why | null {
  const reply = parseUsiMove(pos, usi);
  const t = moveTo(reply);
  const targets = forkTargets(after, t, after.sideToMove);
  if (targets.length < 2 || !forkHolds(after, t)) return null;
  const p = after.clone();
  const answer = line[1] ? parseUsiMove(p, line[1]) : MOVE_NONE;
  if (answer === MOVE_NONE) return null;
  p.doMove(answer);
  const take = line[2] ? parseUsiMove(p, line[2]) : MOVE_NONE;
  if (take === MOVE_NONE || isDrop(take) || moveFrom(take) !== t || !isCapture(p, take))
    return null;
  return { kind: 'fork', reply: named(pos, usi), targets: targets.map(squareToUsi) };
}

/** True for a rook or bishop, promoted or not. */
function isMajor(pt: number): boolean {
  return pt === ROOK || pt === BISHOP || pt === DRAGON || pt === HORSE;
}

/**
 * Material along the engine's line from `pos` (opponent to move): the mover's net gain counted
 * only at quiet points (why: a line cut off right after a capture hides the recapture).
 */
function lineMaterial(pos: Position, line: readonly string[]): Why | null {
  const p = pos.clone();
  const mover = (p.sideToMove ^ 1) as Color;
  let net = 0;
  let settled = 0;
  let lostMajor = false;
  let wonMajor = false;
  let settledMajors = { lost: false, won: false };
  let firstLoss: NamedMove | null = null;
  let namedLoss: NamedMove | null = null;
  const plies = line.slice(0, WHY_LINE_PLIES);
  for (let k = 0; k < plies.length; k++) {
    const usi = plies[k]!;
    const m = parseUsiMove(p, usi);
    if (m === MOVE_NONE) break;
    const captured = isCapture(p, m);
    if (captured) {
      const pt = typeOf(p.pieceOn(moveTo(m)));
      const byMover = colorOf(movedPiece(m)) === mover;
      net += byMover ? SEE_VALUES[pt]! : -SEE_VALUES[pt]!;
      if (isMajor(pt) && byMover) wonMajor = true;
      if (isMajor(pt) && !byMover) lostMajor = true;
      if (!byMover && !firstLoss) firstLoss = named(p, usi);
    }
    p.doMove(m);
    const next = line[k + 1];
    const nextMove = next ? parseUsiMove(p, next) : MOVE_NONE;
    const quiet =
      nextMove !== MOVE_NONE ? !isCapture(p, nextMove) : k === plies.length - 1 && !captured;
    if (quiet) {
      settled = net;
      settledMajors = { lost: lostMajor, won: wonMajor };
      namedLoss = firstLoss;
    }
  }
  if (settled >= 0 || !namedLoss) return null;
  if (settledMajors.lost && !settledMajors.won) return { kind: 'loses-exchange', after: namedLoss };
  if (-settled < WHY_MATERIAL_MIN) return null;
  return { kind: 'loses-material', after: namedLoss, value: -settled };
}

/**
 * The explanation of a move, or null when none of the checked facts holds (the loss is then
 * positional: the label and the best move say all the engine knows). The kinds are tried from
 * the most severe: mates, a trapped king, a hanging piece, a fork, lost material.
 */
export function explainMove(i: WhyInput): Why | null {
  const allowed = allowedMate(i);
  if (allowed !== null && allowed > 0) return { kind: 'allows-mate', plies: allowed };
  const missed = missedMate(i);
  if (missed !== null && missed > 0) return { kind: 'missed-mate', plies: missed };
  const pos = positionOf(i.sfen);
  const played = pos ? parseUsiMove(pos, i.played) : MOVE_NONE;
  if (!pos || played === MOVE_NONE) return null;
  pos.doMove(played);
  const line = i.replyPv ?? [];
  const reply = line[0] ? parseUsiMove(pos, line[0]) : MOVE_NONE;
  if (reply === MOVE_NONE) return null;
  const after = pos.clone();
  after.doMove(reply);
  return (
    noEscape(pos, reply, line[0]!, after) ??
    hangs(pos, reply, line[0]!) ??
    fork(pos, line[0]!, after, line) ??
    lineMaterial(pos, line)
  );
}
