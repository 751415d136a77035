/**
 * The tsume verifier (pure TS): is a position, with or without its stated solution, a correct
 * tsume-shogi problem? The rules, as a composer reads them:
 * - the attacker (side to move) checks at every move and mates by the shortest line;
 * - the defender takes the longest defence and never plays a useless interposition (無駄合);
 * - no other attacker move mates at any attacker move of the main line (余詰), the last move
 *   included;
 * - the attacker's hand is empty at the end;
 * - a pawn drop may not mate (uchifuzume), so it is never a solution.
 */
import { Position } from '../shared/rules/position.ts';
import { buildUsiMove, moveToUsi, parseSfen, parseUsiMove } from '../shared/rules/sfen.ts';
import { isPawnDropMate } from '../shared/rules/movegen.ts';
import { formatHands } from '../shared/rules/sfen-text.ts';
import { MOVE_NONE, isDrop, moveTo } from '../shared/rules/types.ts';
import type { Color, Move } from '../shared/rules/types.ts';
import { TsumeBudgetError, TsumeSolver } from './solver.ts';

/** An alternative mate (余詰): at attacker move `ply`, `move` also mates, in `mateIn` plies. */
export interface Yozume {
  /** 1-based ply of the main line where the alternative is played. */
  ply: number;
  /** The alternative move (USI). */
  move: string;
  /** Length of the mate it gives, in plies counted from that move (the move included). */
  mateIn: number;
}

/** What the verifier found about one problem. */
export interface TsumeReport {
  /** True when the problem is correct and its solution unique. */
  ok: boolean;
  /** Mate length in plies under the tsume rules (null when no mate was found). */
  length: number | null;
  /** The main line checked: the stated solution, or the one the verifier found. */
  line: string[];
  /** True when no alternative mate was found. */
  unique: boolean;
  /** Alternative mates found along the main line. */
  yozume: Yozume[];
  /** Broken rules and unreadable input, in words. */
  errors: string[];
  /** Remarks that do not fail a problem (equal-length defences). */
  notes: string[];
  /** The solver's effort (nodes). */
  nodes: number;
}

/** Options of {@link verifyTsume}. */
export interface VerifyOptions {
  /** The stated solution (USI moves); without it the verifier finds the main line itself. */
  solution?: readonly string[];
  /** Longest mate looked for without a stated solution (plies). */
  maxPlies?: number;
  /** How much longer than the main line an alternative mate may be and still be found (plies). */
  extraPlies?: number;
  /** Node budget; past it the problem is reported undecided (failed). */
  maxNodes?: number;
}

/** Defaults of {@link VerifyOptions}; see docs/tsume.md for why. */
export const VERIFY_DEFAULTS = { maxPlies: 15, extraPlies: 0, maxNodes: 2_000_000 } as const;

/** Verifies one problem given as an SFEN (attacker to move). */
export function verifyTsume(sfen: string, options: VerifyOptions = {}): TsumeReport {
  const report: TsumeReport = {
    ok: false,
    length: null,
    line: [],
    unique: true,
    yozume: [],
    errors: [],
    notes: [],
    nodes: 0,
  };
  const parsed = parseSfen(sfen);
  if (!parsed.ok) {
    report.errors.push(`bad SFEN: ${parsed.error.message}`);
    return report;
  }
  const solver = new TsumeSolver(options.maxNodes ?? VERIFY_DEFAULTS.maxNodes);
  try {
    check(parsed.position, solver, options, report);
  } catch (e) {
    if (!(e instanceof TsumeBudgetError)) throw e;
    report.errors.push(`undecided: ${e.message}`);
  }
  report.nodes = solver.nodes;
  report.unique = report.yozume.length === 0;
  report.ok = report.errors.length === 0 && report.unique;
  return report;
}

function check(pos: Position, solver: TsumeSolver, o: VerifyOptions, report: TsumeReport): void {
  const attacker = pos.sideToMove;
  if (pos.kingSquare((attacker ^ 1) as Color) < 0)
    return void report.errors.push('no defending king');
  if (pos.inCheck()) return void report.errors.push('the attacker (side to move) is in check');
  const stated = o.solution;
  if (stated && stated.length % 2 === 0)
    return void report.errors.push(
      `the solution has ${stated.length} plies: it must end with the attacker's move`,
    );
  const max = stated ? stated.length : (o.maxPlies ?? VERIFY_DEFAULTS.maxPlies);
  const length = solver.mateLength(pos, max);
  report.length = length;
  if (length === null) {
    report.errors.push(stated ? `no forced mate in ${plies(max)}` : `no mate within ${plies(max)}`);
    // Why walk a failed solution: the first move that breaks a rule is the useful news.
    if (stated) walk(pos, solver, [...stated], o.extraPlies ?? VERIFY_DEFAULTS.extraPlies, report);
    report.line = stated ? [...stated] : [];
    return;
  }
  if (stated && length < stated.length)
    report.errors.push(`a shorter mate exists: ${plies(length)}, not ${stated.length}`);
  const line = stated ? [...stated] : findLine(pos, solver, length);
  report.line = line;
  if (stated && length < stated.length) return;
  walk(pos, solver, line, o.extraPlies ?? VERIFY_DEFAULTS.extraPlies, report);
}

