/**
 * Generating tsume problems from game positions (pure TS): each candidate position becomes a
 * tsume diagram (convert.ts), the tsume solver finds its mate length, the pieces the mate does
 * not need are stripped, and the verifier keeps it only when it is a correct problem with a
 * unique solution and an empty hand at the end.
 */
import { formatSetup, moveToUsi, parseSfen, parseUsiMove } from '../shared/rules/sfen.ts';
import { legalMoves } from '../shared/rules/movegen.ts';
import type { PositionSetup } from '../shared/rules/sfen.ts';
import { HAND_TYPES, MOVE_NONE } from '../shared/rules/types.ts';
import { positionOf, strip, toTsumeSetup, withoutHandPiece } from './convert.ts';
import { difficultyOf } from './difficulty.ts';
import type { TsumeProblem } from './problem-file.ts';
import { TsumeBudgetError, TsumeSolver } from './solver.ts';
import { verifyTsume } from './verify.ts';

/** Limits of one generation run; see docs/tsume.md for the values used for the shipped set. */
export interface GenerateLimits {
  /** Longest mate kept (plies). */
  maxPlies: number;
  /** Node budget of each mate search while converting and stripping. */
  searchNodes: number;
  /** Node budget of the final verification (keeps the shipped set quick to verify). */
  verifyNodes: number;
}

/** The limits used for the shipped set. */
export const GENERATE_DEFAULTS: GenerateLimits = {
  maxPlies: 11,
  searchNodes: 6_000,
  verifyNodes: 40_000,
};

/** A game to draw positions from. */
export interface SourceGame {
  startSfen: string;
  moves: readonly string[];
  /** Where it came from, for the problems' `source`. */
  name: string;
}

/** A candidate position: the SFEN before `ply` moves of a game were played … and its origin. */
export interface Candidate {
  setup: PositionSetup;
  source: string;
}

/**
 * The tsume diagrams of the winner's positions among a game's last `fromEnd`, less the last
 * `skipEnd` (latest first).
 */
export function candidatesOf(game: SourceGame, fromEnd: number, skipEnd = 0): Candidate[] {
  const parsed = parseSfen(game.startSfen);
  if (!parsed.ok) return [];
  const pos = parsed.position;
  const setups: Candidate[] = [];
  const first = Math.max(0, game.moves.length - fromEnd);
  for (let i = 0; i <= game.moves.length; i++) {
    // Why only the side that played the last move: in real games the mates are almost all
    // the winner's, and searching the loser's positions doubled the cost for nothing.
    const inRange = i >= first && game.moves.length - i > skipEnd;
    if (inRange && (game.moves.length - i) % 2 === 1) {
      const s = toTsumeSetup(pos);
      if (s) setups.push({ setup: s, source: `${game.name} ply ${i}` });
    }
    if (i === game.moves.length) break;
    const m = parseUsiMove(pos, game.moves[i]!);
    if (m === MOVE_NONE) break;
    pos.doMove(m);
  }
  return setups.reverse();
}

/** Mate length of a setup in plies under the tsume rules, or null (none, or over budget). */
export function lengthOf(
  s: PositionSetup,
  maxPlies: number,
  nodes: number,
): { plies: number; nodes: number } | null {
  const solver = new TsumeSolver(nodes);
  try {
    const plies = solver.mateLength(positionOf(s), maxPlies);
    return plies === null ? null : { plies, nodes: solver.nodes };
  } catch (e) {
    if (e instanceof TsumeBudgetError) return null;
    throw e;
  }
}

/** Why a candidate gave no problem, or the problem with its length. */
export type MakeResult =
  { ok: true; plies: number; problem: TsumeProblem } | { ok: false; why: string };

/** Turns a candidate into a verified problem, if it can be one. */
export function makeProblem(c: Candidate, limits: GenerateLimits = GENERATE_DEFAULTS): MakeResult {
  const found = lengthOf(c.setup, limits.maxPlies, limits.searchNodes);
  if (!found) return { ok: false, why: 'no mate found' };
  // Why a budget from the first search: a stripped diagram should be no harder to solve.
  const budget = Math.min(Math.max(2_000, 2 * found.nodes), limits.searchNodes);
  const same = (t: PositionSetup) => lengthOf(t, found.plies, budget)?.plies === found.plies;
  let s = strip(c.setup, same);
  for (const pt of HAND_TYPES)
    for (let t = withoutHandPiece(s, pt); t && same(t); t = withoutHandPiece(s, pt)) s = t;
  const sfen = formatSetup(s);
  const report = verifyTsume(sfen, { maxPlies: found.plies, maxNodes: limits.verifyNodes });
  if (!report.ok)
    return {
      ok: false,
      why: [...report.errors, ...report.yozume.map((y) => `余詰 ${y.move}`)].join('; '),
    };
  const effort = lengthOf(s, found.plies, Infinity)!;
  return {
    ok: true,
    plies: found.plies,
    problem: {
      id: '',
      sfen,
      solution: report.line,
      nodes: effort.nodes,
      difficulty: difficultyOf(found.plies, effort.nodes),
      source: c.source,
    },
  };
}

/**
 * The positions along a problem's main line after each defender move, as candidates: each is
 * a shorter problem of its own (the rest of the line), kept only if it verifies on its own.
 */
export function suffixCandidates(problem: TsumeProblem): Candidate[] {
  const parsed = parseSfen(problem.sfen);
  if (!parsed.ok) return [];
  const pos = parsed.position;
  const out: Candidate[] = [];
  for (let i = 0; i + 2 < problem.solution.length; i += 2) {
    for (const usi of problem.solution.slice(i, i + 2)) pos.doMove(parseUsiMove(pos, usi));
    const setup = pos.setup();
    setup.moveNumber = 1;
    out.push({ setup, source: `${problem.source ?? problem.id}, after move ${i + 2}` });
  }
  return out;
}

/**
 * The positions after the attacker's first move and each defence other than the main line's:
 * the rest of such a variation is a problem of its own when it verifies.
 */
export function variationCandidates(problem: TsumeProblem): Candidate[] {
  const parsed = parseSfen(problem.sfen);
  if (!parsed.ok || problem.solution.length < 3) return [];
  const pos = parsed.position;
  pos.doMove(parseUsiMove(pos, problem.solution[0]!));
  const out: Candidate[] = [];
  for (const d of legalMoves(pos)) {
    if (moveToUsi(d) === problem.solution[1]) continue;
    pos.doMove(d);
    const setup = pos.setup();
    setup.moveNumber = 1;
    out.push({
      setup,
      source: `${problem.source ?? problem.id}, variation ${problem.solution[0]} ${moveToUsi(d)}`,
    });
    pos.undoMove(d);
  }
  return out;
}
