/**
 * The two rules of Lazy SMP that are not plumbing: which iterations a helper thread skips, so
 * that threads spread over neighbouring depths instead of all searching the same one, and which
 * thread's move is played (a vote weighted by depth and score). Pure functions, tested alone.
 */
import { MOVE_NONE, type Move } from '../../shared/rules/types.ts';
import { VALUE_MATE_IN_MAX_PLY } from '../params.ts';

/**
 * The skip-depth pattern (the widely published Lazy SMP schedule): helper i uses row (i−1) mod 20;
 * it skips an iteration when ⌊(depth + gamePly + phase) / size⌋ is odd, so helpers with the same
 * size search alternate blocks of depths, offset by their phase.
 */
const SKIP_SIZE = [1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4];
const SKIP_PHASE = [0, 1, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6, 7];

/** True if helper `helper` (1-based; 0 is the main thread, which skips nothing) skips `depth`. */
export function skipsDepth(helper: number, depth: number, gamePly: number): boolean {
  if (helper <= 0) return false;
  const row = (helper - 1) % SKIP_SIZE.length;
  return Math.floor((depth + gamePly + SKIP_PHASE[row]!) / SKIP_SIZE[row]!) % 2 === 1;
}

/** What one thread's search ended with. */
export interface ThreadResult {
  /** 0 = the main thread. */
  thread: number;
  move: Move;
  ponder: Move;
  score: number;
  /** Depth of the last completed iteration (0: none completed, the thread does not vote). */
  depth: number;
  pv: Move[];
  nodes: number;
}

/** Added to every vote so that the lowest-scored thread still counts (the usual constant). */
const VOTE_BASE = 14;

/**
 * The thread whose move is played. Each thread that completed an iteration votes for its move
 * with weight (score − lowest score + VOTE_BASE) × depth; the thread whose move has most votes
 * wins (ties keep the earlier thread, so the main thread wins them). A proven mate beats votes: the
 * shortest win is taken, and a thread that sees itself mated never overrides one that does not.
 */
export function pickThread(results: readonly ThreadResult[]): ThreadResult {
  const voters = results.filter((r) => r.depth > 0 && r.move !== MOVE_NONE);
  const main = results[0]!;
  if (voters.length === 0) return main;
  const minScore = Math.min(...voters.map((r) => r.score));
  const votes = new Map<Move, number>();
  for (const r of voters)
    votes.set(r.move, (votes.get(r.move) ?? 0) + (r.score - minScore + VOTE_BASE) * r.depth);
  let best = voters[0]!;
  for (const r of voters.slice(1)) {
    if (best.score >= VALUE_MATE_IN_MAX_PLY) {
      if (r.score > best.score) best = r; // a shorter mate
    } else if (r.score >= VALUE_MATE_IN_MAX_PLY) best = r;
    else if (r.score > -VALUE_MATE_IN_MAX_PLY && votes.get(r.move)! > votes.get(best.move)!)
      best = r;
  }
  return best;
}