/** Checks every move of the main line, then the final position; leaves `pos` as it found it. */
function walk(
  pos: Position,
  solver: TsumeSolver,
  line: string[],
  extra: number,
  report: TsumeReport,
): void {
  const played: Move[] = [];
  const attacker = pos.sideToMove;
  try {
    for (let i = 0; i < line.length; i++) {
      const r = line.length - i;
      const m = legalMove(pos, line[i]!, i, report);
      if (m === MOVE_NONE) return;
      const ok =
        i % 2 === 0
          ? attackerMove(pos, solver, m, i, r, extra, report)
          : defenderMove(pos, solver, m, i, r, report);
      if (!ok) return;
      pos.doMove(m);
      played.push(m);
    }
    if (solver.defences(pos, 0).length > 0) report.errors.push('the final position is not mate');
    const left = pos.hand(attacker);
    if (left !== 0) {
      const hands: [number, number] = [0, 0];
      hands[attacker] = left;
      report.errors.push(`pieces left in the attacker's hand at the end: ${formatHands(hands)}`);
    }
  } finally {
    for (let i = played.length - 1; i >= 0; i--) pos.undoMove(played[i]!);
  }
}

/** The move `usi` at ply i, or MOVE_NONE with the reason recorded (uchifuzume named). */
function legalMove(pos: Position, usi: string, i: number, report: TsumeReport): Move {
  const m = parseUsiMove(pos, usi);
  if (m !== MOVE_NONE) return m;
  const raw = buildUsiMove(pos, usi);
  const uchifuzume =
    raw !== MOVE_NONE && isDrop(raw) && usi.startsWith('P*') && isPawnDropMate(pos, moveTo(raw));
  report.errors.push(
    uchifuzume
      ? `move ${i + 1} ${usi} is a pawn-drop mate (uchifuzume), which the rules forbid`
      : `move ${i + 1} ${usi} is not a legal move here`,
  );
  return MOVE_NONE;
}

/** An attacker move with r plies left: a check that mates in r, and no other move mates. */
function attackerMove(
  pos: Position,
  solver: TsumeSolver,
  m: Move,
  i: number,
  r: number,
  extra: number,
  report: TsumeReport,
): boolean {
  const usi = moveToUsi(m);
  if (!pos.givesCheck(m)) return fail(report, `move ${i + 1} ${usi} is not a check`);
  pos.doMove(m);
  const mates = solver.andMate(pos, r - 1);
  pos.undoMove(m);
  if (!mates) return fail(report, `move ${i + 1} ${usi} does not mate in ${plies(r)}`);
  for (const c of solver.checks(pos, 1)) {
    if (c === m) continue;
    pos.doMove(c);
    const alt = solver.matedLength(pos, r - 1 + extra);
    pos.undoMove(c);
    if (alt !== null) report.yozume.push({ ply: i + 1, move: moveToUsi(c), mateIn: alt + 1 });
  }
  return true;
}

/** A defender move with r plies left: not a useless interposition, and the longest defence. */
function defenderMove(
  pos: Position,
  solver: TsumeSolver,
  d: Move,
  i: number,
  r: number,
  report: TsumeReport,
): boolean {
  const usi = moveToUsi(d);
  if (solver.isUselessInterposition(pos, d, r))
    return fail(report, `move ${i + 1} ${usi} is a useless interposition (無駄合)`);
  const lasting = longestDefences(pos, solver, r);
  if (!lasting.includes(d)) {
    const better = lasting.map(moveToUsi).join(', ');
    return fail(report, `move ${i + 1} ${usi} is not the longest defence (${better} lasts longer)`);
  }
  const others = lasting.filter((x) => x !== d).map(moveToUsi);
  if (others.length > 0) report.notes.push(`move ${i + 1}: ${others.join(', ')} defends as long`);
  return true;
}

/** The defences (useless interpositions left out) that are mated only in the full r − 1 plies. */
function longestDefences(pos: Position, solver: TsumeSolver, r: number): Move[] {
  const out: Move[] = [];
  for (const d of solver.defences(pos, r)) {
    pos.doMove(d);
    const faster = r - 3 >= 1 && solver.orMate(pos, r - 3);
    pos.undoMove(d);
    if (!faster) out.push(d);
  }
  return out;
}

/** Tries at most this many defender choices when looking for a line that ends with an empty hand. */
const LINE_TRIES = 64;

/**
 * The main line of a mate of `length` plies: the attacker's first mating check at each move,
 * the defender's longest defence, preferring among equals one after which the attacker's hand
 * ends empty (the rule for equal-length defences).
 */
export function findLine(pos: Position, solver: TsumeSolver, length: number): string[] {
  const attacker = pos.sideToMove;
  let tries = LINE_TRIES;
  let first: string[] | null = null;
  const line: string[] = [];
  const go = (r: number): boolean => {
    if (r === 0) {
      first ??= [...line];
      return pos.hand(attacker) === 0;
    }
    const moves = r % 2 === 1 ? matingChecks(pos, solver, r) : longestDefences(pos, solver, r);
    for (const m of moves) {
      if (tries-- <= 0) return false;
      line.push(moveToUsi(m));
      pos.doMove(m);
      const done = go(r - 1);
      pos.undoMove(m);
      if (done) return true;
      line.pop();
      if (r % 2 === 1) return false; // why: the attacker's alternatives are 余詰 anyway
    }
    return false;
  };
  return go(length) ? line : (first ?? []);
}

function matingChecks(pos: Position, solver: TsumeSolver, r: number): Move[] {
  return solver.checks(pos, r).filter((c) => {
    pos.doMove(c);
    const mates = solver.andMate(pos, r - 1);
    pos.undoMove(c);
    return mates;
  });
}

function fail(report: TsumeReport, why: string): boolean {
  report.errors.push(why);
  return false;
}

/** "1 ply", "3 plies". */
function plies(n: number): string {
  return n === 1 ? '1 ply' : `${n} plies`;
}
